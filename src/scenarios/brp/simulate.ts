import type { BrpFighter } from "../../sim/rulesets/brp.js";
import { assertRefused, valueOf } from "../expect.js";
import { assertWholeRun, sidesOf, simulatorOf } from "../simulator.js";
import type { Scenario } from "../table.js";
import { combatantOf } from "../tracker.js";
import { kallistor, templeGuard, yvarre } from "./fixtures.js";

const HIT_POINTS = "system.hitPoints.value";

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "the GM simulates the current combat from the tracker: Kallistor, with no weapon, is refused by name; marked defeated he is left out, and Yvarre against two temple guards plays 300 fights in the worker with brp's own numbers (Broadsword 70%, +1D4 damage, armor), the same seed giving the same odds, and no document changes",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const heroine = await table.createActor(yvarre());
      const healer = await table.createActor(kallistor());
      const guardA = await table.createActor({ ...templeGuard(), name: "Temple Guard A" });
      const guardB = await table.createActor({ ...templeGuard(), name: "Temple Guard B" });
      await table.startCombat([heroine, healer, guardA, guardB]);
      const gm = table.seat("gm");
      const hitPointsBefore = [heroine, healer, guardA, guardB].map((actor) => valueOf(gm, actor, HIT_POINTS));

      await gm.tracker("fraySimulate");
      assertRefused(gm, assert);
      assert.include(gm.notices().at(-1)?.message ?? "", table.localize("FRAY.Sim.Error.NoWeapon", { name: "Kallistor" }), "the refusal names who cannot fight");

      await gm.console(async () => {
        await gm.combat()?.combatants.get(combatantOf(gm, healer))?.update({ defeated: true });
      });
      await table.settle();
      await gm.tracker("fraySimulate");
      const dialog = simulatorOf(gm);
      assert.deepEqual(
        sidesOf(dialog),
        [
          ["friendly", ["Yvarre"]],
          ["hostile", ["Temple Guard A", "Temple Guard B"]],
        ],
        "the sides come from the tokens' dispositions",
      );
      assert.deepEqual(dialog.session.encounter.left, [{ name: "Kallistor", why: "defeated" }], "the fallen healer is left out and named");
      const [yv, guard] = [dialog.session.encounter.spec.sides[0]!.fighters[0], dialog.session.encounter.spec.sides[1]!.fighters[0]] as BrpFighter[];
      assert.equal(yv!.attack.chance, 70, "Yvarre attacks with her Broadsword skill, 70%");
      assert.equal(yv!.attack.damageModifier, "+1D4", "STR 14 + SIZ 15 = 29: a +1D4 damage modifier (25 to 32)");
      assert.equal(yv!.dex, 16);
      assert.equal(guard!.attack.chance, 55, "a guard attacks with Spear 55%");
      assert.equal(guard!.attack.damageModifier, "+1D4", "STR 15 + SIZ 14 = 29: +1D4");
      assert.deepEqual(
        [yv!.armor.map((piece) => piece.value), guard!.armor.map((piece) => piece.value)],
        [[1], [2]],
        "soft leather 1 on Yvarre, hard leather 2 on each guard",
      );

      const result = await gm.run(() => dialog.simulate(300, "temple"));
      assertWholeRun(result, 300, assert);
      assert.deepEqual(
        result.fighters.map((fighter) => fighter.name),
        ["Yvarre", "Temple Guard A", "Temple Guard B"],
      );
      assert.deepEqual(await gm.run(() => dialog.simulate(300, "temple")), result, "the same seed gives the same result");
      assert.deepEqual(
        [heroine, healer, guardA, guardB].map((actor) => valueOf(gm, actor, HIT_POINTS)),
        hitPointsBefore,
        "simulating changed no actor",
      );
    },
  },
];
