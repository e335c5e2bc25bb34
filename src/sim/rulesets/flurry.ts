import type { SeededDice } from "../../core/dice.js";
import type { DieSource } from "../../core/die-source.js";
import type { EncounterParticipant } from "../../core/encounter.js";
import {
  bodyState,
  defenseAgainst,
  flurryOptions,
  HIT_LOCATIONS,
  impactCap,
  impactDiceFor,
  mobility,
  requireThresholds,
  SEVERITIES,
  validateExchangeInput,
  woundPenalty,
  type ArmourAtLocation,
  type ExchangeInput,
  type FlurryOptions,
  type HitLocation,
  type Posture,
  type Thresholds,
  type Wound,
} from "../../rulesets/flurry/rules/index.js";
import { FlurryHarm, FlurryStrike, FlurryStrikeOut } from "../../rulesets/flurry/rules/fast-kernel.js";
import { FAST_DECISION, FastFlurry, rollRound, type FastRoster } from "../../rulesets/flurry/rules/fast-flurry.js";
import { pickTarget } from "../targeting.js";
import type { EncounterSpec, FightRecord, RulesetSim, TargetRule } from "../types.js";
import { freshTallies, maxRoundsOf, placeFighters, requireFlee, requireTactic, soleSide, standingFoes, wantsToFlee, type FleeRule, type Placed } from "./common.js";

/**
 * A flurry fighter in the rules' own terms: Fighter rank and Agility (initiative, actions per
 * flurry, Defense), the weapon attack the exchange reads, the victim modifiers its wound effects
 * roll against, wound thresholds and armour by location.
 */
export interface FlurryFighter {
  readonly id: string;
  readonly name?: string;
  readonly playerCharacter?: boolean;
  readonly fighterRank: number;
  readonly agilityMod: number;
  readonly dexterityMod?: number;
  readonly strengthMod?: number;
  readonly shockMod?: number;
  /** Weapon skill (added to 3d6 with Agility). */
  readonly skill: number;
  /** Strength, for the Impact Cap. */
  readonly strength: number;
  readonly weapon: ExchangeInput["weapon"];
  readonly thresholds: Thresholds;
  readonly armour?: Partial<Record<HitLocation, ArmourAtLocation>>;
  readonly innateResistance?: number;
  readonly movementRate?: number;
  /** Wounds carried into the fight. */
  readonly wounds?: readonly Wound[];
}

/** The lethal intentions a simulated fighter may declare (maneuvers are the table's, not the simulator's). */
export const FLURRY_SIM_INTENTIONS = ["kill", "strike"] as const;
/** What the fighter does facing a foe with no actions left (WC-FLY-11); "indefensibleAttack" needs two actions. */
export const FLURRY_ACTIONLESS_CHOICES = ["indefensibleAttack", "letGo"] as const;

/**
 * Whom a flurry side engages and strikes, where the GM places its blows (the hit-location table
 * is the designer's, so the location is the GM's call: a fixed aim), the intention declared, what
 * it does facing an actionless foe, and whether it ever holds the initiative.
 */
export interface FlurryTactics {
  readonly target: TargetRule;
  readonly aim: HitLocation;
  readonly intention: (typeof FLURRY_SIM_INTENTIONS)[number];
  readonly actionless: (typeof FLURRY_ACTIONLESS_CHOICES)[number];
  readonly holdInitiative: boolean;
  /**
   * When to run (see `FleeRule`): an engaged fighter cannot simply walk off; facing a foe out of
   * actions he withdraws (WC-FLY-11), and once engaged with nobody he leaves in his movement phase.
   */
  readonly flee: FleeRule;
}

export const FLURRY_DEFAULT_TACTICS: FlurryTactics = { target: "weakest", aim: "chest", intention: "kill", actionless: "indefensibleAttack", holdInitiative: false, flee: "never" };

export interface FlurryPrepared {
  readonly placed: readonly Placed<FlurryFighter, FlurryTactics>[];
  readonly options: FlurryOptions;
  readonly participants: readonly EncounterParticipant[];
  readonly maxRounds: number;
  /** Initiative's figures by fighter index, for the numbers-only round. */
  readonly roster: FastRoster;
  /** Strike tables already built (see `strikeFor`); the run's own, shared by its fights. */
  readonly strikes: Map<number, FlurryStrike>;
  /** Wound penalties and who is down, per fighter's wounds as a number. */
  readonly harm: FlurryHarm;
}

