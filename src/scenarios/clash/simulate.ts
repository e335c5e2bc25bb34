import type { ClashFighter } from "../../sim/rulesets/clash.js";
import { valueOf } from "../expect.js";
import { assertWholeRun, sidesOf, simulatorOf } from "../simulator.js";
import type { Scenario } from "../table.js";
import { hero, mira, ogre } from "./fixtures.js";

const HP = "system.hp.value";

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "clash",
    name: "the GM simulates the current combat from the tracker: the Hero and Mira against the ogre, read through clash's own actions (the longsword's Attack at Melee 60%, armor, AP, Luck, hit points), 300 fights in the worker, the same seed giving the same odds, and no document changes",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const fighter = await table.createActor(hero());
      const spear = await table.createActor(mira());
      const brute = await table.createActor(ogre());
      await table.startCombat([fighter, spear, brute]);
      const gm = table.seat("gm");
      const hpBefore = [fighter, spear, brute].map((actor) => valueOf(gm, actor, HP));

      await gm.tracker("fraySimulate");
      const dialog = simulatorOf(gm);
      assert.deepEqual(
        sidesOf(dialog),
        [
          ["friendly", ["Hero", "Mira"]],
          ["hostile", ["Ogre"]],
        ],
        "the sides come from the tokens' dispositions",
      );
      const [heroFighter, ogreFighter] = [dialog.session.encounter.spec.sides[0]!.fighters[0], dialog.session.encounter.spec.sides[1]!.fighters[0]] as ClashFighter[];
      assert.equal(heroFighter!.action.skill, 60, "the Hero attacks at his Melee 60%");
      assert.equal(heroFighter!.action.damage, "1d8", "with the longsword's 1d8");
      assert.equal(heroFighter!.armor, 2, "leather armor 2");
      assert.deepEqual([heroFighter!.ap, heroFighter!.luck, heroFighter!.hp], [2, 2, 12], "2 AP, 2 Luck, 12 hit points");
      assert.equal(ogreFighter!.armor, 2, "the ogre's natural armor 2");
      assert.equal(ogreFighter!.hp, 20);

      const result = await gm.run(() => dialog.simulate(300, "ogre"));
      assertWholeRun(result, 300, assert);
      assert.deepEqual(await gm.run(() => dialog.simulate(300, "ogre")), result, "the same seed gives the same result");
      assert.deepEqual(
        [fighter, spear, brute].map((actor) => valueOf(gm, actor, HP)),
        hpBefore,
        "simulating changed no actor",
      );
    },
  },
];
