import { setRulesetOption } from "../options.js";
import { assertEverywhere, assertRefused, lastCard, valueOf } from "../expect.js";
import type { DialogValues, DocumentRef, Scenario, Seat, Table } from "../table.js";
import { aldric, itemOf, mercenary } from "./fixtures.js";

/**
 * The pool options a roll reads, each changed by the GM between two plays of the same step: the
 * play after the change follows the new option on every client, without a reload.
 */

const setOption = (table: Table, option: string, value: unknown) => setRulesetOption(table, "pool", option, value);

const SEATED: readonly Seat[] = ["playerA", "playerB"];
const WOUNDS = "system.tracks.wound.value";
/** The seed's spear thrust (FC-TV-5). */
const SPEAR_THRUST = [1, 3, 4, 4, 6];

/** Aldric's player attacks the target with his first weapon, the dialog answered with `values`, the dice showing `dice`. */
async function attack(table: Table, hero: DocumentRef, weapon: string, target: DocumentRef, values: DialogValues, dice: readonly number[]): Promise<void> {
  const player = table.seat("playerA");
  await player.target(target);
  player.answerDialog(values);
  if (dice.length) table.queueDice(6, dice);
  await player.sheetAction(hero, "attack", { itemId: itemOf(player, hero, weapon) });
}

const diceOn = (table: Table, seat: Seat): readonly number[] => (lastCard(table.seat(seat)).exchange.payload as { dice?: number[] }).dice ?? [];

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "the GM rolls two Luck dice against a character mid-session: Aldric's open wound bled one Wound on a 5, the next hour two dice showing 5 and 5 cost two (luckRollDice)",
    seats: SEATED,
    async run(table, assert) {
      const hero = await table.createActor({ ...aldric(), items: [...(aldric().items ?? []), { name: "Open wound", type: "poolInjury", system: { kind: "openWound" } }] });
      const player = table.seat("playerA");
      const bleed = async (dice: readonly number[]) => {
        table.queueDice(6, dice);
        await player.sheetAction(hero, "bleed", { itemId: itemOf(player, hero, "Open wound") });
      };
      await bleed([5]);
      assertEverywhere(SEATED.map((seat) => table.seat(seat)), hero, WOUNDS, 1, assert);
      await setOption(table, "luckRollDice", 2);
      await bleed([5, 5]);
      assert.deepEqual(diceOn(table, "playerB"), [5, 5], "the card shows two dice");
      assertEverywhere(SEATED.map((seat) => table.seat(seat)), hero, WOUNDS, 3, assert);
    },
  },
  {
    ruleset: "pool",
    name: "the GM lets grappled characters parry mid-session: Aldric's thrust 1,3,4,4,6 wounded a grappled mercenary 4 times, the next grappled one only 2 (grappledLosesParry)",
    seats: SEATED,
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const grappled = (name: string) => ({ ...mercenary(name), system: { ...mercenary().system, conditions: [{ id: "grappled", duration: "permanent" }] } });
      const thrust = async (name: string) => {
        const foe = await table.createActor(grappled(name));
        await attack(table, hero, "Spear", foe, {}, SPEAR_THRUST);
        await table.seat("playerA").press(lastCard(table.seat("playerA")), "apply");
        return valueOf(table.seat("playerB"), foe, WOUNDS);
      };
      // Four successes (3, 4, 4, 6); held fast, the mercenary's Parry 2 counts for nothing.
      assert.equal(await thrust("Held Mercenary"), 4);
      await setOption(table, "grappledLosesParry", false);
      // Parry 2 ignores two of the lowest successes: 2 (FC-TV-5).
      assert.equal(await thrust("Second Held Mercenary"), 2);
    },
  },
  {
    ruleset: "pool",
    name: "the GM forbids melee against full cover mid-session: Aldric's thrust at the mercenary behind the wall went in at −3D, the next is refused with a message and posts no card (meleeAgainstFullCover)",
    seats: SEATED,
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const foe = await table.createActor(mercenary());
      await attack(table, hero, "Spear", foe, { cover: "full" }, [6, 6]);
      const first = lastCard(table.seat("playerB"));
      assert.equal(first.exchange.kind, "attack");
      assert.lengthOf(diceOn(table, "playerB"), 2, "Melee 4 and the spear's 1 less 3 for the cover");
      await setOption(table, "meleeAgainstFullCover", false);
      const player = table.seat("playerA");
      player.clearNotices();
      await attack(table, hero, "Spear", foe, { cover: "full" }, []);
      assertRefused(player, assert);
      assert.equal(lastCard(table.seat("playerB")).id, first.id, "no new card");
    },
  },
  {
    ruleset: "pool",
    name: "the GM counts partial range increments mid-session: Aldric's short bow at 90 yards lost 3 dice to the range, now it loses 4 (rangeFormula, FC-TV-9)",
    seats: SEATED,
    async run(table, assert) {
      const bow = { name: "Short Bow", type: "poolWeapon", system: { weaponClass: "medium", skill: "ranged", rangeCategory: "shortbow", effectiveRange: 20 } };
      const hero = await table.createActor({ ...aldric(), system: { skills: { melee: 4, ranged: 6 } }, items: [bow] });
      const foe = await table.createActor(mercenary());
      // Ranged 6 and the medium weapon's 1 at 90 yards with a 20-yard increment: ⌊90 / 20⌋ − 1 = 3 complete increments beyond the first.
      await attack(table, hero, "Short Bow", foe, { distance: 90 }, [2, 2, 2, 2]);
      assert.lengthOf(diceOn(table, "playerB"), 4);
      await setOption(table, "rangeFormula", "partialIncrements");
      // ⌈90 / 20⌉ − 1 = 4.
      await attack(table, hero, "Short Bow", foe, { distance: 90 }, [2, 2, 2]);
      assert.lengthOf(diceOn(table, "playerB"), 3);
    },
  },
  {
    ruleset: "pool",
    name: "the GM sets a minimum pool of one die mid-session: Aldric's Perception 0 check rolled nothing and failed, now it rolls one die and a 6 passes (minimumPool)",
    seats: SEATED,
    async run(table, assert) {
      const hero = await table.createActor({ ...aldric(), system: { skills: { melee: 4, perception: 0 } } });
      const player = table.seat("playerA");
      const check = async (dice: readonly number[]) => {
        player.answerDialog({ difficulty: 1 });
        if (dice.length) table.queueDice(6, dice);
        await player.sheetAction(hero, "rollSkill", { skill: "perception" });
        const payload = lastCard(table.seat("playerB")).exchange.payload as { dice?: number[]; view?: { passed?: boolean } };
        return { dice: payload.dice ?? [], passed: payload.view?.passed ?? false };
      };
      assert.deepEqual(await check([]), { dice: [], passed: false });
      await setOption(table, "minimumPool", 1);
      assert.deepEqual(await check([6]), { dice: [6], passed: true });
    },
  },
];
