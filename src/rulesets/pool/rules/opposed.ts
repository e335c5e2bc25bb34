import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireDicePort, type Dice } from "../../../core/dice.js";
import { MAX_DICE, requireArray, requireOneOf, requireRecord, requireString } from "../../../core/validate.js";
import { conditionIdOf, MAX_ROUND, requireCondition, type Condition, type FrayEvent } from "../../../core/vocabulary.js";
import { disarmedCondition, feintedCondition, grappleConditions } from "./conditions.js";
import { DEFAULT_POOL_OPTIONS, type PoolOptions } from "./options.js";
import { buildPool, countSuccesses, type PoolBreakdown, type PoolModifier } from "./pool.js";
import { GRAPPLE_CRUSH_FATIGUE } from "./maneuvers.js";
import { applyDamage, type DamageApplication, type TrackState } from "./tracks.js";

export type OpposedKind = "disarm" | "feint" | "grapple" | "breakGrapple";
export type OpposedRole = "initiator" | "target";
/** Skill each party rolls. */
export type OpposedSkill = "melee" | "persuasion" | "willpower";

/** What the flow knows about one party before anyone rolls. */
export interface OpposedParty {
  readonly id: string;
  /** Dice of the skill this party rolls for this maneuver (see `opposedSkills`). */
  readonly skillDice: number;
  /** Weapon Dice of the weapon in hand (Disarm both; Feint initiator; Grapple target). */
  readonly weaponDice?: number;
  /** Parry and Armor points: Feint target adds both as dice, Grapple target adds Parry. */
  readonly parry?: number;
  readonly armor?: number;
  /** Track, injury and poison penalties (zero or negative). */
  readonly penalty?: number;
}

const OPPOSED_KINDS: readonly OpposedKind[] = ["disarm", "feint", "grapple", "breakGrapple"];
const OPPOSED_ROLES: readonly OpposedRole[] = ["initiator", "target"];

/** An exchange handed back by a card: its kind, round, parties, both pools and any dice recorded. */
function requireOpposed(value: unknown, field = "opposed"): OpposedState {
  const state = requireRecord(value, field);
  requireOneOf(state.kind, `${field}.kind`, OPPOSED_KINDS);
  requireInteger(state.round, `${field}.round`, 0, MAX_ROUND);
  requireString(state.initiatorId, `${field}.initiatorId`);
  requireString(state.targetId, `${field}.targetId`);
  for (const role of OPPOSED_ROLES) {
    requireInteger(requireRecord(state[`${role}Pool`], `${field}.${role}Pool`).rolled, `${field}.${role}Pool.rolled`, 0, MAX_DICE);
    if (state[`${role}Dice`] !== undefined) requireArray(state[`${role}Dice`], `${field}.${role}Dice`, MAX_DICE);
  }
  return value as OpposedState;
}

/** Skills each party uses (FC-MAN-6, -7, -9, -10). */
export function opposedSkills(kind: OpposedKind): Readonly<Record<OpposedRole, OpposedSkill>> {
  return kind === "feint" ? { initiator: "persuasion", target: "willpower" } : { initiator: "melee", target: "melee" };
}

/** Pool each party rolls (Parry and Armor never cancel dice in these contests). */
export function opposedPool(kind: OpposedKind, role: OpposedRole, party: OpposedParty, options: Pick<PoolOptions, "minimumPool"> = DEFAULT_POOL_OPTIONS): PoolBreakdown {
  requireOneOf(kind, "kind", OPPOSED_KINDS);
  requireOneOf(role, "role", OPPOSED_ROLES);
  const parts: PoolModifier[] = [{ source: "skill", dice: requireInteger(requireRecord(party, "party").skillDice, "skillDice", 0, 100) }];
  const weapon = party.weaponDice ?? 0;
  if (kind === "disarm") parts.push({ source: "weapon", dice: weapon });
  if (kind === "feint" && role === "initiator") parts.push({ source: "weapon", dice: weapon });
  if (kind === "feint" && role === "target") parts.push({ source: "defenseDice", dice: (party.parry ?? 0) + (party.armor ?? 0) });
  if (kind === "grapple" && role === "target") {
    // The target "may" add these: it adds a weapon only when that helps (never Unarmed's −2D).
    parts.push({ source: "weapon", dice: Math.max(0, weapon) });
    parts.push({ source: "parryDice", dice: party.parry ?? 0 });
  }
  parts.push({ source: "tracks", dice: party.penalty ?? 0 });
  return buildPool(parts, options);
}

export interface OpposedState {
  readonly kind: OpposedKind;
  readonly round: number;
  readonly initiatorId: string;
  readonly targetId: string;
  readonly initiatorPool: PoolBreakdown;
  readonly targetPool: PoolBreakdown;
  readonly initiatorDice?: readonly number[];
  readonly targetDice?: readonly number[];
}

/** The next thing the exchange needs: a roll from one party, or nothing (it is over). */
export type OpposedDecision =
  | { readonly type: "roll"; readonly role: OpposedRole; readonly actorId: string; readonly skill: OpposedSkill; readonly dice: number }
  | { readonly type: "done"; readonly result: OpposedResolution };

export interface OpposedResolution {
  readonly kind: OpposedKind;
  readonly initiatorSuccesses: number;
  readonly targetSuccesses: number;
  /** The initiator must beat the target by at least one (FC-DICE-4). */
  readonly initiatorWins: boolean;
  /** Conditions to add and remove (ids on whom) and the matching events. */
  readonly events: FrayEvent[];
  /** Disarm only: the weapon lands this many yards away in a random direction. */
  readonly weaponScatterYards?: number;
}

