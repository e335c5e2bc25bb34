import type { SeededDice } from "../../core/dice.js";
import type { TapeDice } from "../../core/die-source.js";
import type { EncounterParticipant } from "../../core/encounter.js";
import { RulesError, requireInteger } from "../../core/errors.js";
import { parseFormula, type ParsedFormula } from "../../core/formula.js";
import {
  clashOptions,
  ClashKernel,
  ClashKernelOut,
  DEFAULT_CLASH_POLICY,
  KERNEL_NOBODY,
  MAX_AP,
  type ClashAction,
  type ClashOptions,
  type ClashPolicy,
  type ExchangeInput,
} from "../../rulesets/clash/rules/index.js";
import { FastTurns, type FastTurnRoster } from "../../rulesets/clash/rules/fast-turns.js";
import { pickTarget } from "../targeting.js";
import type { EncounterSpec, FightRecord, RulesetSim, TargetRule } from "../types.js";
import { freshTallies, maxRoundsOf, placeFighters, requireFlee, requireTactic, soleSide, standingFoes, wantsToFlee, type FleeRule, type Placed } from "./common.js";

/** A clash fighter: its pools (AP, Luck), armor and hit points, its attack and its reactions. */
export interface ClashFighter {
  readonly id: string;
  readonly name?: string;
  readonly playerCharacter?: boolean;
  /** Action points per round. */
  readonly ap: number;
  /** Luck points for the whole fight. */
  readonly luck: number;
  readonly armor: number;
  readonly hp: number;
  /** Added to the initiative roll. */
  readonly initiative?: number;
  readonly action: ClashAction;
  readonly reactions: readonly ClashAction[];
}

/** Whom a clash side attacks, and how it plays reactions and Luck (see `ClashPolicy`). */
export interface ClashTactics extends ClashPolicy {
  readonly target: TargetRule;
  /** When to run (see `FleeRule`): the fighter spends its turn leaving the fight. */
  readonly flee: FleeRule;
}

export const CLASH_DEFAULT_TACTICS: ClashTactics = { target: "weakest", flee: "never", ...DEFAULT_CLASH_POLICY };

export interface ClashPrepared {
  readonly placed: readonly Placed<ClashFighter, ClashTactics>[];
  readonly options: ClashOptions;
  readonly participants: readonly EncounterParticipant[];
  readonly maxRounds: number;
  /** AP, initiative bonus and player flag by fighter index, for the numbers-only turn order. */
  readonly roster: FastTurnRoster;
  readonly initiativeFormula: ParsedFormula;
  /** Every clash of this encounter with numbers only (tables built once, here). */
  readonly kernel: ClashKernel;
}

function prepare(spec: EncounterSpec<ClashFighter, ClashTactics>): ClashPrepared {
  const placed = placeFighters(spec, CLASH_DEFAULT_TACTICS, (t) => {
    requireTactic(t.ownFailure, ["reroll", "flipOrReroll", "pass"], "ownFailure");
    requireTactic(t.forceReroll, ["whenOpponentSucceeds", "never"], "forceReroll");
    if (typeof t.react !== "boolean") throw new RulesError("FRAY.Sim.Error.BadTactic", { tactic: "react", value: String(t.react) });
    requireFlee(t.flee);
  });
  const options = clashOptions(spec.options ?? {});
  return {
    placed,
    options,
    participants: placed.map((p) => ({ id: p.id, side: p.side, isPlayerCharacter: p.fighter.playerCharacter ?? false, stats: { ap: p.fighter.ap, initiative: p.fighter.initiative ?? 0 } })),
    maxRounds: maxRoundsOf(spec),
    // Checked as the encounter model checks a combatant joining (DL-AP-3), once for every fight.
    roster: {
      apMax: placed.map((p) => requireInteger(p.fighter.ap, "ap", 0, MAX_AP)),
      initiativeBonus: placed.map((p) => requireInteger(p.fighter.initiative ?? 0, "initiative", -999, 999)),
      isPlayerCharacter: placed.map((p) => p.fighter.playerCharacter ?? false),
    },
    initiativeFormula: parseFormula(options.initiativeFormula),
    kernel: new ClashKernel(
      placed.map((p) => ({ id: p.id, armor: p.fighter.armor, hp: p.fighter.hp, action: p.fighter.action, reactions: p.fighter.reactions, policy: p.tactics })),
      options,
    ),
  };
}

