import type { SeededDice } from "../../core/dice.js";
import type { EncounterParticipant } from "../../core/encounter.js";
import {
  canActNow,
  createPoolEncounter,
  freshHarm,
  harmPenalty,
  isRoundOver,
  planAttack,
  poolKernelAttack,
  poolKernelDamage,
  PoolTracks,
  poolOptions,
  type AttackPlan,
  type AttackSetup,
  type DefenderState,
  type HarmState,
  type PoolEncounterState,
  type PoolKernelAttack,
  type PoolOptions,
} from "../../rulesets/pool/rules/index.js";
import { RememberedModel } from "../remembered-model.js";
import { pickTarget } from "../targeting.js";
import type { EncounterSpec, FightRecord, RulesetSim, TargetRule } from "../types.js";
import { freshTallies, maxRoundsOf, placeFighters, requireFlee, requireTactic, soleSide, standingFoes, wantsToFlee, type FleeRule, type Placed } from "./common.js";

/** A pool fighter, in the rules' own terms: its attack setup, its defender state and its tracks. */
export interface PoolFighter {
  readonly id: string;
  readonly name?: string;
  readonly playerCharacter?: boolean;
  /** The attack it makes (skill, dice, weapon class…); the maneuver comes from the tactics. */
  readonly attack: AttackSetup;
  readonly defender: DefenderState;
  /** Tracks at the start of the fight (fresh when left out). */
  readonly harm?: HarmState;
}

/**
 * How a pool side fights: whom it attacks, and how it spends an activation — two Partial attacks
 * ("none"), or one Full-Action maneuver (Focused Attack +2D, Charge +1D).
 */
export interface PoolTactics {
  readonly target: TargetRule;
  readonly maneuver: "none" | "focused" | "charge";
  /** When to run (see `FleeRule`); Fear past its track makes anyone run whatever this says (FC-TRK-3). */
  readonly flee: FleeRule;
}

export const POOL_DEFAULT_TACTICS: PoolTactics = { target: "weakest", maneuver: "none", flee: "never" };

interface PoolPrepared {
  readonly placed: readonly Placed<PoolFighter, PoolTactics>[];
  readonly options: PoolOptions;
  readonly participants: readonly EncounterParticipant[];
  readonly maxRounds: number;
  /** Plans per fighter by track penalty (the pool shrinks as tracks fill). */
  readonly plans: Map<number, AttackPlan>[];
  /** The encounter model, its answers remembered across the run's fights. */
  readonly model: RememberedModel<PoolEncounterState>;
  /** Each fighter's tracks at the start of every fight. */
  readonly starts: readonly HarmState[];
  /** The tracks as numbers, reset at each fight's start (one fight at a time per prepared encounter). */
  readonly tracks: PoolTracks;
  /** Each plan against each fighter as the kernel reads it, built on first use. */
  readonly attacks: Map<AttackPlan, (PoolKernelAttack | undefined)[]>;
}

function prepare(spec: EncounterSpec<PoolFighter, PoolTactics>): PoolPrepared {
  const placed = placeFighters(spec, POOL_DEFAULT_TACTICS, (t) => {
    requireTactic(t.maneuver, ["none", "focused", "charge"], "maneuver");
    requireFlee(t.flee);
  });
  const options = poolOptions(spec.options ?? {});
  const starts = placed.map((p) => p.fighter.harm ?? freshHarm());
  const prepared: PoolPrepared = {
    placed,
    options,
    participants: placed.map((p) => ({ id: p.id, side: p.side, isPlayerCharacter: p.fighter.playerCharacter ?? false, stats: {} })),
    maxRounds: maxRoundsOf(spec),
    plans: placed.map(() => new Map()),
    model: new RememberedModel(createPoolEncounter(options), undefined, poolTurnIdentity),
    starts,
    tracks: new PoolTracks(starts),
    attacks: new Map(),
  };
  // Plan every fighter once now, so bad stats fail before the first fight.
  for (const p of placed) planFor(prepared, p.index, harmPenalty(p.fighter.harm ?? freshHarm()));
  return prepared;
}

/**
 * A pool encounter state without what no transition reads: the round counter, the log of who
 * acted in what order, and the initiative dice each side rolled (the order they gave stays). So
 * rounds and fights that stand alike meet on one remembered state; the fight counts its rounds.
 */
export function poolTurnIdentity(state: PoolEncounterState): string {
  return JSON.stringify({ ...state, round: 0, history: [], sides: state.sides.map((s) => ({ key: s.key, playerCharacters: s.playerCharacters })) });
}

