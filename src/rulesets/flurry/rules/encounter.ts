import { requireDicePort, type Dice } from "../../../core/dice.js";
import { requireArray, requireRecord, requireString } from "../../../core/validate.js";
import { requireOneOf } from "./guards.js";
import type { EncounterControl, EncounterGroup, EncounterMarker, EncounterModel, EncounterNote, EncounterParticipant, EncounterSnapshot } from "../../../core/encounter.js";
import { RulesError, requireInteger } from "../../../core/errors.js";
import {
  type FlurryState,
  requireFlurryState,
  declareDefaults,
  fighter,
  flurryDecision,
  holdInitiative,
  removeFromFlurry,
  spendActions,
  resolveOutOfActions,
  startFlurry,
  takeInitiative,
} from "./flurry.js";
import { type InitiativeEntrant, type InitiativeRoll, orderByInitiative, orderWithoutDice, rollInitiative, tacticsSkewSide } from "./initiative.js";
import { type FlurryOptions, flurryOptions } from "./options.js";
import { type ActionType, type DangerStatus, phaseBudget } from "./movement.js";
import { actionControls, actionMarkers, actionOfControl, mpAfterAction, type TrackerAction } from "./tracker-actions.js";
import type { BoardLog } from "./board-log.js";
import { dangerAfterFlurry, dangerAfterPhase, dangerAfterWalk, dangerMarker, dangerRefusal } from "./danger-cycle.js";

/**
 * The round of War & Combat as a pure state machine (WC-SEQ-1, WC-INIT-*, WC-CC-1, WC-FLY-*):
 * shock prompt → 3d6 + Fighter rank for everyone → movement phase in initiative order → one
 * flurry per group of engaged fighters, in the order of their best initiative → adjustment phase
 * in reverse order → morale prompt. The state is plain JSON so the combat can keep it in a flag.
 */
/** WC-SCALE-1: a round lasts five seconds. */
export const ROUND_SECONDS = 5;

export type RoundPhase = "movement" | "flurry" | "adjustment" | "morale";

export interface FlurryCombatant {
  readonly id: string;
  readonly side: string;
  readonly isPlayerCharacter: boolean;
  readonly fighterRank: number;
  readonly agilityMod: number;
  readonly movementRate: number;
  readonly tactics: number;
  /** WC-INIT-3: a skill replacing Fighter rank for a non-combat initiative. */
  readonly initiativeModifier?: number;
  readonly sharesActivationWith?: string;
  /** Wounded fighters get the shock prompt (WC-SEQ-2) and the action-loss prompt (WC-FLY-2). */
  readonly wounded: boolean;
  /** Flurry actions already lost this round (stunned fighters: all of them). */
  readonly actionsLost: number;
}

/** GM prompts the missing procedures leave to him (WC-SEQ-2, WC-FLY-2). */
export type RoundPrompt =
  | { readonly kind: "surprise" }
  | { readonly kind: "shock"; readonly participantIds: readonly string[] }
  | { readonly kind: "actionLoss"; readonly flurryKey: string; readonly participantIds: readonly string[] }
  | { readonly kind: "morale" };

export interface FlurryEncounterState {
  readonly round: number;
  readonly phase: RoundPhase;
  readonly participants: readonly FlurryCombatant[];
  readonly rolls: readonly InitiativeRoll[];
  readonly tieRolls: readonly InitiativeRoll[];
  /** Round initiative order, highest first (WC-INIT-1/4). */
  readonly order: readonly string[];
  /** Position in the order (movement) or in the reversed order (adjustment, WC-INIT-5). */
  readonly cursor: number;
  readonly mpLeft: Readonly<Record<string, number>>;
  /** Actions taken with this phase's movement, per fighter (WC-ACT-1); absent in states stored before they were counted. */
  readonly phaseActions?: Readonly<Record<string, readonly ActionType[]>>;
  readonly engagements: ReadonlyArray<readonly [string, string]>;
  readonly flurries: readonly FlurryState[];
  readonly flurryCursor: number;
  /**
   * Flurry initiative rolled with the round's dice so the generic tracker (which hands dice only
   * to begin / nextRound) never stalls; a flow with dice at hand re-rolls it when the flurry opens
   * (`rerollFlurryInitiative`).
   */
  readonly flurryRolls: Readonly<Record<string, { readonly faces: readonly number[]; readonly total: number; readonly reserve: number }>>;
  readonly prompts: readonly RoundPrompt[];
  readonly surprised: readonly string[];
  readonly options: FlurryOptions;
  /** The moves this fight made on the board, so a step back puts tokens back (board-log.ts). */
  readonly board?: BoardLog;
  /** WC-MOV-7: fighters caught in the stop-in-danger cycle (absent: everyone in the clear). */
  readonly danger?: Readonly<Record<string, DangerStatus>>;
}

