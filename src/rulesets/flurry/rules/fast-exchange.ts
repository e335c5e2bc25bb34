import type { ExchangeResult } from "./exchange.js";
import type { Wound } from "./wounds.js";
import type { EffectOutcome } from "./effects.js";

/**
 * What one exchange did, as the simulator's reference fight reads it: whether it hit and by how much (for
 * `recordAttack`), the wound and its outcome, and whether the defender may answer.
 */
export interface FastFlurryResult {
  readonly hit: boolean;
  /** The attack roll's margin over Defense after any armour bonus (negative on a miss). */
  readonly margin: number;
  readonly slidOffArmour: boolean;
  readonly wound: Wound | undefined;
  readonly outcome: EffectOutcome | undefined;
  readonly actionsLost: number;
  readonly incapacitated: boolean;
  readonly defenderCanRespond: boolean;
}

/** The step machine's result in the fast path's terms (tests compare the two). */
export function fromExchangeResult(result: ExchangeResult): FastFlurryResult {
  return {
    hit: result.hit,
    margin: result.attack?.margin ?? 0,
    slidOffArmour: result.slidOffArmour,
    wound: result.wound,
    outcome: result.outcome,
    actionsLost: result.actionsLost,
    incapacitated: result.incapacitated,
    defenderCanRespond: result.defenderCanRespond,
  };
}
