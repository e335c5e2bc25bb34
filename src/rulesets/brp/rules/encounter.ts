import type { Dice } from "../../../core/dice.js";
import { requireParticipant, type EncounterControl, type EncounterGroup, type EncounterModel, type EncounterNote, type EncounterParticipant, type EncounterSnapshot } from "../../../core/encounter.js";
import { RulesError, requireInteger } from "../../../core/errors.js";
import { optionalBoolean, optionalInteger, requireArray, requireBoolean, requireNumber, requireOneOf, requireRecord, requireString } from "../../../core/validate.js";
import { MAX_ROUND } from "../../../core/vocabulary.js";
import { actionRanks, delayRank } from "./actions.js";
import { BRP_DEFAULTS, brpOption, type BrpOptions } from "./options.js";

/**
 * The BRP round as a pure state machine for the combat tracker (BRP-ROUND-*, BRP-SOI-*,
 * BRP-POW-*, BRP-ACT-*): statements of intent, powers by INT rank, actions by DEX rank, then
 * resolution. Participant stats used: DEX, INT, POW, skill (relevant skill), weaponLength
 * (0 missile, 1 long, 2 medium, 3 short, 4 unarmed), attacks (per round), initiativeGroup.
 */

/** A combat round lasts 12 seconds; a turn is 5 minutes (BRP-ROUND-1). */
export const ROUND_SECONDS = 12;
export const TURN_MINUTES = 5;

/** The four phases, always in this order (BRP-ROUND-2). */
export const PHASES = ["statements", "powers", "action", "resolution"] as const;

export type BrpPhase = "statements" | "powers" | "action" | "resolution";

/** A statement of intent for the round (BRP-SOI-1). */
export interface Statement {
  readonly action: "attack" | "move" | "noncombat" | "engage" | "disengage" | "power" | "defensive" | "none";
  /** Metres moved before acting (halves or quarters the rank). */
  readonly moveMetres?: number;
  /** Attacks or actions this round (weapons with several attacks, split skills, extra noncombat actions). */
  readonly actions?: number;
  /** Delay the first action to this rank (1 or more). */
  readonly delayTo?: number;
  /** The GM keeps an NPC's statement to themselves (BRP-SOI-2). */
  readonly hidden?: boolean;
  /** Weapon length class and skill for this round's tie-breaks, if not the stats'. */
  readonly weaponLength?: number;
  readonly skill?: number;
}

export interface Slot {
  readonly participantId: string;
  readonly kind: "action" | "power";
  readonly rank: number;
  /** Sorting keys within a rank, smaller first. */
  readonly tie: readonly number[];
  readonly done: boolean;
}

export interface BrpEncounterState {
  readonly round: number;
  readonly phase: BrpPhase;
  readonly participants: readonly EncounterParticipant[];
  /** Rolled initiative (DEX+1D10 / INT+1D10 option) per participant. */
  readonly rolled: Readonly<Record<string, { readonly dex: number; readonly int: number }>>;
  readonly statements: Readonly<Record<string, Statement>>;
  /** Who has stated so far this round. */
  readonly stated: readonly string[];
  readonly slots: readonly Slot[];
  readonly options: EncounterOptions;
  readonly initiativeRolls: EncounterSnapshot["initiativeRolls"];
  /** Bleeding has been applied this round (DEX rank 1, BRP-SPC-2). */
  readonly bleedingDone: boolean;
}

export type EncounterOptions = Pick<BrpOptions, "statements" | "initiativeRolls" | "keepInitiativeRoll" | "powersInActionPhase">;

/** The largest characteristic, skill or rank a participant's stats hold. */
const MAX_STAT = 100_000;

/** A stat of a participant (missing ones take `fallback`), checked where it is read. */
const stat = (p: EncounterParticipant, key: string, fallback = 0): number => {
  const value = p.stats[key];
  return value === undefined ? fallback : requireNumber(value, `stats.${key}`, -MAX_STAT, MAX_STAT);
};

/** The four encounter options, each checked. */
function requireEncounterOptions(value: unknown, field = "options"): EncounterOptions {
  brpOption(value, "statements");
  brpOption(value, "initiativeRolls");
  brpOption(value, "keepInitiativeRoll");
  brpOption(value, "powersInActionPhase");
  return requireRecord(value, field) as EncounterOptions;
}