function combatantFrom(p: EncounterParticipant): FlurryCombatant {
  const stat = (k: string, fallback: number): number => {
    const v = p.stats[k];
    return typeof v === "number" && Number.isFinite(v) ? v : fallback;
  };
  return {
    id: p.id,
    side: p.side,
    isPlayerCharacter: p.isPlayerCharacter,
    // Checked on the way in, so a bad sheet value fails at begin / join, not mid-flurry.
    fighterRank: requireInteger(stat("fighterRank", 0), "fighterRank", 0, 100),
    agilityMod: requireInteger(stat("agilityMod", 0), "agilityMod", -20, 20),
    movementRate: stat("movementRate", 0),
    tactics: stat("tactics", 0),
    ...(p.stats["initiativeModifier"] !== undefined ? { initiativeModifier: stat("initiativeModifier", 0) } : {}),
    ...(p.sharesActivationWith ? { sharesActivationWith: p.sharesActivationWith } : {}),
    wounded: stat("wounded", 0) > 0,
    actionsLost: Math.max(0, Math.floor(stat("actionsLost", 0))),
  };
}

function entrant(c: FlurryCombatant, skewSide: string | undefined): InitiativeEntrant {
  return {
    id: c.id,
    modifier: c.initiativeModifier ?? c.fighterRank,
    fighterRank: c.fighterRank,
    agilityMod: c.agilityMod,
    skew: skewSide !== undefined && c.side === skewSide ? "high" : "none",
  };
}

/** Rolls the round: initiative, its order, the reserve flurry initiative and fresh movement budgets. */
function openRound(base: Omit<FlurryEncounterState, "phase" | "rolls" | "tieRolls" | "order" | "cursor" | "mpLeft" | "flurries" | "flurryCursor" | "flurryRolls" | "prompts">, dice: Dice, extraPrompts: RoundPrompt[]): FlurryEncounterState {
  const skewSide = base.options.tacticsSkewDie ? tacticsSkewSide(base.participants) : undefined;
  const entrants = base.participants.map((c) => entrant(c, skewSide));
  const rolls = entrants.map((e) => rollInitiative(dice, e));
  const { order, tieRolls } = orderByInitiative(dice, entrants, new Map(rolls.map((r) => [r.id, r.total])));
  const flurryRolls: Record<string, { faces: number[]; total: number; reserve: number }> = {};
  for (const c of base.participants) {
    const faces = dice.roll(3, 6, "flurry initiative");
    const reserve = dice.roll(3, 6, "flurry initiative tie");
    flurryRolls[c.id] = { faces, total: faces[0]! + faces[1]! + faces[2]! + c.fighterRank, reserve: reserve[0]! + reserve[1]! + reserve[2]! };
  }
  const wounded = base.participants.filter((c) => c.wounded).map((c) => c.id);
  const prompts: RoundPrompt[] = [...extraPrompts, ...(wounded.length > 0 ? [{ kind: "shock" as const, participantIds: wounded }] : [])];
  return {
    ...base,
    // Nobody left to move: the round is over at once.
    phase: order.length === 0 ? "morale" : "movement",
    rolls,
    tieRolls,
    order,
    cursor: 0,
    mpLeft: budgets(base.participants, "movement"),
    phaseActions: {},
    flurries: [],
    flurryCursor: 0,
    flurryRolls,
    prompts,
  };
}

function budgets(participants: readonly FlurryCombatant[], phase: "movement" | "adjustment"): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of participants) out[c.id] = phaseBudget(Math.max(0, Math.floor(c.movementRate)), phase);
  return out;
}