function planFor(prepared: PoolPrepared, fighter: number, penalty: number): AttackPlan {
  const cache = prepared.plans[fighter]!;
  let plan = cache.get(penalty);
  if (!plan) {
    const p = prepared.placed[fighter]!;
    const maneuver = p.tactics.maneuver;
    plan = planAttack({ ...p.fighter.attack, maneuver, trackPenalty: (p.fighter.attack.trackPenalty ?? 0) + penalty }, prepared.options);
    cache.set(penalty, plan);
  }
  return plan;
}

/** `plan` against fighter `target`, as the kernel reads it (the same object every time). */
function attackOn(prepared: PoolPrepared, plan: AttackPlan, target: number): PoolKernelAttack {
  let row = prepared.attacks.get(plan);
  if (!row) {
    row = [];
    prepared.attacks.set(plan, row);
  }
  return (row[target] ??= poolKernelAttack(plan, prepared.placed[target]!.fighter.defender, prepared.options));
}

function fight(prepared: PoolPrepared, dice: SeededDice): FightRecord {
  const { placed, model, tracks } = prepared;
  const n = placed.length;
  tracks.load(prepared.starts);
  const start = placed.map((_, i) => tracks.value(i, 0) + tracks.value(i, 1) + tracks.value(i, 2));
  const down: boolean[] = placed.map((_, i) => tracks.down(i));
  const tallies = freshTallies(n, []);
  const byId = new Map(placed.map((p) => [p.id, p.index]));
  const foes: number[] = [];
  // Boxes a fighter can still take before its wound track gives out.
  const boxesLeft = (i: number): number => tracks.max(i, 0) + 1 - tracks.value(i, 0);
  let state: PoolEncounterState = model.begin(
    prepared.participants.filter((_, i) => !down[i]),
    dice,
  );
  let rounds = 1;
  let winner = soleSide(placed, down);
  while (winner === undefined && rounds <= prepared.maxRounds) {
    if (model.ask(state, "roundOver", isRoundOver)) {
      // A new round keeps the side order (FC-INIT-3): no dice, so it is remembered like a turn.
      state = model.nextRoundWithoutDice(state);
      rounds++;
      continue;
    }
    const actor = byId.get(model.ask(state, "actsNow", canActNow)[0]!)!;
    if (wantsToFlee(placed, down, actor, placed[actor]!.tactics.flee)) {
      // Its activation is spent running from the fight (the Fleeing condition, FC-TRK-3).
      down[actor] = true;
      tallies[actor]!.fled = true;
      state = model.leave(state, placed[actor]!.id);
      winner = soleSide(placed, down);
      continue;
    }
    const attacks = placed[actor]!.tactics.maneuver === "none" ? 2 : 1;
    for (let a = 0; a < attacks && !down[actor]; a++) {
      standingFoes(placed, down, actor, foes);
      const pick = pickTarget(placed[actor]!.tactics.target, foes, boxesLeft, dice);
      if (pick < 0) break;
      const target = foes[pick]!;
      const attack = attackOn(prepared, planFor(prepared, actor, tracks.penalty(actor)), target);
      const damage = poolKernelDamage(attack, dice);
      // A landed Coup de Grâce kills (FC-MAN-3); any other damage ticks its track's boxes (FC-DMG-3).
      const killed = attack.coupDeGrace && damage >= 1;
      if (!killed && damage > 0) tracks.add(target, attack.track, damage);
      if (killed || tracks.down(target)) {
        down[target] = true;
        state = model.leave(state, placed[target]!.id);
      }
    }
    // Two Partial attacks or one Full-Action maneuver: either way the whole budget (FC-ACT-1).
    state = model.act(state, placed[actor]!.id, 2, true);
    winner = soleSide(placed, down);
  }
  for (let i = 0; i < n; i++) {
    tallies[i]!.fell = down[i]!;
    // Fear past its track: he flees (FC-TRK-3).
    if (tracks.terminal(i, 2) && !tracks.terminal(i, 0) && !tracks.terminal(i, 1)) tallies[i]!.fled = true;
    tallies[i]!.harm = tracks.value(i, 0) + tracks.value(i, 1) + tracks.value(i, 2) - start[i]!;
  }
  return { winner: winner ?? null, rounds: Math.min(rounds, prepared.maxRounds), fighters: tallies };
}

export const poolSim: RulesetSim<PoolFighter, PoolTactics, PoolPrepared> = {
  key: "pool",
  defaultTactics: POOL_DEFAULT_TACTICS,
  harmUnit: "boxes",
  resources: [],
  prepare,
  labels: (prepared) => prepared.placed.map((p) => ({ id: p.id, name: p.name, side: p.side })),
  fight: (prepared, dice) => fight(prepared, dice),
};
