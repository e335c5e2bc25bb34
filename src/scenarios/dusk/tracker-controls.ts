import { assertRefused } from "../expect.js";
import type { Scenario } from "../table.js";
import { combatantOf, trackerSnapshot } from "../tracker.js";
import { attack, tamsin } from "./fixtures.js";
import { actingNow, duskFight, marksOf, pressControl, pressEnd, rowOf, trackerShown } from "./tracker-hands.js";

/**
 * The dusk tracker's own controls (DB-FVTT-3): each row marks the move, standard, bonus and
 * reaction its combatant has used, and offers its owner (and the GM) the move kinds, the actions,
 * Delay and the reactions the rules allow at that moment; every press goes to the GM, who checks
 * who asked and lets the rules decide.
 */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "the tracker marks Wren's move once she moves, and her standard action once she attacks the ghoul from her sheet; the bonus and the reaction stay open",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { wren, ghoulA, ghoulB, knight } = await duskFight(table);
      assert.deepEqual(await marksOf(table, "playerB", wren), { move: false, standard: false, bonus: false, reaction: false });
      await pressControl(table, "playerA", wren, "move.immediate");
      assert.deepEqual(await marksOf(table, "playerB", wren), { move: true, standard: false, bonus: false, reaction: false }, "the move is marked on every tracker");
      for (const npc of [ghoulA, ghoulB, knight]) await pressControl(table, "gm", npc, "move.immediate");
      assert.equal(await actingNow(table), combatantOf(table.seat("gm"), wren), "the action phase opens with Wren");
      await attack(table, "playerA", wren, "Longsword", ghoulA, 8, 3);
      assert.deepEqual(await marksOf(table, "playerB", wren), { move: true, standard: true, bonus: false, reaction: false }, "the attack was her standard action");
      assert.equal(await actingNow(table), combatantOf(table.seat("gm"), wren), "her bonus action keeps her on turn");
      const row = rowOf(await trackerShown(table.seat("playerA")), "Wren");
      assert.deepEqual(row?.controls.map((c) => c.key), ["action.bonus", "delay", "reaction.takeCover", "reaction.dropProne", "reaction.intercept", "reaction.spell", "reaction.other"], "her player is offered what is left");
      assert.equal(row?.markers.find((m) => m.key === "standard")?.tooltip, table.localize("FRAY.Dusk.Tracker.Marker.StandardUsed"));
      table.seat("playerA").clearNotices();
      table.seat("playerA").answerDialog({});
      await table.seat("playerA").target(ghoulB);
      await table.seat("playerA").sheetAction(wren, "attack", {});
      assertRefused(table.seat("playerA"), assert);
      assert.include(table.seat("playerA").notices().at(-1)?.message ?? "", "Wren", "a second attack this turn is refused by name, before any dice");
    },
  },
  {
    ruleset: "dusk",
    name: "Wren takes cover as her reaction during the movement phase: the reaction is marked, her standard action is marked lost, she shows Taking Cover; a second reaction is refused and nothing changes",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren } = await duskFight(table);
      await pressControl(table, "playerA", wren, "reaction.takeCover");
      assert.deepEqual(await marksOf(table, "gm", wren), { move: false, standard: true, bonus: false, reaction: true });
      assert.isTrue(table.seat("playerA").actor(wren).statuses.has("takingCover"), "Take Cover marks her");
      const before = await trackerSnapshot(table.seat("gm"));
      await pressControl(table, "playerA", wren, "reaction.other");
      assertRefused(table.seat("playerA"), assert);
      assert.include(table.seat("playerA").notices().at(-1)?.message ?? "", table.localize("FRAY.Dusk.Error.ReactionUsed", { id: "Wren" }));
      assert.deepEqual(await trackerSnapshot(table.seat("gm")), before, "the refused reaction changed nothing");
      assert.notInclude(rowOf(await trackerShown(table.seat("playerA")), "Wren")?.controls.map((c) => c.key) ?? [], "reaction.other", "and is no longer offered");
    },
  },
  {
    ruleset: "dusk",
    name: "a player cannot press another's controls: Tamsin's player is refused Wren's move, Wren's player the ghoul's; neither sees controls on rows not theirs",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { wren, ghoulA } = await duskFight(table);
      await table.createActor(tamsin());
      await pressControl(table, "playerB", wren, "move.immediate");
      assertRefused(table.seat("playerB"), assert);
      assert.include(table.seat("playerB").notices().at(-1)?.message ?? "", table.localize("FRAY.Combat.NotYours", { name: "Wren" }));
      await pressControl(table, "playerA", ghoulA, "reaction.intercept");
      assertRefused(table.seat("playerA"), assert);
      assert.deepEqual(await marksOf(table, "gm", wren), { move: false, standard: false, bonus: false, reaction: false }, "Wren has not moved");
      assert.deepEqual(await marksOf(table, "gm", ghoulA), { move: false, standard: false, bonus: false, reaction: false }, "the ghoul has not reacted");
      const seenByB = await trackerShown(table.seat("playerB"));
      assert.deepEqual(rowOf(seenByB, "Wren")?.controls, [], "Tamsin's player sees Wren's marks, not her controls");
      assert.lengthOf(rowOf(seenByB, "Wren")?.markers ?? [], 4);
      assert.deepEqual(rowOf(await trackerShown(table.seat("playerA")), "Ghoul")?.controls, []);
      assert.isAbove(rowOf(await trackerShown(table.seat("gm")), "Ghoul")?.controls.length ?? 0, 0, "the GM runs the ghoul");
    },
  },
  {
    ruleset: "dusk",
    name: "Wren delays her turn: the knight and the ghouls act while she waits under Delayed, then she takes her held turn later in the same phase",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren, ghoulA, ghoulB, knight } = await duskFight(table);
      for (const actor of [ghoulA, ghoulB, knight]) await pressEnd(table, "gm", actor);
      await pressEnd(table, "playerA", wren);
      const id = (actor: typeof wren) => combatantOf(table.seat("gm"), actor);
      await pressControl(table, "playerA", wren, "delay");
      let snapshot = await trackerSnapshot(table.seat("playerA"));
      assert.equal(snapshot.canActNow[0], id(knight), "the knight is on turn");
      assert.include([...snapshot.canActNow], id(wren), "Wren may cut back in");
      assert.deepEqual(snapshot.groups.find((g) => g.key === "delayed")?.participantIds, [id(wren)]);
      await pressControl(table, "gm", knight, "action.standard");
      await pressEnd(table, "gm", knight);
      assert.notEqual(await actingNow(table), id(knight), "the knight's turn is over");
      await pressControl(table, "playerA", wren, "action.standard");
      snapshot = await trackerSnapshot(table.seat("playerA"));
      assert.equal(snapshot.canActNow[0], id(wren), "Wren takes her held turn before the ghouls");
      assert.notOk(snapshot.groups.find((g) => g.key === "delayed"), "she no longer waits");
      await pressEnd(table, "playerA", wren);
      const next = await actingNow(table);
      assert.equal(next, snapshot.groups[0]?.participantIds[2], "then the first ghoul in the order acts");
      assert.include([id(ghoulA), id(ghoulB)], next);
      assert.deepEqual(table.seat("playerA").notices().filter((n) => n.level !== "info"), []);
    },
  },
  {
    ruleset: "dusk",
    name: "the GM's tracker shows the Doom pool and follows it as it changes; a player's tracker shows no Doom at all",
    seats: ["playerA"],
    async run(table, assert) {
      await duskFight(table);
      await table.seat("gm").setSetting("fray", "duskDoom", 4);
      const gm = await trackerShown(table.seat("gm"));
      assert.deepEqual(gm.badges.map((b) => [b.key, b.value]), [["doom", 4]]);
      assert.include(gm.html, table.localize("FRAY.Dusk.Doom.Name"));
      await table.seat("gm").setSetting("fray", "duskDoom", 6);
      assert.deepEqual((await trackerShown(table.seat("gm"))).badges.map((b) => b.value), [6], "the GM's tracker follows the pool");
      const player = await trackerShown(table.seat("playerA"));
      assert.deepEqual(player.badges, []);
      assert.notInclude(player.html, table.localize("FRAY.Dusk.Doom.Name"), "nothing about Doom reaches the player's tracker");
      assert.notInclude(player.html, "data-badge");
    },
  },
];