/**
 * The encounter state as the combat document's flag hands it back: its shape checked once at each
 * entry point (O(1)); the lists and records inside are the model's own.
 */
function requireEncounter(value: unknown, field = "encounter"): BrpEncounterState {
  const state = requireRecord(value, field);
  requireInteger(state.round, `${field}.round`, 0, MAX_ROUND);
  requireOneOf(state.phase, `${field}.phase`, PHASES);
  requireArray(state.participants, `${field}.participants`);
  requireRecord(state.rolled, `${field}.rolled`);
  requireRecord(state.statements, `${field}.statements`);
  requireArray(state.stated, `${field}.stated`);
  requireArray(state.slots, `${field}.slots`);
  requireEncounterOptions(state.options, `${field}.options`);
  requireArray(state.initiativeRolls, `${field}.initiativeRolls`);
  requireBoolean(state.bleedingDone, `${field}.bleedingDone`);
  return value as BrpEncounterState;
}

const STATEMENT_ACTIONS: readonly Statement["action"][] = ["attack", "move", "noncombat", "engage", "disengage", "power", "defensive", "none"];

/** A statement of intent as a player or the GM sends it. */
function requireStatement(value: unknown): Statement {
  const s = requireRecord(value, "statement");
  requireOneOf(s.action, "statement.action", STATEMENT_ACTIONS);
  if (s.moveMetres !== undefined) requireNumber(s.moveMetres, "statement.moveMetres", 0, 100_000);
  optionalInteger(s.actions, "statement.actions", 0, 20, 1);
  optionalInteger(s.delayTo, "statement.delayTo", -1000, 1000, 0);
  optionalBoolean(s.hidden, "statement.hidden");
  optionalInteger(s.weaponLength, "statement.weaponLength", 0, 4, 2);
  if (s.skill !== undefined) requireNumber(s.skill, "statement.skill", -MAX_STAT, MAX_STAT);
  return value as Statement;
}

export function dexRankOf(state: BrpEncounterState, p: EncounterParticipant): number {
  requireEncounter(state);
  return dexRank(state, requireParticipant(p));
}
export function intRankOf(state: BrpEncounterState, p: EncounterParticipant): number {
  requireEncounter(state);
  return intRank(state, requireParticipant(p));
}

function dexRank(state: BrpEncounterState, p: EncounterParticipant): number {
  return state.rolled[p.id]?.dex ?? stat(p, "DEX");
}
function intRank(state: BrpEncounterState, p: EncounterParticipant): number {
  return state.rolled[p.id]?.int ?? stat(p, "INT");
}

/** Order in which participants state intent: high DEX first, or low first with reverse statements (BRP-SOI-6). */
export function statementOrder(state: BrpEncounterState): string[] {
  return orderOfStatements(requireEncounter(state));
}

function orderOfStatements(state: BrpEncounterState): string[] {
  const sorted = [...state.participants].sort((a, b) => dexRank(state, b) - dexRank(state, a) || stat(b, "skill") - stat(a, "skill"));
  if (state.options.statements === "reverse") sorted.reverse();
  return sorted.map((p) => p.id);
}

function rollInitiative(participants: readonly EncounterParticipant[], dice: Dice, previous: BrpEncounterState["rolled"] | null) {
  const rolled: Record<string, { dex: number; int: number }> = {};
  const rolls: Array<EncounterSnapshot["initiativeRolls"][number]> = [];
  const byGroup = new Map<string, { dex: number; int: number }>();
  for (const p of participants) {
    const kept = previous?.[p.id];
    if (kept) {
      rolled[p.id] = kept;
      continue;
    }
    const group = stat(p, "initiativeGroup") > 0 ? `group${stat(p, "initiativeGroup")}` : p.id;
    let d = byGroup.get(group);
    if (!d) {
      const [dexDie, intDie] = dice.roll(2, 10, "initiative");
      d = { dex: dexDie!, int: intDie! };
      byGroup.set(group, d);
      rolls.push({ groupKey: group, faces: 10, results: [d.dex, d.int], total: d.dex });
    }
    rolled[p.id] = { dex: stat(p, "DEX") + d.dex, int: stat(p, "INT") + d.int };
  }
  return { rolled, rolls };
}

