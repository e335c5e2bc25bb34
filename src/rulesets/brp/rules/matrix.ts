import { RulesError } from "../../../core/errors.js";
import { levelRank, SUCCESS_LEVELS, type SuccessLevel } from "./success.js";

/** Attack levels that reach the defender; failures and fumbles end the exchange first. */
export type HittingLevel = "critical" | "special" | "success";
/** What the attack delivers after the defence: a hitting level, or nothing. */
export type Delivered = HittingLevel | "blocked";

/** One cell of the Attack and Defense Matrix (BRP-MTX-1). */
export interface MatrixCell {
  readonly delivered: Delivered;
  /** Whether body armor (and a parrying shield's armor) reduces the damage. */
  readonly armorApplies: boolean;
  /** Points the parrying weapon or shield loses (parries only, never dodges). */
  readonly parryingItemDamage: 0 | 2 | 4;
  /** Points the attacking weapon loses when the defence was a parry. */
  readonly attackingWeaponDamage: 0 | 1 | 2;
  /** The attacking-weapon damage applies only when the attack was a melee blow. */
  readonly attackingWeaponDamageMeleeOnly: boolean;
  /** The defender rolls on a fumble table. */
  readonly defenderFumbles: boolean;
}

const cell = (
  delivered: Delivered,
  extra: Partial<Omit<MatrixCell, "delivered" | "armorApplies">> = {},
): MatrixCell => ({
  delivered,
  armorApplies: delivered !== "critical",
  parryingItemDamage: extra.parryingItemDamage ?? 0,
  attackingWeaponDamage: extra.attackingWeaponDamage ?? 0,
  attackingWeaponDamageMeleeOnly: extra.attackingWeaponDamageMeleeOnly ?? false,
  defenderFumbles: extra.defenderFumbles ?? false,
});

/**
 * The matrix as data, keyed by the attack's level then the defence's level. "failure" is also
 * what an undefended attack meets. The cells follow the generating rule of BRP-MTX-2 (delivered
 * level = attack rank − defence rank) plus the item damage the chapter lists.
 */
export const ATTACK_DEFENCE_MATRIX: Readonly<Record<HittingLevel, Readonly<Record<SuccessLevel, MatrixCell>>>> = {
  critical: {
    critical: cell("blocked"),
    special: cell("success", { parryingItemDamage: 2 }),
    success: cell("special", { parryingItemDamage: 4 }),
    failure: cell("critical"),
    fumble: cell("critical", { defenderFumbles: true }),
  },
  special: {
    critical: cell("blocked", { attackingWeaponDamage: 1 }),
    special: cell("blocked"),
    success: cell("success", { parryingItemDamage: 2 }),
    failure: cell("special"),
    fumble: cell("special", { defenderFumbles: true }),
  },
  success: {
    critical: cell("blocked", { attackingWeaponDamage: 2, attackingWeaponDamageMeleeOnly: true }),
    special: cell("blocked", { attackingWeaponDamage: 1, attackingWeaponDamageMeleeOnly: true }),
    success: cell("blocked"),
    failure: cell("success"),
    fumble: cell("success", { defenderFumbles: true }),
  },
};

export type DefenceKind = "parry" | "dodge" | "none";

export interface MatrixOutcome {
  readonly delivered: Delivered;
  readonly armorApplies: boolean;
  readonly parryingItemDamage: number;
  readonly attackingWeaponDamage: number;
  readonly attackerFumbles: boolean;
  readonly defenderFumbles: boolean;
  /** The attack never reached the defence (failure or fumble). */
  readonly attackMissed: boolean;
}

const MISSED: MatrixOutcome = Object.freeze({
  delivered: "blocked",
  armorApplies: true,
  parryingItemDamage: 0,
  attackingWeaponDamage: 0,
  attackerFumbles: false,
  defenderFumbles: false,
  attackMissed: true,
});
const FUMBLED: MatrixOutcome = Object.freeze({ ...MISSED, attackerFumbles: true });

function cellOutcome(attack: HittingLevel, kind: DefenceKind, level: SuccessLevel, melee: boolean): MatrixOutcome {
  const c = ATTACK_DEFENCE_MATRIX[attack][kind === "none" ? "failure" : level];
  const parried = kind === "parry";
  return Object.freeze({
    delivered: c.delivered,
    armorApplies: c.armorApplies,
    parryingItemDamage: parried ? c.parryingItemDamage : 0,
    attackingWeaponDamage: parried && (melee || !c.attackingWeaponDamageMeleeOnly) ? c.attackingWeaponDamage : 0,
    attackerFumbles: false,
    defenderFumbles: c.defenderFumbles,
    attackMissed: false,
  });
}

const ATTACK_INDEX: Readonly<Record<HittingLevel, number>> = { critical: 0, special: 1, success: 2 };
const KIND_INDEX: Readonly<Record<DefenceKind, number>> = { parry: 0, dodge: 1, none: 2 };
const LEVEL_INDEX: Readonly<Record<SuccessLevel, number>> = { fumble: 0, failure: 1, success: 2, special: 3, critical: 4 };
const slot = (attack: HittingLevel, kind: DefenceKind, level: SuccessLevel, melee: boolean): number =>
  ((ATTACK_INDEX[attack] * 3 + KIND_INDEX[kind]) * 5 + LEVEL_INDEX[level]) * 2 + (melee ? 1 : 0);

/** Every outcome built once from the matrix data, so resolving allocates nothing. */
const OUTCOMES: MatrixOutcome[] = [];
for (const attack of ["critical", "special", "success"] as const) {
  for (const kind of ["parry", "dodge", "none"] as const) {
    for (const level of SUCCESS_LEVELS) {
      for (const melee of [true, false]) OUTCOMES[slot(attack, kind, level, melee)] = cellOutcome(attack, kind, level, melee);
    }
  }
}

/**
 * Resolves an attack level against a defence (BRP-RES-2, BRP-MTX-1): a failed or fumbled attack
 * ends here; otherwise the cell decides, item damage applying only to parries, and the
 * attacking-weapon damage of a plain success only to melee parries. Outcomes are shared, frozen.
 */
export function resolveMatrix(
  attack: SuccessLevel,
  defence: { readonly kind: DefenceKind; readonly level?: SuccessLevel },
  melee = true,
): MatrixOutcome {
  if (attack === "failure") return MISSED;
  if (attack === "fumble") return FUMBLED;
  const level = defence.kind === "none" ? "failure" : (defence.level ?? missingLevel());
  return OUTCOMES[slot(attack, defence.kind, level, melee)]!;
}

function missingLevel(): never {
  throw new RulesError("FRAY.Brp.Error.DefenceLevelMissing");
}

/** BRP-MTX-2: delivered rank = attack rank − defence rank (≤ 0 is blocked). */
export function deliveredByRule(attack: HittingLevel, defence: SuccessLevel): Delivered {
  const rank = levelRank(attack) - levelRank(defence);
  return rank <= 0 ? "blocked" : rank === 3 ? "critical" : rank === 2 ? "special" : "success";
}
