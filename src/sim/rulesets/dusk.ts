import type { SeededDice } from "../../core/dice.js";
import type { TapeDice } from "../../core/die-source.js";
import type { EncounterParticipant } from "../../core/encounter.js";
import { RulesError } from "../../core/errors.js";
import {
  canActNow,
  COMBATANT_FLAGS,
  DEFAULT_DUSK_POLICY,
  DuskPcBook,
  duskHandOff,
  duskKernel,
  duskOptions,
  kernelComputes,
  pcNumbers,
  SKILL_STEPS,
  withNumbers,
  isRoundOver,
  makeDuskEncounter,
  type DuskEncounterState,
  type DuskKernelOut,
  type DuskPcNumbers,
  type DuskPcState,
  type DuskOptions,
  type DuskPolicy,
  type ExchangeNpc,
  type HarmTarget,
  type SkillLevel,
  type TaskActor,
} from "../../rulesets/dusk/rules/index.js";
import { RememberedModel } from "../remembered-model.js";
import { pickTarget } from "../targeting.js";
import type { EncounterSpec, FightRecord, RulesetSim, TargetRule } from "../types.js";
import { freshTallies, maxRoundsOf, placeFighters, requireFlee, requireTactic, soleSide, standingFoes, wantsToFlee, type FleeRule, type Placed } from "./common.js";

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
  /** The encounter model, its answers remembered across the run's fights. */
  readonly model: RememberedModel<DuskEncounterState>;
  /** The GM's tactics (the first NPC side's): Doom is one pool for all the NPCs. */
  readonly gm: DuskTactics;
  /** Each PC's injuries as the kernel carries them, their states remembered across the run's fights. */
  readonly books: readonly (DuskPcBook | undefined)[];
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
  const options = duskOptions(spec.options ?? {});
  return {
    placed,
    options,
    participants: placed.map((p): EncounterParticipant =>
      p.fighter.kind === "pc"
        ? { id: p.id, side: p.side, isPlayerCharacter: true, stats: { speedMax: p.fighter.pc.pools.speed.max } }
        : { id: p.id, side: p.side, isPlayerCharacter: false, stats: { targetNumber: 3 * p.fighter.npc.level } },
    ),
    maxRounds: maxRoundsOf(spec),
    model: new RememberedModel(makeDuskEncounter(options), undefined, duskTurnIdentity),
    gm: placed.find((p) => p.fighter.kind === "npc")?.tactics ?? DUSK_DEFAULT_TACTICS,
    books: placed.map((p) => (p.fighter.kind === "pc" ? new DuskPcBook(p.fighter.pc, options) : undefined)),
  };
}

type Pc = HarmTarget & TaskActor;

/**
 * A dusk encounter state as far as its turns go: the phase, and each combatant in action order
 * with its flags. The round counter, the initiative values and the initiative rolls shown are
 * left out: `act`, `leave` and `nextRound` (without new initiative, DB-INIT-4) read only the
 * order, the phase and the flags, so states that differ in nothing else step alike. The fight
 * keeps its own round count and reads nothing else from the state.
 */
export function duskTurnIdentity(state: DuskEncounterState): string {
  let key = state.phase;
  for (const c of state.combatants) {
    let flags = 0;
    for (const flag of TURN_FLAGS) flags = (flags << 1) | (c[flag] ? 1 : 0);
    key += `|${c.id}#${c.seat}:${flags}${c.moveKind ?? ""}`;
  }
  return key;
}

// Every flag of the record but the fixed one (a combatant id already says whether it is a PC):
// taken from the rules' own list, so a flag the rules add is part of the state's name at once.
const TURN_FLAGS = COMBATANT_FLAGS.filter((flag) => flag !== "isPlayerCharacter");

/** Whose turn it is: the first the model lets act now (the mover, or the actor of the action phase). */
const firstToAct = (state: DuskEncounterState): string => canActNow(state)[0]!;

/** Every mover passes its move, in the order the model gives, until the action phase opens. */
function everyonePasses(model: RememberedModel<DuskEncounterState>, start: DuskEncounterState): DuskEncounterState {
  let state = start;
  while (state.phase === "movement" && !isRoundOver(state)) state = model.act(state, firstToAct(state), 0, true);
  return state;
}

