import { RulesError } from "../../../core/errors.js";
import { levelRank, type SuccessLevel } from "./success.js";

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

const MISS: Omit<MatrixOutcome, "attackerFumbles"> = {
  delivered: "blocked",
  armorApplies: true,
  parryingItemDamage: 0,
  attackingWeaponDamage: 0,
  defenderFumbles: false,
  attackMissed: true,
};

/**
 * Resolves an attack level against a defence (BRP-RES-2, BRP-MTX-1): a failed or fumbled attack
 * ends here; otherwise the cell decides, item damage applying only to parries, and the
 * attacking-weapon damage of a plain success only to melee parries.
 */
export function resolveMatrix(
  attack: SuccessLevel,
  defence: { readonly kind: DefenceKind; readonly level?: SuccessLevel },
  melee = true,
): MatrixOutcome {
  if (attack === "failure" || attack === "fumble") return { ...MISS, attackerFumbles: attack === "fumble" };
  const defenceLevel: SuccessLevel = defence.kind === "none" ? "failure" : (defence.level ?? missingLevel());
  const c = ATTACK_DEFENCE_MATRIX[attack][defenceLevel];
  const parried = defence.kind === "parry";
  return {
    delivered: c.delivered,
    armorApplies: c.armorApplies,
    parryingItemDamage: parried ? c.parryingItemDamage : 0,
    attackingWeaponDamage: parried && (melee || !c.attackingWeaponDamageMeleeOnly) ? c.attackingWeaponDamage : 0,
    attackerFumbles: false,
    defenderFumbles: c.defenderFumbles,
    attackMissed: false,
  };
}

function missingLevel(): never {
  throw new RulesError("FRAY.Brp.Error.DefenceLevelMissing");
}

/** BRP-MTX-2: delivered rank = attack rank − defence rank (≤ 0 is blocked). */
export function deliveredByRule(attack: HittingLevel, defence: SuccessLevel): Delivered {
  const rank = levelRank(attack) - levelRank(defence);
  return rank <= 0 ? "blocked" : rank === 3 ? "critical" : rank === 2 ? "special" : "success";
}
