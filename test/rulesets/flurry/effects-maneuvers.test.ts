import { describe, expect, it } from "vitest";
import { ReplayDice } from "../../../src/core/dice.js";
import {
  type ManeuverColumn,
  type ManeuverType,
  type Victim,
  MANEUVER_COLUMNS,
  MANEUVER_TABLE,
  actionsAfterLoss,
  applyWoundEffect,
  breakWeapon,
  effectNeedsDice,
  fumbleQuery,
  fumbleXX,
  maneuverColumn,
  maneuverIgnoresArmour,
  maneuverRow,
  planFor,
  resolveSecondaryEffect,
  restrictXX,
  restrictedActionCheck,
  shockChecks,
  shockTarget,
  shockXX,
  stumbleQuery,
  stumbleXX,
} from "../../../src/rulesets/flurry/rules/index.js";

const victim: Victim = { id: "v", dexterityMod: 0, agilityMod: 0, strengthMod: 0, shockMod: 0 };
const ids = (o: { conditions: ReadonlyArray<{ id: string }> }) => o.conditions.map((c) => c.id);

describe("flurry wound effects", () => {
  it("WC-WND-8: Fumble? is 3d6 + DEX vs 10; failure drops the item 1d6 − 1 metres away, costs an action and the arm for the round", () => {
    const pass = fumbleQuery(new ReplayDice([4, 4, 3]), victim, "rightArm", 2);
    expect([pass.check?.success, pass.actionsLost, pass.conditions]).toEqual([true, 0, []]);
    const fail = fumbleQuery(new ReplayDice([3, 3, 4, 5]), victim, "rightArm", 2);
    expect(fail.check?.missBy).toBe(0);
    expect(fail.itemDropped).toEqual({ metres: 4 });
    expect(fail.actionsLost).toBe(1);
    expect(fail.limbUnusableThisRound).toBe("rightArm");
    expect(fail.conditions[0]).toMatchObject({ id: "limbUnusable", duration: { kind: "rounds", rounds: 1 }, appliedRound: 2 });
    // The DEX modifier counts.
    expect(fumbleQuery(new ReplayDice([3, 3, 4]), { ...victim, dexterityMod: 1 }, "leftArm", 1).check?.success).toBe(true);
  });

  it("WC-WND-9: Stumble? is 3d6 + AGL vs 10; failure: he falls, loses an action and cannot stand on the leg this round", () => {
    const fail = stumbleQuery(new ReplayDice([1, 2, 3]), victim, "leftLeg", 1);
    expect(ids(fail)).toEqual(["fallen", "limbUnusable"]);
    expect(fail.actionsLost).toBe(1);
    expect(stumbleQuery(new ReplayDice([1, 2, 3]), { ...victim, agilityMod: 5 }, "leftLeg", 1).conditions).toEqual([]);
  });

  it("WC-WND-10: Stun lasts 1d6 rounds", () => {
    const out = applyWoundEffect(new ReplayDice([4]), victim, "belly", "stun", false, 3);
    expect(out.stunRounds).toBe(4);
    expect(out.conditions[0]).toMatchObject({ id: "stunned", duration: { kind: "rounds", rounds: 4 }, appliedRound: 3 });
  });

  it("WC-WND-11: Fumble is a failed Fumble? without the roll (item 1d6 − 1 m away, an action and the arm lost) and impairs the arm", () => {
    const out = applyWoundEffect(new ReplayDice([1]), victim, "leftArm", "fumble", false, 1);
    expect(out.check).toBeUndefined();
    expect([out.itemDropped, out.actionsLost, out.limbUnusableThisRound]).toEqual([{ metres: 0 }, 1, "leftArm"]);
    expect(ids(out)).toEqual(["limbUnusable", "limbImpaired"]);
    expect(out.conditions[1]).toMatchObject({ data: { limb: "leftArm" }, duration: { kind: "permanent" } });
    expect(effectNeedsDice("fumble")).toBe(true);
  });

  it("WC-WND-12: Stumble fells him without a roll, costs an action and the leg for the round, and impairs it", () => {
    const out = applyWoundEffect(new ReplayDice([]), victim, "rightLeg", "stumble", false, 1);
    expect(ids(out)).toEqual(["fallen", "limbUnusable", "limbImpaired"]);
    expect([out.actionsLost, out.fall]).toEqual([1, "flat"]);
    expect(effectNeedsDice("stumble")).toBe(false);
  });

  it("WC-WND-13: Disabled marks the limb; belly ⇒ both legs; chest ⇒ immobile", () => {
    expect(ids(applyWoundEffect(new ReplayDice([]), victim, "rightArm", "disabled", false, 1))).toEqual(["limbDisabled"]);
    expect(ids(applyWoundEffect(new ReplayDice([]), victim, "leftLeg", "disabled", false, 1))).toEqual(["limbDisabled", "fallen"]);
    const belly = applyWoundEffect(new ReplayDice([]), victim, "belly", "disabled", false, 1);
    expect(belly.conditions.filter((c) => c.id === "limbDisabled").map((c) => c.data?.["limb"])).toEqual(["leftLeg", "rightLeg"]);
    expect(ids(applyWoundEffect(new ReplayDice([]), victim, "chest", "disabled", false, 1))).toEqual(["immobile", "fallen"]);
  });

  it("WC-WND-14: Knockout leaves him unconscious (and down)", () => {
    expect(ids(applyWoundEffect(new ReplayDice([]), victim, "head", "knockout", false, 1))).toEqual(["unconscious", "fallen"]);
  });

  it("WC-WND-15: a mortal wound adds Mortally Wounded to the critical effect", () => {
    expect(ids(applyWoundEffect(new ReplayDice([]), victim, "head", "knockout", true, 1))).toEqual(["unconscious", "fallen", "mortallyWounded"]);
  });

  it("WC-MISC-1: hits cost actions, and actions never go below zero", () => {
    expect(actionsAfterLoss(3, 1)).toBe(2);
    expect(actionsAfterLoss(1, 2)).toBe(0);
  });

  it("WC-MISC-2: pressure points raise the shock target without damage", () => {
    expect(shockTarget(12, 3)).toBe(15);
    expect(shockTarget(12)).toBe(12);
    const [withPressure] = shockChecks(new ReplayDice([5, 5, 4]), [{ location: "head", severity: "light", nature: "blunt", shockValue: 12 }], 0, 3);
    expect([withPressure?.check.target, withPressure?.check.success]).toEqual([15, false]);
  });

  it("WC-SEQ-2: the shock check rolls 3d6 against each recorded shock value", () => {
    const checks = shockChecks(new ReplayDice([6, 6, 1, 2, 2, 2]), [
      { location: "head", severity: "serious", nature: "blunt", shockValue: 12 },
      { location: "chest", severity: "light", nature: "cut" },
      { location: "belly", severity: "serious", nature: "cut", shockValue: 5 },
    ], 0, 0);
    expect(checks.map((c) => [c.wound.location, c.check.total, c.check.success])).toEqual([["head", 13, true], ["belly", 6, true]]);
  });
});

