/**
 * Bad numbers reaching the rules API are refused with a RulesError whose key exists in
 * lang/en.json, instead of slipping NaN into hit points or contests.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { RulesError } from "../../../../src/core/errors.js";
import {
  actionRanks,
  canParryAttack,
  delayRank,
  evenSplit,
  usePower,
  applyBleeding,
  applyDamage,
  attackOnItem,
  canEntangle,
  crushingParry,
  damageAfterArmor,
  entangledUntilEndOfRound,
  fallDamage,
  fallDiceCount,
  impaledMovementDamage,
  impaledWoundDamage,
  knockback,
  modifiedSkill,
  newDefenceRound,
  newHarm,
  parryBase,
  pointBlankRange,
  resistanceChance,
  resistanceSucceeds,
  selfRemoval,
  stepChance,
  successLevel,
  successThresholds,
} from "../../../../src/rulesets/brp/rules/index.js";

const lang = JSON.parse(readFileSync(new URL("../../../../lang/en.json", import.meta.url), "utf8")) as Record<string, unknown>;
const keyExists = (key: string): boolean => key.split(".").reduce<unknown>((o, p) => (o && typeof o === "object" ? (o as Record<string, unknown>)[p] : undefined), lang) !== undefined;

function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(RulesError);
    const key = (e as RulesError).i18nKey;
    expect(keyExists(key), key).toBe(true);
    return key;
  }
  throw new Error("expected a RulesError");
}

describe("brp rules refuse bad numbers", () => {
  const NaN_ = Number.NaN;
  const cases: Array<[string, () => unknown, string]> = [
    ["skill NaN in successLevel", () => successLevel(50, NaN_), "FRAY.Brp.Error.InvalidSkill"],
    ["skill Infinity in successThresholds", () => successThresholds(Number.POSITIVE_INFINITY), "FRAY.Brp.Error.InvalidSkill"],
    ["roll 0", () => successLevel(0, 50), "FRAY.Error.OutOfRange"],
    ["roll 2.5", () => successLevel(2.5, 50), "FRAY.Error.NotAnInteger"],
    ["flat modifier NaN", () => modifiedSkill(50, { flat: [NaN_] }), "FRAY.Brp.Error.InvalidSkill"],
    ["parry skill NaN", () => parryBase(NaN_, "normal"), "FRAY.Brp.Error.InvalidSkill"],
    ["defence chance NaN", () => stepChance(NaN_, newDefenceRound(), "parry"), "FRAY.Brp.Error.InvalidSkill"],
    ["resistance active NaN", () => resistanceChance(NaN_, 10), "FRAY.Error.NotAnInteger"],
    ["resistance passive Infinity", () => resistanceSucceeds(50, 10, Number.POSITIVE_INFINITY), "FRAY.Error.NotAnInteger"],
    ["knockback damage NaN", () => knockback(NaN_, 10, 10, 50), "FRAY.Error.NotAnInteger"],
    ["knockback negative SIZ", () => knockback(10, -1, 10, 50), "FRAY.Error.OutOfRange"],
    ["crushing parry damage NaN", () => crushingParry(NaN_, 3, { hp: 10, maxHp: 10 }, 50), "FRAY.Error.NotAnInteger"],
    ["crushing parry item HP negative", () => crushingParry(5, 3, { hp: -2, maxHp: 10 }, 50), "FRAY.Error.OutOfRange"],
    ["self-removal STR NaN", () => selfRemoval(NaN_, 3, 50, 2), "FRAY.Error.NotAnInteger"],
    ["fall roll NaN", () => fallDamage(NaN_, 1), "FRAY.Error.NotAnInteger"],
    ["fall height negative", () => fallDiceCount(-3), "FRAY.Error.OutOfRange"],
    ["impaled movement roll NaN", () => impaledMovementDamage(NaN_), "FRAY.Error.NotAnInteger"],
    ["armor NaN", () => damageAfterArmor(5, NaN_), "FRAY.Error.NotAnInteger"],
    ["damage on an item NaN", () => attackOnItem(NaN_, 1, 5), "FRAY.Error.NotAnInteger"],
    ["entangle distance NaN", () => canEntangle(NaN_), "FRAY.Error.NotAnInteger"],
    ["entangle round NaN", () => entangledUntilEndOfRound(NaN_), "FRAY.Error.NotAnInteger"],
    ["point-blank DEX NaN", () => pointBlankRange(NaN_), "FRAY.Error.NotAnInteger"],
    ["damage NaN", () => applyDamage(newHarm(10), { id: "a", targetId: "t", amount: NaN_, round: 1 }), "FRAY.Error.NotAnInteger"],
    ["damage negative", () => applyDamage(newHarm(10), { id: "a", targetId: "t", amount: -3, round: 1 }), "FRAY.Error.OutOfRange"],
    ["bleeding NaN", () => applyBleeding(newHarm(10), NaN_, 1, "t"), "FRAY.Error.NotAnInteger"],
    ["DEX rank NaN", () => actionRanks(NaN_, 1), "FRAY.Error.NotAnInteger"],
    ["movement NaN", () => actionRanks(12, 1, NaN_), "FRAY.Error.NotAnInteger"],
    ["split into 0 attacks", () => evenSplit(120, 0), "FRAY.Error.OutOfRange"],
    ["SIZ NaN for an unparryable blow", () => canParryAttack(NaN_, 10), "FRAY.Error.NotAnInteger"],
    ["delay to NaN", () => delayRank(10, NaN_), "FRAY.Error.NotAnInteger"],
    ["power points NaN", () => usePower(NaN_, { cost: 3, instantaneous: true }, 1), "FRAY.Error.NotAnInteger"],
    ["lodged-weapon damage to an unknown wound", () => impaledWoundDamage(newHarm(10), "nope", 2, 1, "t"), "FRAY.Brp.Error.UnknownWound"],
  ];
  for (const [name, f, key] of cases) {
    it(`${name} → ${key}`, () => expect(refusal(f)).toBe(key));
  }

  it("good numbers still pass: zero damage leaves no wound, fractional metres are fine", () => {
    expect(applyDamage(newHarm(10), { id: "a", targetId: "t", amount: 0, round: 1 }).harm.wounds).toEqual([]);
    expect(fallDiceCount(6.5)).toBe(2);
    expect(canEntangle(3.2)).toBe(true);
    expect(resistanceChance(10.4, 10)).toBe(50);
  });
});