function startRound(state: BrpEncounterState, round: number, dice: Dice, keep: boolean): BrpEncounterState {
  let rolled: BrpEncounterState["rolled"] = {};
  let initiativeRolls: BrpEncounterState["initiativeRolls"] = [];
  if (state.options.initiativeRolls) {
    const r = rollInitiative(state.participants, dice, keep ? state.rolled : null);
    rolled = r.rolled;
    initiativeRolls = r.rolls;
  }
  const next: BrpEncounterState = { ...state, round, phase: "statements", rolled, initiativeRolls, statements: {}, stated: [], slots: [], bleedingDone: false };
  return state.options.statements === "none" ? afterStatements(next) : next;
}

/** The default statement when none was given: attack with the weapon's attacks per round. */
function statementFor(state: BrpEncounterState, p: EncounterParticipant): Statement {
  return state.statements[p.id] ?? { action: "attack", actions: Math.max(1, stat(p, "attacks", 1)) };
}

/** Builds the round's slots from the statements. */
function buildSlots(state: BrpEncounterState): Slot[] {
  const slots: Slot[] = [];
  const interleave = state.options.powersInActionPhase;
  for (const p of state.participants) {
    const s = statementFor(state, p);
    const length = s.weaponLength ?? stat(p, "weaponLength", 2);
    const skill = s.skill ?? stat(p, "skill");
    if (s.action === "power") {
      // One power per round, used instead of an attack (BRP-POW-5); ties: skill, then POW (BRP-POW-4),
      // or the other characteristic first when powers share the action countdown (BRP-POW-7).
      const rank = Math.min(s.delayTo ?? Infinity, intRank(state, p));
      if (rank >= 1) {
        const tie = interleave ? [-dexRank(state, p), 0, -skill, -stat(p, "POW")] : [-skill, -stat(p, "POW")];
        slots.push({ participantId: p.id, kind: "power", rank, tie, done: false });
      }
      continue;
    }
    if (s.action === "none" || s.action === "defensive") continue;
    const count = s.action === "move" ? 1 : Math.max(1, s.actions ?? 1);
    const move = s.action === "move" ? 0 : (s.moveMetres ?? 0);
    let ranks = actionRanks(dexRank(state, p), count, move);
    // A delay moves the first action down (BRP-SOI-3); past rank 1 the round's actions are lost.
    if (s.delayTo !== undefined && ranks.length > 0) {
      const to = s.delayTo;
      ranks = to < 1 ? [] : ranks[0]! > to ? [to, ...ranks.slice(1).filter((r) => r < to)] : ranks;
    }
    const tie = interleave ? [-intRank(state, p), length, -skill] : [length, -skill];
    for (const rank of ranks) slots.push({ participantId: p.id, kind: "action", rank, tie, done: false });
  }
  return slots;
}

function afterStatements(state: BrpEncounterState): BrpEncounterState {
  const slots = buildSlots(state);
  const hasPowers = !state.options.powersInActionPhase && slots.some((s) => s.kind === "power");
  return settle({ ...state, slots, phase: hasPowers ? "powers" : "action" });
}

/** Moves on from a phase with nothing left in it. */
function settle(state: BrpEncounterState): BrpEncounterState {
  if (state.phase === "powers" && pending(state, "powers").length === 0) return settle({ ...state, phase: "action" });
  if (state.phase === "action" && pending(state, "action").length === 0) return { ...state, phase: "resolution" };
  return state;
}

function pending(state: BrpEncounterState, phase: "powers" | "action"): Slot[] {
  const wanted = (s: Slot) => (phase === "powers" ? s.kind === "power" : state.options.powersInActionPhase || s.kind === "action");
  return state.slots.filter((s) => !s.done && wanted(s));
}

