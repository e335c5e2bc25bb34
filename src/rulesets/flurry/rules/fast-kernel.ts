import type { Dice } from "../../../core/dice.js";
import type { DieSource } from "../../../core/die-source.js";
import { RulesError } from "../../../core/errors.js";
import { applyLocationDefenseBonus, resolveMeleeAttack } from "./attack.js";
import { applyWoundEffect, type EffectOutcome } from "./effects.js";
import { blowConsequences, type ExchangeInput } from "./exchange.js";
import { impactCap, impactDiceFor, rollImpact, strikeResult, type ImpactDice } from "./impact.js";
import { planFor } from "./maneuvers.js";
import type { FlurryOptions } from "./options.js";
import { HIT_LOCATIONS, SEVERITIES, severityFor, woundEffect, woundPenalty, type HitLocation, type Wound } from "./wounds.js";

/**
 * The numbers-only exchange of the simulator: a lethal strike at a known location, worked out from
 * tables the rule functions fill when a situation (attacker, defender, their wound penalties, the
 * defender's posture, whether he may defend) is first met, then read for every strike in it.
 * Everything the rules decide comes from their own functions: the attack and the armour's defense
 * bonus per triple of faces (`resolveMeleeAttack`, `applyLocationDefenseBonus`), the impact dice
 * (`impactDiceFor`, `rollImpact`), the strike and the wound's severity per impact total
 * (`strikeResult`, `severityFor`), and the wound's effect per sequence of faces the victim rolls
 * (`woundEffect`, `applyWoundEffect`, `blowConsequences`). Property tests compare it with the step
 * machine (`runExchange`) die for die (test/rulesets/flurry/rules/fast-kernel.test.ts).
 */

/** What a strike did, in numbers (written into one reused object). */
export class FlurryStrikeOut {
  hit = false;
  slidOffArmour = false;
  /** Index of the wound's severity in `SEVERITIES`, −1 when the blow wounded nobody. */
  severity = -1;
  penetrating = false;
  actionsLost = 0;
  incapacitated = false;
  defenderCanRespond = true;
  /** Rounds of stun the wound's effect rolled (WC-WND-10), 0 when none. */
  stunRounds = 0;
  fallen = false;
}

// An attack code per triple of faces: a miss, a blow that slid off the armour, or a hit with its extra dice.
const MISS = 0;
const SLID = 1;
const HIT = 2;

// A packed effect outcome: actions lost (4 bits), incapacitated, able to answer, fallen, stun rounds from bit 8.
const INCAPACITATED = 1 << 4;
const CAN_RESPOND = 1 << 5;
const FALLEN = 1 << 6;
const STUN_SHIFT = 8;

/** Thrown by the scripted dice when the faces written so far run out. */
class MoreFaces {
  constructor(readonly faces: number) {}
}

/** Dice that deal a script of faces, then ask for the next one: how an effect's tree is explored. */
class ScriptedDice implements Dice {
  private at = 0;
  constructor(private readonly script: readonly number[]) {}
  roll(count: number, faces: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < count; i++) {
      if (this.at >= this.script.length) throw new MoreFaces(faces);
      out.push(this.script[this.at++]!);
    }
    return out;
  }
}

function packOutcome(outcome: EffectOutcome): number {
  const { actionsLost, incapacitated, defenderCanRespond } = blowConsequences(true, outcome);
  let packed = Math.min(15, actionsLost) | (incapacitated ? INCAPACITATED : 0) | (defenderCanRespond ? CAN_RESPOND : 0);
  for (const c of outcome.conditions) {
    if (c.id === "stunned" && c.duration.kind === "rounds") packed |= c.duration.rounds << STUN_SHIFT;
    if (c.id === "fallen") packed |= FALLEN;
  }
  return packed;
}

/**
 * A wound's effect over every sequence of faces the victim may roll, as a tree in one array: a
 * node is a packed outcome (≥ 0), or −faces followed by the index of the child for each face.
 */
function effectTree(input: ExchangeInput, location: HitLocation, severity: (typeof SEVERITIES)[number]): Int32Array {
  const nodes: number[] = [];
  const effect = woundEffect(location, severity);
  const explore = (script: number[]): number => {
    const at = nodes.length;
    try {
      nodes.push(packOutcome(applyWoundEffect(new ScriptedDice(script), input.defender, location, effect, severity === "mortal", input.round)));
    } catch (error) {
      if (!(error instanceof MoreFaces)) throw error;
      nodes.push(-error.faces);
      for (let f = 1; f <= error.faces; f++) nodes.push(0);
      for (let f = 1; f <= error.faces; f++) nodes[at + f] = explore([...script, f]);
    }
    return at;
  };
  explore([]);
  return Int32Array.from(nodes);
}

