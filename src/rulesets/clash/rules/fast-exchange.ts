import type { ExchangeChoice, ExchangeDecision, ExchangeOutcome, ExchangeState, LuckUse } from "./exchange-types.js";
import type { TierPreset } from "./options.js";
import type { Side } from "./table.js";
import { flipRoll, isSuccessful, type ClashRoll } from "./tiers.js";

/**
 * How a side plays the choices of a clash, as data (the simulator's tactics): whether the
 * defender reacts (with its first reaction), what a side does with its own failed roll (reroll,
 * flip when the flipped digits succeed and reroll otherwise, or keep it), and whether it forces
 * the other side to reroll a success. `clashChooser` turns it into the step machine's answers.
 */
export interface ClashPolicy {
  readonly react: boolean;
  readonly ownFailure: "reroll" | "flipOrReroll" | "pass";
  readonly forceReroll: "whenOpponentSucceeds" | "never";
}

export const DEFAULT_CLASH_POLICY: ClashPolicy = { react: true, ownFailure: "flipOrReroll", forceReroll: "whenOpponentSucceeds" };

/** What a side does with its own failed roll under its policy (DL-LUCK-1, DL-LUCK-4). */
export function ownFailureUse(policy: ClashPolicy, roll: ClashRoll, preset: TierPreset): LuckUse {
  if (policy.ownFailure === "pass") return "pass";
  if (policy.ownFailure === "reroll") return "reroll";
  return isSuccessful(flipRoll(roll, preset).tier) ? "flip" : "reroll";
}

/** Whether a side forces the other to reroll `opponentRoll` under its policy (DL-LUCK-2, DL-LUCK-3). */
export function forces(policy: ClashPolicy, opponentRoll: ClashRoll | null): boolean {
  return policy.forceReroll === "whenOpponentSucceeds" && opponentRoll !== null && isSuccessful(opponentRoll.tier);
}

/** The step machine's answers for two policies (attacker's, defender's); maneuvers are never taken. */
export function clashChooser(attacker: ClashPolicy, defender: ClashPolicy): (d: ExchangeDecision, s: ExchangeState) => ExchangeChoice {
  return (d, s) => {
    switch (d.type) {
      case "react":
        return { type: "react", reactionId: defender.react ? (d.reactionIds[0] ?? null) : null };
      case "luck":
        switch (d.window) {
          case "attackerOwnFailure":
            return { type: "luck", use: ownFailureUse(attacker, s.attackerRoll!, s.options.tierPreset) };
          case "defenderOwnFailure":
            return { type: "luck", use: ownFailureUse(defender, s.defenderRoll!, s.options.tierPreset) };
          case "defenderForcesReroll":
            return { type: "luck", use: forces(defender, s.attackerRoll) ? "forceReroll" : "pass" };
          case "attackerForcesReroll":
            return { type: "luck", use: forces(attacker, s.defenderRoll) ? "forceReroll" : "pass" };
        }
        break;
      case "chooseManeuvers":
        return { type: "chooseManeuvers", maneuverIds: [] };
      case "adjudicate":
        return { type: "acknowledge" };
      default:
        return { type: "roll" };
    }
    return { type: "roll" };
  };
}

/** What a clash left behind, in numbers: the terms the fast path and the step machine are compared in. */
export interface FastClashResult {
  readonly hitter: Side | null;
  /** Damage after armor dealt by the hitter to the other side. */
  readonly dealt: number;
  readonly attacker: { readonly ap: number; readonly luck: number };
  readonly defender: { readonly ap: number; readonly luck: number };
  readonly reacted: boolean;
}

/** The step machine's outcome in the fast path's terms. */
export function fromStepOutcome(o: ExchangeOutcome): FastClashResult {
  return { hitter: o.resolution.hitter, dealt: o.damage?.dealt ?? 0, attacker: o.attacker, defender: o.defender, reacted: o.reactionId !== null };
}