/** Opens the exchange: the initiator rolls first, then the target's owner rolls from the card. */
export function startOpposed(
  kind: OpposedKind,
  initiator: OpposedParty,
  target: OpposedParty,
  round: number,
  options: Pick<PoolOptions, "minimumPool"> = DEFAULT_POOL_OPTIONS,
): OpposedState {
  requireOneOf(kind, "kind", OPPOSED_KINDS);
  requireInteger(round, "round", 0, MAX_ROUND);
  requireString(requireRecord(initiator, "initiator").id, "initiator.id");
  requireString(requireRecord(target, "target").id, "target.id");
  if (initiator.id === target.id) throw new RulesError("FRAY.Pool.Error.SelfTarget", { kind });
  return {
    kind,
    round,
    initiatorId: initiator.id,
    targetId: target.id,
    initiatorPool: opposedPool(kind, "initiator", initiator, options),
    targetPool: opposedPool(kind, "target", target, options),
  };
}

export function nextOpposedDecision(state: OpposedState): OpposedDecision {
  requireOpposed(state);
  const skills = opposedSkills(state.kind);
  if (!state.initiatorDice) return { type: "roll", role: "initiator", actorId: state.initiatorId, skill: skills.initiator, dice: state.initiatorPool.rolled };
  if (!state.targetDice) return { type: "roll", role: "target", actorId: state.targetId, skill: skills.target, dice: state.targetPool.rolled };
  return { type: "done", result: resolveOpposedState(state, state.initiatorDice, state.targetDice) };
}

/** Records the dice of the party whose roll is pending; refuses a roll out of turn or of the wrong size. */
export function submitOpposedRoll(state: OpposedState, role: OpposedRole, dice: readonly number[]): OpposedState {
  requireOneOf(role, "role", OPPOSED_ROLES);
  requireArray(dice, "dice", MAX_DICE);
  const pending = nextOpposedDecision(state);
  if (pending.type !== "roll" || pending.role !== role) throw new RulesError("FRAY.Pool.Error.NotYourRoll", { role });
  if (dice.length !== pending.dice) throw new RulesError("FRAY.Pool.Error.WrongDiceCount", { expected: pending.dice, got: dice.length });
  countSuccesses(dice); // validates faces
  return role === "initiator" ? { ...state, initiatorDice: [...dice] } : { ...state, targetDice: [...dice] };
}

/** Rolls the pending party's dice through the port (the Foundry port shows a real Roll). */
export function rollOpposed(state: OpposedState, dice: Dice): OpposedState {
  requireDicePort(dice);
  const pending = nextOpposedDecision(state);
  if (pending.type !== "roll") return state;
  const results = pending.dice === 0 ? [] : dice.roll(pending.dice, 6, `${state.kind}:${pending.role}`);
  return submitOpposedRoll(state, pending.role, results);
}

function resolveOpposedState(state: OpposedState, initiatorDice: readonly number[], targetDice: readonly number[]): OpposedResolution {
  const initiatorSuccesses = countSuccesses(initiatorDice);
  const targetSuccesses = countSuccesses(targetDice);
  const initiatorWins = initiatorSuccesses - targetSuccesses >= 1;
  const base = { kind: state.kind, initiatorSuccesses, targetSuccesses, initiatorWins };
  if (!initiatorWins) return { ...base, events: [] };
  const add = (targetId: string, condition: Condition): FrayEvent => ({ type: "conditionAdded", targetId, condition });
  switch (state.kind) {
    case "disarm":
      return { ...base, events: [add(state.targetId, disarmedCondition(state.targetId, state.round))], weaponScatterYards: 1 };
    case "feint":
      return { ...base, events: [add(state.targetId, feintedCondition(state.targetId, state.round))] };
    case "grapple": {
      const c = grappleConditions(state.initiatorId, state.targetId, state.round);
      return { ...base, events: [add(state.targetId, c.target), add(state.initiatorId, c.holder)] };
    }
    case "breakGrapple":
      // Here the initiator is the grappled character and the target its holder.
      return {
        ...base,
        events: [
          { type: "conditionExpired", targetId: state.initiatorId, conditionId: "grappled" },
          { type: "conditionExpired", targetId: state.targetId, conditionId: "grappling" },
        ],
      };
  }
}

export const COMPASS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"] as const;
/** Random direction for a knocked-away weapon: one d8 through the port. */
export function scatterDirection(dice: Dice): (typeof COMPASS)[number] {
  const [face] = requireDicePort(dice).roll(1, 8, "scatter");
  return COMPASS[(face ?? 1) - 1]!;
}

/**
 * Grapple crush (FC-MAN-11): a holder spends a Full Action to inflict 1 Fatigue on the character
 * it holds, with no roll. Refused unless `holderConditions` show it grappling `targetId`.
 */
export function grappleCrush(
  holderConditions: readonly Condition[],
  targetId: string,
  targetFatigue: TrackState,
): DamageApplication & { readonly action: "full" } {
  requireString(targetId, "targetId");
  const holding = (requireArray(holderConditions, "holderConditions") as readonly Condition[]).some((c) => conditionIdOf(c, "holderConditions[]") === "grappling" && requireCondition(c, "holderConditions[]").data?.holding === targetId);
  if (!holding) throw new RulesError("FRAY.Pool.Error.NotGrappling", { target: targetId });
  return { ...applyDamage(targetId, targetFatigue, "fatigue", GRAPPLE_CRUSH_FATIGUE), action: "full" };
}
