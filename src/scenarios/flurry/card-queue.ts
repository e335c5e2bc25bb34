import type { Scenario } from "../table.js";
import { addCombatants, trackerSnapshot } from "../tracker.js";
import { soldier } from "./fixtures.js";
import { openFlurry, pendingOf, press } from "./cards.js";
import { idOf } from "./tracker.js";

/**
 * A flurry card's press steps the combat's encounter, so it waits its turn in the combat's change
 * queue with the tracker's own changes: two changes arriving together both land, whichever runs first.
 */
export const scenarios: readonly Scenario[] = [
  {
    ruleset: "flurry",
    name: "the soldier takes the initiative on the card while the GM adds a second soldier to the combat at the same moment: both land — the newcomer is in the encounter and the soldier is asked to declare",
    seats: ["playerA"],
    async run(table, assert) {
      const { people, card } = await openFlurry(table);
      const newcomer = await table.createActor({ ...soldier([]), name: "Second Soldier" });
      await Promise.all([addCombatants(table, [newcomer]), press(table, people, "soldier", card, "take")]);
      await table.settle();
      const snapshot = await trackerSnapshot(table.seat("gm"));
      assert.include(snapshot.groups.flatMap((g) => g.participantIds), idOf(table, newcomer), "the newcomer joined the encounter");
      assert.deepEqual(pendingOf(table, "playerA", card)?.actions, ["declare"], "the soldier took the initiative");
      assert.equal(pendingOf(table, "playerA", card)?.actorUuid, table.seat("gm").actor(people.soldier).uuid);
      assert.deepEqual(table.errors(), []);
    },
  },
];
