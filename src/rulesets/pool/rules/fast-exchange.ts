import type { DieSource } from "../../../core/die-source.js";
import type { FrayEvent } from "../../../core/vocabulary.js";
import { attackDamage, type AttackPlan } from "./attack.js";
import { defenseAgainst, type DefenderState } from "./defense.js";
import { cancelsFor } from "./odds.js";
import { DEFAULT_POOL_OPTIONS, type PoolOptions } from "./options.js";
import { applyHarm, type HarmState } from "./tracks.js";

/**
 * `attackTarget` (exchange.ts) with numbers only, for the simulator: the same defense, the same
 * cancellation count, the same harm application, but the dice are counted as they are drawn and
 * no die is labelled for a card. It draws the plan's pool one die at a time from the source, in
 * the order `rollPool` would hand them to `attackTarget`, so both give the same result for the
 * same dice (a property test checks it).
 */
export interface FastAttackResult {
  readonly damage: number;
  readonly harm: HarmState;
  readonly events: readonly FrayEvent[];
  /** A landed Coup de Grâce. */
  readonly killed: boolean;
}

export function fastAttackTarget(
  input: { readonly plan: AttackPlan; readonly targetId: string; readonly defender: DefenderState; readonly harm: HarmState },
  dice: DieSource,
  options: Pick<PoolOptions, "grappledLosesParry"> = DEFAULT_POOL_OPTIONS,
): FastAttackResult {
  const defense = defenseAgainst(input.defender, input.plan.skill, options);
  const damage = countDamage(dice, input.plan.pool.rolled, cancelsFor(defense.parry, defense.armor, defense.parryApplies));
  if (input.plan.coupDeGrace && damage >= 1) return { damage, harm: input.harm, events: [{ type: "died", targetId: input.targetId }], killed: true };
  if (damage === 0) return { damage, harm: input.harm, events: NO_EVENTS, killed: false };
  const applied = applyHarm(input.targetId, input.harm, input.plan.damageTrack, damage);
  return { damage, harm: applied.harm, events: applied.events, killed: false };
}

const NO_EVENTS: readonly FrayEvent[] = Object.freeze([]);

/**
 * The pool's faces drawn one at a time into a scratch array kept per pool size (nothing is
 * allocated per attack), then counted by the card's own `attackDamage`.
 */
function countDamage(dice: DieSource, pool: number, cancels: number): number {
  if (pool <= 0) return 0;
  const faces = (scratch[pool] ??= new Array<number>(pool).fill(0));
  for (let i = 0; i < pool; i++) faces[i] = dice.rollOne(6);
  return attackDamage(faces, cancels);
}
const scratch: number[][] = [];
