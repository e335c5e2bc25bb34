import type { Scenario } from "../table.js";
import { valueOf } from "../expect.js";
import { aldric, mercenary } from "./fixtures.js";

/**
 * The end of a fight is the end of its scene (FC-HEAL-3, FC-FVTT-7): the GM ends the combat from
 * the tracker and is asked, creature by creature, whether each frightened one is now out of
 * danger; a yes eases one Fear point, a closed dialog leaves it be.
 */

const FEAR = "system.tracks.fear.value";

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "the GM ends the fight from the tracker and is asked about each frightened survivor: Aldric (Fear 2) is safe and eases to 1, the mercenary (Fear 1) is left shaken, the dead guard and fearless Brenna are not asked about (FC-HEAL-3, FC-FVTT-7)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor({ ...aldric(), system: { skills: { melee: 4 }, tracks: { fear: { value: 2, max: 3 } } } });
      const heroine = await table.createActor({ ...aldric(["playerB"]), name: "Brenna" });
      const foe = await table.createActor({ ...mercenary(), system: { parry: 2, skills: { melee: 3 }, tracks: { fear: { value: 1, max: 3 } } } });
      const dead = await table.createActor({ ...mercenary("Dead guard"), system: { tracks: { fear: { value: 3, max: 3 }, wound: { value: 4, max: 3 } } } });
      table.queueDice(6, [5, 2]);
      await table.startCombat([hero, heroine, foe, dead]);
      const gm = table.seat("gm");
      gm.answerDialog({}); // core's "end this combat?"
      gm.answerDialog({}); // Aldric: yes, out of danger
      gm.answerDialog(null); // the mercenary: still facing danger (closed)
      await gm.tracker("endCombat");
      assert.isNull(table.seat("playerA").combat(), "the combat is over on every client");
      assert.equal(valueOf(table.seat("playerB"), hero, FEAR), 1, "Aldric calms down");
      assert.equal(valueOf(table.seat("playerA"), foe, FEAR), 1, "the mercenary stays shaken");
      assert.equal(valueOf(gm, dead, FEAR), 3, "the dead are not asked about");
    },
  },
];
