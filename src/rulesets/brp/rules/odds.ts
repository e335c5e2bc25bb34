import { ATTACK_DEFENCE_MATRIX, resolveMatrix, type DefenceKind, type Delivered, type HittingLevel, type MatrixOutcome } from "./matrix.js";
import { requireBoolean, requireOneOf, requireRecord } from "../../../core/validate.js";
import { BRP_DEFAULTS } from "./options.js";
import { SUCCESS_LEVELS, successLevel, type LevelLimits, type RollOptions, type SuccessLevel } from "./success.js";

export type LevelOdds = Record<SuccessLevel, number>;

/** Exact chance of each success level for a chance and limits: each of the 100 faces counted once. */
export function successOdds(chance: number, options: RollOptions = BRP_DEFAULTS, limits: LevelLimits = {}): LevelOdds {
  // Count whole faces, then divide once, so 3 faces give exactly 0.03 rather than a sum of 0.01s.
  const faces: LevelOdds = { fumble: 0, failure: 0, success: 0, special: 0, critical: 0 };
  for (let roll = 1; roll <= 100; roll++) faces[successLevel(roll, chance, options, limits)]++;
  for (const level of SUCCESS_LEVELS) faces[level] /= 100;
  return faces;
}

export interface DefenceForOdds {
  readonly kind: DefenceKind;
  readonly chance?: number;
  readonly limits?: LevelLimits;
}

const DEFENCE_KINDS: readonly DefenceKind[] = ["parry", "dodge", "none"];

export interface MatrixCellOdds {
  readonly attack: SuccessLevel;
  /** The defence level met ("failure" for no defence); undefined when the attack missed. */
  readonly defence: SuccessLevel | undefined;
  readonly probability: number;
  readonly outcome: MatrixOutcome;
}

export interface ExchangeOdds {
  readonly attack: LevelOdds;
  readonly defence: LevelOdds | null;
  /** One entry per matrix row reachable with this defence, plus the attack's failure and fumble. */
  readonly cells: readonly MatrixCellOdds[];
  /** Chance of each delivered result; "miss" is a failed or fumbled attack. */
  readonly delivered: Record<Delivered | "miss", number>;
  readonly attackerFumbles: number;
  readonly defenderFumbles: number;
}

/**
 * Exact odds of an attack against a chosen parry, dodge or no defence. The two d100s are
 * independent, so the 10,000 pairs collapse to the product of the two level distributions: 15
 * matrix cells plus the two misses.
 */
export function exchangeOdds(attackChance: number, defence: DefenceForOdds, melee = true, options: RollOptions = BRP_DEFAULTS, attackLimits: LevelLimits = {}): ExchangeOdds {
  requireOneOf(requireRecord(defence, "defence").kind, "defence.kind", DEFENCE_KINDS);
  requireBoolean(melee, "melee");
  const attack = successOdds(attackChance, options, attackLimits);
  const defenceOdds = defence.kind === "none" ? null : successOdds(defence.chance ?? 0, options, defence.limits ?? {});
  const cells: MatrixCellOdds[] = [];
  const delivered: Record<Delivered | "miss", number> = { miss: 0, blocked: 0, success: 0, special: 0, critical: 0 };
  let attackerFumbles = 0;
  let defenderFumbles = 0;
  for (const level of ["failure", "fumble"] as const) {
    const p = attack[level];
    cells.push({ attack: level, defence: undefined, probability: p, outcome: resolveMatrix(level, { kind: "none" }, melee) });
    delivered.miss += p;
    if (level === "fumble") attackerFumbles += p;
  }
  for (const level of Object.keys(ATTACK_DEFENCE_MATRIX) as HittingLevel[]) {
    const pa = attack[level];
    const defenceLevels: readonly SuccessLevel[] = defenceOdds ? SUCCESS_LEVELS : ["failure"];
    for (const dl of defenceLevels) {
      const p = pa * (defenceOdds ? defenceOdds[dl] : 1);
      const outcome = resolveMatrix(level, defence.kind === "none" ? { kind: "none" } : { kind: defence.kind, level: dl }, melee);
      cells.push({ attack: level, defence: dl, probability: p, outcome });
      delivered[outcome.delivered] += p;
      if (outcome.defenderFumbles) defenderFumbles += p;
    }
  }
  return { attack, defence: defenceOdds, cells, delivered, attackerFumbles, defenderFumbles };
}
