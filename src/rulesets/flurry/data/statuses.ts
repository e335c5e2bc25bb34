import { STATUS_FOR_EVENT } from "../../../core/vocabulary.js";
import type { StatusEffectSpec } from "../../../foundry/ruleset.js";
import type { Posture } from "../rules/index.js";

/**
 * The token status effects of a flurry world: the conditions of WC-DATA-4 a GM or a card marks on
 * a fighter. Knocked out is the shared Unconscious status every ruleset has. The body postures
 * among them change the Defense an attacker must beat (WC-WND-9…14), read by `postureFromStatuses`.
 */
export const FLURRY_STATUS_IDS = [
  "engaged",
  "inDanger",
  "stunned",
  "fallen",
  "kneeling",
  "crouching",
  "sitting",
  "crawling",
  "restricted",
  "armImpaired",
  "armDisabled",
  "legImpaired",
  "legDisabled",
  "immobile",
  "mortallyWounded",
  "bleeding",
  "surprised",
  "aiming",
  "concentrating",
  "outOfActions",
] as const;
export type FlurryStatusId = (typeof FLURRY_STATUS_IDS)[number];

/** Name (full i18n key) and core icon of each status. */
const STATUSES: Readonly<Record<FlurryStatusId, { readonly name: string; readonly img: string }>> = {
  engaged: { name: "FRAY.Flurry.Status.Engaged", img: "icons/svg/combat.svg" },
  inDanger: { name: "FRAY.Flurry.Status.InDanger", img: "icons/svg/hazard.svg" },
  stunned: { name: "FRAY.Flurry.Status.Stunned", img: "icons/svg/daze.svg" },
  fallen: { name: "FRAY.Flurry.Status.Fallen", img: "icons/svg/falling.svg" },
  kneeling: { name: "FRAY.Flurry.Status.Kneeling", img: "icons/svg/downgrade.svg" },
  crouching: { name: "FRAY.Flurry.Status.Crouching", img: "icons/svg/anchor.svg" },
  sitting: { name: "FRAY.Flurry.Status.Sitting", img: "icons/svg/statue.svg" },
  crawling: { name: "FRAY.Flurry.Status.Crawling", img: "icons/svg/pawprint.svg" },
  restricted: { name: "FRAY.Flurry.Status.Restricted", img: "icons/svg/net.svg" },
  armImpaired: { name: "FRAY.Flurry.Status.ArmImpaired", img: "icons/svg/sword.svg" },
  armDisabled: { name: "FRAY.Flurry.Status.ArmDisabled", img: "icons/svg/bones.svg" },
  legImpaired: { name: "FRAY.Flurry.Status.LegImpaired", img: "icons/svg/wingfoot.svg" },
  legDisabled: { name: "FRAY.Flurry.Status.LegDisabled", img: "icons/svg/bones.svg" },
  immobile: { name: "FRAY.Flurry.Status.Immobile", img: "icons/svg/paralysis.svg" },
  mortallyWounded: { name: "FRAY.Flurry.Status.MortallyWounded", img: "icons/svg/degen.svg" },
  bleeding: { name: "FRAY.Flurry.Status.Bleeding", img: "icons/svg/blood.svg" },
  surprised: { name: "FRAY.Flurry.Status.Surprised", img: "icons/svg/terror.svg" },
  aiming: { name: "FRAY.Flurry.Status.Aiming", img: "icons/svg/target.svg" },
  concentrating: { name: "FRAY.Flurry.Status.Concentrating", img: "icons/svg/aura.svg" },
  outOfActions: { name: "FRAY.Flurry.Status.OutOfActions", img: "icons/svg/cancel.svg" },
};

export const FLURRY_STATUS_EFFECTS: readonly StatusEffectSpec[] = FLURRY_STATUS_IDS.map((id) => ({ id, ...STATUSES[id] }));

/** Postures from the most helpless down: the first status present decides. */
const POSTURE_OF_STATUS: ReadonlyArray<readonly [string, Posture]> = [
  [STATUS_FOR_EVENT.unconscious, "unconscious"],
  ["immobile", "immobile"],
  ["stunned", "stunned"],
  ["crawling", "crawling"],
  ["fallen", "fallen"],
];

/** WC-WND-9…14: the posture a fighter's statuses put him in (standing when none applies). */
export function postureFromStatuses(statuses: Iterable<string>): Posture {
  const held = new Set(statuses);
  return POSTURE_OF_STATUS.find(([status]) => held.has(status))?.[1] ?? "standing";
}

/** Which of the sheet's Defense rows (`defenceRows`) a frontal attacker faces in each posture. */
export const DEFENCE_ROW_OF_POSTURE: Readonly<Record<Posture, "front" | "stunned" | "fallen" | "helpless">> = {
  standing: "front",
  stunned: "stunned",
  fallen: "fallen",
  crawling: "fallen",
  immobile: "helpless",
  unconscious: "helpless",
};
