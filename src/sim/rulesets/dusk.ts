import type { SeededDice } from "../../core/dice.js";
import type { TapeDice } from "../../core/die-source.js";
import type { EncounterParticipant } from "../../core/encounter.js";
import { RulesError } from "../../core/errors.js";
import {
  canActNow,
  DEFAULT_DUSK_POLICY,
  duskOptions,
  fastDuskExchange,
  isRoundOver,
  makeDuskEncounter,
  startOfAction,
  woundPenalties,
  type DuskEncounterState,
  type DuskOptions,
  type DuskPolicy,
  type ExchangeNpc,
  type HarmTarget,
  type SkillLevel,
  type TaskActor,
} from "../../rulesets/dusk/rules/index.js";
import { pickTarget } from "../targeting.js";
import type { EncounterSpec, FightRecord, RulesetSim, TargetRule } from "../types.js";
import { freshTallies, maxRoundsOf, placeFighters, requireFlee, requireTactic, soleSide, wantsToFlee, type FleeRule, type Placed } from "./common.js";

/**
 * A dusk fighter: a PC (the rules' `HarmTarget & TaskActor`, with its weapon's damage and skill)
 * or an NPC (the rules' `ExchangeNpc`). Players roll for everything, so every exchange pits a PC
 * against an NPC: each side must be all PCs or all NPCs, facing the other kind.
 */
export type DuskFighter =
  | { readonly kind: "pc"; readonly id: string; readonly name?: string; readonly pc: HarmTarget & TaskActor; readonly damage: number; readonly skill?: SkillLevel }
  | { readonly kind: "npc"; readonly id: string; readonly name?: string; readonly npc: ExchangeNpc };

/** Whom a dusk side attacks, and (for PCs) Effort and Destiny, (for NPCs) the GM's use of Doom. */
export interface DuskTactics extends DuskPolicy {
  readonly target: TargetRule;
  /** When to run (see `FleeRule`): the fighter spends its action getting away. */
  readonly flee: FleeRule;
}

export const DUSK_DEFAULT_TACTICS: DuskTactics = { target: "weakest", flee: "never", ...DEFAULT_DUSK_POLICY };

interface DuskPrepared {
  readonly placed: readonly Placed<DuskFighter, DuskTactics>[];
  readonly options: DuskOptions;
  readonly participants: readonly EncounterParticipant[];
  readonly maxRounds: number;
}

function prepare(spec: EncounterSpec<DuskFighter, DuskTactics>): DuskPrepared {
  const placed = placeFighters(spec, DUSK_DEFAULT_TACTICS, (t) => {
    if (!Number.isInteger(t.effort) || t.effort < 0 || t.effort > 6) throw new RulesError("FRAY.Sim.Error.BadTactic", { tactic: "effort", value: String(t.effort) });
    requireTactic(String(t.destinyReroll), ["true", "false"], "destinyReroll");
    requireTactic(String(t.doomHinder), ["true", "false"], "doomHinder");
    requireFlee(t.flee);
  });
  for (const side of spec.sides) {
    const kinds = new Set(side.fighters.map((f) => f.kind));
    if (kinds.size !== 1) throw new RulesError("FRAY.Sim.Error.DuskSides", { side: side.key });
  }
  return {
    placed,
    options: duskOptions(spec.options ?? {}),
    participants: placed.map((p): EncounterParticipant =>
      p.fighter.kind === "pc"
        ? { id: p.id, side: p.side, isPlayerCharacter: true, stats: { speedMax: p.fighter.pc.pools.speed.max } }
        : { id: p.id, side: p.side, isPlayerCharacter: false, stats: { targetNumber: 3 * p.fighter.npc.level } },
    ),
    maxRounds: maxRoundsOf(spec),
  };
}

type Pc = HarmTarget & TaskActor;

