import type { AttackSkill, DamageTrack } from "./tables.js";

export type ActionKind = "partial" | "full" | "free";

export type ManeuverKey =
  | "bash"
  | "charge"
  | "coupDeGrace"
  | "disarm"
  | "dodge"
  | "feint"
  | "focused"
  | "grapple"
  | "breakGrapple"
  | "grappleCrush"
  | "improvised"
  | "unarmed";

export interface ManeuverEntry {
  readonly key: ManeuverKey;
  readonly action: Exclude<ActionKind, "free">;
  /** Dice added to the attack roll (Charge +1D, Focused +2D). */
  readonly poolDice: number;
  /** Weapon Dice the maneuver uses instead of the weapon's own (Bash 0D, Improvised −1D, Unarmed −2D). */
  readonly weaponDiceOverride?: number;
  /** Damage track the maneuver deals, when it overrides the weapon's. */
  readonly damage?: DamageTrack;
  /** Whether it counts toward the one-maneuver-per-turn setting (FC-ACT-8). */
  readonly countsTowardLimit: boolean;
  /** Skills it may be made with; empty when it is not an attack roll. */
  readonly skills: readonly AttackSkill[];
  readonly opposed: boolean;
}

/** The Special Combat Maneuvers (FC-MAN-*), as modifiers and costs. */
export const MANEUVERS: Readonly<Record<ManeuverKey, ManeuverEntry>> = {
  // Bash, Improvised and Unarmed are attack profiles: a normal roll with fixed Weapon Dice.
  bash: { key: "bash", action: "partial", poolDice: 0, weaponDiceOverride: 0, damage: "fatigue", countsTowardLimit: false, skills: ["melee"], opposed: false },
  improvised: { key: "improvised", action: "partial", poolDice: 0, weaponDiceOverride: -1, damage: "fatigue", countsTowardLimit: false, skills: ["melee", "ranged"], opposed: false },
  unarmed: { key: "unarmed", action: "partial", poolDice: 0, weaponDiceOverride: -2, damage: "fatigue", countsTowardLimit: false, skills: ["melee"], opposed: false },
  charge: { key: "charge", action: "full", poolDice: 1, countsTowardLimit: true, skills: ["melee"], opposed: false },
  focused: { key: "focused", action: "full", poolDice: 2, countsTowardLimit: true, skills: ["melee", "ranged"], opposed: false },
  coupDeGrace: { key: "coupDeGrace", action: "full", poolDice: 0, countsTowardLimit: true, skills: ["melee", "ranged"], opposed: false },
  dodge: { key: "dodge", action: "partial", poolDice: 0, countsTowardLimit: true, skills: [], opposed: false },
  disarm: { key: "disarm", action: "partial", poolDice: 0, countsTowardLimit: true, skills: ["melee"], opposed: true },
  feint: { key: "feint", action: "partial", poolDice: 0, countsTowardLimit: true, skills: [], opposed: true },
  grapple: { key: "grapple", action: "partial", poolDice: 0, countsTowardLimit: true, skills: ["melee"], opposed: true },
  // Escaping and crushing follow from an existing grapple; they do not use up the turn's maneuver.
  breakGrapple: { key: "breakGrapple", action: "partial", poolDice: 0, countsTowardLimit: false, skills: ["melee"], opposed: true },
  grappleCrush: { key: "grappleCrush", action: "full", poolDice: 0, damage: "fatigue", countsTowardLimit: false, skills: [], opposed: false },
};

/** Minimum straight run before a Charge, in feet (FC-MAN-4). */
export const CHARGE_MIN_FEET = 10;

/** Fatigue a grapple crush inflicts automatically (FC-MAN-11). */
export const GRAPPLE_CRUSH_FATIGUE = 1;
