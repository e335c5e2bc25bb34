import { exchangeOn, valueOf } from "../expect.js";
import type { DocumentRef, Scenario, Table } from "../table.js";
import { combatantOf, trackerSnapshot } from "../tracker.js";
import { attack, defend, npcAttack, passDoom } from "./fixtures.js";
import { actingNow, duskFight, marksOf, pressControl, pressEnd, seatOf } from "./tracker-hands.js";

/**
 * What the tracker's moves and the cards' blows do to the next roll and the next turn: a Charge
 * eases the attack that follows it (DB-ACT-2), a stun costs the stunned their next action turn
 * (DB-HP-3) and shows until their following turn.
 */

async function passAll(table: Table, wren: DocumentRef, order: readonly DocumentRef[]): Promise<void> {
  for (const actor of order) await pressEnd(table, seatOf(wren, actor), actor);
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "Wren charges in the movement phase: her attack on the ghoul in the action phase starts eased one step",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren, ghoulA, ghoulB, knight } = await duskFight(table);
      await pressControl(table, "playerA", wren, "move.charge");
      await passAll(table, wren, [ghoulA, ghoulB, knight]);
      const card = await attack(table, "playerA", wren, "Longsword", ghoulA, 8, 3);
      assert.equal((exchangeOn(table.seat("gm"), card).payload as { request?: { ease?: number } }).request?.ease, 1, "the Charge eased the attack");
      await pressEnd(table, "playerA", wren);
      await passAll(table, wren, [knight, ghoulA, ghoulB]);
      await passAll(table, wren, [ghoulA, ghoulB, knight]);
      assert.notInclude((await trackerSnapshot(table.seat("gm"))).controls?.[combatantOf(table.seat("gm"), wren)]?.map((c) => c.key) ?? [], "move.charge", "after melee she may not charge again next round");
    },
  },
  {
    ruleset: "dusk",
    name: "a ghoul's blow after Wren's turn takes her to 0 and stuns her: she loses her round-2 action turn, and as her round-3 turn begins the stun ends and she gets 1 health back (0 → 1)",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren, ghoulA, ghoulB, knight } = await duskFight(table);
      await table.seat("gm").run(() => table.seat("gm").actor(wren).update({ "system.health.value": 2 } as never));
      await table.settle();
      await passAll(table, wren, [ghoulA, ghoulB, knight, wren]);
      await passAll(table, wren, [wren, knight]);
      const [card] = await npcAttack(table, ghoulA, wren);
      await defend(table, "playerA", card!, 1, 2);
      table.queueDice(12, [6, 5]);
      await passDoom(table, card!);
      assert.isTrue(table.seat("gm").actor(wren).statuses.has("stunned"), "Wren is stunned");
      await passAll(table, wren, [ghoulA, ghoulB]);
      assert.equal((await trackerSnapshot(table.seat("gm"))).round, 2);
      await passAll(table, wren, [ghoulA, ghoulB, knight, wren]);
      assert.equal(await actingNow(table), combatantOf(table.seat("gm"), knight), "round 2's action phase passes Wren by");
      assert.deepEqual(await marksOf(table, "playerA", wren), { move: true, standard: true, bonus: true, reaction: false }, "her actions are marked lost");
      await passAll(table, wren, [knight, ghoulA, ghoulB]);
      assert.isTrue(table.seat("gm").actor(wren).statuses.has("stunned"), "the stun shows until she can act again");
      assert.equal(valueOf(table.seat("playerA"), wren, "system.health.value"), 0, "no health back while she cannot act");
      await passAll(table, wren, [ghoulA, ghoulB, knight, wren]);
      assert.equal(await actingNow(table), combatantOf(table.seat("gm"), wren), "round 3: Wren acts first again");
      assert.isFalse(table.seat("playerA").actor(wren).statuses.has("stunned"), "and the stun is over");
      assert.equal(valueOf(table.seat("playerA"), wren, "system.health.value"), 1, "she survived her wound: 1 health back at her next action (DB-HP-3)");
      assert.isFalse(valueOf(table.seat("gm"), wren, "system.regainOnNextAction"), "once only");
    },
  },
];