function combatant(state: FlurryEncounterState, id: string): FlurryCombatant {
  const c = state.participants.find((p) => p.id === id);
  if (!c) throw new RulesError("FRAY.Flurry.Error.UnknownParticipant", { id });
  return c;
}

/** Groups of fighters linked by engagements (each becomes one flurry). */
const PHASES: readonly RoundPhase[] = ["movement", "flurry", "adjustment", "morale"];
const PROMPT_KINDS: ReadonlyArray<RoundPrompt["kind"]> = ["surprise", "shock", "actionLoss", "morale"];

/**
 * The shape of a stored encounter (O(1)): the records and lists every step reads. Their contents
 * are the machine's own, written only by this module's functions on the GM's side.
 */
function requireEncounter(value: unknown): void {
  const state = requireRecord(value, "encounter");
  requireInteger(state.round, "encounter.round", 1, 100_000);
  requireOneOf(state.phase, PHASES, "encounter.phase");
  requireArray(state.participants, "encounter.participants");
  requireArray(state.rolls, "encounter.rolls");
  requireArray(state.tieRolls, "encounter.tieRolls");
  requireArray(state.order, "encounter.order");
  requireInteger(state.cursor, "encounter.cursor", 0, 10_000);
  requireRecord(state.mpLeft, "encounter.mpLeft");
  requireArray(state.engagements, "encounter.engagements");
  requireArray(state.flurries, "encounter.flurries");
  requireInteger(state.flurryCursor, "encounter.flurryCursor", 0, 10_000);
  requireRecord(state.flurryRolls, "encounter.flurryRolls");
  requireArray(state.prompts, "encounter.prompts");
  requireArray(state.surprised, "encounter.surprised");
  requireRecord(state.options, "encounter.options");
}

/** Two participants named by a caller, for engagement questions. */
function requirePair(a: unknown, b: unknown): void {
  requireString(a, "a");
  requireString(b, "b");
}

export function engagementClusters(state: FlurryEncounterState): string[][] {
  requireEncounter(state);
  const present = new Set(state.participants.map((p) => p.id));
  const links = new Map<string, Set<string>>();
  for (const [a, b] of state.engagements) {
    if (!present.has(a) || !present.has(b)) continue;
    if (!links.has(a)) links.set(a, new Set());
    if (!links.has(b)) links.set(b, new Set());
    links.get(a)!.add(b);
    links.get(b)!.add(a);
  }
  const seen = new Set<string>();
  const clusters: string[][] = [];
  for (const id of state.order) {
    if (seen.has(id) || !links.has(id)) continue;
    const cluster: string[] = [];
    const stack = [id];
    while (stack.length > 0) {
      const x = stack.pop()!;
      if (seen.has(x)) continue;
      seen.add(x);
      cluster.push(x);
      for (const y of links.get(x) ?? []) stack.push(y);
    }
    // Clusters come out in the order of their best-placed fighter (WC-SEQ-1 3.4).
    clusters.push(cluster);
  }
  return clusters;
}

function buildFlurry(state: FlurryEncounterState, key: string, ids: readonly string[]): FlurryState {
  const entrants = ids.map((id) => {
    const c = combatant(state, id);
    const roll = state.flurryRolls[id];
    return { id, side: c.side, fighterRank: c.fighterRank, agilityMod: c.agilityMod, modifier: c.fighterRank, total: roll?.total ?? c.fighterRank, reserve: roll?.reserve ?? 0, actionsLost: c.actionsLost };
  });
  const ordered = orderWithoutDice(entrants).map((id) => {
    const e = entrants.find((x) => x.id === id)!;
    return { id, side: e.side, fighterRank: e.fighterRank, agilityMod: e.agilityMod, initiative: e.total, actionsLost: e.actionsLost };
  });
  return startFlurry(key, ordered);
}

/** Enters the flurry phase: one flurry per cluster that has two sides; none ⇒ straight to adjustment. */
function openFlurryPhase(state: FlurryEncounterState): FlurryEncounterState {
  const flurries: FlurryState[] = [];
  const prompts: RoundPrompt[] = [...state.prompts];
  for (const cluster of engagementClusters(state)) {
    if (new Set(cluster.map((id) => combatant(state, id).side)).size < 2) continue;
    const key = `r${state.round}f${flurries.length + 1}`;
    flurries.push(buildFlurry(state, key, cluster));
    const wounded = cluster.filter((id) => combatant(state, id).wounded);
    if (wounded.length > 0) prompts.push({ kind: "actionLoss", flurryKey: key, participantIds: wounded });
  }
  return skipEndedFlurries({ ...state, phase: "flurry", flurries, flurryCursor: 0, prompts });
}

