import { assertRefused, exchangeOn, lastCard } from "../expect.js";
import type { DocumentRef, Scenario, Table } from "../table.js";
import { combatantOf, trackerSnapshot } from "../tracker.js";
import { attack, defend, keepDestiny, npcAttack } from "./fixtures.js";
import { actingNow, duskFight, marksOf, pressControl, pressEnd, pressFightControl, seatOf, trackerShown } from "./tracker-hands.js";

/**
 * Dusk rounds run from the tracker (DB-FVTT-3, DB-INIT-4, DB-PHASE-6, DB-ACT-3): a repeated press
 * refused, the GM's call for new initiative, a one-round effect ending at its originator's next
 * action turn, Defend lasting until the next move, and three whole rounds with a PC and three NPCs
 * that end by themselves.
 */

/** Everyone passes: the movement phase lowest first, or the action phase highest first. */
async function passAll(table: Table, wren: DocumentRef, order: readonly DocumentRef[]): Promise<void> {
  for (const actor of order) await pressEnd(table, seatOf(wren, actor), actor);
}

const statusesOf = (table: Table, actor: DocumentRef) => table.seat("gm").actor(actor).statuses;

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "a repeated press is refused with a message and changes nothing: Wren's player moves her twice, the GM spends the knight's standard action twice",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren, ghoulA, ghoulB, knight } = await duskFight(table);
      await pressControl(table, "playerA", wren, "move.immediate");
      const moved = await trackerSnapshot(table.seat("gm"));
      await pressControl(table, "playerA", wren, "move.immediate");
      assertRefused(table.seat("playerA"), assert);
      assert.include(table.seat("playerA").notices().at(-1)?.message ?? "", table.localize("FRAY.Dusk.Error.NotYourTurn", { id: "Wren" }));
      assert.deepEqual(await trackerSnapshot(table.seat("gm")), moved, "the second move changed nothing");
      await passAll(table, wren, [ghoulA, ghoulB, knight]);
      await pressEnd(table, "playerA", wren);
      assert.equal(await actingNow(table), combatantOf(table.seat("gm"), knight));
      await pressControl(table, "gm", knight, "action.standard");
      const spent = await trackerSnapshot(table.seat("gm"));
      table.seat("gm").clearNotices();
      await pressControl(table, "gm", knight, "action.standard");
      assertRefused(table.seat("gm"), assert);
      assert.include(table.seat("gm").notices().at(-1)?.message ?? "", "Bone Knight");
      assert.deepEqual(await trackerSnapshot(table.seat("gm")), spent, "the second standard action changed nothing");
      assert.deepEqual(await marksOf(table, "gm", knight), { move: true, standard: true, bonus: false, reaction: false });
    },
  },
  {
    ruleset: "dusk",
    name: "the GM calls for new initiative next round (a player cannot): when round 1 ends Wren rolls 1 + 1 + 3 = 5 and now moves first and acts last; the call is spent",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren, ghoulA, ghoulB, knight } = await duskFight(table);
      await pressFightControl(table, "playerA", "rerollNextRound");
      assertRefused(table.seat("playerA"), assert);
      assert.deepEqual((await trackerShown(table.seat("playerA"))).encounterControls, [], "a player is not offered the call");
      await pressFightControl(table, "gm", "rerollNextRound");
      assert.deepEqual((await trackerShown(table.seat("gm"))).encounterControls.map((c) => [c.key, c.on]), [["rerollNextRound", true]]);
      await passAll(table, wren, [ghoulA, ghoulB, knight, wren]);
      await passAll(table, wren, [wren, knight, ghoulA]);
      table.queueDice(12, [1, 1]);
      const before = table.seat("playerA").messages().length;
      await pressEnd(table, "gm", ghoulB);
      const round2 = await trackerSnapshot(table.seat("playerA"));
      assert.equal(round2.round, 2, "the round ended by itself");
      assert.deepEqual(round2.initiativeRolls.map((r) => [r.results, r.total]), [[[1, 1], 5]]);
      assert.equal(round2.groups[0]?.participantIds[0], combatantOf(table.seat("gm"), wren), "Wren, now lowest, moves first");
      assert.isAbove(table.seat("playerA").messages().length, before, "the new roll is posted");
      assert.deepEqual((await trackerShown(table.seat("gm"))).encounterControls.map((c) => c.on), [false], "the call is spent");
      await passAll(table, wren, [wren, ghoulA, ghoulB, knight]);
      const action = await trackerSnapshot(table.seat("gm"));
      assert.equal(action.groups[0]?.participantIds.at(-1), combatantOf(table.seat("gm"), wren), "and acts last");
      assert.equal(action.groups[0]?.participantIds[0], combatantOf(table.seat("gm"), knight));
    },
  },
  {
    ruleset: "dusk",
    name: "the GM dazes the bone knight during Wren's turn: the daze outlasts the round and Wren's round-2 move, and ends as her round-2 action turn begins",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren, ghoulA, ghoulB, knight } = await duskFight(table);
      await passAll(table, wren, [ghoulA, ghoulB, knight, wren]);
      await table.seat("gm").run(() => table.seat("gm").actor(knight).toggleStatusEffect("dazed", { active: true }));
      await table.settle();
      const daze = table.seat("gm").actor(knight).effects.contents.find((effect) => effect.statuses.has("dazed"));
      assert.deepInclude((daze?.flags as { fray?: { duskCondition?: object } } | undefined)?.fray?.duskCondition ?? {}, { ownerId: combatantOf(table.seat("gm"), wren), appliedRound: 1 }, "the daze counts from Wren");
      await passAll(table, wren, [wren, knight, ghoulA, ghoulB]);
      assert.equal((await trackerSnapshot(table.seat("gm"))).round, 2);
      assert.isTrue(statusesOf(table, knight).has("dazed"), "a new round does not end it");
      await pressControl(table, "playerA", wren, "move.immediate");
      assert.isTrue(statusesOf(table, knight).has("dazed"), "nor does Wren's move");
      await passAll(table, wren, [ghoulA, ghoulB]);
      assert.isTrue(statusesOf(table, knight).has("dazed"), "the knight is still dazed for its own move");
      await pressEnd(table, "gm", knight);
      assert.equal(await actingNow(table), combatantOf(table.seat("gm"), wren), "Wren's action turn begins");
      assert.isFalse(statusesOf(table, knight).has("dazed"), "and the daze is over");
      assert.isFalse(table.seat("playerA").actor(knight).statuses.has("dazed"), "on every client");
    },
  },
  {
    ruleset: "dusk",
    name: "Wren defends: both her actions are marked lost, she shows Defending, her defence against the knight starts eased one step, and it ends when she moves in round 2",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren, ghoulA, ghoulB, knight } = await duskFight(table);
      await pressControl(table, "playerA", wren, "move.defend");
      assert.deepEqual(await marksOf(table, "playerA", wren), { move: true, standard: true, bonus: true, reaction: false });
      assert.isTrue(table.seat("playerA").actor(wren).statuses.has("defending"));
      const [card] = await npcAttack(table, knight, wren);
      await defend(table, "playerA", card!, 10, 9);
      assert.equal((exchangeOn(table.seat("gm"), card!).payload as { request?: { ease?: number } }).request?.ease, 1, "the defence was eased by Defend");
      await passAll(table, wren, [ghoulA, ghoulB, knight]);
      await passAll(table, wren, [knight, ghoulA, ghoulB]);
      assert.equal((await trackerSnapshot(table.seat("gm"))).round, 2, "Wren had no action turn to take; the round ended");
      assert.isTrue(statusesOf(table, wren).has("defending"), "Defend lasts into round 2");
      await pressControl(table, "playerA", wren, "move.immediate");
      assert.isFalse(statusesOf(table, wren).has("defending"), "until her next move");
    },
  },
  {
    ruleset: "dusk",
    name: "three rounds from the tracker alone: Wren and three NPCs move by their controls, Wren kills a ghoul from her sheet and the knight attacks her from its card; the dead ghoul is passed by and each round ends by itself",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren, ghoulA, ghoulB, knight } = await duskFight(table);
      const id = (actor: DocumentRef) => combatantOf(table.seat("gm"), actor);
      // Round 1: the knight charges, the others move; Wren cuts the ghoul down (8 + 3 = 11 against TN 6, 4 damage to 4 health).
      await pressControl(table, "gm", ghoulA, "move.immediate");
      await pressEnd(table, "gm", ghoulB);
      await pressControl(table, "gm", knight, "move.charge");
      await pressControl(table, "playerA", wren, "move.immediate");
      const blow = await attack(table, "playerA", wren, "Longsword", ghoulA, 8, 3);
      await keepDestiny(table, "playerA", blow);
      assert.isTrue(statusesOf(table, ghoulA).has("dead"), "the ghoul is dead");
      await pressControl(table, "playerA", wren, "action.bonus");
      assert.equal(await actingNow(table), id(knight), "Wren's turn is over: the knight's begins");
      const [card] = await npcAttack(table, knight, wren);
      await defend(table, "playerA", card!, 10, 9);
      assert.deepEqual(await marksOf(table, "gm", knight), { move: true, standard: true, bonus: false, reaction: false }, "the knight's attack was its standard action");
      await pressEnd(table, "gm", knight);
      assert.equal(await actingNow(table), id(ghoulB), "the dead ghoul is passed by");
      await pressEnd(table, "gm", ghoulB);
      // Rounds 2 and 3: the survivors move and act; nobody presses next round.
      for (const round of [2, 3]) {
        const start = await trackerSnapshot(table.seat("playerA"));
        assert.equal(start.round, round, `round ${round} began by itself`);
        assert.notInclude([...start.canActNow], id(ghoulA), "the dead ghoul does not move");
        assert.notInclude(
          (await trackerShown(table.seat("gm"))).groups.flatMap((g) => g.rows).find((r) => r.name === "Ghoul")?.controls.map((c) => c.key) ?? [],
          "move.immediate",
        );
        await pressControl(table, "gm", ghoulB, "move.immediate");
        await pressControl(table, "gm", knight, "move.immediate");
        await pressControl(table, "playerA", wren, "move.immediate");
        assert.equal((await trackerSnapshot(table.seat("gm"))).phase, "action");
        await pressControl(table, "playerA", wren, "action.standard");
        await pressEnd(table, "playerA", wren);
        await pressControl(table, "gm", knight, "action.standard");
        await pressControl(table, "gm", knight, "action.bonus");
        await pressControl(table, "gm", ghoulB, "action.standard");
        await pressEnd(table, "gm", ghoulB);
      }
      const fourth = await trackerSnapshot(table.seat("playerA"));
      assert.equal(fourth.round, 4, "three rounds played, none pushed by the GM");
      assert.equal(fourth.phase, "movement");
      assert.equal(table.seat("playerA").combat()?.round, 4);
      assert.deepEqual([...table.seat("gm").notices(), ...table.seat("playerA").notices()].filter((n) => n.level !== "info"), [], "nothing was refused");
      assert.ok(lastCard(table.seat("gm")));
    },
  },
];
