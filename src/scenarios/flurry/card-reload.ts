import type { Scenario } from "../table.js";
import { declare, openFlurry, pendingOf, press, viewOf } from "./cards.js";

/**
 * Held declarations live in the GM's own browser storage (a client-scope setting no other user
 * can read), so a reload of the GM's client between two declarations keeps the first one secret
 * and kept, and the flurry goes on from where it was (WC-FLY-4).
 */
export const scenarios: readonly Scenario[] = [
  {
    ruleset: "flurry",
    name: "the world reloads after the soldier declared Kill and Press in secret: the card still counts him declared, no player's storage or card holds his choice, and once the bear declares both show and the soldier attacks",
    seats: ["playerA", "playerB"],
    live: false,
    async run(table, assert) {
      const { people, card } = await openFlurry(table);
      await press(table, people, "soldier", card, "take");
      await declare(table, people, "soldier", card, "kill", "press");
      await table.reload();
      const early = viewOf(table, "playerB", card).fighters[0]!;
      assert.deepEqual([early.declared, early.intention, early.tactic], [true, null, null], "declared, still hidden");
      for (const seat of ["playerA", "playerB"] as const) {
        const stored = await table.seat(seat).run(() => JSON.stringify(game.settings?.get("fray", "flurryHeldDeclarations" as never) ?? {}));
        assert.notInclude(stored, "kill", `${seat}'s browser holds no declaration`);
      }
      assert.equal(pendingOf(table, "gm", card)?.actorUuid, table.seat("gm").actor(people.bear).uuid, "the bear is asked next, not the soldier again");
      await declare(table, people, "bear", card, "strike", "hold");
      const soldierRow = viewOf(table, "playerB", card).fighters[0]!;
      assert.deepEqual([soldierRow.intention, soldierRow.tactic], ["FRAY.Flurry.Intention.kill", "FRAY.Flurry.Tactic.press"]);
      assert.deepEqual(pendingOf(table, "playerA", card)?.actions, ["attack", "breakOff"]);
      assert.deepEqual(table.errors(), []);
    },
  },
];
