import type { Scenario } from "../table.js";
import { duel } from "./fixtures.js";

/**
 * Engaged and Unengaged have their rules effect on the statement of intent (BRP-ACT-1, BRP-ACT-6,
 * BRP-ACT-8..10): an engaged fighter cannot move away, act outside the fight or engage; only an
 * engaged one can disengage. The GM's client re-checks what the player's client sent.
 */

const statements = (table: Parameters<Scenario["run"]>[0]) => (table.seat("gm").combat() as unknown as { encounterState?: { statements?: Record<string, { action: string }> } }).encounterState?.statements ?? {};

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "Yvarre is set Engaged: her player's statement to move away is refused by the GM's client, an attack is recorded (BRP-ACT-1, BRP-ACT-6, BRP-DATA-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const { hero } = await duel(table, true);
      const player = table.seat("playerA");
      await player.console(() => player.actor(hero).toggleStatusEffect("engaged", { active: true }));
      const id = table.seat("gm").combat()?.combatants.contents.find((c) => c.actor?.id === hero.id)?.id ?? "";
      player.answerDialog({ action: "move" });
      await player.sheetAction(hero, "stateIntent");
      assert.ok(player.notices().some((notice) => notice.message === table.localize("FRAY.Brp.Intent.NeedsUnengaged")), "told why");
      assert.equal(statements(table)[id], undefined, "nothing recorded");
      player.clearNotices();
      player.answerDialog({ action: "attack" });
      await player.sheetAction(hero, "stateIntent");
      assert.equal(statements(table)[id]?.action, "attack");
    },
  },
  {
    ruleset: "brp",
    name: "the temple guard is set Unengaged: the GM cannot state a disengage for him, but a move is fine (BRP-ACT-10, BRP-DATA-3)",
    seats: [],
    async run(table, assert) {
      const { guard } = await duel(table, true);
      const gm = table.seat("gm");
      await gm.console(() => gm.actor(guard).toggleStatusEffect("unengaged", { active: true }));
      const id = gm.combat()?.combatants.contents.find((c) => c.actor?.id === guard.id)?.id ?? "";
      gm.answerDialog({ action: "disengage" });
      await gm.sheetAction(guard, "stateIntent");
      assert.ok(gm.notices().some((notice) => notice.message === table.localize("FRAY.Brp.Intent.NeedsEngaged")), "told why");
      assert.equal(statements(table)[id], undefined);
      gm.clearNotices();
      gm.answerDialog({ action: "move" });
      await gm.sheetAction(guard, "stateIntent");
      assert.equal(statements(table)[id]?.action, "move");
    },
  },
];
