import { requireInteger } from "../../../core/errors.js";
import { requireOneOf, requireRecord } from "../../../core/validate.js";

/**
 * BRP-DATA-2: the skills a character rolls, each with its category and base chance. The combat
 * chapter names the skills and leaves the list and its base chances to the rest of the rules; the
 * catalog reads them from the public SRD's skills and equipment chapters (a PROPOSAL (SRD)). A
 * base is a flat percentage or follows a characteristic (Dodge is twice DEX).
 */

export const SKILL_CATEGORY_KEYS = ["combat", "communication", "manipulation", "mental", "perception", "physical"] as const;
export type StandardSkillCategory = (typeof SKILL_CATEGORY_KEYS)[number];

/** How a base chance follows the characteristics ("" = a flat percentage). */
export const SKILL_BASE_RULES = ["", "dexTimes2", "intTimes5", "intPlusPow"] as const;
export type SkillBaseRule = (typeof SKILL_BASE_RULES)[number];

export interface StandardSkill {
  readonly key: string;
  readonly category: StandardSkillCategory;
  /** The flat base chance, used when `baseRule` is "". */
  readonly base: number;
  readonly baseRule: SkillBaseRule;
  /** Every new character starts with it (weapon skills are taken per weapon instead). */
  readonly everyone: boolean;
}

const flat = (key: string, category: StandardSkillCategory, base: number, everyone = true): StandardSkill => ({ key, category, base, baseRule: "", everyone });
const follows = (key: string, category: StandardSkillCategory, baseRule: SkillBaseRule, everyone = true): StandardSkill => ({ key, category, base: 0, baseRule, everyone });

/** The standard list: general skills every character has, then the weapon skills the weapon lists name. */
export const STANDARD_SKILLS: readonly StandardSkill[] = Object.freeze([
  flat("appraise", "mental", 15),
  flat("art", "manipulation", 5),
  flat("bargain", "communication", 5),
  flat("brawl", "combat", 25),
  flat("climb", "physical", 40),
  flat("command", "communication", 5),
  flat("craft", "manipulation", 5),
  flat("demolition", "manipulation", 1),
  flat("disguise", "communication", 1),
  follows("dodge", "physical", "dexTimes2"),
  flat("drive", "physical", 20),
  flat("etiquette", "communication", 5),
  flat("fastTalk", "communication", 5),
  flat("fineManipulation", "manipulation", 5),
  flat("firstAid", "mental", 30),
  follows("gaming", "mental", "intPlusPow"),
  flat("grapple", "combat", 25),
  flat("heavyMachine", "manipulation", 1),
  flat("hide", "physical", 10),
  flat("insight", "perception", 5),
  flat("jump", "physical", 25),
  flat("knowledge", "mental", 5),
  follows("languageOwn", "communication", "intTimes5"),
  flat("listen", "perception", 25),
  flat("martialArts", "combat", 1),
  flat("medicine", "mental", 5),
  flat("navigate", "perception", 10),
  flat("perform", "communication", 5),
  flat("persuade", "communication", 15),
  flat("pilot", "physical", 1),
  follows("projection", "physical", "dexTimes2", false),
  flat("psychotherapy", "mental", 1),
  flat("repair", "manipulation", 15),
  flat("research", "perception", 25),
  flat("ride", "physical", 5),
  flat("science", "mental", 1),
  flat("sense", "perception", 10),
  flat("sleightOfHand", "manipulation", 5),
  flat("spot", "perception", 25),
  flat("status", "communication", 15),
  flat("stealth", "physical", 10),
  flat("strategy", "mental", 1),
  flat("swim", "physical", 25),
  flat("teach", "communication", 10),
  flat("technicalSkill", "mental", 5),
  flat("throw", "physical", 25),
  flat("track", "perception", 10),
  // Weapon skills (the key a weapon or shield names); base chances from the SRD weapon tables.
  flat("axe", "combat", 15, false),
  flat("bow", "combat", 5, false),
  flat("broadsword", "combat", 15, false),
  flat("club", "combat", 25, false),
  flat("crossbow", "combat", 25, false),
  flat("dagger", "combat", 25, false),
  flat("firearm", "combat", 25, false),
  flat("greatsword", "combat", 5, false),
  flat("mace", "combat", 25, false),
  flat("shield", "combat", 15, false),
  flat("shortSword", "combat", 15, false),
  flat("sling", "combat", 5, false),
  flat("spear", "combat", 15, false),
  flat("staff", "combat", 25, false),
  flat("whip", "combat", 5, false),
]);

export const STANDARD_SKILL_KEYS: readonly string[] = Object.freeze(STANDARD_SKILLS.map((skill) => skill.key));

export interface BaseCharacteristics {
  readonly DEX: number;
  readonly INT: number;
  readonly POW: number;
}

/** A base chance for these characteristics: the flat base, or the one its rule derives. */
export function skillBase(rule: SkillBaseRule, flatBase: number, c: BaseCharacteristics): number {
  requireOneOf(rule, "base rule", SKILL_BASE_RULES);
  requireInteger(flatBase, "base", 0, 1000);
  requireRecord(c, "characteristics");
  for (const key of ["DEX", "INT", "POW"] as const) requireInteger(c[key], key, 0, 1000);
  switch (rule) {
    case "dexTimes2":
      return c.DEX * 2;
    case "intTimes5":
      return c.INT * 5;
    case "intPlusPow":
      return c.INT + c.POW;
    default:
      return flatBase;
  }
}

/** The standard set a new character starts with, each at its base chance for these characteristics. */
export function startingSkills(c: BaseCharacteristics): Array<{ readonly key: string; readonly category: StandardSkillCategory; readonly base: number; readonly baseRule: SkillBaseRule }> {
  return STANDARD_SKILLS.filter((skill) => skill.everyone).map((skill) => ({ key: skill.key, category: skill.category, base: skillBase(skill.baseRule, skill.base, c), baseRule: skill.baseRule }));
}

/**
 * A skill after its characteristic changed: the base follows the rule and the points gained
 * above it stay (Dodge 42 on a base of 32 at DEX 16 becomes 46 on 36 at DEX 18). Null when
 * nothing changes.
 */
export function rebasedSkill(skill: { readonly base: number; readonly value: number; readonly baseRule: SkillBaseRule }, c: BaseCharacteristics): { readonly base: number; readonly value: number } | null {
  requireRecord(skill, "skill");
  requireOneOf(skill.baseRule, "base rule", SKILL_BASE_RULES);
  requireInteger(skill.base, "base", 0, 1000);
  requireInteger(skill.value, "value", 0, 1000);
  if (skill.baseRule === "") return null;
  const base = skillBase(skill.baseRule, 0, c);
  if (base === skill.base) return null;
  return { base, value: Math.max(0, skill.value + base - skill.base) };
}
