import { describe, expect, it } from "vitest";
import { RulesError } from "../../../../src/core/errors.js";
import { customSkillById, customSkillsOf, newCustomSkill } from "../../../../src/rulesets/pool/rules/custom-skills.js";
import { skillDiceOf, skillPoolExplained, type ItemLike, type LivingSystem, type StoredCondition } from "../../../../src/rulesets/pool/data/state.js";

/** The open-ended skill list (FC-DATA-1): a skill of the creature's own, rolled like the standard eleven. */

const STANDARD = ["Melee", "Ranged", "Athletics", "Stamina", "Willpower", "Persuasion", "Medicine", "Pilot", "Ride/Team", "Languages", "Perception"];
const skills = { melee: 3, ranged: 1, athletics: 2, stamina: 2, willpower: 1, persuasion: 1, medicine: 0, pilot: 0, rideTeam: 1, languages: 1, perception: 2 };
const sailor = (tracks: LivingSystem["tracks"], conditions: StoredCondition[] = []): LivingSystem => ({
  side: "",
  skills,
  customSkills: { s1: { name: "Sailing", dice: 3 }, s2: { name: "Knots", dice: 0 } },
  speed: 10,
  parry: 0,
  armor: 0,
  weight: 160,
  tracks,
  conditions,
  poisonImmunities: [],
});
const fresh = { wound: { value: 0, max: 3 }, fatigue: { value: 0, max: 3 }, fear: { value: 0, max: 3 } };
const arm: ItemLike = { id: "inj", name: "Gashed forearm", type: "poolInjury", system: { kind: "arm", permanent: false, treated: false } };

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof RulesError) return error.i18nKey;
    throw error;
  }
  return "accepted";
}

describe("pool custom skills", () => {
  it("FC-DATA-1: a new skill Sailing at 3D is added with its name trimmed; an empty or a taken name is refused", () => {
    expect(newCustomSkill({}, STANDARD, "  Sailing ", 3, "abc")).toEqual({ id: "abc", name: "Sailing", dice: 3 });
    expect(refusal(() => newCustomSkill({}, STANDARD, "   ", 3, "abc"))).toBe("FRAY.Pool.Skill.NameEmpty");
    expect(refusal(() => newCustomSkill({}, STANDARD, 42, 3, "abc"))).toBe("FRAY.Pool.Skill.NameEmpty");
    // A standard skill's name, however it is capitalised or spaced, is taken; so is a custom one's.
    expect(refusal(() => newCustomSkill({}, STANDARD, "ride/team", 1, "abc"))).toBe("FRAY.Pool.Skill.NameTaken");
    expect(refusal(() => newCustomSkill({ s1: { name: "Sailing", dice: 3 } }, STANDARD, "SAILING", 1, "abc"))).toBe("FRAY.Pool.Skill.NameTaken");
    expect(refusal(() => newCustomSkill({}, STANDARD, "Sailing", 13, "abc"))).toBe("FRAY.Pool.Skill.BadDice");
    expect(refusal(() => newCustomSkill({}, STANDARD, "Sailing", 1.5, "abc"))).toBe("FRAY.Pool.Skill.BadDice");
    expect(refusal(() => newCustomSkill({}, STANDARD, "Sailing", Number.NaN, "abc"))).toBe("FRAY.Pool.Skill.BadDice");
    expect(refusal(() => newCustomSkill({}, STANDARD, "x".repeat(61), 1, "abc"))).toBe("FRAY.Pool.Skill.NameTooLong");
  });

  it("FC-DATA-1: the stored skills are listed by name; an entry that is not a skill is skipped, not dropped", () => {
    const stored = { b: { name: "Sailing", dice: 3 }, a: { name: "Knots", dice: 20 }, junk: { dice: 2 }, odd: "x" };
    expect(customSkillsOf(stored)).toEqual([
      { id: "a", name: "Knots", dice: 12 },
      { id: "b", name: "Sailing", dice: 3 },
    ]);
    expect(customSkillById(stored, "junk")).toBeNull();
    expect(customSkillsOf(undefined)).toEqual([]);
    expect(customSkillsOf([1, 2])).toEqual([]);
    expect(stored.junk).toEqual({ dice: 2 });
  });

  it("FC-DATA-1: Sailing 3D rolls 3D; with a second Wound ticked (−1D, FC-PEN-3) it rolls 2D; an arm injury is left to the GM (no roll context is known for it)", () => {
    expect(skillDiceOf(sailor(fresh), "s1")).toBe(3);
    expect(skillDiceOf(sailor(fresh), "melee")).toBe(3);
    expect(skillDiceOf(sailor(fresh), "gone")).toBeNull();
    expect(skillPoolExplained(sailor(fresh), [], "s1")).toEqual({ parts: [{ source: "skill", amount: 3 }], total: 3, rolled: 3 });
    const hurt = sailor({ ...fresh, wound: { value: 2, max: 3 } });
    expect(skillPoolExplained(hurt, [arm], "s1")).toEqual({ parts: [{ source: "skill", amount: 3 }, { source: "wound", amount: -1 }], total: 2, rolled: 2 });
    // Melee, a roll with the arm (FC-INJ-3), loses a die to it as well: 3 − 1 − 1.
    expect(skillPoolExplained(hurt, [arm], "melee").total).toBe(1);
  });

  it("FC-DATA-1: dying of poison (−2D, FC-POI-5) takes Sailing from 3D to 1D; untrained Knots (0D) rolls nothing", () => {
    const dying: StoredCondition = { id: "poisonedDying", duration: "permanent", rounds: 0, ownerId: "a", appliedRound: 0, data: { hoursLeft: 2 } };
    expect(skillPoolExplained(sailor(fresh, [dying]), [], "s1")).toMatchObject({ total: 1, rolled: 1 });
    expect(skillPoolExplained(sailor(fresh), [], "s2")).toMatchObject({ total: 0, rolled: 0 });
  });
});