function skipEndedFlurries(state: FlurryEncounterState): FlurryEncounterState {
  let cursor = state.flurryCursor;
  while (cursor < state.flurries.length && state.flurries[cursor]!.stage === "ended") cursor++;
  if (cursor < state.flurries.length) return { ...state, flurryCursor: cursor };
  return openAdjustment(dropFinishedEngagements({ ...state, flurryCursor: cursor }));
}

/** Engagements end when a flurry ends by withdrawal, a press, a disengagement or a break. */
function dropFinishedEngagements(state: FlurryEncounterState): FlurryEncounterState {
  const separated = new Set<string>();
  for (const f of state.flurries) {
    if (f.endReason && f.endReason !== "actionsSpent" && f.endReason !== "allHeld") for (const x of f.fighters) separated.add(x.id);
  }
  return { ...state, engagements: state.engagements.filter(([a, b]) => !separated.has(a) && !separated.has(b)) };
}

function openAdjustment(state: FlurryEncounterState): FlurryEncounterState {
  if (state.order.length === 0) return { ...state, phase: "morale", cursor: 0, prompts: [...state.prompts, { kind: "morale" }] };
  return { ...state, phase: "adjustment", cursor: 0, mpLeft: budgets(state.participants, "adjustment"), phaseActions: {} };
}

function reversedOrder(state: FlurryEncounterState): string[] {
  return [...state.order].reverse();
}

/** Who acts now in the movement or adjustment phase (with anyone sharing the activation). */
function slotActors(state: FlurryEncounterState): string[] {
  const list = state.phase === "movement" ? state.order : state.phase === "adjustment" ? reversedOrder(state) : [];
  const id = list[state.cursor];
  if (id === undefined) return [];
  const partner = combatant(state, id).sharesActivationWith;
  return partner && state.participants.some((p) => p.id === partner) ? [id, partner] : [id];
}

export function currentFlurry(state: FlurryEncounterState): FlurryState | undefined {
  requireEncounter(state);
  return state.phase === "flurry" ? state.flurries[state.flurryCursor] : undefined;
}

/** Applies a flurry step (take, hold, declare, attack, out-of-actions …) to the open flurry. */
export function stepFlurry(state: FlurryEncounterState, step: (f: FlurryState) => FlurryState): FlurryEncounterState {
  if (typeof step !== "function") throw new RulesError("FRAY.Error.NotAFunction", { field: "step" });
  const open = currentFlurry(state);
  if (!open) throw new RulesError("FRAY.Flurry.Error.NoOpenFlurry");
  const flurries = state.flurries.map((f, i) => (i === state.flurryCursor ? requireFlurryState(step(f)) : f));
  const stepped = flurries[state.flurryCursor]!;
  // A flurry fought to its end resolves the threat its fighters stood in (WC-MOV-7).
  const resolved = stepped.stage === "ended" && open.stage !== "ended" ? dangerAfterFlurry(state, stepped.fighters.map((f) => f.id)) : state;
  return skipEndedFlurries({ ...resolved, flurries });
}

/** WC-FLY-2: rolls the open flurry's initiative afresh before anyone has taken or held it. */
export function rerollFlurryInitiative(state: FlurryEncounterState, dice: Dice): FlurryEncounterState {
  requireDicePort(dice);
  const open = currentFlurry(state);
  if (!open || open.stage !== "initiative" || open.held.length > 0) throw new RulesError("FRAY.Flurry.Error.FlurryAlreadyUnderway");
  const flurryRolls = { ...state.flurryRolls };
  for (const f of open.fighters) {
    const roll = rollInitiative(dice, { id: f.id, modifier: f.fighterRank, fighterRank: f.fighterRank, agilityMod: f.agilityMod }, "flurry initiative");
    const reserve = dice.roll(3, 6, "flurry initiative tie");
    flurryRolls[f.id] = { faces: roll.faces, total: roll.total, reserve: reserve[0]! + reserve[1]! + reserve[2]! };
  }
  const next = { ...state, flurryRolls };
  const rebuilt = buildFlurry(next, open.key, open.fighters.map((f) => f.id));
  return { ...next, flurries: state.flurries.map((f, i) => (i === state.flurryCursor ? rebuilt : f)) };
}

