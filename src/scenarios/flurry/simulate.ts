import type { FlurryFighter } from "../../sim/rulesets/flurry.js";
import { valueOf } from "../expect.js";
import { assertWholeRun, sidesOf, simulatorOf } from "../simulator.js";
import type { Scenario } from "../table.js";
import { caveBear, soldier, spearman } from "./fixtures.js";

const WOUNDS = "system.wounds";

/** What the dialog shows right now (its problem line and whether a result is on view). */
interface DialogContext {
  readonly problem: string;
  readonly phase: string;
  readonly view: unknown;
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "flurry",
    name: "the GM simulates the current combat from the tracker: the Veteran Soldier and the Spearman against the cave bear, read through flurry's own sheets (sword skill 5 with its entered 1d8, mail and shield per location, Fighter rank and Agility); the spear and the claws, past the Impact table's surviving rows with no dice entered, are refused in words until the GM switches on the interim impact table, then 200 fights in the worker, the same seed giving the same odds, and no document changes",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const veteran = await table.createActor(soldier());
      const spear = await table.createActor(spearman());
      const bear = await table.createActor(caveBear());
      await table.startCombat([veteran, spear, bear]);
      const gm = table.seat("gm");
      const everyone = [veteran, spear, bear];
      const woundsBefore = everyone.map((actor) => JSON.stringify(valueOf(gm, actor, WOUNDS)));

      await gm.tracker("fraySimulate");
      let dialog = simulatorOf(gm);
      assert.deepEqual(
        sidesOf(dialog),
        [
          ["friendly", ["Veteran Soldier", "Spearman"]],
          ["hostile", ["Cave Bear"]],
        ],
        "the sides come from the tokens' dispositions",
      );
      const [soldierFighter, spearFighter] = dialog.session.encounter.spec.sides[0]!.fighters as FlurryFighter[];
      const bearFighter = dialog.session.encounter.spec.sides[1]!.fighters[0] as FlurryFighter;
      assert.deepEqual([soldierFighter!.fighterRank, soldierFighter!.agilityMod, soldierFighter!.skill], [6, 1, 5], "the soldier: Fighter rank 6, AGL +1, sword 5");
      assert.deepEqual(soldierFighter!.weapon.impactDice, { kind: "dice", count: 1, faces: 8 }, "with the arming sword's entered 1d8");
      assert.equal(soldierFighter!.armour?.chest?.absorption, 5, "mail 3 and the round shield 2 on his chest");
      assert.equal(spearFighter!.weapon.impactDice, undefined, "the spear has no impact dice entered");
      assert.deepEqual([bearFighter!.strength, bearFighter!.innateResistance, bearFighter!.thresholds.impaired], [14, 2, 7], "the bear: Strength 14, innate resistance 2, impaired at 7");

      // Impact Cap 11 (Strength 8 + the spear's 3) is past the surviving rows, and the world asks for dice (WC-STR-2).
      assert.equal(await gm.run(() => dialog.simulate(200, "bear")), null, "the run is refused");
      const refused = (await gm.run(() => dialog._prepareContext({} as never))) as unknown as DialogContext;
      assert.equal(refused.phase, "failed");
      assert.equal(refused.problem, table.localize("FRAY.Flurry.Error.ImpactCapNotInTable", { cap: 11 }), "the dialog says why, in words");
      assert.equal(refused.view, null, "no result is shown");

      await gm.setSetting("fray", "flurry_impactBeyondTable", "placeholder");
      await gm.run(() => dialog.close());
      await gm.tracker("fraySimulate");
      dialog = simulatorOf(gm);
      const result = await gm.run(() => dialog.simulate(200, "bear"));
      assertWholeRun(result, 200, assert);
      assert.equal(result.harmUnit, "wounds", "harm is counted in wounds");
      assert.isTrue(
        result.fighters.every((fighter) => fighter.fellChance >= 0 && fighter.fellChance <= 1),
        "each fighter's chance to fall is a chance",
      );
      assert.deepEqual(await gm.run(() => dialog.simulate(200, "bear")), result, "the same seed gives the same result");
      assert.deepEqual(
        everyone.map((actor) => JSON.stringify(valueOf(gm, actor, WOUNDS))),
        woundsBefore,
        "simulating changed no actor",
      );
    },
  },
];
