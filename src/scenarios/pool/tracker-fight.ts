import type { DocumentRef, Scenario, ScenarioAssert, Seat, Table } from "../table.js";
import { assertRefused, lastCard, valueOf } from "../expect.js";
import { combatantOf, trackerSnapshot } from "../tracker.js";
import { aldric, canAct, endTurn, mercenary } from "./fixtures.js";

/**
 * Whole pool fights run from the tracker and the sheets alone (FC-FVTT-3, FC-FVTT-4, FC-FVTT-10):
 * activations end by a Full Action, by the End control or by spending both Partials; the fallen
 * are passed over; movement and free actions come out of the budget; the next round begins by
 * itself once everyone has acted; the options on free actions and maneuvers change what is allowed.
 */

const WOUNDS = "system.tracks.wound.value";
const SPEAR_THRUST = [1, 3, 4, 4, 6];
const dodgeItem = { name: "Dodge", type: "poolManeuver", system: { key: "dodge" } };
const brenna = () => ({ ...aldric(["playerB"]), name: "Brenna" });

interface PalaceFight {
  readonly hero: DocumentRef;
  readonly heroine: DocumentRef;
  readonly first: DocumentRef;
  readonly second: DocumentRef;
}

/** Aldric (player A) and Brenna (player B) against two mercenaries; the heroes' die wins. */
async function palaceFight(table: Table): Promise<PalaceFight> {
  const hero = await table.createActor(aldric());
  const heroine = await table.createActor(brenna());
  const first = await table.createActor({ ...mercenary("Mercenary A"), items: [dodgeItem] });
  const second = await table.createActor({ ...mercenary("Mercenary B"), items: [dodgeItem] });
  table.queueDice(6, [5, 2]);
  await table.startCombat([hero, heroine, first, second]);
  return { hero, heroine, first, second };
}

function itemOf(table: Table, seat: Seat, actor: DocumentRef, type: string): string {
  return table.seat(seat).actor(actor).items.contents.find((item) => String(item.type) === type)?.id ?? "";
}

/** The seed's spear thrust (two wounds through Parry 2), applied by the attacker's owner. */
async function thrust(table: Table, seat: Seat, attacker: DocumentRef, target: DocumentRef): Promise<void> {
  const hand = table.seat(seat);
  await hand.target(target);
  hand.answerDialog({});
  table.queueDice(6, SPEAR_THRUST);
  await hand.sheetAction(attacker, "attack", { itemId: itemOf(table, seat, attacker, "poolWeapon") });
  await hand.press(lastCard(hand), "apply");
}