function fight(prepared: DuskPrepared, dice: SeededDice, tape: TapeDice): FightRecord {
  const { placed, options, model, gm } = prepared;
  const n = placed.length;
  // Each PC's injuries as a remembered state (its record: `.record`), the kernel's between exchanges.
  const pcs: (DuskPcState | undefined)[] = prepared.books.map((book) => book?.first());
  const npcs: (ExchangeNpc | undefined)[] = placed.map((p) => (p.fighter.kind === "npc" ? p.fighter.npc : undefined));
  const effort = placed.map(() => 0);
  // Each PC's Pools and Destiny as numbers, the kernel's between exchanges (its record may lag).
  const numbers: (DuskPcNumbers | undefined)[] = pcs.map((pc) => (pc ? pcNumbers(pc.record) : undefined));
  // Out of the fight: dead, or (a PC) barred from acting by a Critical wound in force (DB-WND-3).
  const out = (i: number): boolean => {
    const pc = pcs[i];
    if (pc) return pc.out;
    const npc = npcs[i]!;
    return npc.dead || npc.incapacitated;
  };
  const down = placed.map((_, i) => out(i));
  const fled = placed.map(() => false);
  const byId = new Map(placed.map((p) => [p.id, p.index]));
  let doom = 0;
  const foes: number[] = [];
  const healthOf = (i: number): number => pcs[i]?.health ?? npcs[i]!.health;
  // Each PC's answers beside the GM's, as the exchange takes them.
  const policies = placed.map((p) => ({ player: p.tactics, gm }));
  let state: DuskEncounterState = model.begin(prepared.participants.filter((_, i) => !down[i]), dice);
  let round = 1;
  let winner = soleSide(placed, down);
  while (winner === undefined && round <= prepared.maxRounds) {
    if (model.ask(state, "roundOver", isRoundOver)) {
      round++;
      if (round > prepared.maxRounds) break;
      state = model.nextRoundWithoutDice(state);
      continue;
    }
    if (state.phase === "movement") {
      // Nobody moves on the abstract map: the whole phase is passes in the model's order, one remembered step.
      const start = state;
      state = model.step(start, "everyonePasses", () => everyonePasses(model, start));
      continue;
    }
    const actorId = model.ask(state, "first", firstToAct);
    const actor = byId.get(actorId)!;
    if (wantsToFlee(placed, down, actor, placed[actor]!.tactics.flee)) {
      down[actor] = true;
      fled[actor] = true;
      state = model.leave(state, actorId);
      winner = soleSide(placed, down);
      continue;
    }
    // A PC who survived a 0-health wound gets 1 health back as its action starts (DB-HP-3).
    const own = pcs[actor];
    if (own && own.record.regainOnNextAction && !own.dead) pcs[actor] = own.startAction();
    standingFoes(placed, down, actor, foes);
    const pick = pickTarget(placed[actor]!.tactics.target, foes, healthOf, dice);
    if (pick >= 0) {
      const target = foes[pick]!;
      const pcIndex = own ? actor : target;
      const npcIndex = own ? target : actor;
      const pcFighter = placed[pcIndex]!.fighter as Extract<DuskFighter, { kind: "pc" }>;
      const direction = own ? "pcAttacks" : "npcAttacks";
      const damage = own ? pcFighter.damage : undefined;
      const pc = pcs[pcIndex]!;
      const result = kernelOut;
      if (kernelComputes(NO_EXTRAS, pc.record)) {
        duskKernel(direction, pc, numbers[pcIndex]!, npcs[npcIndex]!, doom, damage, pcFighter.skill === undefined ? 0 : SKILL_STEPS[pcFighter.skill], false, policies[pcIndex]!, tape, options, result);
      } else {
        // A dead PC's exchange is the step machine's; its record brought up to date first.
        tape.reset();
        const r = duskHandOff({ direction, pc: withNumbers(pc.record, numbers[pcIndex]!), npc: npcs[npcIndex]!, doom, damage, skill: pcFighter.skill, round }, policies[pcIndex]!, tape, options);
        numbers[pcIndex] = pcNumbers(r.pc);
        Object.assign(result, r, { pcState: prepared.books[pcIndex]!.stateOf(r.pc) });
      }
      pcs[pcIndex] = result.pcState;
      npcs[npcIndex] = result.npc;
      doom = result.doom;
      effort[pcIndex]! += result.effortLevels;
      if (!down[target] && out(target)) {
        down[target] = true;
        state = model.leave(state, placed[target]!.id);
      }
      if (!down[actor] && out(actor)) down[actor] = true;
    }
    state = down[actor] ? model.leave(state, actorId) : model.act(state, actorId, 1, true);
    winner = soleSide(placed, down);
  }
  const tallies = freshTallies(n, ["effort"]);
  for (let i = 0; i < n; i++) {
    const p = placed[i]!.fighter;
    tallies[i]!.fell = down[i]!;
    tallies[i]!.fled = fled[i]!;
    tallies[i]!.harm = p.kind === "pc" ? p.pc.health - pcs[i]!.health + pcs[i]!.record.wounds.length - p.pc.wounds.length : p.npc.health - npcs[i]!.health;
    tallies[i]!.spent["effort"] = effort[i]!;
  }
  return { winner: winner ?? null, rounds: Math.min(round, prepared.maxRounds), fighters: tallies };
}

/** The simulator's requests add nothing the kernel leaves to the step machine (no other stat, nature, assets or easing). */
const NO_EXTRAS = Object.freeze({});
const kernelOut: DuskKernelOut = { hit: false, dealt: 0, doom: 0, effortLevels: 0, pcState: undefined as unknown as DuskPcState, pc: undefined as unknown as Pc, npc: undefined as unknown as ExchangeNpc };

export const duskSim: RulesetSim<DuskFighter, DuskTactics, DuskPrepared> = {
  key: "dusk",
  defaultTactics: DUSK_DEFAULT_TACTICS,
  harmUnit: "health and wounds",
  resources: ["effort"],
  prepare,
  labels: (prepared) => prepared.placed.map((p) => ({ id: p.id, name: p.name, side: p.side })),
  fight,
};
