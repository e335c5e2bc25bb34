import { RulesError } from "../../../core/errors.js";
import { guarded, localize } from "../../../foundry/flows/notify.js";
import { customSkillById, newCustomSkill } from "../rules/custom-skills.js";
import { SKILL_LABELS } from "../sheets/labels.js";
import { askNewSkill } from "./prompts.js";
import { livingSystem } from "./snapshot.js";

/**
 * Adding and removing a creature's own skills from its sheet (FC-DATA-1). The rules decide
 * whether the name is free and the dice a count; a refusal is a localized warning and nothing is
 * written. Rolling one is the same skill check as for the standard skills (actions.ts).
 */

/** The standard skills' names as this user reads them, so "melee" cannot be added twice. */
function standardNames(): string[] {
  return Object.values(SKILL_LABELS).flatMap((key) => [localize(key), key.split(".").pop() ?? key]);
}

export async function addCustomSkill(actor: Actor.Implementation): Promise<void> {
  await guarded(async () => {
    const stored = livingSystem(actor).customSkills;
    const answer = await askNewSkill();
    if (!answer) return;
    const skill = newCustomSkill(stored, standardNames(), answer.name, answer.dice, foundry.utils.randomID());
    await actor.update({ [`system.customSkills.${skill.id}`]: { name: skill.name, dice: skill.dice } } as Actor.UpdateData);
  });
}

export async function removeCustomSkill(actor: Actor.Implementation, id: string): Promise<void> {
  await guarded(async () => {
    if (!customSkillById(livingSystem(actor).customSkills, id)) throw new RulesError("FRAY.Pool.Skill.Unknown", { skill: id });
    await actor.update({ [`system.customSkills.-=${id}`]: null } as Actor.UpdateData);
  });
}
