import { attackOutcome, resolveAttack, type AttackPlan, type DieOutcome } from "../rules/attack.js";
import type { ParryLoss } from "../rules/defense.js";
import { checkChance, opposedChance } from "../rules/odds.js";
import type { PoolModifier } from "../rules/pool.js";
import { resolveCheck } from "../rules/check.js";
import type { PoolEncounterState } from "../rules/encounter.js";
import { DEFAULT_POOL_OPTIONS, type PoolOptions } from "../rules/options.js";
import {
  ATTACK_SKILL_LABELS,
  DAMAGE_LABELS,
  DIE_OUTCOME_LABELS,
  MANEUVER_LABELS,
  PARRY_LOSS_LABELS,
  POOL_SOURCE_LABELS,
  SKILL_LABELS,
  TRACK_LABELS,
} from "../sheets/labels.js";

/**
 * Pure builders of the pool chat cards. A card's payload (stored in the exchange message) holds
 * the facts: who, the pool, the dice faces, the defenders' Parry and Armor. The context each card
 * template renders is recomputed from those facts by the rules on every render, so a card can
 * never show a number the rules did not produce.
 */

export interface ActorRef {
  readonly uuid: string | null;
  readonly name: string;
  readonly img: string;
}

export interface DieView {
  readonly face: number;
  readonly outcome: DieOutcome;
  readonly label: string;
}

export interface BreakdownView {
  readonly label: string;
  readonly dice: string;
}

export function breakdownView(parts: readonly PoolModifier[]): BreakdownView[] {
  return parts.map((p) => ({ label: POOL_SOURCE_LABELS[p.source], dice: p.source === "skill" ? `${p.dice}D` : `${p.dice > 0 ? "+" : ""}${p.dice}D` }));
}

export function plainDice(faces: readonly number[]): DieView[] {
  return faces.map((face) => {
    const outcome: DieOutcome = face >= 3 ? "success" : "failure";
    return { face, outcome, label: DIE_OUTCOME_LABELS[outcome] };
  });
}

export interface AppliedLine {
  readonly applicationId: string;
  readonly key: string;
  readonly name: string;
  readonly amount: number;
  readonly track: string;
}

/** What every card body lists under its result: the changes its buttons made. */
function footer(applied: readonly AppliedLine[]) {
  return { applied: applied.map((line) => ({ ...line })) };
}

// ---------------------------------------------------------------- attack

export interface AttackTarget extends ActorRef {
  readonly tokenUuid: string | null;
  readonly parry: number;
  readonly armor: number;
  readonly parryApplies: boolean;
  readonly parryLostBecause: ParryLoss | null;
}

export interface AttackPayload {
  readonly attacker: ActorRef;
  /** Weapon name, or empty for unarmed and creature attacks. */
  readonly weapon: string;
  readonly plan: AttackPlan;
  readonly maneuver: string;
  readonly dice: readonly number[];
  readonly targets: readonly AttackTarget[];
  /** Headline i18n key (weapon attack, mount attack, team attack …). */
  readonly headline: string;
  readonly applied: readonly AppliedLine[];
  /** Poison on the weapon, delivered by the first hit that deals a Wound (FC-POI-8). */
  readonly coating?: { readonly batchId: string; readonly strength: "weak" | "mild" | "strong" | "vile"; readonly weaponUuid: string } | null;
  /** The target the coating's dose reached, once applied. */
  readonly poisonedUuid?: string | null;
  /** Whether the GM has already rolled the injuries this card offered. */
  readonly injuriesRolled?: boolean;
}

/** Damage and fate of one target, decided by the rules from the stored dice and defense. */
export function attackAgainst(payload: Pick<AttackPayload, "plan" | "dice">, target: Pick<AttackTarget, "parry" | "armor" | "parryApplies">, options: Pick<PoolOptions, "injuryThreshold"> = DEFAULT_POOL_OPTIONS) {
  const resolution = resolveAttack({ dice: payload.dice, parry: target.parry, armor: target.armor, parryApplies: target.parryApplies });
  return { resolution, outcome: attackOutcome(payload.plan, resolution, options) };
}

/**
 * Whether an attack card has anything for Apply to do: some target takes damage or is killed
 * (a 0-damage card offers no Apply, and so never an Undo of nothing).
 */
export function attackHasEffect(payload: Pick<AttackPayload, "plan" | "dice" | "targets">, options: Pick<PoolOptions, "injuryThreshold"> = DEFAULT_POOL_OPTIONS): boolean {
  return payload.targets.some((target) => {
    const { outcome } = attackAgainst(payload, target, options);
    return outcome.kills || outcome.damage > 0;
  });
}