function fight(prepared: DuskPrepared, dice: SeededDice, tape: TapeDice): FightRecord {
  const { placed, options } = prepared;
  const model = makeDuskEncounter(options);
  const n = placed.length;
  const pcs: (Pc | undefined)[] = placed.map((p) => (p.fighter.kind === "pc" ? p.fighter.pc : undefined));
  const npcs: (ExchangeNpc | undefined)[] = placed.map((p) => (p.fighter.kind === "npc" ? p.fighter.npc : undefined));
  const effort = placed.map(() => 0);
  const out = (i: number): boolean => {
    const pc = pcs[i];
    if (pc) return pc.dead || woundPenalties(pc.wounds, options).cannotAct;
    const npc = npcs[i]!;
    return npc.dead || npc.incapacitated;
  };
  const down = placed.map((_, i) => out(i));
  const fled = placed.map(() => false);
  const byId = new Map(placed.map((p) => [p.id, p.index]));
  const gm = placed.find((p) => p.fighter.kind === "npc")?.tactics ?? DUSK_DEFAULT_TACTICS;
  let doom = 0;
  const foes: number[] = [];
  let state: DuskEncounterState = model.begin(prepared.participants.filter((_, i) => !down[i]), dice);
  let round = 1;
  let winner = soleSide(placed, down);
  while (winner === undefined && round <= prepared.maxRounds) {
    if (isRoundOver(state)) {
      round++;
      if (round > prepared.maxRounds) break;
      state = model.nextRound(state, dice);
      continue;
    }
    const actorId = canActNow(state)[0]!;
    const actor = byId.get(actorId)!;
    if (state.phase === "movement") {
      state = model.act(state, actorId, 0, true);
      continue;
    }
    if (wantsToFlee(placed, down, actor, placed[actor]!.tactics.flee)) {
      down[actor] = true;
      fled[actor] = true;
      state = model.leave(state, actorId);
      winner = soleSide(placed, down);
      continue;
    }
    // A PC who survived a 0-health wound gets 1 health back as its action starts (DB-HP-3).
    const own = pcs[actor];
    if (own) pcs[actor] = { ...own, ...startOfAction(own).target };
    foes.length = 0;
    for (let i = 0; i < n; i++) if (!down[i] && placed[i]!.side !== placed[actor]!.side) foes.push(i);
    const pick = pickTarget(placed[actor]!.tactics.target, foes, (i) => pcs[i]?.health ?? npcs[i]!.health, dice);
    if (pick >= 0) {
      const target = foes[pick]!;
      const pcIndex = own ? actor : target;
      const npcIndex = own ? target : actor;
      const pcFighter = placed[pcIndex]!.fighter as Extract<DuskFighter, { kind: "pc" }>;
      const result = fastDuskExchange(
        { direction: own ? "pcAttacks" : "npcAttacks", pc: pcs[pcIndex]!, npc: npcs[npcIndex]!, doom, ...(own ? { damage: pcFighter.damage } : {}), ...(pcFighter.skill ? { skill: pcFighter.skill } : {}), round },
        { player: placed[pcIndex]!.tactics, gm },
        tape,
        options,
      );
      pcs[pcIndex] = result.pc;
      npcs[npcIndex] = result.npc;
      doom = result.doom;
      effort[pcIndex]! += result.effortLevels;
      for (const i of [pcIndex, npcIndex]) {
        if (!down[i] && out(i)) {
          down[i] = true;
          if (i !== actor) state = model.leave(state, placed[i]!.id);
        }
      }
    }
    state = down[actor] ? model.leave(state, actorId) : model.act(state, actorId, 1, true);
    winner = soleSide(placed, down);
  }
  const tallies = freshTallies(n, ["effort"]);
  for (let i = 0; i < n; i++) {
    const p = placed[i]!.fighter;
    tallies[i]!.fell = down[i]!;
    tallies[i]!.fled = fled[i]!;
    tallies[i]!.harm = p.kind === "pc" ? p.pc.health - pcs[i]!.health + pcs[i]!.wounds.length - p.pc.wounds.length : p.npc.health - npcs[i]!.health;
    tallies[i]!.spent["effort"] = effort[i]!;
  }
  return { winner: winner ?? null, rounds: Math.min(round, prepared.maxRounds), fighters: tallies };
}

export const duskSim: RulesetSim<DuskFighter, DuskTactics, DuskPrepared> = {
  key: "dusk",
  defaultTactics: DUSK_DEFAULT_TACTICS,
  harmUnit: "health and wounds",
  resources: ["effort"],
  prepare,
  labels: (prepared) => prepared.placed.map((p) => ({ id: p.id, name: p.name, side: p.side })),
  fight,
};
