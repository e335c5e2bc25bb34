import type { ClashAction, CombatManeuver } from "./actions.js";
import type { FollowUpResult } from "./opposed.js";
import type { ParsedFormula } from "../../../core/formula.js";
import type { ClashOptions } from "./options.js";
import type { ClashResolution, Side } from "./table.js";
import type { ClashRoll } from "./tiers.js";

/** The data shapes of one clash: what goes in, the state kept between clicks, and what comes out. */

export interface ExchangeCombatant {
  readonly id: string;
  readonly ap: number;
  readonly luck: number;
  /** Flat protection against damage (DL-CLASH-5). */
  readonly armor: number;
  /** Maneuvers this combatant may pick when it wins (DL-CM-3). */
  readonly maneuvers?: readonly CombatManeuver[];
  /** Skills a follow-up opposed roll may ask for, by key (e.g. "willpower"). */
  readonly skills?: Readonly<Record<string, number>>;
}

export interface ExchangeInput {
  readonly attacker: ExchangeCombatant & { readonly action: ClashAction };
  readonly defender: ExchangeCombatant & { readonly reactions: readonly ClashAction[] };
}

/** The four Luck windows of the flow, in the order they open (DL-LUCK-1…4). */
export const LUCK_WINDOWS = ["attackerOwnFailure", "defenderForcesReroll", "attackerForcesReroll", "defenderOwnFailure"] as const;
export type LuckWindow = (typeof LUCK_WINDOWS)[number];
export type LuckUse = "reroll" | "flip" | "forceReroll" | "pass";

export type ExchangeStep =
  | "attackerRoll"
  | "attackerLuck"
  | "defenderForce"
  | "defenderReaction"
  | "defenderRoll"
  | "attackerForce"
  | "defenderLuck"
  | "resolve"
  | "chooseManeuvers"
  | "rollDamage"
  | "followUp"
  | "adjudicateFumble"
  | "done";


export interface DamageResult {
  readonly actorId: string;
  readonly targetId: string;
  readonly rolled: number;
  readonly armor: number;
  readonly dealt: number;
  readonly faces: readonly (readonly number[])[];
}

export interface FollowUpRecord {
  readonly maneuverId: string;
  readonly targetId: string;
  readonly skill: string;
  readonly original: ClashRoll;
  readonly roll: ClashRoll;
  readonly result: FollowUpResult;
}

export type ExchangeEvent =
  | { readonly type: "spent"; readonly actorId: string; readonly resource: "ap" | "luck"; readonly amount: number }
  | { readonly type: "rolled"; readonly actorId: string; readonly role: "attack" | "reaction"; readonly roll: ClashRoll; readonly cause: "first" | "reroll" | "forcedReroll" | "flip" }
  | { readonly type: "reacted"; readonly actorId: string; readonly reactionId: string | null }
  | { readonly type: "resolved"; readonly resolution: ClashResolution }
  | { readonly type: "maneuversChosen"; readonly actorId: string; readonly maneuverIds: readonly string[] }
  | { readonly type: "damageRolled"; readonly damage: DamageResult }
  | { readonly type: "followUpRolled"; readonly record: FollowUpRecord }
  | { readonly type: "fumbleAdjudicated"; readonly fumblers: readonly Side[] };

export interface ExchangeState {
  readonly options: ClashOptions;
  readonly input: ExchangeInput;
  /** Damage formulas parsed once at the start: the attacker's, then each reaction's by id. */
  readonly attackerDamage: ParsedFormula | null;
  readonly reactionDamage: Readonly<Record<string, ParsedFormula | null>>;
  readonly step: ExchangeStep;
  /** AP and Luck left on each side after what this clash spent. */
  readonly attackerAp: number;
  readonly attackerLuck: number;
  readonly defenderAp: number;
  readonly defenderLuck: number;
  readonly attackerRoll: ClashRoll | null;
  /** undefined: not decided yet; null: the defender does not react (DL-FLOW-4 option 3). */
  readonly reaction: ClashAction | null | undefined;
  readonly defenderRoll: ClashRoll | null;
  readonly luckUsed: Readonly<Record<LuckWindow, boolean>>;
  readonly resolution: ClashResolution | null;
  readonly maneuverIds: readonly string[];
  readonly damage: DamageResult | null;
  readonly followUps: readonly FollowUpRecord[];
  readonly fumbleAdjudicated: boolean;
  readonly events: readonly ExchangeEvent[];
}

export interface ExchangeOutcome {
  readonly resolution: ClashResolution;
  readonly attackerRoll: ClashRoll;
  readonly defenderRoll: ClashRoll | null;
  readonly reactionId: string | null;
  readonly maneuverIds: readonly string[];
  readonly damage: DamageResult | null;
  readonly followUps: readonly FollowUpRecord[];
  readonly attacker: { readonly ap: number; readonly luck: number };
  readonly defender: { readonly ap: number; readonly luck: number };
}

export type ExchangeDecision =
  | { readonly type: "roll"; readonly step: "attackerRoll" | "defenderRoll"; readonly actorId: string; readonly skill: number }
  | { readonly type: "luck"; readonly window: LuckWindow; readonly actorId: string; readonly options: readonly LuckUse[] }
  | { readonly type: "react"; readonly actorId: string; readonly reactionIds: readonly string[] }
  | { readonly type: "chooseManeuvers"; readonly actorId: string; readonly count: number; readonly available: readonly CombatManeuver[] }
  | { readonly type: "rollDamage"; readonly actorId: string; readonly targetId: string; readonly formula: string; readonly armor: number }
  | { readonly type: "followUpRoll"; readonly actorId: string; readonly maneuverId: string; readonly skill: string; readonly skillValue: number; readonly against: ClashRoll }
  | { readonly type: "adjudicate"; readonly actorId: "GM"; readonly fumblers: readonly Side[] }
  | { readonly type: "done"; readonly outcome: ExchangeOutcome };

export type ExchangeChoice =
  | { readonly type: "roll" }
  | { readonly type: "luck"; readonly use: LuckUse }
  | { readonly type: "react"; readonly reactionId: string | null }
  | { readonly type: "chooseManeuvers"; readonly maneuverIds: readonly string[] }
  | { readonly type: "acknowledge" };

