import type { DuskFighter } from "../../sim/rulesets/dusk.js";
import { valueOf } from "../expect.js";
import { assertWholeRun, sidesOf, simulatorOf } from "../simulator.js";
import type { Scenario } from "../table.js";
import { skirmish, tamsin } from "./fixtures.js";

const HEALTH = "system.health.value";

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "the GM simulates the current combat from the tracker: Wren and Tamsin against two ghouls and the bone knight, PCs read with their Pools, armor, weapon damage and skill, NPCs with level, health, armor and damage; 200 fights in the worker, the same seed giving the same odds, and no document changes",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { wren, ghoulA, ghoulB, knight } = await skirmish(table);
      const archer = await table.createActor(tamsin());
      await table.startCombat([wren, archer, ghoulA, ghoulB, knight]);
      const gm = table.seat("gm");
      const everyone = [wren, archer, ghoulA, ghoulB, knight];
      const healthBefore = everyone.map((actor) => valueOf(gm, actor, HEALTH));

      await gm.tracker("fraySimulate");
      const dialog = simulatorOf(gm);
      assert.deepEqual(
        sidesOf(dialog),
        [
          ["friendly", ["Wren", "Tamsin"]],
          ["hostile", ["Ghoul", "Ghoul Scout", "Bone Knight"]],
        ],
        "PCs on one side, NPCs on the other, from the tokens' dispositions",
      );
      const [pcs, npcs] = dialog.session.encounter.spec.sides as unknown as [{ fighters: DuskFighter[] }, { fighters: DuskFighter[] }];
      const wrenFighter = pcs.fighters[0]!;
      const knightFighter = npcs.fighters[2]!;
      assert.isTrue(wrenFighter.kind === "pc" && wrenFighter.damage === 4 && wrenFighter.skill === "trained", "Wren swings her longsword (4) with Swords trained");
      assert.isTrue(wrenFighter.kind === "pc" && wrenFighter.pc.health === 12 && wrenFighter.pc.armor.total === 1, "health 12 (second-highest Pool max) and light armor 1");
      assert.isTrue(knightFighter.kind === "npc" && knightFighter.npc.level === 4 && knightFighter.npc.armor === 2 && knightFighter.npc.woundLimit === 3, "the bone knight: level 4, armor 2, three wounds");

      const result = await gm.run(() => dialog.simulate(200, "bones"));
      assertWholeRun(result, 200, assert);
      assert.deepEqual(await gm.run(() => dialog.simulate(200, "bones")), result, "the same seed gives the same result");
      assert.deepEqual(
        everyone.map((actor) => valueOf(gm, actor, HEALTH)),
        healthBefore,
        "simulating changed no actor",
      );
    },
  },
];
