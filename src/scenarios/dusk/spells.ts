import { assertRefused } from "../expect.js";
import type { ActorSpec, Scenario } from "../table.js";
import { itemId, wren } from "./fixtures.js";
import { duskFight, marksOf, pressControl, pressEnd, rowOf, trackerShown } from "./tracker-hands.js";
import { trackerSnapshot } from "../tracker.js";

/**
 * The reaction-spell limits (DB-ACT-9) in play: a reaction spell is refused after a standard spell
 * of the same round, and allowed again the next round; a spell cast from the sheet is recorded as
 * the tracker's control for its cast time, so it meets the same limits.
 */

const spell = (name: string, castTime: string) => ({ name, type: "duskSpell", system: { stat: "intellect", cost: 2, castTime, description: "" } });

/** Wren with three spells: Ember Dart (standard), Ward (reaction), Spark (bonus). */
const spellcaster = (): ActorSpec => {
  const base = wren();
  return { ...base, items: [...(base.items ?? []), spell("Ember Dart", "standard"), spell("Ward", "reaction"), spell("Spark", "bonus")] };
};

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "Wren casts a standard spell on her turn: her reaction spell is refused by name and no longer offered this round; in round 2 her reaction spell is allowed",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren: w, ghoulA, ghoulB, knight } = await duskFight(table);
      for (const npc of [ghoulA, ghoulB, knight]) await pressControl(table, "gm", npc, "move.immediate");
      await pressControl(table, "playerA", w, "move.immediate");
      await pressControl(table, "playerA", w, "action.standardSpell");
      await pressControl(table, "playerA", w, "reaction.spell");
      const player = table.seat("playerA");
      assertRefused(player, assert);
      assert.include(player.notices().at(-1)?.message ?? "", table.localize("FRAY.Dusk.Error.SpellNotAllowed", { id: "Wren" }));
      assert.notInclude(rowOf(await trackerShown(player), "Wren")?.controls.map((c) => c.key) ?? [], "reaction.spell", "not offered after a standard spell");
      assert.deepEqual(await marksOf(table, "gm", w), { move: true, standard: true, bonus: false, reaction: false }, "the refused spell spent nothing");
      await pressEnd(table, "playerA", w);
      for (const npc of [knight, ghoulA, ghoulB]) await pressEnd(table, "gm", npc);
      assert.equal((await trackerSnapshot(table.seat("gm"))).round, 2);
      player.clearNotices();
      await pressControl(table, "playerA", w, "reaction.spell");
      assert.deepEqual(player.notices().filter((n) => n.level !== "info"), [], "a new round allows it");
      assert.deepEqual(await marksOf(table, "gm", w), { move: false, standard: false, bonus: false, reaction: true });
    },
  },
  {
    ruleset: "dusk",
    name: "Wren casts from her sheet on her turn: Ward (reaction) spends her reaction, then Ember Dart (standard) is refused — after a reaction spell only a bonus spell — and Spark (bonus) spends her bonus action; outside a fight a cast is only announced",
    seats: ["playerA"],
    async run(table, assert) {
      const w = await table.createActor(spellcaster());
      const player = table.seat("playerA");
      player.clearNotices();
      await player.sheetAction(w, "castSpell", { itemId: itemId(table, "playerA", w, "duskSpell", "Spark") });
      assert.equal(player.notices().at(-1)?.message, table.localize("FRAY.Dusk.Sheet.CastOutsideFight", { name: "Wren", spell: "Spark" }));
      const ghoul = await table.createActor({ name: "Ghoul", type: "duskNpc", system: { kind: "minion", level: 2, health: { value: 4, max: 4 }, armor: 0, damage: 3, nature: "physical", woundLimit: 0 } });
      table.queueDice(12, [6, 5]);
      await table.startCombat([w, ghoul]);
      await pressControl(table, "gm", ghoul, "move.immediate");
      await pressControl(table, "playerA", w, "move.immediate");
      const cast = (name: string) => player.sheetAction(w, "castSpell", { itemId: itemId(table, "playerA", w, "duskSpell", name) });
      await cast("Ward");
      assert.deepEqual(await marksOf(table, "gm", w), { move: true, standard: false, bonus: false, reaction: true }, "Ward took her reaction");
      player.clearNotices();
      await cast("Ember Dart");
      assertRefused(player, assert);
      assert.include(player.notices().at(-1)?.message ?? "", table.localize("FRAY.Dusk.Error.SpellNotAllowed", { id: "Wren" }));
      assert.deepEqual(await marksOf(table, "gm", w), { move: true, standard: false, bonus: false, reaction: true }, "the refused spell spent nothing");
      await cast("Spark");
      assert.deepEqual(await marksOf(table, "gm", w), { move: true, standard: false, bonus: true, reaction: true }, "Spark took her bonus action");
    },
  },
];
