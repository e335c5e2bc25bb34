import type { DocumentRef, Scenario, Table } from "../table.js";
import { valueOf } from "../expect.js";
import { aldric, mercenary } from "./fixtures.js";

/**
 * Fear eases between scenes (FC-HEAL-3, FC-FVTT-7): when a fight ends, and when the GM activates
 * another scene, the GM is asked, creature by creature, whether each frightened one is now out of
 * danger; a yes eases one Fear point, a closed dialog leaves it be. Nobody is asked twice for the
 * same scene's end.
 */

const FEAR = "system.tracks.fear.value";

/** The GM activates a scene (the scene directory's "Activate"), and the table settles. */
async function activate(table: Table, scene: DocumentRef): Promise<void> {
  const gm = table.seat("gm");
  await gm.run(() => (gm.doc(scene.uuid) as unknown as { activate(): Promise<unknown> }).activate());
  await table.settle();
}

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
  {
    ruleset: "pool",
    name: "the GM activates the village scene: asked about each frightened creature left on the arena, Aldric (Fear 2) eases to 1 and the mercenary (Fear 1) stays shaken; fearless Brenna and the dead guard are not asked about (FC-HEAL-3, FC-FVTT-7)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor({ ...aldric(), system: { skills: { melee: 4 }, tracks: { fear: { value: 2, max: 3 } } } });
      await table.createActor({ ...aldric(["playerB"]), name: "Brenna" });
      const foe = await table.createActor({ ...mercenary(), system: { parry: 2, skills: { melee: 3 }, tracks: { fear: { value: 1, max: 3 } } } });
      const dead = await table.createActor({ ...mercenary("Dead guard"), system: { tracks: { fear: { value: 3, max: 3 }, wound: { value: 4, max: 3 } } } });
      const gm = table.seat("gm");
      const village = await table.createScene({ name: "Village", active: false });
      const asked = gm.dialogsShown().length;
      gm.answerDialog({}); // Aldric: yes, out of danger
      gm.answerDialog(null); // the mercenary: still facing danger (closed)
      await activate(table, village);
      assert.equal(gm.dialogsShown().length, asked + 2, "one question per frightened survivor");
      assert.equal(valueOf(table.seat("playerB"), hero, FEAR), 1, "Aldric calms down on every client");
      assert.equal(valueOf(table.seat("playerA"), foe, FEAR), 1, "the mercenary stays shaken");
      assert.equal(valueOf(gm, dead, FEAR), 3, "the dead are not asked about");
      assert.equal(table.seat("playerA").dialogsShown().length, 0, "the players are asked nothing");
    },
  },
  {
    ruleset: "pool",
    name: "the fight in the arena ends and the GM is asked about Aldric; when the GM then activates the village nobody is asked twice, and the next time the arena is left Aldric is asked again (FC-HEAL-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor({ ...aldric(), system: { skills: { melee: 4 }, tracks: { fear: { value: 3, max: 3 } } } });
      const foe = await table.createActor(mercenary());
      const gm = table.seat("gm");
      const arena = gm.run(() => canvas?.scene?.uuid ?? "");
      table.queueDice(6, [5, 2]);
      await table.startCombat([hero, foe]);
      gm.answerDialog({}); // core's "end this combat?"
      gm.answerDialog({}); // Aldric: yes
      await gm.tracker("endCombat");
      assert.equal(valueOf(gm, hero, FEAR), 2, "the fight's end eased a point");
      const village = await table.createScene({ name: "Village", active: false });
      const asked = gm.dialogsShown().length;
      await activate(table, village);
      assert.equal(gm.dialogsShown().length, asked, "the scene's end was already offered to Aldric when the fight ended");
      assert.equal(valueOf(gm, hero, FEAR), 2);
      // Back to the arena, then away again: a new scene there, so Aldric is asked once more.
      await activate(table, { uuid: await arena, id: "", name: "Arena" });
      gm.answerDialog({});
      await activate(table, village);
      assert.equal(gm.dialogsShown().length, asked + 1, "asked again after a new scene in the arena");
      assert.equal(valueOf(gm, hero, FEAR), 1);
    },
  },
];