export function attackCardContext(payload: AttackPayload, options: Pick<PoolOptions, "injuryThreshold"> = DEFAULT_POOL_OPTIONS) {
  const raw = plainDice(payload.dice);
  return {
    attacker: payload.attacker,
    headline: { key: payload.headline, weapon: payload.weapon },
    skillLabel: ATTACK_SKILL_LABELS[payload.plan.skill],
    maneuverLabel: payload.maneuver && payload.maneuver !== "none" && payload.maneuver in MANEUVER_LABELS ? MANEUVER_LABELS[payload.maneuver as keyof typeof MANEUVER_LABELS] : "",
    damageLabel: DAMAGE_LABELS[payload.plan.damageTrack],
    coated: Boolean(payload.coating),
    breakdown: breakdownView(payload.plan.pool.parts),
    rolled: payload.plan.pool.rolled,
    dice: raw,
    rawSuccesses: raw.filter((d) => d.outcome === "success").length,
    /** Shown when the targets were hit by nothing: the card closes without an Apply button. */
    nothingToApply: payload.targets.length > 0 && payload.applied.length === 0 && !attackHasEffect(payload, options),
    targets: payload.targets.map((t) => {
      const { resolution, outcome } = attackAgainst(payload, t, options);
      return {
        name: t.name,
        uuid: t.uuid,
        parry: t.parry,
        armor: t.armor,
        parryApplies: t.parryApplies,
        parryLostLabel: t.parryLostBecause && t.parryLostBecause !== "ranged" ? PARRY_LOSS_LABELS[t.parryLostBecause] : "",
        dice: resolution.dice.map((d) => ({ ...d, label: DIE_OUTCOME_LABELS[d.outcome] })),
        rawSuccesses: resolution.rawSuccesses,
        cancelledByParry: resolution.cancelledByParry,
        cancelledByArmor: resolution.cancelledByArmor,
        damage: outcome.damage,
        trackLabel: TRACK_LABELS[outcome.track],
        kills: outcome.kills,
        offerInjury: outcome.offerInjury,
      };
    }),
    ...footer(payload.applied),
  };
}

// ---------------------------------------------------------------- check

export interface CheckPayload {
  readonly actor: ActorRef;
  readonly skill: string;
  /** A custom skill's name (FC-DATA-1), as it stood when rolled. */
  readonly skillName?: string;
  readonly parts: readonly PoolModifier[];
  readonly rolled: number;
  readonly difficulty: number;
  readonly dice: readonly number[];
  readonly headline: string;
  readonly notes: ReadonlyArray<{ readonly key: string; readonly amount?: number; readonly hours?: number; readonly name?: string }>;
  readonly applied: readonly AppliedLine[];
}

export function checkCardContext(payload: CheckPayload) {
  const result = resolveCheck({ dice: payload.dice, difficulty: payload.difficulty });
  return {
    actor: payload.actor,
    headline: { key: payload.headline },
    skillLabel: payload.skillName ?? SKILL_LABELS[payload.skill as keyof typeof SKILL_LABELS] ?? "FRAY.Pool.Source.Skill",
    difficulty: payload.difficulty,
    chance: 100 * checkChance(payload.rolled, payload.difficulty),
    breakdown: breakdownView(payload.parts),
    rolled: payload.rolled,
    dice: plainDice(payload.dice),
    successes: result.successes,
    passed: result.passed,
    failedBy: result.failedBy,
    notes: payload.notes.map((n) => ({ amount: 0, hours: 0, name: "", ...n })),
    ...footer(payload.applied),
  };
}

// ---------------------------------------------------------------- opposed

export interface OpposedSide extends ActorRef {
  readonly skill: string;
  readonly parts: readonly PoolModifier[];
  readonly rolled: number;
  /** Faces, or null while this side has not rolled yet. */
  readonly dice: readonly number[] | null;
}

export interface OpposedPayload {
  readonly kind: "disarm" | "feint" | "grapple" | "breakGrapple";
  readonly initiator: OpposedSide;
  readonly target: OpposedSide;
  readonly scatter: string | null;
  readonly applied: readonly AppliedLine[];
}

const OPPOSED_HEADLINES = {
  disarm: "FRAY.Pool.Card.DisarmHeadline",
  feint: "FRAY.Pool.Card.FeintHeadline",
  grapple: "FRAY.Pool.Card.GrappleHeadline",
  breakGrapple: "FRAY.Pool.Card.BreakHeadline",
} as const;
const OPPOSED_WIN = {
  disarm: "FRAY.Pool.Card.DisarmWin",
  feint: "FRAY.Pool.Card.FeintWin",
  grapple: "FRAY.Pool.Card.GrappleWin",
  breakGrapple: "FRAY.Pool.Card.BreakWin",
} as const;

