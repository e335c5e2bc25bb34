import type { SeededDice } from "../../core/dice.js";
import type { TapeDice } from "../../core/die-source.js";
import type { EncounterParticipant } from "../../core/encounter.js";
import { RulesError } from "../../core/errors.js";
import {
  bodyState,
  createFlurryEncounter,
  currentFlurry,
  declareIntention,
  defenseAgainst,
  engage,
  flurryDecision,
  flurryOptions,
  HIT_LOCATIONS,
  holdInitiative,
  impactCap,
  impactDiceFor,
  isEngaged,
  loseActions,
  mobility,
  recordAttack,
  requireThresholds,
  resolveOutOfActions,
  stepFlurry,
  takeInitiative,
  validateExchangeInput,
  woundPenalty,
  type ArmourAtLocation,
  type ExchangeInput,
  type FlurryEncounterState,
  type FlurryOptions,
  type HitLocation,
  type Posture,
  type Thresholds,
  type Wound,
} from "../../rulesets/flurry/rules/index.js";
import { fastFlurryExchange } from "../../rulesets/flurry/rules/fast-exchange.js";
import { pickTarget } from "../targeting.js";
import type { EncounterSpec, FightRecord, RulesetSim, TargetRule } from "../types.js";
import { freshTallies, maxRoundsOf, placeFighters, requireFlee, requireTactic, soleSide, wantsToFlee, type FleeRule, type Placed } from "./common.js";

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

