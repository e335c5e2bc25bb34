import type { TapeDice } from "../../../core/die-source.js";
import { applyLocationDefenseBonus, resolveMeleeAttack } from "./attack.js";
import { blowConsequences, runExchange, validateExchangeInput, type ExchangeInput, type ExchangeResult } from "./exchange.js";
import { impactCap, impactDiceFor, rollImpact, strikeResult } from "./impact.js";
import { planFor } from "./maneuvers.js";
import { flurryOptions, type FlurryOptions } from "./options.js";
import { severityFor, woundEffect, woundNature, type HitLocation, type Wound } from "./wounds.js";
import { applyWoundEffect, type EffectOutcome } from "./effects.js";

/**
 * What one exchange did, as the simulator reads it: whether it hit and by how much (for
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

/** A miss, a blow that slid off, or a hit that wounded nobody: nothing for the defender to carry. */
function unharmed(hit: boolean, margin: number, slidOffArmour: boolean): FastFlurryResult {
  return { hit, margin, slidOffArmour, wound: undefined, outcome: undefined, actionsLost: 0, incapacitated: false, defenderCanRespond: true };
}

/** Three faces drawn one by one into a reused array (the attack never keeps it past the call). */
const faces = [0, 0, 0];

/**
 * `runExchange` with numbers only for a strike at a known location — a miss, a blow that slid off
 * the armour, a hit that wounds nobody, a wound and its effect — through the same rule functions
 * (`resolveMeleeAttack`, `applyLocationDefenseBonus`, `impactCap`/`impactDiceFor`, `rollImpact`,
 * `strikeResult`, `severityFor`, `woundEffect`, `applyWoundEffect`, `blowConsequences`) in the
 * same dice order. A maneuver, or a GM's location choice (`chooseLocation`, when the input names
 * no location), is played by the step machine on the same dice (the tape is rewound), so both
 * always agree; a property test proves it. The input is checked once (by identity), as
 * `runExchange` does.
 */
export function fastFlurryExchange(
  input: ExchangeInput,
  dice: TapeDice,
  given: FlurryOptions | Readonly<Record<string, unknown>> = {},
  chooseLocation: (options: readonly HitLocation[]) => HitLocation = () => input.location!,
): FastFlurryResult {
  const options = flurryOptions(given);
  validateExchangeInput(input);
  dice.reset();
  const slow = (): FastFlurryResult => {
    dice.rewind();
    return fromExchangeResult(runExchange(input, dice, chooseLocation, options));
  };
  const location = input.location;
  if (location === undefined || planFor(input.intention).resolution.kind === "maneuver") return slow();
  faces[0] = dice.rollOne(6);
  faces[1] = dice.rollOne(6);
  faces[2] = dice.rollOne(6);
  const attack = resolveMeleeAttack({ dice: faces, skill: input.skill, agilityMod: input.agilityMod, modifiers: input.attackModifiers ?? 0, defense: input.defense.target });
  if (!attack.hit) return unharmed(false, attack.margin, false);
  const armour = input.defender.armour?.[location];
  const placed = applyLocationDefenseBonus(attack, armour?.defenseBonus ?? 0);
  if (placed.slidOffArmour) return unharmed(false, placed.margin, true);
  const impactDice = input.weapon.impactDice ?? impactDiceFor(impactCap(input.strength, input.weapon.impactModifier), options).impact;
  const impact = rollImpact(dice, impactDice, placed.extraImpactDice);
  const strike = strikeResult(impact.total, placed.critical, { absorption: (armour?.absorption ?? 0) + (input.defender.innateResistance ?? 0), penetrationThreshold: armour?.penetrationThreshold ?? 0 }, input.weapon.penetrationValue);
  const severity = severityFor(strike.effectiveImpact, input.defender.thresholds);
  if (severity === undefined) return unharmed(true, placed.margin, false);
  // A wound: its effect rolled by the same rule the step machine's victim roll calls (WC-WND-7..15).
  const wound: Wound = {
    location,
    severity,
    nature: woundNature(strike.penetrating, input.weapon.wounds ?? "cut"),
    ...(input.shockValue !== undefined ? { shockValue: input.shockValue } : {}),
  };
  const outcome = applyWoundEffect(dice, input.defender, location, woundEffect(location, severity), severity === "mortal", input.round);
  return { hit: true, margin: placed.margin, slidOffArmour: false, wound, outcome, ...blowConsequences(true, outcome) };
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
