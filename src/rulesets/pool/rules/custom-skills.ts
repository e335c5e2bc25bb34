import { RulesError } from "../../../core/errors.js";
import { requireArray, requireString } from "../../../core/validate.js";

/**
 * The open-ended skill list (FC-DATA-1): besides the eleven standard skills a character or
 * creature may have skills of its own (Sailing, Lockpicking…). The seed's skills are plain dice
 * counts with no attribute behind them, so a custom skill is a name and its dice; it rolls and
 * takes the standing penalties as every skill does (FC-DICE-2, FC-PEN-3). Stored by id in an
 * object so the sheet can change one skill's dice without rewriting the others.
 */

export const CUSTOM_SKILL_MAX_DICE = 12;
const MAX_NAME_LENGTH = 60;

export interface CustomSkill {
  readonly id: string;
  readonly name: string;
  readonly dice: number;
}

/** The same name however it is spaced or capitalised. */
function skillNameKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLocaleLowerCase();
}

/** One stored entry as a skill, or null when it is not one (it is then left as stored, never dropped). */
function entryOf(id: string, entry: unknown): CustomSkill | null {
  if (typeof entry !== "object" || entry === null) return null;
  const { name, dice } = entry as { name?: unknown; dice?: unknown };
  if (typeof name !== "string" || !name.trim()) return null;
  const count = typeof dice === "number" && Number.isFinite(dice) ? Math.trunc(dice) : 0;
  return { id, name: name.trim(), dice: Math.min(CUSTOM_SKILL_MAX_DICE, Math.max(0, count)) };
}

/** A creature's custom skills in name order; entries that are not skills are skipped. */
export function customSkillsOf(stored: unknown): CustomSkill[] {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return [];
  return Object.entries(stored)
    .map(([id, entry]) => entryOf(id, entry))
    .filter((skill): skill is CustomSkill => skill !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The custom skill stored under `id`, or null. */
export function customSkillById(stored: unknown, id: string): CustomSkill | null {
  requireString(id, "id");
  return customSkillsOf(stored).find((skill) => skill.id === id) ?? null;
}

/**
 * A new custom skill: its name trimmed, its dice a whole number from 0 to 12. Refused with a
 * message when the name is empty or names a skill the creature already has (a standard skill's
 * name included, in `standardNames`), or when the dice are not a count.
 */
export function newCustomSkill(stored: unknown, standardNames: readonly string[], name: unknown, dice: unknown, id: string): CustomSkill {
  const trimmed = typeof name === "string" ? name.trim().replace(/\s+/g, " ") : "";
  if (!trimmed) throw new RulesError("FRAY.Pool.Skill.NameEmpty");
  if (trimmed.length > MAX_NAME_LENGTH) throw new RulesError("FRAY.Pool.Skill.NameTooLong", { max: MAX_NAME_LENGTH });
  requireString(id, "id");
  const taken = [...requireArray(standardNames, "standardNames").map((standard) => requireString(standard, "standardNames")), ...customSkillsOf(stored).map((skill) => skill.name)].map(skillNameKey);
  if (taken.includes(skillNameKey(trimmed))) throw new RulesError("FRAY.Pool.Skill.NameTaken", { name: trimmed });
  if (typeof dice !== "number" || !Number.isInteger(dice) || dice < 0 || dice > CUSTOM_SKILL_MAX_DICE) throw new RulesError("FRAY.Pool.Skill.BadDice", { value: String(dice), max: CUSTOM_SKILL_MAX_DICE });
  return { id, name: trimmed, dice };
}
