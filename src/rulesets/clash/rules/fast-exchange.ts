import { formulaTotal, type TapeDice } from "../../../core/die-source.js";
import { RulesError, requireInteger } from "../../../core/errors.js";
import type { ParsedFormula } from "../../../core/formula.js";
import { ACTION_AP_COST, checkAction, damageAfterArmor, type ClashAction } from "./actions.js";
import { driveExchange, startExchange } from "./exchange.js";
import type { ExchangeChoice, ExchangeDecision, ExchangeInput, ExchangeOutcome, ExchangeState, LuckUse } from "./exchange-types.js";
import type { ClashOptions, TierPreset } from "./options.js";
import { resolveClash, type Side } from "./table.js";
import { flipRoll, isSuccessful, makeRoll, type ClashRoll } from "./tiers.js";

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

function ownFailureUse(policy: ClashPolicy, roll: ClashRoll, preset: TierPreset): LuckUse {
  if (policy.ownFailure === "pass") return "pass";
  if (policy.ownFailure === "reroll") return "reroll";
  return isSuccessful(flipRoll(roll, preset).tier) ? "flip" : "reroll";
}

function forces(policy: ClashPolicy, opponentRoll: ClashRoll | null): boolean {
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

/** What a clash left behind, in numbers. */
export interface FastClashResult {
  readonly hitter: Side | null;
  /** Damage after armor dealt by the hitter to the other side. */
  readonly dealt: number;
  readonly attacker: { readonly ap: number; readonly luck: number };
  readonly defender: { readonly ap: number; readonly luck: number };
  readonly reacted: boolean;
}

const checkedActions = new WeakMap<ClashAction, ParsedFormula | null>();

function formulaOf(action: ClashAction): ParsedFormula | null {
  let formula = checkedActions.get(action);
  if (formula === undefined) {
    formula = checkAction(action, action.kind);
    checkedActions.set(action, formula);
  }
  return formula;
}

/**
 * One clash (DL-FLOW-1…7) with numbers only, for the simulator: the same rolls, Luck windows,
 * table and damage as `startExchange` + `driveExchange` with `clashChooser`, through the same rule
 * functions, in the same dice order. Maneuver choices and reopened Luck windows are played by the
 * step machine on the same dice (the tape is rewound). A property test proves both agree.
 */
export function fastClash(input: ExchangeInput, options: ClashOptions, policies: { readonly attacker: ClashPolicy; readonly defender: ClashPolicy }, dice: TapeDice): FastClashResult {
  dice.reset();
  const slow = (): FastClashResult => {
    dice.rewind();
    return fromStepOutcome(driveExchange(startExchange(input, options), dice, clashChooser(policies.attacker, policies.defender)));
  };
  const { attacker, defender } = input;
  if (options.reopenLuckWindows || attacker.id === defender.id) return slow();
  requireInteger(attacker.ap, "ap", 0, 1000);
  if (attacker.ap < ACTION_AP_COST) throw new RulesError("FRAY.Clash.Error.NoActionPoints", { actor: attacker.id });
  requireInteger(defender.ap, "ap", 0, 1000);
  requireInteger(attacker.luck, "luck", 0, 1000);
  requireInteger(defender.luck, "luck", 0, 1000);
  const attackFormula = formulaOf(attacker.action);
  if (attacker.action.kind !== "proactive") throw new RulesError("FRAY.Clash.Error.WrongActionKind", { action: attacker.action.id, expected: "proactive" });
  const preset = options.tierPreset;
  let attackerLuck = attacker.luck;
  let defenderLuck = defender.luck;
  let defenderAp = defender.ap;
  const rollFor = (skill: number): ClashRoll => makeRoll(dice.rollOne(100), skill, preset);

  // Window 3: the attacker's own failure (DL-LUCK-1).
  let attackRoll = rollFor(attacker.action.skill);
  if (!isSuccessful(attackRoll.tier) && attackerLuck >= 1) {
    const use = ownFailureUse(policies.attacker, attackRoll, preset);
    if (use !== "pass") {
      attackerLuck--;
      attackRoll = use === "flip" ? flipRoll(attackRoll, preset) : rollFor(attacker.action.skill);
    }
  }
  // Window 4.1: the defender forces a reroll (DL-LUCK-2).
  if (defenderLuck >= 1 && forces(policies.defender, attackRoll)) {
    defenderLuck--;
    attackRoll = rollFor(attacker.action.skill);
  }
  // The reaction (DL-FLOW-4): only with AP and a reaction to take.
  let reaction: ClashAction | null = null;
  if (defenderAp >= ACTION_AP_COST && defender.reactions.length > 0 && policies.defender.react) {
    reaction = defender.reactions[0]!;
    formulaOf(reaction);
    defenderAp -= ACTION_AP_COST;
  }
  let defenceRoll: ClashRoll | null = null;
  if (reaction) {
    defenceRoll = rollFor(reaction.skill);
    // Window 5.1: the attacker forces a reroll (DL-LUCK-3).
    if (attackerLuck >= 1 && forces(policies.attacker, defenceRoll)) {
      attackerLuck--;
      defenceRoll = rollFor(reaction.skill);
    }
    // Window 6: the defender's own failure (DL-LUCK-4).
    if (!isSuccessful(defenceRoll.tier) && defenderLuck >= 1) {
      const use = ownFailureUse(policies.defender, defenceRoll, preset);
      if (use !== "pass") {
        defenderLuck--;
        defenceRoll = use === "flip" ? flipRoll(defenceRoll, preset) : rollFor(reaction.skill);
      }
    }
  }
  const resolution = resolveClash(attackRoll, defenceRoll, options);
  const hitter = resolution.hitter;
  if (hitter !== null && resolution.maneuvers > 0 && ((hitter === "attacker" ? attacker : defender).maneuvers ?? []).length > 0) return slow();
  let dealt = 0;
  const action = hitter === "attacker" ? attacker.action : hitter === "defender" ? reaction : null;
  if (action?.dealsDamage) {
    const formula = hitter === "attacker" ? attackFormula : formulaOf(action);
    dealt = damageAfterArmor(formula ? formulaTotal(dice, formula) : 0, (hitter === "attacker" ? defender : attacker).armor);
  }
  return { hitter, dealt, attacker: { ap: attacker.ap - ACTION_AP_COST, luck: attackerLuck }, defender: { ap: defenderAp, luck: defenderLuck }, reacted: reaction !== null };
}

/** The step machine's outcome in the fast path's terms. */
export function fromStepOutcome(o: ExchangeOutcome): FastClashResult {
  return { hitter: o.resolution.hitter, dealt: o.damage?.dealt ?? 0, attacker: o.attacker, defender: o.defender, reacted: o.reactionId !== null };
}