describe("flurry maneuver table and secondary effects", () => {
  // Each row: the check its cells call for, then the target of each column (Break has none).
  const rows: Record<ManeuverType, [string, Array<number | "break">]> = {
    disarming: ["fumble", [4, 10, 16, "break"]],
    grappling: ["restrict", [4, 10, 16, 19]],
    subdual: ["shock", [4, 10, 16, 19]],
    tackling: ["stumble", [7, 13, 16, 19]],
    throwing: ["stumble", [7, 13, 16, 19]],
  };
  const expected = Object.fromEntries(
    Object.entries(rows).map(([row, [kind, targets]]) => [row, targets.map((t) => (t === "break" ? "break" : `${kind}-${t}`))]),
  ) as Record<ManeuverType, string[]>;
  for (const row of Object.keys(expected) as ManeuverType[]) {
    MANEUVER_COLUMNS.forEach((column: ManeuverColumn, i) => {
      it(`WC-MAN-1: ${row} / ${column} is ${expected[row][i]}`, () => {
        const e = MANEUVER_TABLE[row][column];
        expect(e.kind === "break" ? "break" : `${e.kind}-${e.target}`).toBe(expected[row][i]);
      });
    });
  }

  it("WC-MAN-2: the column follows the strength-only effective impact against the thresholds; tackles ignore armour", () => {
    const t = { impaired: 4, disabled: 8, destroyed: 12 };
    expect([0, 1, 4, 5, 8, 9, 30].map((x) => maneuverColumn(x, t))).toEqual(["superficial", "light", "light", "serious", "serious", "critical", "critical"]);
    expect(maneuverIgnoresArmour("tackling")).toBe(true);
    expect(maneuverIgnoresArmour("throwing")).toBe(false);
  });

  it("WC-MAN-3: Fumble-XX by miss margin: 0 caught (−1 action), 1–3 at his feet, 4+ flies 1d6 hexes", () => {
    expect(fumbleXX(new ReplayDice([6, 6, 6]), victim, 10).itemDropped).toBeUndefined();
    expect(fumbleXX(new ReplayDice([3, 3, 4]), victim, 10)).toMatchObject({ actionsLost: 1, itemDropped: { caught: true } });
    expect(fumbleXX(new ReplayDice([1, 3, 3]), victim, 10)).toMatchObject({ actionsLost: 0, itemDropped: { atFeet: true } });
    expect(fumbleXX(new ReplayDice([1, 1, 4, 6, 3]), victim, 10)).toMatchObject({ itemDropped: { hexes: 6, direction: 2 } });
  });

  it("WC-TV-9: Fumble-10 with DEX 0: 10 ⇒ caught, lose an action; 8 ⇒ at his feet; 5 ⇒ flies 1d6 hexes", () => {
    const ten = fumbleXX(new ReplayDice([3, 3, 4]), victim, 10);
    expect([ten.check?.missBy, ten.itemDropped?.caught, ten.actionsLost]).toEqual([0, true, 1]);
    const eight = fumbleXX(new ReplayDice([2, 3, 3]), victim, 10);
    expect([eight.check?.missBy, eight.itemDropped?.atFeet]).toEqual([2, true]);
    const five = fumbleXX(new ReplayDice([1, 2, 2, 3, 1]), victim, 10);
    expect([five.check?.missBy, five.itemDropped?.hexes, five.itemDropped?.direction]).toEqual([5, 3, 0]);
  });

  it("WC-MAN-4: Stumble-XX by miss margin: 0 slip (−1 action), 1–3 knees, 4–6 hands and knees, 7+ flat", () => {
    const at = (faces: number[]) => stumbleXX(new ReplayDice(faces), victim, 13, 1);
    expect(at([6, 6, 2]).fall).toBeUndefined();
    expect(at([4, 4, 5])).toMatchObject({ actionsLost: 1, conditions: [] });
    expect(at([4, 4, 4]).fall).toBe("knees");
    expect(at([3, 3, 4]).fall).toBe("knees");
    expect(at([3, 3, 3]).fall).toBe("handsAndKnees");
    expect(at([1, 3, 3]).fall).toBe("handsAndKnees");
    expect(at([1, 2, 3]).fall).toBe("flat");
  });

  it("WC-TV-10: Stumble-13 with a total of 6 ⇒ miss by 7 ⇒ on his back, side or face", () => {
    const out = stumbleXX(new ReplayDice([1, 2, 3]), victim, 13, 1);
    expect([out.check?.missBy, out.fall]).toEqual([7, "flat"]);
    expect(out.conditions[0]).toMatchObject({ id: "fallen", data: { fall: "flat" } });
  });

  it("WC-MAN-5: Restrict-XX: before each action a STR roll; failure loses it, success acts at −1", () => {
    expect(restrictXX(victim, 16, 2).conditions[0]).toMatchObject({ id: "restricted", data: { target: 16 } });
    expect(restrictedActionCheck(new ReplayDice([6, 6, 5]), victim, 16)).toMatchObject({ actionLost: false, actionModifier: -1 });
    expect(restrictedActionCheck(new ReplayDice([6, 6, 4]), victim, 16)).toMatchObject({ actionLost: true, actionModifier: 0 });
    expect(restrictedActionCheck(new ReplayDice([6, 6, 4]), { ...victim, strengthMod: 1 }, 16).actionLost).toBe(false);
  });

  it("WC-MAN-6: Shock-XX (placeholder): 3d6 + shock modifier vs XX, a failure stuns for 1d6 rounds", () => {
    expect(shockXX(new ReplayDice([6, 6, 6]), victim, 16, 1).conditions).toEqual([]);
    const fail = shockXX(new ReplayDice([2, 2, 2, 5]), victim, 10, 1);
    expect([fail.check?.success, fail.stunRounds, fail.conditions[0]?.id]).toEqual([false, 5, "stunned"]);
  });

  it("WC-MAN-7: Break breaks the weapon", () => {
    expect(breakWeapon().weaponBroken).toBe(true);
    expect(resolveSecondaryEffect(new ReplayDice([]), MANEUVER_TABLE.disarming.critical, victim, 1).weaponBroken).toBe(true);
  });

  it("WC-MAN-8: entangling uses the grappling row", () => {
    expect(maneuverRow("entangling")).toBe("grappling");
    expect(maneuverRow("throwing")).toBe("throwing");
    expect(planFor("entangle").resolution).toEqual({ kind: "maneuver", row: "grappling" });
  });

  it("WC-TV-1: kill ⇒ lethal strike; capture ⇒ subdual row; cornering ⇒ Press with deadly force in reserve", () => {
    expect(planFor("kill")).toEqual({ resolution: { kind: "lethal" }, defaultTactic: "hold", mayStrike: true });
    expect(planFor("capture").resolution).toEqual({ kind: "maneuver", row: "subdual" });
    expect(planFor("outmaneuver")).toEqual({ resolution: { kind: "lethal" }, defaultTactic: "press", mayStrike: true });
  });

  it("WC-FLY-4 / WC-FLY-5: each offensive intention picks its table", () => {
    expect(planFor("disarm").resolution).toEqual({ kind: "maneuver", row: "disarming" });
    expect(planFor("grapple").resolution).toEqual({ kind: "maneuver", row: "grappling" });
    expect(planFor("strike").resolution).toEqual({ kind: "lethal" });
    expect(planFor("tackle").resolution).toEqual({ kind: "maneuver", row: "tackling" });
    expect(planFor("throw").resolution).toEqual({ kind: "maneuver", row: "throwing" });
    expect(planFor("subdue").mayStrike).toBe(false);
  });
});