function prepare(spec: EncounterSpec<FlurryFighter, FlurryTactics>): FlurryPrepared {
  const placed = placeFighters(spec, FLURRY_DEFAULT_TACTICS, (t) => {
    requireTactic(t.aim, HIT_LOCATIONS, "aim");
    requireTactic(t.intention, FLURRY_SIM_INTENTIONS, "intention");
    requireTactic(t.actionless, FLURRY_ACTIONLESS_CHOICES, "actionless");
    requireTactic(String(t.holdInitiative), ["true", "false"], "holdInitiative");
    requireFlee(t.flee);
  });
  const options = flurryOptions(spec.options ?? {});
  const prepared: FlurryPrepared = {
    placed,
    options,
    participants: placed.map((p) => ({
      id: p.id,
      side: p.side,
      isPlayerCharacter: p.fighter.playerCharacter ?? false,
      stats: { fighterRank: p.fighter.fighterRank, agilityMod: p.fighter.agilityMod, movementRate: p.fighter.movementRate ?? 0 },
    })),
    maxRounds: maxRoundsOf(spec),
    roster: {
      fighterRank: placed.map((p) => p.fighter.fighterRank),
      agilityMod: placed.map((p) => p.fighter.agilityMod),
      side: placed.map((p) => p.sideIndex),
      id: placed.map((p) => p.id),
    },
    strikes: new Map(),
    harm: new FlurryHarm(options, isDown),
  };
  // Every fighter's attack on every foe checked once now, so bad stats fail before the first fight.
  for (const a of placed) {
    requireThresholds(a.fighter.thresholds);
    // A cap the surviving table rows do not cover needs the weapon's own dice (WC-STR-2): refused now, not mid-run.
    if (!a.fighter.weapon?.impactDice) impactDiceFor(impactCap(a.fighter.strength, a.fighter.weapon?.impactModifier ?? 0), options);
    bodyState(a.fighter.wounds ?? []);
    for (const d of placed) if (d.side !== a.side) validateExchangeInput(exchangeInput(prepared, a.index, d.index, [], a.fighter.wounds ?? [], "standing", false, 1));
  }
  return prepared;
}

/** Out of the fight: knocked out, mortally wounded, immobile, or without a usable arm. */
export function isDown(wounds: readonly Wound[]): boolean {
  if (wounds.length === 0) return false;
  const body = bodyState(wounds);
  return body.unconscious || body.mortallyWounded || body.immobile || mobility(body) === "immobile" || (body.limbs.leftArm === "disabled" && body.limbs.rightArm === "disabled");
}

export function exchangeInput(
  prepared: FlurryPrepared,
  attacker: number,
  defender: number,
  attackerWounds: readonly Wound[],
  defenderWounds: readonly Wound[],
  posture: Posture,
  indefensible: boolean,
  round: number,
  defenseModifier = 0,
): ExchangeInput {
  const a = prepared.placed[attacker]!;
  const d = prepared.placed[defender]!.fighter;
  const attackPenalty = woundPenalty(attackerWounds, prepared.options).penalty;
  return {
    attackerId: a.id,
    skill: a.fighter.skill,
    agilityMod: a.fighter.agilityMod,
    strength: a.fighter.strength,
    ...(attackPenalty !== 0 ? { attackModifiers: attackPenalty } : {}),
    weapon: a.fighter.weapon,
    intention: a.tactics.intention,
    defense: defenseAgainst({ fighterRank: d.fighterRank, agilityMod: d.agilityMod, posture, cannotDefend: indefensible, ...(defenseModifier !== 0 ? { modifier: defenseModifier } : {}) }),
    defender: {
      id: d.id,
      dexterityMod: d.dexterityMod ?? 0,
      agilityMod: d.agilityMod,
      strengthMod: d.strengthMod ?? 0,
      shockMod: d.shockMod ?? 0,
      woundPenalty: woundPenalty(defenderWounds, prepared.options).penalty,
      thresholds: d.thresholds,
      ...(d.innateResistance !== undefined ? { innateResistance: d.innateResistance } : {}),
      ...(d.armour ? { armour: d.armour } : {}),
    },
    location: a.tactics.aim,
    round,
  };
}

/** Wound severities weighed for "weakest": what a fighter can still take before a mortal blow. */
export const SEVERITY_WEIGHT = { light: 1, serious: 2, critical: 4, mortal: 8 } as const;

const POSTURES: readonly Posture[] = ["standing", "stunned", "fallen"];

/**
 * The strike tables of one situation, built once and kept: attacker, defender, his posture,
 * whether he may defend and both wound penalties (the round changes nothing a table holds).
 */