function compareSlots(a: Slot, b: Slot): number {
  if (a.rank !== b.rank) return b.rank - a.rank;
  for (let i = 0; i < Math.max(a.tie.length, b.tie.length); i++) {
    const d = (a.tie[i] ?? 0) - (b.tie[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Pending slots of the current phase in order. */
export function orderedSlots(state: BrpEncounterState): Slot[] {
  return ordered(requireEncounter(state));
}

function ordered(state: BrpEncounterState): Slot[] {
  if (state.phase !== "powers" && state.phase !== "action") return [];
  return pending(state, state.phase).sort(compareSlots);
}

/** The slots that act now: the first in order and every slot tied with it (simultaneous). */
export function currentSlots(state: BrpEncounterState): Slot[] {
  return current(requireEncounter(state));
}

function current(state: BrpEncounterState): Slot[] {
  const inOrder = ordered(state);
  const first = inOrder[0];
  return first ? inOrder.filter((s) => compareSlots(s, first) === 0) : [];
}

/** Records a statement of intent (BRP-SOI-1); only in the statements phase. */
export function declareIntent(state: BrpEncounterState, participantId: string, statement: Statement): BrpEncounterState {
  requireEncounter(state);
  requireString(participantId, "participantId");
  requireStatement(statement);
  if (state.phase !== "statements") throw new RulesError("FRAY.Brp.Error.NotStatementPhase");
  if (!state.participants.some((p) => p.id === participantId)) throw new RulesError("FRAY.Brp.Error.UnknownCombatant", { id: participantId });
  return { ...state, statements: { ...state.statements, [participantId]: statement } };
}

/**
 * The GM closes the statements phase (BRP-FVTT-4): whoever has not stated yet keeps the default
 * (attack with their weapon's attacks), and the round moves on to powers or actions at once.
 */
export function closeStatements(state: BrpEncounterState): BrpEncounterState {
  requireEncounter(state);
  if (state.phase !== "statements") throw new RulesError("FRAY.Brp.Error.NotStatementPhase");
  return afterStatements({ ...state, stated: state.participants.map((p) => p.id) });
}

/** Statements visible to players: the GM's hidden NPC statements are left out (BRP-SOI-2). */
export function visibleStatements(state: BrpEncounterState): Record<string, Statement> {
  requireEncounter(state);
  const out: Record<string, Statement> = {};
  for (const [id, s] of Object.entries(state.statements)) if (!requireRecord(s, "statement").hidden) out[id] = s;
  return out;
}

/** The tracker control that delays a slot acting now (BRP-SOI-3, BRP-FVTT-3). */
export const DELAY_CONTROL = "delay";

/** The first pending slot after `slot` in order that belongs to someone else: whom a delay waits for. */
function nextOther(state: BrpEncounterState, slot: Slot): Slot | undefined {
  return ordered(state).find((s) => s.participantId !== slot.participantId && compareSlots(s, slot) > 0);
}

/**
 * Delays the slot `participantId` acts in now until just after the next one in the countdown
 * (BRP-SOI-3, BRP-FVTT-3): its rank drops to that slot's rank (never below 1) and it acts right
 * after it. The tracker's Delay control does this, with statements on or off; a delay past
 * everyone else is refused (there is no one to wait for: act, or end the turn).
 */
export function delaySlot(state: BrpEncounterState, participantId: string): BrpEncounterState {
  requireEncounter(state);
  requireString(participantId, "participantId");
  const slot = current(state).find((s) => s.participantId === participantId);
  if (!slot) throw new RulesError("FRAY.Brp.Error.NotYourTurn", { id: participantId });
  const after = nextOther(state, slot);
  if (!after) throw new RulesError("FRAY.Brp.Error.NoOneToWaitFor");
  const rank = after.rank < slot.rank ? (delayRank(slot.rank, after.rank) ?? 1) : slot.rank;
  const index = state.slots.indexOf(slot);
  const moved: Slot = { ...slot, rank, tie: [...after.tie, 1] };
  return { ...state, slots: state.slots.map((s, i) => (i === index ? moved : s)) };
}

/** The control a power's use presses on the participant's slot (from the sheet, not shown on the tracker). */
export const POWER_CONTROL = "usePower";

/**
 * Why `participantId` may not use a power now, or null when it may (BRP-POW-1, BRP-POW-5,
 * BRP-POW-7, BRP-SOI-5): on its own power slot when the countdown reaches its INT rank (in the
 * powers phase, or in the action countdown with powers interleaved); with statements off, on its
 * own DEX-rank slot instead of acting. One power a round.
 */
export function powerRefusal(state: BrpEncounterState, participantId: string): string | null {
  requireEncounter(state);
  requireString(participantId, "participantId");
  return refusalOfPower(state, participantId);
}

function refusalOfPower(state: BrpEncounterState, participantId: string): string | null {
  if (!state.participants.some((p) => p.id === participantId)) return "FRAY.Brp.Error.UnknownCombatant";
  const own = state.slots.filter((s) => s.participantId === participantId);
  if (own.some((s) => s.kind === "power" && s.done)) return "FRAY.Brp.Power.OnePerRound";
  if (state.phase === "statements") return "FRAY.Brp.Power.StatementsFirst";
  const now = current(state).find((s) => s.participantId === participantId);
  if (now?.kind === "power") return null;
  if (own.some((s) => s.kind === "power" && !s.done)) return "FRAY.Brp.Power.NotYourRank";
  if (state.options.statements !== "none") return "FRAY.Brp.Power.NotStated";
  return now ? null : "FRAY.Brp.Power.NotYourRank";
}

/**
 * Uses a power on the slot `powerRefusal` allows (BRP-POW-5, BRP-POW-6): the power slot is done;
 * with statements off, the DEX-rank slot acting now becomes a used power slot and the round's
 * later actions are given up (the power is the character's action). Throws the refusal otherwise.
 */
export function usePowerSlot(state: BrpEncounterState, participantId: string): BrpEncounterState {
  requireEncounter(state);
  requireString(participantId, "participantId");
  const refusal = refusalOfPower(state, participantId);
  if (refusal) throw new RulesError(refusal, { id: participantId });
  const now = current(state).find((s) => s.participantId === participantId)!;
  if (now.kind === "power") return settle({ ...state, slots: state.slots.map((s) => (s === now ? { ...s, done: true } : s)) });
  const kept = state.slots.filter((s) => s.participantId !== participantId || s.done);
  return settle({ ...state, slots: [...kept, { ...now, kind: "power", done: true }], statements: { ...state.statements, [participantId]: { action: "power" } } });
}

/** Whether bleeding should be applied now: the countdown has reached DEX rank 1 (BRP-SPC-2). */
export function bleedingDue(state: BrpEncounterState): boolean {
  requireEncounter(state);
  if (state.bleedingDone) return false;
  if (state.phase === "resolution") return true;
  if (state.phase !== "action") return false;
  const next = current(state)[0];
  return next === undefined || next.rank <= 1;
}

export function markBleedingDone(state: BrpEncounterState): BrpEncounterState {
  requireEncounter(state);
  return { ...state, bleedingDone: true };
}

/** The tracker's words for each stated action (shown beside the combatant). */
const INTENT_NOTE_KEYS: Readonly<Record<Statement["action"], string>> = {
  attack: "FRAY.Brp.Intent.Attack",
  move: "FRAY.Brp.Intent.Move",
  noncombat: "FRAY.Brp.Intent.Noncombat",
  engage: "FRAY.Brp.Intent.Engage",
  disengage: "FRAY.Brp.Intent.Disengage",
  power: "FRAY.Brp.Intent.Power",
  defensive: "FRAY.Brp.Intent.Defensive",
  none: "FRAY.Brp.Intent.None",
};

function label(key: string, data?: Record<string, string | number>): EncounterGroup["label"] {
  return data ? { key, data } : { key };
}

export function createBrpEncounter(options: EncounterOptions = BRP_DEFAULTS): EncounterModel<BrpEncounterState> {
  requireEncounterOptions(options);
  const opts: EncounterOptions = {
    statements: options.statements,
    initiativeRolls: options.initiativeRolls,
    keepInitiativeRoll: options.keepInitiativeRoll,
    powersInActionPhase: options.powersInActionPhase,
  };
  return {
    ruleset: "brp",
    begin(participants, dice) {
      const empty: BrpEncounterState = {
        round: 0,
        phase: "statements",
        participants: [...participants],
        rolled: {},
        statements: {},
        stated: [],
        slots: [],
        options: opts,
        initiativeRolls: [],
        bleedingDone: false,
      };
      return startRound(empty, 1, dice, false);
    },
    snapshot(state) {
      const groups: EncounterGroup[] = [];
      const actionsLeft: Record<string, number> = {};
      for (const p of state.participants) actionsLeft[p.id] = 0;
      let canActNow: string[];
      if (state.phase === "statements") {
        const next = statementOrder(state).find((id) => !state.stated.includes(id));
        canActNow = next ? [next] : [];
        groups.push({ key: "statements", label: label("FRAY.Brp.Tracker.Statements"), participantIds: statementOrder(state) });
        for (const s of buildSlots(state)) actionsLeft[s.participantId] = (actionsLeft[s.participantId] ?? 0) + 1;
      } else {
        for (const s of state.slots) if (!s.done) actionsLeft[s.participantId] = (actionsLeft[s.participantId] ?? 0) + 1;
        const ordered = orderedSlots(state);
        const byRank = new Map<string, string[]>();
        for (const s of ordered) {
          const key = `${s.kind}:${s.rank}`;
          const ids = byRank.get(key) ?? [];
          if (!ids.includes(s.participantId)) ids.push(s.participantId);
          byRank.set(key, ids);
        }
        for (const [key, ids] of byRank) {
          const [kind, rank] = key.split(":");
          groups.push({ key, label: label(kind === "power" ? "FRAY.Brp.Tracker.IntRank" : "FRAY.Brp.Tracker.DexRank", { rank: Number(rank) }), participantIds: ids });
        }
        canActNow = [...new Set(currentSlots(state).map((s) => s.participantId))];
      }
      const notes: Record<string, EncounterNote> = {};
      for (const [id, statement] of Object.entries(state.statements)) notes[id] = { key: INTENT_NOTE_KEYS[statement.action], ...(statement.hidden ? { hidden: true } : {}) };
      // Whoever acts now may wait for the next in the countdown (BRP-SOI-3).
      const controls: Record<string, EncounterControl[]> = {};
      for (const slot of state.phase === "action" || state.phase === "powers" ? current(state) : []) {
        if (nextOther(state, slot)) controls[slot.participantId] = [{ key: DELAY_CONTROL, group: "turn", label: { key: "FRAY.Brp.Tracker.Delay" }, tooltip: { key: "FRAY.Brp.Tracker.DelayHint" } }];
      }
      return { round: state.round, phase: state.phase, groups, canActNow, actionsLeft, roundOver: state.phase === "resolution", initiativeRolls: state.initiativeRolls, notes, phaseClosable: state.phase === "statements", controls };
    },
    act(state, participantId, _cost, endsActivation) {
      if (state.phase === "statements") {
        const next = statementOrder(state).find((id) => !state.stated.includes(id));
        if (next !== participantId) throw new RulesError("FRAY.Brp.Error.NotYourTurn", { id: participantId });
        const stated = [...state.stated, participantId];
        const s = { ...state, stated };
        return stated.length >= state.participants.length ? afterStatements(s) : s;
      }
      const slot = currentSlots(state).find((x) => x.participantId === participantId);
      if (!slot) throw new RulesError("FRAY.Brp.Error.NotYourTurn", { id: participantId });
      if (!endsActivation) return state;
      const index = state.slots.indexOf(slot);
      const slots = state.slots.map((x, i) => (i === index ? { ...x, done: true } : x));
      return settle({ ...state, slots });
    },
    closePhase(state) {
      return closeStatements(state);
    },
    control(state, participantId, key) {
      if (participantId !== null && key === POWER_CONTROL) return usePowerSlot(state, participantId);
      if (key !== DELAY_CONTROL || participantId === null) throw new RulesError("FRAY.Combat.UnknownControl", { control: key });
      return delaySlot(state, participantId);
    },
    nextRound(state, dice) {
      return startRound(state, state.round + 1, dice, state.options.keepInitiativeRoll);
    },
    join(state, participant) {
      if (state.participants.some((p) => p.id === participant.id)) return state;
      const participants = [...state.participants, participant];
      let rolled = state.rolled;
      if (state.options.initiativeRolls && !rolled[participant.id]) {
        // A newcomer acts at its plain ranks until the next roll.
        rolled = { ...rolled, [participant.id]: { dex: stat(participant, "DEX"), int: stat(participant, "INT") } };
      }
      const next = { ...state, participants, rolled };
      if (state.phase === "statements") return next;
      const extra = buildSlots(next).filter((s) => s.participantId === participant.id);
      return settle({ ...next, slots: [...state.slots, ...extra], phase: state.phase === "resolution" && extra.length ? "action" : state.phase });
    },
    leave(state, participantId) {
      const next: BrpEncounterState = {
        ...state,
        participants: state.participants.filter((p) => p.id !== participantId),
        slots: state.slots.filter((s) => s.participantId !== participantId),
        stated: state.stated.filter((id) => id !== participantId),
      };
      if (next.phase === "statements" && next.stated.length >= next.participants.length && next.participants.length > 0) return afterStatements(next);
      return settle(next);
    },
  };
}

/** The BRP encounter model with the default options. */
export const brpEncounter: EncounterModel<BrpEncounterState> = createBrpEncounter();
