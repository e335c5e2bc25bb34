import type { DocumentRef, Scenario, Table } from "../table.js";
import { combatantOf, trackerSnapshot } from "../tracker.js";
import { aldric, mercenary } from "./fixtures.js";

/**
 * Dodge lasts until the start of its owner's next activation (FC-MAN-5, FC-FVTT-7), as the
 * encounter model orders activations: not when Foundry's turn marker happens to point at him.
 */

const dodgeItem = { name: "Dodge", type: "poolManeuver", system: { key: "dodge" } };

function conditionsOf(table: Table, actor: DocumentRef): string[] {
  return (table.seat("playerA").actor(actor).system as unknown as { conditions: Array<{ id: string }> }).conditions.map((c) => c.id);
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "Mercenary B's Dodge holds through the rest of round 1 and Aldric's round-2 activation, and ends only when B's own activation begins (FC-MAN-5, FC-FVTT-7)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const first = await table.createActor(mercenary("Mercenary A"));
      const second = await table.createActor({ ...mercenary("Mercenary B"), items: [dodgeItem] });
      table.queueDice(6, [5, 2]);
      await table.startCombat([hero, first, second]);
      const gm = table.seat("gm");
      const end = (actor: DocumentRef) => gm.tracker("frayEndTurn", { combatantId: combatantOf(gm, actor) });
      const dodge = gm.actor(second).items.contents.find((item) => String(item.type) === "poolManeuver")?.id ?? "";

      // Round 1: Aldric passes; B dodges and ends; Aldric is done, so A closes the round.
      await end(hero);
      await gm.sheetAction(second, "useManeuver", { itemId: dodge });
      await end(second);
      assert.include(conditionsOf(table, second), "dodging", "B dodges");
      table.queueDice(6, [5, 2]);
      await end(first);
      assert.equal((await trackerSnapshot(gm)).round, 2, "round 2 began by itself");
      assert.include(conditionsOf(table, second), "dodging", "a new round is not B's activation");

      // Round 2: Aldric's activation, then the mercenaries' slot. The turn marker may point at B: nothing ends yet.
      await end(hero);
      assert.include(conditionsOf(table, second), "dodging", "Aldric's activation does not end B's Dodge");
      await end(first);
      assert.include(conditionsOf(table, second), "dodging", "Mercenary A's activation does not either");
      await gm.sheetAction(second, "move", { mode: "walk" });
      assert.notInclude(conditionsOf(table, second), "dodging", "B's own activation began: the Dodge is over");
    },
  },
];
