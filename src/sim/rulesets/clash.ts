import type { SeededDice } from "../../core/dice.js";
import type { TapeDice } from "../../core/die-source.js";
import type { EncounterParticipant } from "../../core/encounter.js";
import { RulesError } from "../../core/errors.js";
import {
  applyHpDamage,
  clashOptions,
  createClashEncounter,
  DEFAULT_CLASH_POLICY,
  fastClash,
  spendReactionAp,
  type ClashAction,
  type ClashEncounterState,
  type ClashOptions,
  type ClashPolicy,
} from "../../rulesets/clash/rules/index.js";
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

interface ClashPrepared {
  readonly placed: readonly Placed<ClashFighter, ClashTactics>[];
  readonly options: ClashOptions;
  readonly participants: readonly EncounterParticipant[];
  readonly maxRounds: number;
}

function prepare(spec: EncounterSpec<ClashFighter, ClashTactics>): ClashPrepared {
  const placed = placeFighters(spec, CLASH_DEFAULT_TACTICS, (t) => {
    requireTactic(t.ownFailure, ["reroll", "flipOrReroll", "pass"], "ownFailure");
    requireTactic(t.forceReroll, ["whenOpponentSucceeds", "never"], "forceReroll");
    if (typeof t.react !== "boolean") throw new RulesError("FRAY.Sim.Error.BadTactic", { tactic: "react", value: String(t.react) });
    requireFlee(t.flee);
  });
  return {
    placed,
    options: clashOptions(spec.options ?? {}),
    participants: placed.map((p) => ({ id: p.id, side: p.side, isPlayerCharacter: p.fighter.playerCharacter ?? false, stats: { ap: p.fighter.ap, initiative: p.fighter.initiative ?? 0 } })),
    maxRounds: maxRoundsOf(spec),
  };
}

const apOf = (state: ClashEncounterState, id: string): number => state.order.find((c) => c.id === id)?.ap ?? 0;

function fight(prepared: ClashPrepared, dice: SeededDice, tape: TapeDice): FightRecord {
  const { placed, options } = prepared;
  const model = createClashEncounter(options);
  const n = placed.length;
  const hp = placed.map((p) => ({ value: p.fighter.hp, max: p.fighter.hp }));
  const luck = placed.map((p) => p.fighter.luck);
  const down = hp.map((h) => h.value <= 0);
  const fled = placed.map(() => false);
  const byId = new Map(placed.map((p) => [p.id, p.index]));
  const foes: number[] = [];
  let state = model.begin(prepared.participants.filter((_, i) => !down[i]), dice);
  let round = 1;
  let winner = soleSide(placed, down);
  while (winner === undefined && round <= prepared.maxRounds) {
    if (state.currentId === null) {
      round++;
      if (round > prepared.maxRounds) break;
      state = model.nextRound(state, dice);
      continue;
    }
    const actor = byId.get(state.currentId)!;
    if (wantsToFlee(placed, down, actor, placed[actor]!.tactics.flee)) {
      down[actor] = true;
      fled[actor] = true;
      state = model.leave(state, placed[actor]!.id);
      winner = soleSide(placed, down);
      continue;
    }
    standingFoes(placed, down, actor, foes);
    const pick = pickTarget(placed[actor]!.tactics.target, foes, (i) => hp[i]!.value, dice);
    const ap = apOf(state, placed[actor]!.id);
    if (pick < 0 || ap < 1) {
      state = model.act(state, placed[actor]!.id, 0, true);
      continue;
    }
    const target = foes[pick]!;
    const a = placed[actor]!;
    const t = placed[target]!;
    const result = fastClash(
      {
        attacker: { id: a.id, ap, luck: luck[actor]!, armor: a.fighter.armor, action: a.fighter.action },
        defender: { id: t.id, ap: apOf(state, t.id), luck: luck[target]!, armor: t.fighter.armor, reactions: t.fighter.reactions },
      },
      options,
      { attacker: a.tactics, defender: t.tactics },
      tape,
    );
    luck[actor] = result.attacker.luck;
    luck[target] = result.defender.luck;
    if (result.reacted) state = spendReactionAp(state, t.id);
    // A reaction spending the actor's turn is not possible (only the defender reacts), so the actor is still current.
    state = model.act(state, a.id, 1, true);
    if (result.hitter !== null && result.dealt > 0) {
      const hurt = result.hitter === "attacker" ? target : actor;
      hp[hurt] = applyHpDamage(hp[hurt]!, result.dealt);
      if (hp[hurt]!.value <= 0) {
        down[hurt] = true;
        state = model.leave(state, placed[hurt]!.id);
      }
    }
    winner = soleSide(placed, down);
  }
  const tallies = freshTallies(n, ["luck"]);
  for (let i = 0; i < n; i++) {
    tallies[i]!.fell = down[i]!;
    tallies[i]!.fled = fled[i]!;
    tallies[i]!.harm = placed[i]!.fighter.hp - hp[i]!.value;
    tallies[i]!.spent["luck"] = placed[i]!.fighter.luck - luck[i]!;
  }
  return { winner: winner ?? null, rounds: Math.min(round, prepared.maxRounds), fighters: tallies };
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