interface FlurryPrepared {
  readonly placed: readonly Placed<FlurryFighter, FlurryTactics>[];
  readonly options: FlurryOptions;
  readonly participants: readonly EncounterParticipant[];
  readonly maxRounds: number;
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
function isDown(wounds: readonly Wound[]): boolean {
  if (wounds.length === 0) return false;
  const body = bodyState(wounds);
  return body.unconscious || body.mortallyWounded || body.immobile || mobility(body) === "immobile" || (body.limbs.leftArm === "disabled" && body.limbs.rightArm === "disabled");
}

function exchangeInput(
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

/** Far more steps than any fight of the round limit can take: past it the machine is stuck. */
const STEP_LIMIT = 1_000_000;

/** Wound severities weighed for "weakest": what a fighter can still take before a mortal blow. */
const SEVERITY_WEIGHT = { light: 1, serious: 2, critical: 4, mortal: 8 } as const;

function fight(prepared: FlurryPrepared, dice: SeededDice, tape: TapeDice): FightRecord {
  const { placed, options } = prepared;
  const model = createFlurryEncounter(options);
  const n = placed.length;
  const wounds: Wound[][] = placed.map((p) => [...(p.fighter.wounds ?? [])]);
  const taken = placed.map(() => 0);
  const down = wounds.map(isDown);
  const fled = placed.map(() => false);
  /** The last round each fighter is stunned through (WC-WND-10), 0 when not stunned. */
  const stunnedThrough = placed.map(() => 0);
  /** Fallen this round (WC-WND-9/12): he gets up with his next movement phase. */
  const fallen = placed.map(() => false);
  const byId = new Map(placed.map((p) => [p.id, p.index]));
  const foes: number[] = [];
  const hurt = (i: number): number => {
    let w = 0;
    for (const x of wounds[i]!) w += SEVERITY_WEIGHT[x.severity];
    return -w;
  };
  let state: FlurryEncounterState = model.begin(
    prepared.participants.filter((_, i) => !down[i]),
    dice,
  );
  let round = 1;
  let openedFlurry = "";
  let winner = soleSide(placed, down);
  const fellOut = (i: number): void => {
    down[i] = true;
    state = model.leave(state, placed[i]!.id);
  };
  for (let steps = 0; winner === undefined; steps++) {
    if (steps > STEP_LIMIT) throw new RulesError("FRAY.Sim.Error.Stalled", { ruleset: "flurry" });
    if (state.phase === "morale") {
      round++;
      if (round > prepared.maxRounds) break;
      state = model.nextRound(state, dice);
      continue;
    }
    if (state.phase === "movement" || state.phase === "adjustment") {
      const list = state.phase === "movement" ? state.order : [...state.order].reverse();
      const id = list[state.cursor]!;
      const me = byId.get(id)!;
      if (state.phase === "movement") {
        fallen[me] = false;
        // Closing in on a foe (the map is abstract: everyone can reach everyone).
        let engaged = false;
        for (let i = 0; i < n && !engaged; i++) if (!down[i] && placed[i]!.side !== placed[me]!.side && isEngaged(state, id, placed[i]!.id)) engaged = true;
        if (!engaged && wantsToFlee(placed, down, me, placed[me]!.tactics.flee)) {
          fled[me] = true;
          fellOut(me);
          winner = soleSide(placed, down);
          continue;
        }
        if (!engaged && stunnedThrough[me]! < round) {
          foes.length = 0;
          for (let i = 0; i < n; i++) if (!down[i] && placed[i]!.side !== placed[me]!.side) foes.push(i);
          const pick = pickTarget(placed[me]!.tactics.target, foes, hurt, dice);
          if (pick >= 0) state = engage(state, id, placed[foes[pick]!]!.id);
        }
      }
      state = model.act(state, id, 0, true);
      continue;
    }
    const open = currentFlurry(state)!;
    if (open.key !== openedFlurry) {
      openedFlurry = open.key;
      // A stunned fighter has no actions in this round's flurry (WC-WND-10).
      for (const f of open.fighters) {
        const i = byId.get(f.id)!;
        if (stunnedThrough[i]! >= round && f.actionsLeft > 0 && currentFlurry(state)?.key === open.key) state = stepFlurry(state, (x) => loseActions(x, f.id, f.actionsLeft));
      }
      continue;
    }
    const d = flurryDecision(open);
    if (d.kind === "ended") throw new RulesError("FRAY.Sim.Error.Stalled", { ruleset: "flurry" });
    const actor = byId.get(d.actor)!;
    const tactics = placed[actor]!.tactics;
    if (d.kind === "takeOrHold") {
      state = stepFlurry(state, (f) => (tactics.holdInitiative ? holdInitiative(f, d.actor) : takeInitiative(f, d.actor)));
      continue;
    }
    if (d.kind === "declareIntention") {
      state = stepFlurry(state, (f) => declareIntention(f, d.actor, tactics.intention));
      continue;
    }
    if (d.kind === "outOfActions") {
      const running = wantsToFlee(placed, down, actor, tactics.flee);
      const choice = running ? "withdraw" : d.options.includes(tactics.actionless) ? tactics.actionless : "letGo";
      state = stepFlurry(state, (f) => resolveOutOfActions(f, d.actor, choice));
      continue;
    }
    // An attack: the defenceless first, then the tactic's pick.
    foes.length = 0;
    for (const id of d.indefensible.length > 0 ? d.indefensible : d.targets) foes.push(byId.get(id)!);
    const target = foes[pickTarget(tactics.target, foes, hurt, dice)]!;
    const posture: Posture = stunnedThrough[target]! >= round ? "stunned" : fallen[target] ? "fallen" : "standing";
    const defenseModifier = open.fighters.find((f) => f.id === placed[target]!.id)!.defenseModifier;
    const input = exchangeInput(prepared, actor, target, wounds[actor]!, wounds[target]!, posture, d.indefensible.includes(placed[target]!.id), round, defenseModifier);
    const result = fastFlurryExchange(input, tape, options);
    state = stepFlurry(state, (f) =>
      recordAttack(f, {
        attackerId: d.actor,
        defenderId: placed[target]!.id,
        hit: result.hit,
        margin: result.margin,
        defenderCanRespond: result.defenderCanRespond,
        defenderActionsLost: result.actionsLost,
        defenderIncapacitated: result.incapacitated,
      }),
    );
    if (result.wound) {
      wounds[target]!.push(result.wound);
      taken[target]!++;
    }
    for (const c of result.outcome?.conditions ?? []) {
      if (c.id === "stunned" && c.duration.kind === "rounds") stunnedThrough[target] = Math.max(stunnedThrough[target]!, round + c.duration.rounds - 1);
      if (c.id === "fallen") fallen[target] = true;
    }
    if (result.wound && isDown(wounds[target]!)) fellOut(target);
    winner = soleSide(placed, down);
  }
  const tallies = freshTallies(n, []);
  for (let i = 0; i < n; i++) {
    tallies[i]!.fell = down[i]!;
    tallies[i]!.fled = fled[i]!;
    tallies[i]!.harm = taken[i]!;
  }
  return { winner: winner ?? null, rounds: Math.min(round, prepared.maxRounds), fighters: tallies };
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
