import { describe, expect, it } from "vitest";
import { maneuverOddsImpact, maneuverStrikeOdds, strikeOdds } from "../../../src/rulesets/flurry/rules/index.js";

const thresholds = { impaired: 4, disabled: 8, destroyed: 12 };

describe("strike odds", () => {
  it("WC-ATK-6: skill 5 against Defense 17 hits on 3d6 ≥ 13 (56/216) and is critical on 17–18 (4/216); a fixed 4-point blow through 3 absorption is light (1), a critical one keeps 4 + 4 = 8: serious", () => {
    const odds = strikeOdds({ attackBonus: 5, defense: 17, impact: { kind: "fixed", points: 4 }, absorption: 3, defenseBonus: 0, thresholds });
    expect(odds.hit).toBeCloseTo(56 / 216, 12);
    expect(odds.lands).toBeCloseTo(56 / 216, 12);
    expect(odds.critical).toBeCloseTo(4 / 216, 12);
    expect(odds.severity.light).toBeCloseTo(52 / 216, 12);
    expect(odds.severity.serious).toBeCloseTo(4 / 216, 12);
    expect(odds.severity.none + odds.severity.critical + odds.severity.mortal).toBe(0);
  });

  it("WC-ATK-5: a shield's +1 at the location turns the 13s aside (21/216 of the hits) and leaves criticals only on 18", () => {
    const odds = strikeOdds({ attackBonus: 5, defense: 17, impact: { kind: "fixed", points: 4 }, absorption: 3, defenseBonus: 1, thresholds });
    expect(odds.hit).toBeCloseTo(56 / 216, 12);
    expect(odds.lands).toBeCloseTo(35 / 216, 12);
    expect(odds.critical).toBeCloseTo(1 / 216, 12);
  });

  it("WC-STR-3: 1d8 against 3 absorption wounds lightly on 4–7 and seriously on 8 (no critical possible below margin 5): hits on 15–18 (20/216) are never critical, so 4/8 of them light, 1/8 serious, 3/8 nothing", () => {
    const plain = strikeOdds({ attackBonus: 0, defense: 14, impact: { kind: "dice", count: 1, faces: 8 }, absorption: 3, defenseBonus: 0, thresholds });
    // Hits on 3d6 = 15..18 (20/216): margins 1..4, never critical.
    expect(plain.critical).toBe(0);
    expect(plain.severity.light).toBeCloseTo((20 / 216) * (4 / 8), 12);
    expect(plain.severity.serious).toBeCloseTo((20 / 216) * (1 / 8), 12);
    expect(plain.severity.none).toBeCloseTo((20 / 216) * (3 / 8), 12);
  });
});

describe("the odds of a maneuver blow", () => {
  // 3d6 + 0 against Defense 14 hits on 15–18: 10 + 6 + 3 + 1 = 20 of 216, margins 1–4, never a critical.
  const base = { attackBonus: 0, defense: 14, impact: { kind: "dice", count: 1, faces: 6 } as const, absorption: 2, defenseBonus: 0, thresholds: { impaired: 2, disabled: 4, destroyed: 6 } };
  const hit = 20 / 216;

  it("WC-MAN-1: a disarm's 1d6 less absorption 2 picks the maneuver table's column: 1–2 superficial, 3–4 light, 5–6 serious, a third each of the hits", () => {
    const odds = maneuverStrikeOdds({ ...base, ignoresArmour: false });
    expect(odds.hit).toBeCloseTo(hit, 12);
    expect(odds.critical).toBe(0);
    expect(odds.columns.superficial).toBeCloseTo(hit / 3, 12);
    expect(odds.columns.light).toBeCloseTo(hit / 3, 12);
    expect(odds.columns.serious).toBeCloseTo(hit / 3, 12);
    expect(odds.columns.critical).toBe(0);
  });

  it("WC-MAN-2: a tackle ignores armour: the whole 1d6 counts — 1–2 light, 3–4 serious, 5–6 critical (beyond disabled 4)", () => {
    const odds = maneuverStrikeOdds({ ...base, defenseBonus: 3, ignoresArmour: true });
    expect(odds.lands).toBeCloseTo(hit, 12);
    expect([odds.columns.superficial, odds.columns.light / hit, odds.columns.serious / hit, odds.columns.critical / hit].map((x) => Math.round(x * 1e9) / 1e9)).toEqual([0, 0.333333333, 0.333333333, 0.333333333]);
  });

  it("WC-MAN-2: a maneuver's odds roll Strength alone: Strength 1 gives the seed's 1d3 whatever the weapon; Strength 12 (cap 12) is beyond the seed's rows, so under \"ask\" the dice are unknown until given", () => {
    expect(maneuverOddsImpact(1, { impactBeyondTable: "ask" })).toEqual({ kind: "dice", count: 1, faces: 3 });
    expect(maneuverOddsImpact(12, { impactBeyondTable: "ask" })).toBeNull();
    expect(maneuverOddsImpact(12, { impactBeyondTable: "ask" }, { kind: "dice", count: 1, faces: 6 })).toEqual({ kind: "dice", count: 1, faces: 6 });
    expect(maneuverOddsImpact(12, { impactBeyondTable: "placeholder" })).toEqual({ kind: "dice", count: 1, faces: 12 });
  });
});