/** WC-ENG-1/2: records that two fighters of different sides are engaged. */
export function engage(state: FlurryEncounterState, a: string, b: string): FlurryEncounterState {
  requireEncounter(state);
  requirePair(a, b);
  if (combatant(state, a).side === combatant(state, b).side) throw new RulesError("FRAY.Flurry.Error.SameSide", { a, b });
  if (state.phase !== "movement" && state.phase !== "adjustment") throw new RulesError("FRAY.Flurry.Error.EngageOnlyWhileMoving");
  if (isEngaged(state, a, b)) return state;
  return { ...state, engagements: [...state.engagements, [a, b] as const] };
}

export function disengage(state: FlurryEncounterState, a: string, b: string): FlurryEncounterState {
  requireEncounter(state);
  requirePair(a, b);
  return { ...state, engagements: state.engagements.filter(([x, y]) => !((x === a && y === b) || (x === b && y === a))) };
}

export function isEngaged(state: FlurryEncounterState, a: string, b: string): boolean {
  requireEncounter(state);
  requirePair(a, b);
  return state.engagements.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** WC-SEQ-2 (PROPOSAL): the GM marks fighters surprised in the first round. */
export function markSurprised(state: FlurryEncounterState, ids: readonly string[]): FlurryEncounterState {
  requireEncounter(state);
  for (const id of requireArray(ids, "ids")) combatant(state, requireString(id, "id"));
  return { ...state, surprised: [...new Set([...state.surprised, ...ids])] };
}

/**
 * WC-SEQ-2 / WC-FVTT-4: the GM has dealt with the prompt shown first (surprise, shock checks,
 * action loss, morale); the tracker's close control answers one prompt at a time.
 */
export function answerPrompt(state: FlurryEncounterState): FlurryEncounterState {
  requireEncounter(state);
  const [first, ...rest] = state.prompts;
  if (!first) throw new RulesError("FRAY.Flurry.Error.NoPrompt");
  return { ...state, prompts: rest };
}

/** The i18n key of the tracker control that answers the first pending prompt. */
export const PROMPT_ANSWER_LABELS: Readonly<Record<RoundPrompt["kind"], string>> = {
  surprise: "FRAY.Flurry.Prompt.AnswerSurprise",
  shock: "FRAY.Flurry.Prompt.AnswerShock",
  actionLoss: "FRAY.Flurry.Prompt.AnswerActionLoss",
  morale: "FRAY.Flurry.Prompt.AnswerMorale",
};

const PROMPT_NOTES: Readonly<Record<RoundPrompt["kind"], string>> = {
  surprise: "FRAY.Flurry.Prompt.Note.surprise",
  shock: "FRAY.Flurry.Prompt.Note.shock",
  actionLoss: "FRAY.Flurry.Prompt.Note.actionLoss",
  morale: "FRAY.Flurry.Prompt.Note.morale",
};

/** What the tracker notes beside each fighter a pending prompt concerns (GM eyes only). */
function promptNotes(state: FlurryEncounterState): Record<string, EncounterNote> {
  const notes: Record<string, EncounterNote> = {};
  // The first prompt wins a fighter's note: it is the one the close control answers.
  for (const prompt of [...state.prompts].reverse()) {
    const ids = prompt.kind === "shock" || prompt.kind === "actionLoss" ? prompt.participantIds : state.participants.map((p) => p.id);
    for (const id of ids) notes[id] = { key: PROMPT_NOTES[prompt.kind], hidden: true };
  }
  return notes;
}

export function dismissPrompt(state: FlurryEncounterState, kind: RoundPrompt["kind"]): FlurryEncounterState {
  requireEncounter(state);
  requireOneOf(kind, PROMPT_KINDS, "prompt");
  return { ...state, prompts: state.prompts.filter((p) => p.kind !== kind) };
}

/** Whether the fighter is engaged with anyone (he fights in the flurry phase, WC-ACT-1). */
export function isEngagedWithAnyone(state: FlurryEncounterState, id: string): boolean {
  requireEncounter(state);
  requireString(id, "id");
  return state.engagements.some(([a, b]) => a === id || b === id);
}

/** The movement budget the phase gave a fighter (half his rate, WC-MOV-2). */
function phaseBudgetOf(state: FlurryEncounterState, id: string): number {
  const phase = state.phase === "adjustment" ? "adjustment" : "movement";
  return phaseBudget(Math.max(0, Math.floor(combatant(state, id).movementRate)), phase);
}

/** Who may move or take an action now: his slot in the movement or adjustment phase. */
function requireMovingNow(state: FlurryEncounterState, id: string): void {
  combatant(state, id);
  if (state.phase !== "movement" && state.phase !== "adjustment") throw new RulesError("FRAY.Flurry.Error.NotMovingNow", { id });
  if (!slotActors(state).includes(id)) throw new RulesError("FRAY.Flurry.Error.NotYourTurn", { id });
}

/**
 * WC-ACT-1/4, WC-FVTT-4: a fighter who is not engaged takes a Free, Quick or Full action with his
 * movement in his slot; the movement points the phase still allows him follow (`mpAfterAction`).
 */
export function takeTrackerAction(state: FlurryEncounterState, id: string, action: TrackerAction): FlurryEncounterState {
  requireEncounter(state);
  requireString(id, "id");
  requireMovingNow(state, id);
  if (isEngagedWithAnyone(state, id)) throw new RulesError("FRAY.Flurry.Error.EngagedFightsInFlurry", { id });
  const taken = state.phaseActions?.[id] ?? [];
  const left = mpAfterAction(phaseBudgetOf(state, id), state.mpLeft[id] ?? 0, taken, action);
  return { ...state, mpLeft: { ...state.mpLeft, [id]: left }, phaseActions: { ...state.phaseActions, [id]: [...taken, action] } };
}

/**
 * WC-MOV-2/5/7, WC-FVTT-4: a walk on the board in the fighter's slot pays `cost` movement points
 * from what the phase left him; more than he has is refused whole (the token stays). A walk
 * stopped in a zone of danger ends his movement for the phase.
 */
export function payForWalk(state: FlurryEncounterState, id: string, cost: number, stoppedByDanger: boolean, hexes?: number): FlurryEncounterState {
  requireEncounter(state);
  requireString(id, "id");
  requireInteger(cost, "cost", 0, 1000);
  requireMovingNow(state, id);
  // The stop-in-danger cycle speaks first: its limit is the reason the walk cannot be made.
  const held = hexes === undefined ? null : dangerRefusal(state, id, hexes);
  if (held) throw held;
  const left = state.mpLeft[id] ?? 0;
  if (cost > left) throw new RulesError("FRAY.Flurry.Error.NotEnoughMovement", { id, cost, left });
  const paid = { ...state, mpLeft: { ...state.mpLeft, [id]: stoppedByDanger ? 0 : left - cost } };
  // With the hexes walked, the stop-in-danger cycle checks and follows the walk (WC-MOV-7).
  return hexes === undefined ? paid : dangerAfterWalk(paid, id, hexes, stoppedByDanger);
}

/** Why a walk of `cost` MP would be refused now (an i18n key with its data), or null when it fits. */
export function walkRefusal(state: FlurryEncounterState, id: string, cost: number): RulesError | null {
  // Bad input is thrown, not answered as a refusal.
  requireEncounter(state);
  requireString(id, "id");
  requireInteger(cost, "cost", 0, 1000);
  try {
    payForWalk(state, id, cost, false);
    return null;
  } catch (error) {
    if (error instanceof RulesError) return error;
    throw error;
  }
}

function advanceSlot(state: FlurryEncounterState): FlurryEncounterState {
  const cursor = state.cursor + 1;
  if (cursor < state.order.length) return { ...state, cursor };
  // The phase is over: the stop-in-danger cycle moves on (WC-MOV-7).
  if (state.phase === "movement") return openFlurryPhase(dangerAfterPhase({ ...state, cursor }));
  return dangerAfterPhase({ ...state, cursor, phase: "morale", prompts: [...state.prompts, { kind: "morale" }] });
}

/**
 * The generic tracker's `act` inside a flurry (the rich flow calls the flurry functions itself):
 * offered the initiative, spending actions takes it and ending without spending holds it;
 * intentions default to Strike with Hold; an attacker spends `cost` actions and, when his
 * activation ends, the initiative passes on as after a miss; facing an actionless opponent,
 * spending takes the indefensible strike (when allowed) and ending lets him go.
 */
function actInFlurry(flurry: FlurryState, id: string, cost: number, endsActivation: boolean): FlurryState {
  let f = flurry;
  let d = flurryDecision(f);
  if (!("actor" in d) || d.actor !== id) throw new RulesError("FRAY.Flurry.Error.NotYourTurn", { id });
  if (d.kind === "takeOrHold") {
    if (cost === 0) return holdInitiative(f, id);
    f = declareDefaults(takeInitiative(f, id));
  } else if (d.kind === "declareIntention") {
    f = declareDefaults(f);
  } else if (d.kind === "outOfActions") {
    if (cost === 0 || !d.options.includes("indefensibleAttack")) return resolveOutOfActions(f, id, "letGo");
    f = resolveOutOfActions(f, id, "indefensibleAttack");
  }
  d = flurryDecision(f);
  if (d.kind !== "attack" || d.actor !== id) return f;
  return spendActions(f, id, Math.min(cost, fighter(f, id).actionsLeft), endsActivation);
}

/** Builds the encounter model with the given options (validated). */
export function createFlurryEncounter(given: Readonly<Record<string, unknown>> = {}): EncounterModel<FlurryEncounterState> & {
  readonly options: FlurryOptions;
} {
  const options = flurryOptions(given);
  return {
    ruleset: "flurry",
    options,
    begin(participants, dice) {
      const ids = new Set<string>();
      for (const p of participants) {
        if (ids.has(p.id)) throw new RulesError("FRAY.Flurry.Error.DuplicateParticipant", { id: p.id });
        ids.add(p.id);
      }
      return openRound(
        { round: 1, participants: participants.map(combatantFrom), engagements: [], surprised: [], options },
        dice,
        [{ kind: "surprise" }],
      );
    },
    snapshot(state) {
      return snapshotOf(state);
    },
    act(state, participantId, cost, endsActivation) {
      combatant(state, participantId);
      if (!Number.isInteger(cost) || cost < 0) throw new RulesError("FRAY.Error.NotAnInteger", { field: "cost", value: String(cost) });
      if (state.phase === "morale") throw new RulesError("FRAY.Flurry.Error.RoundOver");
      if (state.phase === "flurry") return stepFlurry(state, (f) => actInFlurry(f, participantId, cost, endsActivation));
      if (!slotActors(state).includes(participantId)) throw new RulesError("FRAY.Flurry.Error.NotYourTurn", { id: participantId });
      const left = state.mpLeft[participantId] ?? 0;
      if (cost > left) throw new RulesError("FRAY.Flurry.Error.NotEnoughMovement", { id: participantId, cost, left });
      const next = { ...state, mpLeft: { ...state.mpLeft, [participantId]: left - cost } };
      return endsActivation ? advanceSlot(next) : next;
    },
    closePhase(state) {
      return answerPrompt(state);
    },
    control(state, participantId, key) {
      const action = actionOfControl(key);
      if (participantId === null || action === null) throw new RulesError("FRAY.Combat.UnknownControl", { control: String(key) });
      return takeTrackerAction(state, participantId, action);
    },
    nextRound(state, dice) {
      const carried = { ...(state.board ? { board: state.board } : {}), ...(state.danger ? { danger: state.danger } : {}) };
      return openRound({ round: state.round + 1, participants: state.participants, engagements: state.engagements, surprised: [], options: state.options, ...carried }, dice, []);
    },
    join(state, participant) {
      if (state.participants.some((p) => p.id === participant.id)) throw new RulesError("FRAY.Flurry.Error.DuplicateParticipant", { id: participant.id });
      const c = combatantFrom(participant);
      // No dice here: a newcomer acts last in what is left of this round (at the end of the order
      // while moving, at its head once the reverse-order adjustment is near) and rolls next round.
      const order = state.phase === "movement" ? [...state.order, c.id] : [c.id, ...state.order];
      return {
        ...state,
        participants: [...state.participants, c],
        order,
        mpLeft: { ...state.mpLeft, [c.id]: state.phase === "movement" || state.phase === "adjustment" ? phaseBudget(Math.max(0, Math.floor(c.movementRate)), state.phase) : 0 },
        phaseActions: { ...state.phaseActions, [c.id]: [] },
      };
    },
    leave(state, participantId) {
      combatant(state, participantId);
      const listBefore = state.phase === "adjustment" ? reversedOrder(state) : state.order;
      const position = listBefore.indexOf(participantId);
      const order = state.order.filter((id) => id !== participantId);
      const cursor = (state.phase === "movement" || state.phase === "adjustment") && position < state.cursor ? state.cursor - 1 : state.cursor;
      const next: FlurryEncounterState = {
        ...state,
        participants: state.participants.filter((p) => p.id !== participantId),
        order,
        cursor,
        engagements: state.engagements.filter(([a, b]) => a !== participantId && b !== participantId),
        flurries: state.flurries.map((f) => removeFromFlurry(f, participantId)),
      };
      if (next.phase === "flurry") return skipEndedFlurries(next);
      if ((next.phase === "movement" || next.phase === "adjustment") && next.cursor >= next.order.length) return advanceSlot({ ...next, cursor: next.order.length - 1 });
      return next;
    },
  };
}

export const flurryEncounter = createFlurryEncounter();

function snapshotOf(state: FlurryEncounterState): EncounterSnapshot {
  const groups: EncounterGroup[] = [];
  const actionsLeft: Record<string, number> = {};
  let canActNow: string[] = [];
  const markers: Record<string, EncounterMarker[]> = {};
  const controls: Record<string, EncounterControl[]> = {};
  if (state.phase === "flurry") {
    state.flurries.forEach((f, i) => {
      groups.push({ key: f.key, label: { key: "FRAY.Flurry.Group.Flurry", data: { number: i + 1 } }, participantIds: f.fighters.map((x) => x.id) });
      for (const x of f.fighters) actionsLeft[x.id] = x.actionsLeft;
    });
    const inFlurry = new Set(state.flurries.flatMap((f) => f.fighters.map((x) => x.id)));
    const free = state.order.filter((id) => !inFlurry.has(id));
    if (free.length > 0) groups.push({ key: "unengaged", label: { key: "FRAY.Flurry.Group.Unengaged" }, participantIds: free });
    const open = currentFlurry(state);
    const d = open ? flurryDecision(open) : undefined;
    if (d && "actor" in d) canActNow = [d.actor];
  } else {
    const list = state.phase === "adjustment" ? reversedOrder(state) : state.order;
    groups.push({
      key: state.phase,
      label: { key: state.phase === "adjustment" ? "FRAY.Flurry.Group.ReverseOrder" : "FRAY.Flurry.Group.InitiativeOrder" },
      participantIds: list,
    });
    for (const id of state.order) actionsLeft[id] = state.mpLeft[id] ?? 0;
    canActNow = slotActors(state);
    for (const id of state.order) {
      const danger = dangerMarker(state, id);
      const marks = [...actionMarkers(state.phaseActions?.[id] ?? []), ...(danger ? [danger] : [])];
      if (marks.length > 0) markers[id] = marks;
    }
    for (const id of canActNow) {
      if (isEngagedWithAnyone(state, id)) continue;
      const offered = actionControls(phaseBudgetOf(state, id), state.mpLeft[id] ?? 0, state.phaseActions?.[id] ?? []);
      if (offered.length > 0) controls[id] = offered;
    }
  }
  const firstPrompt = state.prompts[0];
  return {
    round: state.round,
    phase: state.phase,
    groups,
    canActNow,
    actionsLeft,
    roundOver: state.phase === "morale",
    initiativeRolls: state.rolls.map((r) => ({ groupKey: r.id, faces: 6, results: r.faces, total: r.total })),
    notes: promptNotes(state),
    phaseClosable: firstPrompt !== undefined,
    markers,
    controls,
    ...(firstPrompt ? { phaseCloseLabel: PROMPT_ANSWER_LABELS[firstPrompt.kind] } : {}),
  };
}
