import { describe, expect, it } from "vitest";
import { rebasedSkill, skillBase, startingSkills, STANDARD_SKILLS } from "../../../../src/rulesets/brp/rules/skills.js";
import { readPack } from "../../../helpers/pack-sources.js";
import { itemContext } from "../../../../src/rulesets/brp/sheets/context.js";

/** Yvarre's characteristics (brp-creatures): DEX 16, INT 13, POW 12. */
const YVARRE = { DEX: 16, INT: 13, POW: 12 };

describe("brp skills", () => {
  it("BRP-DATA-2: base chances worked by hand — Dodge twice DEX (16 → 32), own language five times INT (13 → 65), Gaming INT + POW (25), flat ones as listed", () => {
    expect(skillBase("dexTimes2", 0, YVARRE)).toBe(32);
    expect(skillBase("intTimes5", 0, YVARRE)).toBe(65);
    expect(skillBase("intPlusPow", 0, YVARRE)).toBe(25);
    expect(skillBase("", 40, YVARRE)).toBe(40);
    const start = Object.fromEntries(startingSkills(YVARRE).map((skill) => [skill.key, skill.base]));
    expect(start).toMatchObject({ dodge: 32, languageOwn: 65, gaming: 25, climb: 40, firstAid: 30, spot: 25, listen: 25, brawl: 25, grapple: 25, throw: 25, persuade: 15, stealth: 10, medicine: 5, demolition: 1 });
    // The seed's Yvarre: Dodge base 32, First Aid 30, Jump 25 (brp-creatures).
    expect(start["jump"]).toBe(25);
  });

  it("BRP-DATA-2: the standard set is the 46 general skills; weapon skills and Projection are taken, not given", () => {
    const keys = startingSkills(YVARRE).map((skill) => skill.key);
    expect(keys).toHaveLength(46);
    expect(keys).not.toContain("broadsword");
    expect(keys).not.toContain("shield");
    expect(keys).not.toContain("projection");
    expect(new Set(STANDARD_SKILLS.map((skill) => skill.key)).size).toBe(STANDARD_SKILLS.length);
  });

  it("BRP-DATA-2: a following base moves with its characteristic and the points gained stay (Dodge 42 on 32 at DEX 16 → 46 on 36 at DEX 18)", () => {
    expect(rebasedSkill({ base: 32, value: 42, baseRule: "dexTimes2" }, { ...YVARRE, DEX: 18 })).toEqual({ base: 36, value: 46 });
    expect(rebasedSkill({ base: 32, value: 42, baseRule: "dexTimes2" }, YVARRE)).toBeNull();
    expect(rebasedSkill({ base: 40, value: 55, baseRule: "" }, YVARRE)).toBeNull();
    // A compendium Dodge (base 0) dropped on a DEX 14 wolf: 28.
    expect(rebasedSkill({ base: 0, value: 0, baseRule: "dexTimes2" }, { DEX: 14, INT: 5, POW: 8 })).toEqual({ base: 28, value: 28 });
    // Losing more than the gain never goes below zero.
    expect(rebasedSkill({ base: 32, value: 32, baseRule: "dexTimes2" }, { ...YVARRE, DEX: 0 })).toEqual({ base: 0, value: 0 });
  });

  it("BRP-DATA-2: the brp-skills compendium holds exactly the standard list, each entry's key, category, base and rule as the rules give them", () => {
    const pack = readPack("brp-skills").map((doc) => doc.system as Record<string, unknown>);
    const fromPack = Object.fromEntries(pack.map((s) => [String(s["key"]), { category: s["category"], base: s["base"], baseRule: s["baseRule"], value: s["value"] }]));
    const fromRules = Object.fromEntries(STANDARD_SKILLS.map((s) => [s.key, { category: s.category, base: s.base, baseRule: s.baseRule, value: s.base }]));
    expect(fromPack).toEqual(fromRules);
    for (const s of pack) expect(String(s["description"]).length, String(s["key"])).toBeGreaterThan(10);
  });

  it("BRP-DATA-2: a power's skill and a skill's own key are picked from the list, a home-made key kept as typed", () => {
    const power = itemContext({ name: "Healing", img: "" } as never, "brpPower", { skill: "", cost: 1, level: 1, instantaneous: true, effect: "healing", description: "" }, true);
    expect(power.choices["skill"]).toMatchObject({ "": "FRAY.Brp.SkillName.None", dodge: "FRAY.Brp.SkillName.Dodge", projection: "FRAY.Brp.SkillName.Projection" });
    const skill = itemContext({ name: "Bite", img: "" } as never, "brpSkill", { key: "bite", category: "combat", base: 0, baseRule: "", value: 50, description: "" }, true);
    expect(skill.choices["key"]).toMatchObject({ bite: "bite", firstAid: "FRAY.Brp.SkillName.FirstAid" });
    expect(Object.keys(skill.choices["key"] ?? {})).not.toContain("");
    expect(skill.choices["baseRule"]).toHaveProperty("dexTimes2");
  });
});
