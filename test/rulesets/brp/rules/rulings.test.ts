import { describe, expect, it } from "vitest";
import { RulesError } from "../../../../src/core/errors.js";
import { answer, nextDecision, outcome, startExchange, type ExchangeInput, type ExchangeState } from "../../../../src/rulesets/brp/rules/exchange.js";
import { applyDamage, condition, endOfRound, newHarm, type BrpHarm } from "../../../../src/rulesets/brp/rules/harm.js";
import { attackRefusal, NO_DYING_BLOW } from "../../../../src/rulesets/brp/rules/actions.js";
import { chooseMajorWound, entangleLuck, entangleStopsAttacks, impaledMovement, movementTearsWound, ruleUnparryable, rulingsAt, setKnockbackSiz } from "../../../../src/rulesets/brp/rules/rulings.js";

/**
 * The GM's rulings of BRP-FVTT-7, each worked by hand from the chapter: the numbers are the
 * seed's resistance table (50% + 5% per point of difference, BRP-SPC-10), the Major Wound
 * table's rows (BRP-MWT-1) and the impaled-movement rule (half the weapon's roll, BRP-SPC-16).
 */

const ROUND = { parries: 0, dodges: 0, defensive: false, freeDodges: 0, freeAny: 0, lastRank: null, lastKind: null, fastMissileDodgeUsed: false };

function input(over: { formula?: string; specialType?: "bleeding" | "knockback"; hp?: number; siz?: number; modifier?: string } = {}): ExchangeInput {
  return {
    round: 2,
    attacker: { id: "att", siz: 12, chance: 60, damageModifier: over.modifier ?? "0", weapon: { id: "w", formula: over.formula ?? "1D8+1", specialType: over.specialType ?? "bleeding", kind: "melee" } },
    defender: {
      id: "def",
      harm: newHarm(over.hp ?? 30),
      armor: [],
      state: { siz: over.siz ?? 12, dodge: 40 },
      items: [{ id: "blade", kind: "weapon", skill: 55, hp: 20, maxHp: 20 }],
      round: ROUND,
    },
  };
}

const step = (s: ExchangeState, ...answers: Parameters<typeof answer>[1][]) => answers.reduce(answer, s);

describe("BRP-FVTT-7 unparryable ruling for one attack", () => {
  it("BRP-FVTT-7: a hit (30 against 60) offers parry, dodge or nothing; ruled unparryable, only the Dodge (40%) and no defence are left", () => {
    const hit = step(startExchange(input()), { type: "attackRoll", value: 30 });
    const before = nextDecision(hit);
    expect(before?.type === "defenceChoice" && before.options.map((o) => o.kind)).toEqual(["parry", "dodge", "none"]);
    expect(rulingsAt(before)).toEqual(["unparryable"]);
    const ruled = nextDecision(ruleUnparryable(hit));
    expect(ruled?.type === "defenceChoice" && ruled.options.map((o) => [o.kind, o.kind === "none" ? 0 : o.chance])).toEqual([["dodge", 40], ["none", 0]]);
    expect(rulingsAt(ruled)).toEqual([]);
  });
  it("BRP-FVTT-7: the ruling is refused once the defence is chosen, or before the attack has hit", () => {
    const hit = step(startExchange(input()), { type: "attackRoll", value: 30 });
    expect(() => ruleUnparryable(startExchange(input()))).toThrow(RulesError);
    expect(() => ruleUnparryable(step(hit, { type: "defenceChoice", index: 2 }))).toThrow(/FRAY.Brp.Ruling.NotNow/);
  });
});