export function opposedCardContext(payload: OpposedPayload) {
  const side = (s: OpposedSide) => ({
    name: s.name,
    skillLabel: SKILL_LABELS[s.skill as keyof typeof SKILL_LABELS] ?? "FRAY.Pool.Source.Skill",
    breakdown: breakdownView(s.parts),
    rolled: s.rolled,
    hasRolled: s.dice !== null,
    dice: plainDice(s.dice ?? []),
    successes: (s.dice ?? []).filter((f) => f >= 3).length,
  });
  const sides = [side(payload.initiator), side(payload.target)];
  const done = payload.initiator.dice !== null && payload.target.dice !== null;
  const initiatorWins = done && sides[0]!.successes - sides[1]!.successes >= 1;
  return {
    headline: OPPOSED_HEADLINES[payload.kind],
    initiator: payload.initiator,
    target: payload.target,
    sides,
    outcome: done ? { initiatorWins, label: initiatorWins ? OPPOSED_WIN[payload.kind] : "FRAY.Pool.Card.OpposedFail", direction: payload.scatter ?? "" } : null,
    odds: done ? 0 : 100 * opposedChance(payload.initiator.rolled, payload.target.rolled),
    ...footer(payload.applied),
  };
}

// ---------------------------------------------------------------- ram

export interface RamPayload {
  readonly ship: ActorRef;
  readonly pilot: ActorRef;
  readonly target: ActorRef & { readonly tokenUuid: string | null; readonly armor: number; readonly isCreature: boolean };
  readonly parts: readonly PoolModifier[];
  readonly rolled: number;
  readonly dice: readonly number[];
  readonly usesDedicatedRam: boolean;
  readonly rawSuccesses: number;
  readonly cancelled: number;
  readonly damageToTarget: number;
  readonly damageToRammer: number;
  readonly targetTrack: "structure" | "wound";
  readonly applied: readonly AppliedLine[];
}

export function ramCardContext(payload: RamPayload) {
  return {
    ship: payload.ship,
    pilot: payload.pilot,
    target: payload.target,
    hasRam: payload.usesDedicatedRam,
    breakdown: breakdownView(payload.parts),
    rolled: payload.rolled,
    dice: plainDice(payload.dice),
    rawSuccesses: payload.rawSuccesses,
    cancelled: payload.cancelled,
    damageToTarget: payload.damageToTarget,
    targetTrackLabel: TRACK_LABELS[payload.targetTrack],
    damageToRammer: payload.damageToRammer,
    ...footer(payload.applied),
  };
}

// ---------------------------------------------------------------- effect (crush, poison timer, recovery, dodge)

export interface EffectPayload {
  readonly actor: ActorRef;
  readonly headline: string;
  readonly targetName: string;
  readonly dice: readonly number[];
  readonly lines: ReadonlyArray<{ readonly key: string; readonly name?: string; readonly amount?: number; readonly hours?: number; readonly track?: string }>;
  readonly applied: readonly AppliedLine[];
}

export function effectCardContext(payload: EffectPayload) {
  return {
    actor: payload.actor,
    headline: payload.headline,
    targetName: payload.targetName,
    dice: payload.dice.length ? plainDice(payload.dice) : null,
    lines: payload.lines.map((l) => ({ name: "", amount: 0, hours: 0, track: "", ...l })),
    ...footer(payload.applied),
  };
}

// ---------------------------------------------------------------- initiative

/** The initiative post: each side's d6 in the order the rules settled, with the tie-break note. */
export function initiativeCardContext(state: Pick<PoolEncounterState, "sides" | "round">, sideNames: Readonly<Record<string, string>>) {
  const first = state.sides[0];
  const tied = state.sides.filter((s) => s.rolls[0] === first?.rolls[0]).length > 1;
  return {
    round: state.round,
    sides: state.sides.map((s, i) => ({
      key: s.key,
      name: sideNames[s.key] ?? s.key,
      roll: s.rolls[0] ?? 0,
      rerolls: s.rolls.slice(1).join(", "),
      playerCharacters: s.playerCharacters,
      order: i + 1,
    })),
    winner: first ? sideNames[first.key] ?? first.key : "",
    tieNote: tied ? "FRAY.Pool.Card.InitiativeTie" : "",
  };
}
