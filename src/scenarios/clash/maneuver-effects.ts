import { exchangeOn, valueOf } from "../expect.js";
import type { DocumentRef, Scenario, Seat, Table } from "../table.js";
import { attack, clashOn, followUpCards, rollAndApply, winUnanswered } from "./attack.js";
import { duellist, hero, itemId, ogre, pitFighter } from "./fixtures.js";

/**
 * Landed maneuvers change numbers, not just words (DL-CM-3, Fray's house reading): Stun takes an
 * action point, Pin takes them all, Disarm unequips the weapon in hand, Bleed and poison cost a hit
 * point each new round, Trip and Blind make every roll 20 points harder while they last. Each
 * change is the GM's, on every client, and undoes with its card.
 */

const noLuck = { luck: { value: 0, max: 0 } };
const AP = "system.ap.value";
const HP = "system.hp.value";
const statusesOf = (table: Table, seat: Seat, actor: DocumentRef) => [...table.seat(seat).actor(actor).statuses];

/** `seat` wins unanswered with `face`, lands 1 damage, and the target fails the one follow-up with `resist`. */
async function landFollowUp(table: Table, seat: Seat, attacker: DocumentRef, weapon: string, target: DocumentRef, face: number, maneuver: string, sides: number, resist: number): Promise<DocumentRef> {
  const card = await winUnanswered(table, seat, attacker, weapon, target, face, "gm", [maneuver]);
  await rollAndApply(table, seat, card, sides, [1]);
  const [follow] = followUpCards(table, "gm", card);
  if (!follow) throw new Error(`no ${maneuver} card`);
  table.queueDice(100, [resist]);
  await table.seat("gm").press(follow, "rollFollowUp");
  return follow;
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "clash",
    name: "Stun lands on the hero: stunned and one of her two action points gone on every client; undoing the roll gives both back (DL-CM-3)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const h = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre(noLuck));
      // The GM answers for the hero's absent player; Endurance 30: 88 is a failing double, a fumble.
      const stun = await landFollowUp(table, "gm", o, "Great Club", h, 35, "Stun", 10, 88);
      for (const seat of ["gm", "playerA", "playerB"] as const) {
        assert.include(statusesOf(table, seat, h), "stunned");
        assert.equal(valueOf(table.seat(seat), h, AP), 1, `${seat} sees the hero's AP 2 → 1`);
      }
      await table.seat("gm").undo(stun);
      assert.notInclude(statusesOf(table, "playerB", h), "stunned");
      assert.equal(valueOf(table.seat("playerB"), h, AP), 2);
    },
  },
  {
    ruleset: "clash",
    name: "Disarm lands on the ogre: its Great Club is no longer equipped, so its next defence offers Evade but no counter attack (DL-CM-3)",
    seats: ["playerB"],
    async run(table, assert) {
      const d = await table.createActor(duellist());
      const o = await table.createActor(ogre(noLuck));
      await landFollowUp(table, "playerB", d, "Rapier", o, 35, "Disarm", 6, 90); // melee 55: 90 fails
      const club = itemId(table, "playerB", o, "clashWeapon", "Great Club");
      const equipped = (table.seat("playerB").actor(o).items.get(club)?.system as { equipped?: boolean } | undefined)?.equipped;
      assert.equal(equipped, false, "every client sees the club dropped");
      assert.include(statusesOf(table, "gm", o), "disarmed");
      const next = await attack(table, "playerB", d, "Rapier", o, 35);
      await table.seat("gm").press(next, "keepRoll");
      assert.deepEqual(exchangeOn(table.seat("gm"), next).pending?.actions, ["react1", "noReaction"], "only Evade is left");
    },
  },
  {
    ruleset: "clash",
    name: "Pin lands on the ogre: pinned, both its action points gone, so it cannot react to the next attack (DL-CM-3)",
    seats: ["playerB"],
    async run(table, assert) {
      const p = await table.createActor(pitFighter());
      const o = await table.createActor(ogre(noLuck));
      await landFollowUp(table, "playerB", p, "Fists", o, 35, "Pin", 4, 70); // Endurance 60: 70 fails
      assert.include(statusesOf(table, "playerB", o), "pinned");
      assert.equal(valueOf(table.seat("playerB"), o, AP), 0);
      const next = await attack(table, "playerB", p, "Fists", o, 35);
      assert.equal(clashOn(table, "gm", next).state.reaction ?? null, null, "no AP, no reaction");
    },
  },
  {
    ruleset: "clash",
    name: "Trip lands on the ogre: prone, its club swings at 35 instead of 55 while it lies there (DL-CM-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre(noLuck));
      await landFollowUp(table, "playerA", a, "Longsword", o, 35, "Trip", 8, 47); // Evade 30: 47 fails
      assert.include(statusesOf(table, "playerA", o), "prone");
      const next = await attack(table, "playerA", a, "Longsword", o, 44);
      const reactions = (exchangeOn(table.seat("gm"), next).payload as { reactions: Array<{ id: string; skill: number }> }).reactions;
      assert.deepEqual(reactions.map((r) => [r.id, r.skill]), [["counterAttack", 35], ["evade", 10]], "55 − 20 and 30 − 20");
    },
  },
  {
    ruleset: "clash",
    name: "Blind lands on the hero: blinded, her Longsword attacks at 40 instead of 60 and the card's roll shows it (DL-CM-3)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const p = await table.createActor(pitFighter());
      const a = await table.createActor(hero(["playerA"], noLuck));
      await landFollowUp(table, "playerB", p, "Fists", a, 35, "Blind", 4, 62); // Evade 40: 62 fails
      assert.include(statusesOf(table, "playerA", a), "blinded");
      const next = await attack(table, "playerA", a, "Longsword", p, 50);
      assert.deepInclude(clashOn(table, "gm", next).state.attackerRoll ?? {}, { face: 50, skill: 40, tier: "failure" }, "50 would have hit at 60");
    },
  },
  {
    ruleset: "clash",
    name: "a bleeding, poisoned ogre loses a hit point for each when the next round starts, and its action points refill (DL-CM-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre(noLuck));
      table.queueDice(10, [9, 1]);
      const fight = await table.startCombat([a, o]);
      const card = await winUnanswered(table, "playerA", a, "Longsword", o, 35, "gm", ["Bleed"]);
      await rollAndApply(table, "playerA", card, 8, [6]);
      await table.seat("gm").run(async () => {
        await table.seat("gm").actor(o).toggleStatusEffect("poisoned", { active: true });
      });
      assert.equal(valueOf(table.seat("playerA"), o, HP), 16, "20 − (6 − 2)");
      await table.seat("gm").run(async () => {
        await (table.seat("gm").doc(fight.uuid) as unknown as Combat.Implementation).nextRound();
      });
      await table.settle();
      assert.equal(valueOf(table.seat("playerA"), o, HP), 14, "one for the bleeding, one for the poison");
      assert.equal(valueOf(table.seat("playerA"), a, HP), 12, "the hero does not bleed");
      assert.equal(valueOf(table.seat("playerA"), a, AP), 2);
    },
  },
];