function strikeFor(prepared: FlurryPrepared, attacker: number, defender: number, harm: Int32Array, posture: number, indefensible: boolean): FlurryStrike {
  const n = prepared.placed.length;
  const pa = -prepared.harm.penalty(harm[attacker]!);
  const pd = -prepared.harm.penalty(harm[defender]!);
  const key = ((((attacker * n + defender) * 3 + posture) * 2 + (indefensible ? 1 : 0)) * 64 + pa) * 64 + pd;
  let strike = prepared.strikes.get(key);
  if (!strike) {
    const wounds = (i: number): Wound[] => FlurryHarm.wounds(harm[i]!);
    strike = new FlurryStrike(exchangeInput(prepared, attacker, defender, wounds(attacker), wounds(defender), POSTURES[posture]!, indefensible, 1), prepared.options);
    prepared.strikes.set(key, strike);
  }
  return strike;
}

/**
 * One exchange as the simulator plays it: the situation's strike, and a wound it deals recorded
 * on the defender's harm number. Returns whether the wound put him out of the fight.
 */
export function flurryExchange(prepared: FlurryPrepared, attacker: number, defender: number, posture: number, indefensible: boolean, harm: Int32Array, dice: DieSource, out: FlurryStrikeOut): boolean {
  const strike = strikeFor(prepared, attacker, defender, harm, posture, indefensible);
  strike.strike(dice, out);
  if (out.severity < 0) return false;
  harm[defender] = FlurryHarm.add(harm[defender]!, strike.locationIndex, out.severity);
  return prepared.harm.down(harm[defender]!);
}

/**
 * One fight with numbers only: the round of the encounter model (initiative, movement in order,
 * one flurry per cluster of engaged fighters, adjustment) and its flurries played by
 * `rollRound` / `FastFlurry` on arrays, each attack by `flurryExchange` (the situation's
 * `FlurryStrike` tables, wounds as `FlurryHarm` numbers). The same decisions
 * as `stepFight` (flurry-step.ts) in the same order with the same dice: a property test plays
 * both on random encounters and compares every fight.
 */
function fight(prepared: FlurryPrepared, dice: SeededDice): FightRecord {
  const { placed, roster } = prepared;
  const n = placed.length;
  const harm = Int32Array.from(placed, (p) => FlurryHarm.of(p.fighter.wounds ?? []));
  const weight = placed.map((p) => (p.fighter.wounds ?? []).reduce((sum, x) => sum + SEVERITY_WEIGHT[x.severity], 0));
  const taken = placed.map(() => 0);
  const down = placed.map((p) => isDown(p.fighter.wounds ?? []));
  const out = new FlurryStrikeOut();
  const fled = placed.map(() => false);
  /** The last round each fighter is stunned through (WC-WND-10), 0 when not stunned. */
  const stunnedThrough = placed.map(() => 0);
  /** Fallen this round (WC-WND-9/12): he gets up with his next movement phase. */
  const fallen = placed.map(() => false);
  /** Who is engaged with whom (WC-ENG-1/2), n × n. */
  const engaged = new Uint8Array(n * n);
  const present: number[] = [];
  for (let i = 0; i < n; i++) if (!down[i]) present.push(i);
  const order: number[] = [];
  const initiative = new Array<number>(n).fill(0);
  const flurryTotal = new Array<number>(n).fill(0);
  const reserve = new Array<number>(n).fill(0);
  const foes: number[] = [];
  const flurry = new FastFlurry(roster);
  const hurt = (i: number): number => -weight[i]!;
  const isEngagedAtAll = (i: number): boolean => {
    for (let k = 0; k < n; k++) if (engaged[i * n + k]) return true;
    return false;
  };
  /** Out of the fight: gone from the round's order, his engagements and his flurry. */
  const leave = (i: number, inFlurry: boolean): void => {
    down[i] = true;
    present.splice(present.indexOf(i), 1);
    const at = order.indexOf(i);
    if (at >= 0) order.splice(at, 1);
    for (let k = 0; k < n; k++) engaged[i * n + k] = engaged[k * n + i] = 0;
    if (inFlurry) flurry.remove(i);
  };
  rollRound(dice, roster, present, order, initiative, flurryTotal, reserve);
  let round = 1;
  let winner = soleSide(placed, down);
  while (winner === undefined) {
    // Movement phase, in initiative order: close in on a foe, or run.
    for (let c = 0; c < order.length && winner === undefined; ) {
      const me = order[c]!;
      fallen[me] = false;
      const engagedNow = isEngagedAtAll(me);
      if (!engagedNow && wantsToFlee(placed, down, me, placed[me]!.tactics.flee)) {
        fled[me] = true;
        leave(me, false);
        winner = soleSide(placed, down);
        continue;
      }
      if (!engagedNow && stunnedThrough[me]! < round) {
        standingFoes(placed, down, me, foes);
        const pick = pickTarget(placed[me]!.tactics.target, foes, hurt, dice);
        if (pick >= 0) engaged[me * n + foes[pick]!] = engaged[foes[pick]! * n + me] = 1;
      }
      c++;
    }
    if (winner !== undefined) break;
    // Flurry phase: one flurry per cluster of engaged fighters, in the order of its best-placed one.
    for (const cluster of clustersOf(order, engaged, n)) {
      flurry.open(cluster, flurryTotal, reserve);
      // A stunned fighter has no actions in this round's flurry (WC-WND-10).
      for (const i of [...flurry.members]) if (stunnedThrough[i]! >= round && !flurry.ended) flurry.loseActions(i, flurry.actionsOf(i));
      while (!flurry.ended && winner === undefined) {
        const decision = flurry.decision();
        if (decision === FAST_DECISION.takeOrHold) {
          const actor = flurry.offeredTo();
          if (placed[actor]!.tactics.holdInitiative) flurry.hold(actor);
          else flurry.take(actor);
          continue;
        }
        const actor = flurry.attacker;
        const tactics = placed[actor]!.tactics;
        if (decision === FAST_DECISION.outOfActions) {
          const running = wantsToFlee(placed, down, actor, tactics.flee);
          flurry.outOfActions(running ? "withdraw" : tactics.actionless === "indefensibleAttack" && flurry.canStrikeIndefensibly() ? "indefensibleAttack" : "letGo");
          continue;
        }
        // An attack: the defenceless first, then the tactic's pick.
        flurry.targets(foes);
        const target = foes[pickTarget(tactics.target, foes, hurt, dice)]!;
        const posture = stunnedThrough[target]! >= round ? 1 : fallen[target] ? 2 : 0;
        const fellOut = flurryExchange(prepared, actor, target, posture, flurry.isIndefensible(target), harm, dice, out);
        flurry.recordAttack(target, out.hit, out.defenderCanRespond, out.actionsLost, out.incapacitated);
        if (out.severity >= 0) {
          taken[target]!++;
          weight[target]! += SEVERITY_WEIGHT[SEVERITIES[out.severity]!];
        }
        if (out.stunRounds > 0) stunnedThrough[target] = Math.max(stunnedThrough[target]!, round + out.stunRounds - 1);
        if (out.fallen) fallen[target] = true;
        if (fellOut) leave(target, true);
        winner = soleSide(placed, down);
      }
      if (winner !== undefined) break;
      // A flurry ended by a withdrawal, a disengagement or one side left parts its fighters.
      if (flurry.endedParting) for (const i of flurry.members) for (let k = 0; k < n; k++) engaged[i * n + k] = engaged[k * n + i] = 0;
    }
    if (winner !== undefined) break;
    // The adjustment phase moves nobody here; then the next round rolls its initiative.
    round++;
    if (round > prepared.maxRounds) break;
    rollRound(dice, roster, present, order, initiative, flurryTotal, reserve);
  }
  return fightRecord(winner, Math.min(round, prepared.maxRounds), down, fled, taken);
}

