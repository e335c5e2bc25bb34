import { describe, expect, it } from "vitest";
import { ReplayDice, SeededDice } from "../../../../src/core/dice.js";
import {
  buildPool,
  countSuccesses,
  DEFAULT_POOL_OPTIONS,
  DIFFICULTIES,
  diceToRoll,
  isSuccess,
  luckRoll,
  planAttack,
  poolOptions,
  poolSize,
  poolOptionsSchema,
  resolveCheck,
  resolveOpposed,
  rollPool,
  ROUNDS_PER_MINUTE,
  SECONDS_PER_ROUND,
  advancePoison,
  damageDistribution,
  deriveCharacter,
  effectiveRange,
  freshHarm,
  jumpFeet,
  mountAttackModifier,
  movementYards,
  planRam,
  poisonedDyingCondition,
  poisonTargetNumber,
  shipControlDifficulty,
} from "../../../../src/rulesets/pool/rules/index.js";

describe("dice pools and checks", () => {
  it("FC-DICE-1: 3, 4, 5 and 6 are successes, 1 and 2 are not", () => {
    expect([1, 2, 3, 4, 5, 6].map(isSuccess)).toEqual([false, false, true, true, true, true]);
    expect(countSuccesses([1, 2, 3, 4, 5, 6, 6])).toBe(5);
    expect(() => countSuccesses([7])).toThrow(/BadFace/);
    expect(() => countSuccesses([0])).toThrow(/BadFace/);
  });

  it("FC-DICE-2: skill, weapon and every modifier add up, penalties stacking", () => {
    const plan = planAttack({
      skill: "ranged",
      skillDice: 5,
      weaponClass: "heavy",
      maneuver: "focused",
      cover: "half",
      rangeDice: -1,
      trackPenalty: -1,
      injuryPenalty: -1,
      poisonPenalty: -2,
      extraDice: 1,
    });
    // 5 + 2 + 2 − 2 − 1 − 1 − 1 − 2 + 1
    expect(plan.pool.total).toBe(3);
    expect(plan.pool.parts.map((p) => p.source)).toEqual(["skill", "weapon", "maneuver", "cover", "range", "tracks", "injury", "poison", "extra"]);
    expect(buildPool([{ source: "skill", dice: 2 }, { source: "tracks", dice: -1 }, { source: "poison", dice: -2 }]).total).toBe(-1);
    expect(poolSize({ skill: 4, weaponDice: 1 })).toBe(5);
    expect(poolSize({ skill: 4, weaponDice: 2, modifiers: [-2, { source: "cover", dice: -1 }, 1] })).toBe(4);
    expect(poolSize({ skill: 1, weaponDice: -2 })).toBe(0);
    expect(poolSize({ skill: 1, weaponDice: -2 }, { minimumPool: 1 })).toBe(1);
  });

  it("FC-DICE-3: a check passes when successes reach the difficulty; 'fails by' counts the shortfall", () => {
    expect(DIFFICULTIES).toEqual({ easy: 1, moderate: 2, difficult: 3 });
    expect(resolveCheck({ dice: [3, 1], difficulty: 1 })).toEqual({ successes: 1, difficulty: 1, passed: true, margin: 0, failedBy: 0 });
    expect(resolveCheck({ dice: [6, 6, 6], difficulty: 2 })).toMatchObject({ passed: true, margin: 1 });
    expect(resolveCheck({ dice: [2, 1, 4], difficulty: 3 })).toMatchObject({ passed: false, failedBy: 2 });
    expect(resolveCheck({ dice: [5], difficulty: 4 })).toMatchObject({ passed: false, failedBy: 3 });
    expect(() => resolveCheck({ dice: [5], difficulty: 1.5 })).toThrow(/NotAnInteger/);
    expect(resolveCheck({ dice: [3, 4], difficulty: "moderate" }).passed).toBe(true);
    expect(resolveCheck({ dice: [3, 4], difficulty: "difficult" }).failedBy).toBe(1);
    expect(() => resolveCheck({ dice: [3], difficulty: "heroic" as "easy" })).toThrow(/UnknownDifficulty/);
  });

  it("FC-DICE-4: opposed rolls need a lead of one success; a tie goes against the initiator", () => {
    expect(resolveOpposed([3, 4], [5, 6]).initiatorWins).toBe(false);
    expect(resolveOpposed([3, 4, 5], [5, 6]).initiatorWins).toBe(true);
    expect(resolveOpposed([1], [1]).initiatorWins).toBe(false);
    expect(resolveOpposed([3], [])).toEqual({ initiatorSuccesses: 1, targetSuccesses: 0, initiatorWins: true });
  });

  it("FC-DICE-5: a pool at or below zero rolls nothing unless minimumPool raises it", () => {
    expect(diceToRoll(-1)).toBe(0);
    expect(diceToRoll(0)).toBe(0);
    expect(diceToRoll(2)).toBe(2);
    expect(diceToRoll(-3, { minimumPool: 1 })).toBe(1);
    const unarmed = planAttack({ skill: "melee", skillDice: 1, profile: "unarmed" });
    expect(unarmed.pool).toMatchObject({ total: -1, rolled: 0 });
    // An empty pool asks the dice for nothing and scores no successes.
    const dice = new ReplayDice([]);
    expect(rollPool(dice, unarmed.pool)).toEqual([]);
    expect(resolveCheck({ dice: [], difficulty: 1 }).passed).toBe(false);
    expect(planAttack({ skill: "melee", skillDice: 1, profile: "unarmed" }, { ...DEFAULT_POOL_OPTIONS, minimumPool: 1 }).pool.rolled).toBe(1);
    expect(poolOptionsSchema.minimumPool.default).toBe(0);
  });

  it("FC-DICE-6: a Luck Roll uses the configured number of dice, one point of damage per success", () => {
    expect(luckRoll(new ReplayDice([4]))).toEqual({ dice: [4], damage: 1 });
    expect(luckRoll(new ReplayDice([1, 5, 6]), { luckRollDice: 3 })).toEqual({ dice: [1, 5, 6], damage: 2 });
    expect(() => poolOptions({ luckRollDice: 0 })).toThrow(/InvalidOption/);
  });

  it("FC-ROUND-1: a round is five seconds, twelve to the minute", () => {
    expect(SECONDS_PER_ROUND * ROUNDS_PER_MINUTE).toBe(60);
    expect(SECONDS_PER_ROUND).toBe(5);
  });

  it("rolls a pool through the seeded port with faces 1..6", () => {
    const faces = rollPool(new SeededDice("pool"), 50);
    expect(faces).toHaveLength(50);
    expect(faces.every((f) => f >= 1 && f <= 6)).toBe(true);
  });

  it("validates options: defaults are the proposals, unknown keys and bad values are refused", () => {
    expect(poolOptions()).toEqual(DEFAULT_POOL_OPTIONS);
    expect(DEFAULT_POOL_OPTIONS).toMatchObject({ turnMode: "alternate", rangeFormula: "completeIncrements", freeActionsPerRound: 2, oneManeuverPerTurn: true, grappledLosesParry: true });
    expect(poolOptions({ turnMode: "sideBlock" }).turnMode).toBe("sideBlock");
    expect(() => poolOptions({ turnMode: "chaos" })).toThrow(/InvalidOption/);
    expect(() => poolOptions({ nonsense: 1 })).toThrow(/UnknownOption/);
  });
});