/**
 * One fight with numbers only: the turn order of the encounter model on arrays (`FastTurns`) and
 * each clash, its harm included, by the encounter's `ClashKernel`. The same decisions as
 * `stepFight` (clash-step.ts) in the same order with the same dice: a property test plays both on
 * random encounters and compares every fight.
 */
function fight(prepared: ClashPrepared, dice: SeededDice, tape: TapeDice): FightRecord {
  const { placed, options, kernel } = prepared;
  const n = placed.length;
  const hp = Int32Array.from(placed, (p) => p.fighter.hp);
  const luck = Int32Array.from(placed, (p) => p.fighter.luck);
  const down = placed.map((p) => p.fighter.hp <= 0);
  const fled = placed.map(() => false);
  const foes: number[] = [];
  const standing = (i: number): number => hp[i]!;
  const out = new ClashKernelOut();
  const turns = new FastTurns(prepared.roster, prepared.initiativeFormula);
  const present: number[] = [];
  for (let i = 0; i < n; i++) if (!down[i]) present.push(i);
  turns.begin(present, dice);
  let round = 1;
  let winner = soleSide(placed, down);
  while (winner === undefined && round <= prepared.maxRounds) {
    if (turns.current < 0) {
      round++;
      if (round > prepared.maxRounds) break;
      turns.nextRound(dice, options.rerollInitiativeEachRound);
      continue;
    }
    const actor = turns.current;
    if (wantsToFlee(placed, down, actor, placed[actor]!.tactics.flee)) {
      down[actor] = true;
      fled[actor] = true;
      turns.leave(actor);
      winner = soleSide(placed, down);
      continue;
    }
    standingFoes(placed, down, actor, foes);
    const pick = pickTarget(placed[actor]!.tactics.target, foes, standing, dice);
    const ap = turns.ap[actor]!;
    if (pick < 0 || ap < 1) {
      turns.endTurn(actor, 0);
      continue;
    }
    const target = foes[pick]!;
    kernel.exchange(actor, target, ap, turns.ap[target]!, luck, hp, tape, out);
    if (out.reacted) turns.spendReaction(target);
    turns.endTurn(actor, 1);
    if (out.hitter !== KERNEL_NOBODY && out.hurt >= 0 && hp[out.hurt]! <= 0) {
      down[out.hurt] = true;
      turns.leave(out.hurt);
    }
    winner = soleSide(placed, down);
  }
  return clashRecord(placed, winner, Math.min(round, prepared.maxRounds), down, fled, hp, luck);
}

/** The clash's input: the attacker's action and the defender's reactions, with the AP and Luck they hold now. */
export function clashInput(prepared: ClashPrepared, actor: number, target: number, ap: number, targetAp: number, luck: readonly number[]): ExchangeInput {
  const a = prepared.placed[actor]!;
  const t = prepared.placed[target]!;
  return {
    attacker: { id: a.id, ap, luck: luck[actor]!, armor: a.fighter.armor, action: a.fighter.action },
    defender: { id: t.id, ap: targetAp, luck: luck[target]!, armor: t.fighter.armor, reactions: t.fighter.reactions },
  };
}

/** What a fight did: who won, after how many rounds, who fell or ran, the hit points lost and the Luck spent. */
export function clashRecord(placed: ClashPrepared["placed"], winner: string | null | undefined, rounds: number, down: readonly boolean[], fled: readonly boolean[], hp: ArrayLike<number>, luck: ArrayLike<number>): FightRecord {
  const tallies = freshTallies(placed.length, ["luck"]);
  for (let i = 0; i < placed.length; i++) {
    tallies[i]!.fell = down[i]!;
    tallies[i]!.fled = fled[i]!;
    tallies[i]!.harm = placed[i]!.fighter.hp - hp[i]!;
    tallies[i]!.spent["luck"] = placed[i]!.fighter.luck - luck[i]!;
  }
  return { winner: winner ?? null, rounds, fighters: tallies };
}

export const clashSim: RulesetSim<ClashFighter, ClashTactics, ClashPrepared> = {
  key: "clash",
  defaultTactics: CLASH_DEFAULT_TACTICS,
  harmUnit: "hit points",
  resources: ["luck"],
  prepare,
  labels: (prepared) => prepared.placed.map((p) => ({ id: p.id, name: p.name, side: p.side })),
  fight,
};
