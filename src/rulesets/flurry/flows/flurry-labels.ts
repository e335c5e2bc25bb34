import { INTENTIONS, MANEUVER_TACTICS, type DefenceReason, type FlurryEndReason, type Intention, type ManeuverTactic } from "../rules/index.js";

/** The flurry card's and dialogs' words as literal i18n keys (pure: the fixtures and tests read them too). */

export const INTENTION_LABELS: Readonly<Record<Intention, string>> = {
  kill: "FRAY.Flurry.Intention.kill",
  subdue: "FRAY.Flurry.Intention.subdue",
  capture: "FRAY.Flurry.Intention.capture",
  disarm: "FRAY.Flurry.Intention.disarm",
  grapple: "FRAY.Flurry.Intention.grapple",
  entangle: "FRAY.Flurry.Intention.entangle",
  strike: "FRAY.Flurry.Intention.strike",
  tackle: "FRAY.Flurry.Intention.tackle",
  throw: "FRAY.Flurry.Intention.throw",
  outmaneuver: "FRAY.Flurry.Intention.outmaneuver",
};

export const TACTIC_LABELS: Readonly<Record<ManeuverTactic, string>> = {
  hold: "FRAY.Flurry.Tactic.hold",
  press: "FRAY.Flurry.Tactic.press",
  retreat: "FRAY.Flurry.Tactic.retreat",
  circle: "FRAY.Flurry.Tactic.circle",
};

export const ENDED_LABELS: Readonly<Record<FlurryEndReason, string>> = {
  actionsSpent: "FRAY.Flurry.Card.Ended.actionsSpent",
  allHeld: "FRAY.Flurry.Card.Ended.allHeld",
  broken: "FRAY.Flurry.Card.Ended.broken",
  disengaged: "FRAY.Flurry.Card.Ended.disengaged",
  withdrew: "FRAY.Flurry.Card.Ended.withdrew",
  pressedBack: "FRAY.Flurry.Card.Ended.pressedBack",
  oneSideLeft: "FRAY.Flurry.Card.Ended.oneSideLeft",
};

/** Why a Defense is what it is, as the card says it (WC-FACE-4, WC-WND-9…14, WC-FLY-11). */
export const DEFENCE_REASON_LABELS: Readonly<Record<DefenceReason, string>> = {
  front: "FRAY.Flurry.Card.DefenceReason.front",
  flank: "FRAY.Flurry.Card.DefenceReason.flank",
  flankUndefended: "FRAY.Flurry.Card.DefenceReason.flankUndefended",
  rear: "FRAY.Flurry.Card.DefenceReason.rear",
  outOfActions: "FRAY.Flurry.Card.DefenceReason.outOfActions",
  stunned: "FRAY.Flurry.Card.DefenceReason.stunned",
  fallen: "FRAY.Flurry.Card.DefenceReason.fallen",
  crawling: "FRAY.Flurry.Card.DefenceReason.crawling",
  immobile: "FRAY.Flurry.Card.DefenceReason.immobile",
  unconscious: "FRAY.Flurry.Card.DefenceReason.unconscious",
};

/** The steps dialog's title and hint for pressing back and withdrawing (WC-FLY-11). */
export const STEPS_DIALOG_LABELS: Readonly<Record<"press" | "withdraw", { readonly title: string; readonly hint: string; readonly confirm: string }>> = {
  press: { title: "FRAY.Flurry.Dialog.StepsTitle.press", hint: "FRAY.Flurry.Dialog.StepsHint.press", confirm: "FRAY.Flurry.Button.press" },
  withdraw: { title: "FRAY.Flurry.Dialog.StepsTitle.withdraw", hint: "FRAY.Flurry.Dialog.StepsHint.withdraw", confirm: "FRAY.Flurry.Button.withdraw" },
};

/** WC-MAN-1: what a maneuver that landed asks of its victim, as the card tells it. */
export const MANEUVER_EFFECT_LINES: Readonly<Record<"fumble" | "restrict" | "shock" | "stumble" | "break", string>> = {
  fumble: "FRAY.Flurry.Card.ManeuverEffect.fumble",
  restrict: "FRAY.Flurry.Card.ManeuverEffect.restrict",
  shock: "FRAY.Flurry.Card.ManeuverEffect.shock",
  stumble: "FRAY.Flurry.Card.ManeuverEffect.stumble",
  break: "FRAY.Flurry.Card.ManeuverEffect.break",
};

export const CHOICE_LINES: Readonly<Record<"press" | "withdraw" | "indefensibleAttack" | "letGo", string>> = {
  press: "FRAY.Flurry.Card.Chose.press",
  withdraw: "FRAY.Flurry.Card.Chose.withdraw",
  indefensibleAttack: "FRAY.Flurry.Card.Chose.indefensibleAttack",
  letGo: "FRAY.Flurry.Card.Chose.letGo",
};

/** Button labels of the GM's location buttons and of the choices about an opponent out of actions. */
export const BUTTON_LABELS: Readonly<Record<string, string>> = {
  hitHead: "FRAY.Flurry.Button.hitHead",
  hitChest: "FRAY.Flurry.Button.hitChest",
  hitBelly: "FRAY.Flurry.Button.hitBelly",
  hitLeftArm: "FRAY.Flurry.Button.hitLeftArm",
  hitRightArm: "FRAY.Flurry.Button.hitRightArm",
  hitLeftLeg: "FRAY.Flurry.Button.hitLeftLeg",
  hitRightLeg: "FRAY.Flurry.Button.hitRightLeg",
  press: "FRAY.Flurry.Button.press",
  withdraw: "FRAY.Flurry.Button.withdraw",
  indefensible: "FRAY.Flurry.Button.indefensible",
  letGo: "FRAY.Flurry.Button.letGo",
};

/** The conditions a blow can leave, as the card names them (unknown ones by their id). */
export const CONDITION_LABELS: Readonly<Record<string, string>> = {
  fallen: "FRAY.Flurry.Condition.fallen",
  immobile: "FRAY.Flurry.Condition.immobile",
  limbDisabled: "FRAY.Flurry.Condition.limbDisabled",
  limbImpaired: "FRAY.Flurry.Condition.limbImpaired",
  limbUnusable: "FRAY.Flurry.Condition.limbUnusable",
  mortallyWounded: "FRAY.Flurry.Condition.mortallyWounded",
  restricted: "FRAY.Flurry.Condition.restricted",
  stunned: "FRAY.Flurry.Condition.stunned",
  unconscious: "FRAY.Flurry.Condition.unconscious",
};

/** The secret declaration dialog: every intention and tactic, Strike and Hold ground first chosen. */
export function declareDialogContext() {
  return {
    intentions: INTENTIONS.map((value) => ({ value, label: INTENTION_LABELS[value], selected: value === "strike" })),
    tactics: MANEUVER_TACTICS.map((value) => ({ value, label: TACTIC_LABELS[value], selected: value === "hold" })),
  };
}