describe("BRP-FVTT-7 effective SIZ for knockback", () => {
  // A shield-bash style knockback weapon, 1D6 with a +1D4 modifier; a special (05 against 60, special ≤ 12), no defence.
  const atResistance = () =>
    step(startExchange(input({ formula: "1D6", specialType: "knockback", siz: 16, modifier: "+1D4" })), { type: "attackRoll", value: 5 }, { type: "defenceChoice", index: 2 }, { type: "damageRoll", weaponTotal: 6, modifierTotal: 2 });

  it("BRP-FVTT-7: 8 points against SIZ 16 is a 10% chance (50 + 5 × (8 − 16)): a 40 fails and the target stands", () => {
    const s = atResistance();
    expect(nextDecision(s)).toMatchObject({ type: "knockbackResistance", active: 8, passive: 16 });
    expect(outcome(answer(s, { type: "knockbackResistance", value: 40 })).knockback?.knockedBack).toBe(false);
  });
  it("BRP-SPC-18: the GM rules the target off balance on a slope, SIZ 8: 50%, the same 40 throws them ⌊8 / 5⌋ = 1 metre", () => {
    const ruled = setKnockbackSiz(atResistance(), 8);
    expect(nextDecision(ruled)).toMatchObject({ type: "knockbackResistance", active: 8, passive: 8 });
    expect(outcome(answer(ruled, { type: "knockbackResistance", value: 40 })).knockback).toMatchObject({ knockedBack: true, metres: 1 });
  });
  it("BRP-FVTT-7: a braced target ruled SIZ 24 against 8 points is beyond the table (difference 16 ≥ 10): a 05 still fails", () => {
    const braced = setKnockbackSiz(atResistance(), 24);
    expect(outcome(answer(braced, { type: "knockbackResistance", value: 5 })).knockback?.knockedBack).toBe(false);
  });
  it("BRP-FVTT-7: a SIZ of 0, a fraction or text is refused; so is a ruling before the damage is rolled", () => {
    for (const bad of [0, 2.5, Number.NaN, "big" as unknown as number]) expect(() => setKnockbackSiz(atResistance(), bad)).toThrow(RulesError);
    const hit = step(startExchange(input({ specialType: "knockback" })), { type: "attackRoll", value: 5 });
    expect(() => setKnockbackSiz(hit, 10)).toThrow(/FRAY.Brp.Ruling.NotNow/);
  });
});

describe("BRP-FVTT-7 Major Wound effect chosen by the GM", () => {
  // 12 hit points: a major wound is 6 or more in one blow (BRP-WND-2). 1D8+1 rolling 8 + 1 = 9.
  const atTable = () => step(startExchange(input({ hp: 12 })), { type: "attackRoll", value: 30 }, { type: "defenceChoice", index: 2 }, { type: "damageRoll", weaponTotal: 9, modifierTotal: 0 });

  it("BRP-FVTT-7: instead of rolling, the GM picks the 51–60 row: DEX −1D6 (a 4), MOV −4, unable to fight", () => {
    const s = atTable();
    expect(nextDecision(s)?.type).toBe("majorWoundRoll");
    const chosen = chooseMajorWound(s, 55);
    expect(chosen.answers.majorWoundRoll).toEqual({ type: "majorWoundRoll", value: 51, chosen: true });
    expect(nextDecision(chosen)?.type).toBe("majorWoundLuck");
    const done = outcome(step(chosen, { type: "majorWoundLuck", succeeded: false }, { type: "majorWoundLoss", value: 4 }));
    expect(done.majorWound).toMatchObject({ losses: { DEX: 4 }, moveLoss: 4, fight: "unable", permanent: true });
    expect(done.majorWound?.row.from).toBe(51);
  });
  it("BRP-FVTT-7: the table's 12 (CHA −1D3) is replaced by the 95–96 row (DEX −1D6, one arm useless) before the Luck roll; after it, no more", () => {
    const rolled = answer(atTable(), { type: "majorWoundRoll", value: 12 });
    const replaced = chooseMajorWound(rolled, 96);
    const faces = nextDecision(answer(replaced, { type: "majorWoundLuck", succeeded: true }));
    expect(faces).toMatchObject({ type: "majorWoundLoss", faces: 6 });
    const done = outcome(step(replaced, { type: "majorWoundLuck", succeeded: true }, { type: "majorWoundLoss", value: 3 }));
    expect(done.majorWound).toMatchObject({ losses: { DEX: 3 }, fight: "oneArm", permanent: false });
    expect(() => chooseMajorWound(answer(rolled, { type: "majorWoundLuck", succeeded: true }), 5)).toThrow(/FRAY.Brp.Ruling.NotNow/);
  });
  it("BRP-FVTT-7: a row outside 1–100 is refused", () => {
    for (const bad of [0, 101, 7.5]) expect(() => chooseMajorWound(atTable(), bad)).toThrow(RulesError);
  });
});