/** One situation's tables (see `compileStrike`). */
export class FlurryStrike {
  /** Per triple of faces ((f1 − 1) × 36 + (f2 − 1) × 6 + f3 − 1): MISS, SLID, or HIT + extra impact dice. */
  readonly attack = new Uint8Array(216);
  readonly impact: ImpactDice;
  /** Per critical (0, 1) × `width` + impact total: the wound's severity index, −1 for none. */
  readonly severity: Int8Array;
  readonly penetrating: Uint8Array;
  readonly width: number;
  readonly location: HitLocation;
  /** Its index in `HIT_LOCATIONS` (for `FlurryHarm.add`). */
  readonly locationIndex: number;
  /** A fixed impact's total per count of extra dice (a fixed impact draws no die). */
  private readonly fixedTotals: Int32Array;
  /** Effect trees by severity, built when a wound of that severity first lands. */
  private readonly effects: (Int32Array | null)[] = [null, null, null, null];

  constructor(
    private readonly input: ExchangeInput,
    options: FlurryOptions,
  ) {
    const location = input.location;
    if (location === undefined || planFor(input.intention).resolution.kind === "maneuver") throw new RulesError("FRAY.Flurry.Error.UnknownValue", { field: "strike", value: String(input.intention) });
    this.location = location;
    this.locationIndex = HIT_LOCATIONS.indexOf(location);
    const armour = input.defender.armour?.[location];
    let mostExtra = 0;
    const faces = [0, 0, 0];
    for (let t = 0; t < 216; t++) {
      faces[0] = 1 + Math.floor(t / 36);
      faces[1] = 1 + (Math.floor(t / 6) % 6);
      faces[2] = 1 + (t % 6);
      const attack = resolveMeleeAttack({ dice: faces, skill: input.skill, agilityMod: input.agilityMod, modifiers: input.attackModifiers ?? 0, defense: input.defense.target });
      if (!attack.hit) continue;
      const placed = applyLocationDefenseBonus(attack, armour?.defenseBonus ?? 0);
      this.attack[t] = placed.slidOffArmour ? SLID : HIT + placed.extraImpactDice;
      mostExtra = Math.max(mostExtra, placed.slidOffArmour ? 0 : placed.extraImpactDice);
    }
    // The impact dice are asked for only when something hits, as the step machine asks.
    this.impact = mostExtra > 0 || this.attack.some((code) => code >= HIT) ? (input.weapon.impactDice ?? impactDiceFor(impactCap(input.strength, input.weapon.impactModifier), options).impact) : { kind: "fixed", points: 0 };
    const impact = this.impact;
    this.fixedTotals = Int32Array.from({ length: mostExtra + 1 }, (_, extra) => (impact.kind === "fixed" ? rollImpact(NO_DICE, impact, extra).total : 0));
    const highest = impact.kind === "fixed" ? Math.max(...this.fixedTotals) : (impact.count + mostExtra) * impact.faces;
    this.width = highest + 1;
    this.severity = new Int8Array(2 * this.width);
    this.penetrating = new Uint8Array(2 * this.width);
    const target = { absorption: (armour?.absorption ?? 0) + (input.defender.innateResistance ?? 0), penetrationThreshold: armour?.penetrationThreshold ?? 0 };
    for (let critical = 0; critical < 2; critical++) {
      for (let total = 0; total < this.width; total++) {
        const strike = strikeResult(total, critical === 1, target, input.weapon.penetrationValue);
        const severity = severityFor(strike.effectiveImpact, input.defender.thresholds);
        this.severity[critical * this.width + total] = severity === undefined ? -1 : SEVERITIES.indexOf(severity);
        this.penetrating[critical * this.width + total] = strike.penetrating ? 1 : 0;
      }
    }
  }

  /** The impact total for `extra` critical dice, drawn die by die as `rollImpact` draws them. */
  private impactTotal(extra: number, dice: DieSource): number {
    const impact = this.impact;
    if (impact.kind === "fixed") return this.fixedTotals[extra]!;
    let total = 0;
    for (let i = impact.count + extra; i > 0; i--) total += dice.rollOne(impact.faces);
    return total;
  }

  private effectOf(severity: number): Int32Array {
    let tree = this.effects[severity];
    if (!tree) {
      tree = effectTree(this.input, this.location, SEVERITIES[severity]!);
      this.effects[severity] = tree;
    }
    return tree;
  }