describe("bad input", () => {
  const unknownEntry = (table: string) => expect.objectContaining({ i18nKey: "FRAY.Pool.Error.UnknownEntry", data: expect.objectContaining({ table }) });

  it("unknown table keys are refused with a rules error naming the table", () => {
    expect(() => planAttack({ skill: "melee", skillDice: 3, profile: "kick" as "bash" })).toThrow(unknownEntry("attack profile"));
    expect(() => planAttack({ skill: "melee", skillDice: 3, maneuver: "spin" as "charge" })).toThrow(unknownEntry("maneuver"));
    expect(() => planAttack({ skill: "melee", skillDice: 3, cover: "most" as "half" })).toThrow(unknownEntry("cover level"));
    expect(() => planAttack({ skill: "melee", skillDice: 3, weaponClass: "huge" as "heavy" })).toThrow(unknownEntry("weapon class"));
    // Inherited object keys are not table rows either.
    expect(() => planAttack({ skill: "melee", skillDice: 3, weaponClass: "toString" as "heavy" })).toThrow(unknownEntry("weapon class"));
    expect(() => mountAttackModifier("huge" as "large", true)).toThrow(unknownEntry("mount size"));
    expect(() => shipControlDifficulty("tiny" as "small")).toThrow(unknownEntry("ship size"));
    expect(() => planRam({ pilotDice: 3, size: "tiny" as "small", distance: 1, shipSpeed: 5 })).toThrow(unknownEntry("ship size"));
    expect(() => poisonTargetNumber("deadly" as "vile")).toThrow(unknownEntry("poison strength"));
    expect(() => effectiveRange("cannon" as "longbow")).toThrow(unknownEntry("range category"));
    expect(() => movementYards(6, "fly" as "walk")).toThrow(unknownEntry("movement mode"));
    expect(() => jumpFeet("pole" as "running", 2)).toThrow(unknownEntry("jump"));
    expect(() => deriveCharacter({ skills: {}, baseSpeed: 6, harm: freshHarm(), injuries: [{ kind: "toe" as "leg" }] })).toThrow(unknownEntry("injury"));
  });

  it("equipment, skills, durations and odds inputs must be whole, in-range numbers", () => {
    expect(() => deriveCharacter({ skills: {}, baseSpeed: 6, harm: freshHarm(), shields: [{ parry: -1 }] })).toThrow(/OutOfRange/);
    expect(() => deriveCharacter({ skills: {}, baseSpeed: 6, harm: freshHarm(), armors: [{ armor: 0.5 }] })).toThrow(/NotAnInteger/);
    expect(() => deriveCharacter({ skills: { melee: Number.NaN }, baseSpeed: 6, harm: freshHarm() })).toThrow(/NotAnInteger/);
    const dying = poisonedDyingCondition("p", { batchId: "b", strength: "mild" }, 1);
    for (const hours of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => advancePoison("p", dying, hours)).toThrow(/BadDuration/);
    damageDistribution(4, 1000);
    expect(() => damageDistribution(4, -1)).toThrow(/OutOfRange/);
    expect(() => damageDistribution(4, 1.5)).toThrow(/NotAnInteger/);
    expect(() => damageDistribution(-1, 0)).toThrow(/OutOfRange/);
  });
});