function noRefusals(table: Table, seats: readonly Seat[], assert: ScenarioAssert): void {
  for (const seat of seats) assert.deepEqual(table.seat(seat).notices().filter((notice) => notice.level === "error" || notice.level === "warn"), [], `${seat} was refused nothing`);
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "a three-round palace fight from the tracker alone: two thrusts end Aldric's activation, the fallen are passed over, moves and a Perception roll come out of the budget, and each round begins by itself (FC-FVTT-3, FC-FVTT-4, FC-TURN-3)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { hero, heroine, first, second } = await palaceFight(table);
      const gm = table.seat("gm");
      const [heroId, heroineId, firstId, secondId] = [hero, heroine, first, second].map((actor) => combatantOf(gm, actor));
      assert.sameMembers(await canAct(table), [heroId!, heroineId!], "the heroes' side won the initiative");

      // Round 1. Aldric thrusts twice at Mercenary A: two Partials, nothing left, the activation ends.
      await thrust(table, "playerA", hero, first);
      assert.deepEqual(await canAct(table), [heroId], "after one Partial, Aldric's activation is still open");
      await thrust(table, "playerA", hero, first);
      assert.equal(valueOf(gm, first, WOUNDS), 4, "four wounds: Mercenary A is dead");
      let now = await trackerSnapshot(gm);
      assert.deepEqual(now.down, [firstId], "the tracker counts Mercenary A out");
      assert.deepEqual([...now.canActNow], [secondId], "the mercenaries' slot: only B can still act");

      // Mercenary B walks (a Partial) and the GM ends his activation on the tracker.
      await gm.sheetAction(second, "move", { mode: "walk" });
      assert.equal((await trackerSnapshot(gm)).actionsLeft[secondId!], 1, "walking cost a Partial");
      await endTurn(table, "gm", second);
      assert.deepEqual(await canAct(table), [heroineId], "the slot is back with the heroes: Brenna");

      // Brenna rolls Perception (a free action), then runs (a Full Action): the round is over and the next begins.
      const player = table.seat("playerB");
      player.answerDialog({ difficulty: 1 });
      table.queueDice(6, [5]);
      await player.sheetAction(heroine, "rollSkill", { skill: "perception" });
      now = await trackerSnapshot(player);
      assert.equal(now.freeLeft?.[heroineId!], 1, "one free action of two used");
      assert.equal(now.actionsLeft[heroineId!], 2, "the Perception roll cost no Partial");
      await player.sheetAction(heroine, "move", { mode: "run" });
      now = await trackerSnapshot(player);
      assert.equal(now.round, 2, "round 2 began without anyone pressing next round");
      assert.equal(gm.combat()?.round, 2, "core's round too");
      assert.sameMembers([...now.canActNow], [heroId!, heroineId!], "the winning side opens again");
      assert.equal(now.freeLeft?.[heroineId!], 2, "free actions are counted per round");

      // Round 2. Aldric passes; B dodges, a second Dodge is refused (one maneuver a turn), then walks.
      await endTurn(table, "playerA", hero);
      assert.deepEqual(await canAct(table), [secondId]);
      const dodge = itemOf(table, "gm", second, "poolManeuver");
      await gm.sheetAction(second, "useManeuver", { itemId: dodge });
      const cards = gm.messages().length;
      await gm.sheetAction(second, "useManeuver", { itemId: dodge });
      assertRefused(gm, assert);
      assert.equal(gm.messages().length, cards, "the refused Dodge posted nothing");
      gm.clearNotices();
      await gm.sheetAction(second, "move", { mode: "walk" });
      assert.deepEqual(await canAct(table), [heroineId], "Dodge and a walk spent both Partials: Brenna is up");
      await player.sheetAction(heroine, "move", { mode: "crawl" });
      await endTurn(table, "playerB", heroine);
      assert.equal((await trackerSnapshot(gm)).round, 3, "round 3 began by itself");

      // Round 3. Mercenary B is knocked out: his side keeps nobody waiting.
      await gm.console(() => gm.actor(second).toggleStatusEffect("unconscious", { active: true }));
      await table.settle();
      now = await trackerSnapshot(gm);
      assert.sameMembers([...(now.down ?? [])], [firstId!, secondId!]);
      await endTurn(table, "playerA", hero);
      assert.deepEqual(await canAct(table), [heroineId], "with no mercenary able, Brenna acts straight after Aldric");
      await endTurn(table, "playerB", heroine);
      now = await trackerSnapshot(table.seat("playerA"));
      assert.equal(now.round, 4, "three rounds played from the tracker alone");
      assert.sameMembers([...now.canActNow], [heroId!, heroineId!]);
      noRefusals(table, ["playerA", "playerB", "gm"], assert);
    },
  },
  {
    ruleset: "pool",
    name: "with no free actions allowed, a Perception roll in the fight is refused before any dice; outside the fight it rolls (freeActionsPerRound)",
    seats: ["playerA"],
    async run(table, assert) {
      const gm = table.seat("gm");
      await gm.setSetting("fray", "pool_freeActionsPerRound", 0);
      const { hero } = await palaceFight(table);
      const player = table.seat("playerA");
      const cards = player.messages().length;
      player.answerDialog({ difficulty: 1 });
      await player.sheetAction(hero, "rollSkill", { skill: "perception" });
      assertRefused(player, assert);
      assert.equal(player.messages().length, cards, "no check card");
      assert.equal((await trackerSnapshot(player)).freeLeft?.[combatantOf(gm, hero)], 0, "the tracker shows none left");
      await gm.setSetting("fray", "pool_freeActionsPerRound", 2);
      player.clearNotices();
      table.queueDice(6, [6]);
      await player.sheetAction(hero, "rollSkill", { skill: "perception" });
      assert.equal(player.messages().length, cards + 1, "with two allowed, the roll is made");
      assert.equal((await trackerSnapshot(player)).freeLeft?.[combatantOf(gm, hero)], 1);
    },
  },
  {
    ruleset: "pool",
    name: "with one maneuver per turn switched off, a mercenary may Dodge twice in one activation (oneManeuverPerTurn)",
    seats: [],
    async run(table, assert) {
      const gm = table.seat("gm");
      await gm.setSetting("fray", "pool_oneManeuverPerTurn", false);
      const { hero, heroine, second } = await palaceFight(table);
      await endTurn(table, "gm", hero);
      const dodge = itemOf(table, "gm", second, "poolManeuver");
      const cards = gm.messages().length;
      await gm.sheetAction(second, "useManeuver", { itemId: dodge });
      await gm.sheetAction(second, "useManeuver", { itemId: dodge });
      assert.equal(gm.messages().length, cards + 2, "two Dodge cards");
      assert.deepEqual(await canAct(table), [combatantOf(gm, heroine)], "the two Dodges spent the activation");
      noRefusals(table, ["gm"], assert);
    },
  },
  {
    ruleset: "pool",
    name: "a Full Action ends the activation by itself: Aldric jogs and the mercenaries are up (FC-ACT-1, FC-MOV-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const { hero, first, second } = await palaceFight(table);
      const gm = table.seat("gm");
      await table.seat("playerA").sheetAction(hero, "move", { mode: "jog" });
      const card = lastCard(gm);
      assert.equal(card.exchange.kind, "effect", "a card tells the table how far Aldric went");
      assert.sameMembers(await canAct(table), [combatantOf(gm, first), combatantOf(gm, second)]);
      // Outside their turn, a move is shown but costs the tracker nothing.
      await table.seat("playerA").sheetAction(hero, "move", { mode: "walk" });
      assert.equal((await trackerSnapshot(gm)).actionsLeft[combatantOf(gm, hero)], 0);
      noRefusals(table, ["playerA"], assert);
    },
  },
  {
    ruleset: "pool",
    name: "the GM marks a mercenary defeated on the tracker and the round no longer waits for him; unmarking brings him back next round (FC-TURN-3)",
    seats: [],
    async run(table, assert) {
      const { hero, heroine, first, second } = await palaceFight(table);
      const gm = table.seat("gm");
      const firstId = combatantOf(gm, first);
      await gm.console(async () => {
        await gm.combat()?.combatants.get(firstId)?.update({ defeated: true });
      });
      await table.settle();
      await endTurn(table, "gm", hero);
      assert.deepEqual(await canAct(table), [combatantOf(gm, second)]);
      await endTurn(table, "gm", second);
      await endTurn(table, "gm", heroine);
      assert.equal((await trackerSnapshot(gm)).round, 2, "Mercenary A was not waited for");
      await gm.console(async () => {
        await gm.combat()?.combatants.get(firstId)?.update({ defeated: false });
      });
      await table.settle();
      await endTurn(table, "gm", hero);
      assert.sameMembers(await canAct(table), [firstId, combatantOf(gm, second)], "Mercenary A is back in the order");
    },
  },
];