  /** One strike in this situation. */
  strike(dice: DieSource, out: FlurryStrikeOut): void {
    const code = this.attack[(dice.rollOne(6) - 1) * 36 + (dice.rollOne(6) - 1) * 6 + dice.rollOne(6) - 1]!;
    out.hit = code >= HIT;
    out.slidOffArmour = code === SLID;
    out.severity = -1;
    out.penetrating = false;
    out.actionsLost = 0;
    out.incapacitated = false;
    out.defenderCanRespond = true;
    out.stunRounds = 0;
    out.fallen = false;
    if (code === MISS || code === SLID) return;
    const extra = code - HIT;
    const at = (extra > 0 ? this.width : 0) + this.impactTotal(extra, dice);
    const severity = this.severity[at]!;
    if (severity < 0) return;
    out.severity = severity;
    out.penetrating = this.penetrating[at] === 1;
    const tree = this.effectOf(severity);
    let node = 0;
    while (tree[node]! < 0) node = tree[node + dice.rollOne(-tree[node]!)]!;
    const packed = tree[node]!;
    out.actionsLost = packed & 15;
    out.incapacitated = (packed & INCAPACITATED) !== 0;
    out.defenderCanRespond = (packed & CAN_RESPOND) !== 0;
    out.fallen = (packed & FALLEN) !== 0;
    out.stunRounds = packed >> STUN_SHIFT;
  }
}

/** A fixed impact draws no die: the dice port `rollImpact` is handed for one. */
const NO_DICE: Dice = {
  roll: () => {
    throw new RulesError("FRAY.Error.InvalidDicePort", { field: "impact" });
  },
};

/** The tables of one situation: a lethal intention at a known location, as `runExchange` would play it. */
export function compileStrike(input: ExchangeInput, options: FlurryOptions): FlurryStrike {
  return new FlurryStrike(input, options);
}

// The worst wound at each of the seven locations, 0 (none) to 4 (mortal), as base-5 digits.
const LOCATION_WEIGHT = HIT_LOCATIONS.map((_, k) => 5 ** k);
const HARM_STATES = 5 ** HIT_LOCATIONS.length;

/**
 * A fighter's wounds as one number: the worst severity at each location (WC-WND-4: wounds at one
 * location never stack), which is all the wound penalty and the body's state read. The penalty and
 * whether he is out of the fight are read per number from tables the rule functions fill
 * (`woundPenalty`, and the simulator's `isDown` on the worst wounds) the first time it is met.
 */
export class FlurryHarm {
  private readonly penalties = new Int8Array(HARM_STATES).fill(-128);
  private readonly out = new Int8Array(HARM_STATES).fill(-1);

  constructor(
    private readonly options: FlurryOptions,
    private readonly isDown: (wounds: readonly Wound[]) => boolean,
  ) {}

  /** The number of a wound record. */
  static of(wounds: readonly Wound[]): number {
    let code = 0;
    for (const w of wounds) code = FlurryHarm.add(code, HIT_LOCATIONS.indexOf(w.location), SEVERITIES.indexOf(w.severity));
    return code;
  }

  /** The number after a wound of severity index `severity` at location index `location`. */
  static add(code: number, location: number, severity: number): number {
    const weight = LOCATION_WEIGHT[location]!;
    const worst = Math.floor(code / weight) % 5;
    return severity + 1 > worst ? code + (severity + 1 - worst) * weight : code;
  }

  /** The worst wounds a number stands for (one per wounded location; their nature reads as blunt). */
  static wounds(code: number): Wound[] {
    const wounds: Wound[] = [];
    for (let k = 0; k < HIT_LOCATIONS.length; k++) {
      const digit = Math.floor(code / LOCATION_WEIGHT[k]!) % 5;
      if (digit > 0) wounds.push({ location: HIT_LOCATIONS[k]!, severity: SEVERITIES[digit - 1]!, nature: "blunt" });
    }
    return wounds;
  }

  penalty(code: number): number {
    let p = this.penalties[code]!;
    if (p === -128) {
      p = woundPenalty(FlurryHarm.wounds(code), this.options).penalty;
      this.penalties[code] = p;
    }
    return p;
  }

  down(code: number): boolean {
    let d = this.out[code]!;
    if (d < 0) {
      d = this.isDown(FlurryHarm.wounds(code)) ? 1 : 0;
      this.out[code] = d;
    }
    return d === 1;
  }
}
