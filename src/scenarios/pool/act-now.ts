import { assertRefused } from "../expect.js";
import type { Scenario, Seat } from "../table.js";
import { combatantOf, trackerSnapshot } from "../tracker.js";
import { twoAgainstTwo } from "./fixtures.js";

/** The tracker's "act now" button: whoever may act now on the side that holds the turn takes it. */

const EVERY: readonly Seat[] = ["gm", "playerA", "playerB"];

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "Brenna's player presses \"act now\" on the tracker and the turn marker moves to her on every client; Aldric's player pressing it for a mercenary is refused and the marker stays",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { hero, heroine, first } = await twoAgainstTwo(table);
      const gm = table.seat("gm");
      const brenna = combatantOf(gm, heroine);
      assert.sameMembers([...(await trackerSnapshot(gm)).canActNow], [combatantOf(gm, hero), brenna], "either hero may take the slot");
      await table.seat("playerB").tracker("frayActNow", { combatantId: brenna });
      for (const seat of EVERY) assert.equal(table.seat(seat).combat()?.combatant?.id, brenna, `${seat}: the marker is on Brenna`);
      const player = table.seat("playerA");
      player.clearNotices();
      await player.tracker("frayActNow", { combatantId: combatantOf(gm, first) });
      assertRefused(player, assert);
      for (const seat of EVERY) assert.equal(table.seat(seat).combat()?.combatant?.id, brenna, `${seat}: the marker did not move`);
    },
  },
];
