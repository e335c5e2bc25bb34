import { localize, warn } from "../../../foundry/flows/notify.js";
import { applyDeltas } from "../../../foundry/chat/apply-deltas.js";
import { livingDerived, skillChance } from "../data/state.js";
import { weekOfCare, weekOfHealing, type CareConditions } from "../rules/healing.js";
import type { SuccessLevel } from "../rules/success.js";
import { rollAgainst } from "./actions.js";
import { rollFormula } from "./foundry-dice.js";
import { healingDeltas } from "./healing.js";
import { actorLike } from "./openers.js";
import { currentBrpOptions } from "./options.js";

/**
 * A week of natural healing under medical care, from the patient's sheet (BRP-HEAL-1, BRP-HEAL-6,
 * BRP-FVTT-6, BRP-FVTT-7): the GM or player picks the conditions; poor and excellent care need the
 * caregiver's Medicine roll (Difficult under poor care; First Aid when they have no Medicine), the
 * caregiver being the selected token's actor or the patient; the week's healing dice (and the
 * damage of a fumble in poor care) are rolled and applied by the patient's owner.
 */

export const CARE_CONDITIONS: readonly CareConditions[] = ["poor", "decent", "excellent"];

const CARE_LABELS: Readonly<Record<CareConditions, string>> = {
  poor: "FRAY.Brp.Care.Poor",
  decent: "FRAY.Brp.Care.Decent",
  excellent: "FRAY.Brp.Care.Excellent",
};

function isBrpActor(actor: Actor.Implementation | null | undefined): actor is Actor.Implementation {
  // Characters and creatures only: an object has no wounds to care for.
  return !!actor && (String(actor.type) === "brpCharacter" || String(actor.type) === "brpCreature");
}

/** The caregiver's chance: Medicine, else First Aid. */
function careChance(caregiver: Actor.Implementation): number {
  const { system, items } = actorLike(caregiver);
  const skills = livingDerived(system, items, currentBrpOptions()).skills;
  return skillChance(skills, "medicine", skillChance(skills, "firstAid"));
}

export async function weekOfHealingFor(patient: Actor.Implementation, conditions: string): Promise<void> {
  if (!(CARE_CONDITIONS as readonly string[]).includes(conditions)) return;
  const care = conditions as CareConditions;
  if (!patient.isOwner) return warn("FRAY.Brp.Warning.NotYourPatient");
  const options = currentBrpOptions();
  const p = actorLike(patient);
  if (!livingDerived(p.system, p.items, options).harm.wounds.some((w) => w.remaining > 0)) return warn("FRAY.Brp.Warning.NothingToHeal");
  const plan = weekOfCare(care, null, options);
  const label = CARE_LABELS[care];
  if (!plan.careRoll.required) {
    await healWeek(patient, care, null);
    return;
  }
  const selected = canvas?.tokens?.controlled[0]?.actor ?? null;
  const caregiver = isBrpActor(selected) ? selected : patient;
  let points = 0;
  await rollAgainst(
    caregiver,
    label,
    careChance(caregiver),
    async (level) => {
      points = await healWeek(patient, care, level);
      return { wound: localize(label), points: Math.max(0, points), fumbleLoss: Math.max(0, -points) };
    },
    plan.careRoll.difficult ? "difficult" : "normal",
  );
}

/** Rolls and applies the week's healing; returns the hit points gained (negative when a fumble hurt). */
async function healWeek(patient: Actor.Implementation, care: CareConditions, level: SuccessLevel | null): Promise<number> {
  const options = currentBrpOptions();
  const week = weekOfCare(care, level, options);
  const healing: number[] = [];
  for (const die of week.healingDice) healing.push((await rollFormula(die.toLowerCase())).total);
  const damage = week.damageDice ? (await rollFormula(week.damageDice.toLowerCase())).total : 0;
  const p = actorLike(patient);
  const before = livingDerived(p.system, p.items, options).harm;
  const after = weekOfHealing(before, healing, damage);
  await applyDeltas(healingDeltas(patient.uuid, before, after));
  const gained = after.hp - before.hp;
  if (level === null) {
    await ChatMessage.create({
      speaker: ChatMessage.getSpeaker({ actor: patient }),
      content: `<p class="fray-brp-note">${game.i18n?.format("FRAY.Brp.Care.Week", { care: localize(CARE_LABELS[care]), points: String(gained) }) ?? ""}</p>`,
    } as unknown as ChatMessage.CreateData);
  }
  return gained;
}