/** What a fight did: who won, after how many rounds, who fell or ran and how many wounds each took. */
export function fightRecord(winner: string | null | undefined, rounds: number, down: readonly boolean[], fled: readonly boolean[], wounds: readonly number[]): FightRecord {
  const tallies = freshTallies(down.length, []);
  for (let i = 0; i < down.length; i++) {
    tallies[i]!.fell = down[i]!;
    tallies[i]!.fled = fled[i]!;
    tallies[i]!.harm = wounds[i]!;
  }
  return { winner: winner ?? null, rounds, fighters: tallies };
}

/** Groups of fighters linked by engagements, each led by its first fighter in `order` (`engagementClusters`). */
function clustersOf(order: readonly number[], engaged: Uint8Array, n: number): number[][] {
  const seen = new Uint8Array(n);
  const clusters: number[][] = [];
  for (const start of order) {
    if (seen[start]) continue;
    let linked = false;
    for (let k = 0; k < n && !linked; k++) if (engaged[start * n + k]) linked = true;
    if (!linked) continue;
    const cluster: number[] = [];
    const stack = [start];
    while (stack.length > 0) {
      const x = stack.pop()!;
      if (seen[x]) continue;
      seen[x] = 1;
      cluster.push(x);
      for (let k = 0; k < n; k++) if (engaged[x * n + k] && !seen[k]) stack.push(k);
    }
    clusters.push(cluster);
  }
  return clusters;
}

export const flurrySim: RulesetSim<FlurryFighter, FlurryTactics, FlurryPrepared> = {
  key: "flurry",
  defaultTactics: FLURRY_DEFAULT_TACTICS,
  harmUnit: "wounds",
  resources: [],
  prepare,
  labels: (prepared) => prepared.placed.map((p) => ({ id: p.id, name: p.name, side: p.side })),
  fight,
};