describe("BRP-FVTT-7 entangled target's Luck roll to attack (BRP-SPC-11)", () => {
  const entangled = (): BrpHarm => ({ ...newHarm(14), conditions: [condition("entangled", "def", 3, 2)] });

  it("BRP-SPC-11: without the GM's call the entangled target may still attack; a failed Luck roll stops attacks, a passed one does not", () => {
    expect(entangleStopsAttacks(entangled())).toBe(false);
    expect(entangleStopsAttacks(entangleLuck(entangled(), "def", 3, false))).toBe(true);
    expect(entangleStopsAttacks(entangleLuck(entangled(), "def", 3, true))).toBe(false);
    expect(attackRefusal(entangleLuck(entangled(), "def", 3, false), 3, NO_DYING_BLOW, { dyingBlows: false })).toBe("FRAY.Brp.Ruling.EntangledNoAttack");
    expect(attackRefusal(entangleLuck(entangled(), "def", 3, true), 3, NO_DYING_BLOW, { dyingBlows: false })).toBeNull();
  });
  it("BRP-SPC-11: the result ends with the entangle: entangled in round 3 for 2 rounds, it is gone after round 4's end and the target attacks again", () => {
    const failed = entangleLuck(entangled(), "def", 3, false);
    expect(entangleStopsAttacks(endOfRound(failed, 3, "def").harm)).toBe(true);
    expect(entangleStopsAttacks(endOfRound(failed, 4, "def").harm)).toBe(false);
  });
  it("BRP-SPC-11: a target marked entangled by hand gets the entangle for this round and the next with the roll's result", () => {
    const byHand = entangleLuck(newHarm(14), "def", 5, false);
    expect(byHand.conditions).toEqual([{ id: "entangled", ownerId: "def", appliedRound: 5, duration: { kind: "rounds", rounds: 2 }, data: { luck: "failed" } }]);
  });
});

describe("BRP-FVTT-7 impaled target's significant movement (BRP-SPC-16)", () => {
  const speared = () =>
    applyDamage(newHarm(15), { id: "w1", targetId: "def", amount: 6, round: 2, location: null, bleeding: false, impaled: { weaponId: "spear", formula: "1D6+1", damageSoFar: 6, largerThanKnife: true, thrown: false } }).harm;

  it("BRP-SPC-16: a spear's 1D6+1 rolls 5 when the GM rules a movement significant: ⌊5 / 2⌋ = 2 more on the same wound, no armor, its tally 6 → 8", () => {
    const result = impaledMovement(speared(), "w1", 5, 3, "def");
    expect(result.harm.hp).toBe(15 - 6 - 2);
    expect(result.harm.wounds).toHaveLength(1);
    expect(result.harm.wounds[0]).toMatchObject({ damage: 8, remaining: 8, impaled: { damageSoFar: 8 } });
  });
  it("BRP-SPC-16: an arrowhead (smaller than a knife) tears nothing when moving; a wound with nothing lodged is refused", () => {
    const arrow = applyDamage(newHarm(15), { id: "a1", targetId: "def", amount: 4, round: 2, location: null, bleeding: false, impaled: { weaponId: "arrow", formula: "1D8", damageSoFar: 4, largerThanKnife: false, thrown: true } }).harm;
    expect(movementTearsWound(arrow, "a1")).toBe(false);
    expect(movementTearsWound(speared(), "w1")).toBe(true);
    expect(() => impaledMovement(arrow, "a1", 6, 3, "def")).toThrow(/FRAY.Brp.Ruling.NothingLodged/);
    expect(() => impaledMovement(speared(), "nope", 6, 3, "def")).toThrow(RulesError);
  });
});
