import { requireDicePort, type Dice } from "../../../core/dice.js";
import { requireParticipant, type ActDetail, type EncounterControl, type EncounterGroup, type EncounterModel, type EncounterParticipant, type EncounterSnapshot } from "../../../core/encounter.js";
import { RulesError, requireInteger } from "../../../core/errors.js";
import { MAX_LIST, requireArray, requireBoolean, requireOneOf, requireRecord, requireString } from "../../../core/validate.js";
import { MAX_ROUND, type ExpiryTrigger } from "../../../core/vocabulary.js";
import { freshBudget, partialsLeft, spendAction, type ActionBudget } from "./actions.js";
import type { ActionKind } from "./maneuvers.js";
import { DEFAULT_POOL_OPTIONS, poolOption, type PoolOptions } from "./options.js";

/**
 * Side initiative and alternating activations (FC-INIT-*, FC-TURN-*, FC-ACT-1, FC-MNT-3):
 * one d6 per side once per encounter; sides take turns activating one member (or one rider and
 * mount) of their choice; a side with nobody left is skipped; each round starts again with the
 * winning side. The state is plain JSON so the combat document can keep it in a flag.
 */

export interface SideRecord {
  readonly key: string;
  readonly playerCharacters: number;
  /** Every d6 this side rolled for initiative: the first roll, then any tie re-rolls. */
  readonly rolls: readonly number[];
}

export interface PoolEncounterState {
  readonly ruleset: "pool";
  readonly round: number;
  readonly participants: readonly EncounterParticipant[];
  /** Sides in initiative order (first = winner). */
  readonly sides: readonly SideRecord[];
  /** Index into `sides` of the side whose activation slot is up (meaningless when the round is over). */
  readonly slot: number;
  /** Participants whose activation this round is finished. */
  readonly acted: readonly string[];
  /** Participant whose activation is under way (its unit-mates act with it), if any. */
  readonly active: string | null;
  /** Actions spent this round, per participant (rider and mount share theirs). */
  readonly budgets: Readonly<Record<string, ActionBudget>>;
  /** Order in which units finished acting this round (first member ids), for logs and tests. */
  readonly history: readonly string[];
  /** Participants out of the fight (dead, unconscious, fled); absent in fights stored before it was kept. */
  readonly down?: readonly string[];
  /** The GM called for a new initiative roll when the next round begins (FC-FVTT-3: only the GM forces one). */
  readonly rerollInitiative?: boolean;
  /** The round whose start the sides' rolls were made at (1 unless the GM forced a re-roll). */
  readonly initiativeRound?: number;
}

/** The GM's tracker control that calls for (or cancels) a new initiative roll at the next round. */
export const REROLL_INITIATIVE = "rerollInitiative";

/** The most participants one encounter holds. */
const MAX_PARTICIPANTS = MAX_LIST;

type EncounterOptions = Pick<PoolOptions, "turnMode" | "freeActionsPerRound" | "oneManeuverPerTurn">;

/**
 * The encounter state as the combat document's flag hands it back: its shape checked once at each
 * entry point (O(1)); the lists inside are the model's own, rebuilt only by its functions.
 */
function requireEncounter(value: unknown, field = "encounter"): PoolEncounterState {
  const state = requireRecord(value, field);
  requireOneOf(state.ruleset, `${field}.ruleset`, ["pool"]);
  requireInteger(state.round, `${field}.round`, 1, MAX_ROUND);
  requireArray(state.participants, `${field}.participants`);
  requireInteger(state.slot, `${field}.slot`, 0, requireArray(state.sides, `${field}.sides`).length);
  requireArray(state.acted, `${field}.acted`);
  if (state.active !== null) requireString(state.active, `${field}.active`);
  requireRecord(state.budgets, `${field}.budgets`);
  requireArray(state.history, `${field}.history`);
  if (state.down !== undefined) requireArray(state.down, `${field}.down`);
  return value as PoolEncounterState;
}

// ---------------------------------------------------------------- activation units

/**
 * Units of a participant list, remembered per list: the state never mutates its list (join and
 * leave make a new one), and the tracker and the simulator ask for the units at every step.
 */
const unitsByList = new WeakMap<readonly EncounterParticipant[], string[][]>();

/** Groups participants sharing one activation (rider and mount, driver and vehicle, pilot and ship). */
export function activationUnits(participants: readonly EncounterParticipant[]): string[][] {
  requireArray(participants, "participants");
  const known = unitsByList.get(participants);
  if (known) return known;
  const units = computeActivationUnits(participants);
  // Frozen: every caller shares these arrays.
  for (const unit of units) Object.freeze(unit);
  unitsByList.set(participants, Object.freeze(units) as string[][]);
  return units;
}

function computeActivationUnits(participants: readonly EncounterParticipant[]): string[][] {
  const ids = participants.map((p, i) => requireParticipant(p, `participants[${i}]`).id);
  const parent = new Map(ids.map((id) => [id, id]));
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    return root;
  };
  for (const p of participants) {
    if (p.sharesActivationWith && parent.has(p.sharesActivationWith)) {
      const a = find(p.id);
      const b = find(p.sharesActivationWith);
      // The earlier participant stays the root so unit order follows participant order.
      if (a !== b) {
        if (ids.indexOf(a) < ids.indexOf(b)) parent.set(b, a);
        else parent.set(a, b);
      }
    }
  }
  const units = new Map<string, string[]>();
  for (const id of ids) {
    const root = find(id);
    units.set(root, [...(units.get(root) ?? []), id]);
  }
  return [...units.values()];
}

/** The side a unit acts for: its first player character's side, else its first member's. */
function unitSide(state: Pick<PoolEncounterState, "participants">, unit: readonly string[]): string {
  const members = unit.map((id) => state.participants.find((p) => p.id === id)!);
  return (members.find((m) => m.isPlayerCharacter) ?? members[0]!).side;
}

export function unitOf(state: Pick<PoolEncounterState, "participants">, participantId: string): string[] {
  requireRecord(state, "encounter");
  return unitIn(state, requireString(participantId, "participantId"));
}

function unitIn(state: Pick<PoolEncounterState, "participants">, participantId: string): string[] {
  const unit = activationUnits(state.participants).find((u) => u.includes(participantId));
  if (!unit) throw new RulesError("FRAY.Pool.Error.UnknownParticipant", { id: participantId });
  return unit;
}

function unitHasActed(state: PoolEncounterState, unit: readonly string[]): boolean {
  return unit.some((id) => state.acted.includes(id));
}

/** A unit is out of the fight once every member is (a rider whose horse fell still rides on foot). */
function unitIsDown(state: PoolEncounterState, unit: readonly string[]): boolean {
  const down = state.down ?? [];
  return unit.every((id) => down.includes(id));
}

/** Units of `side` that have not acted this round and can still act (downed ones are passed over). */
export function waitingUnits(state: PoolEncounterState, side: string): string[][] {
  return waiting(requireEncounter(state), requireString(side, "side"));
}

function waiting(state: PoolEncounterState, side: string): string[][] {
  return activationUnits(state.participants).filter((u) => unitSide(state, u) === side && !unitHasActed(state, u) && !unitIsDown(state, u));
}

// ---------------------------------------------------------------- initiative

/** How the GM marks a creature for the initiative tie-break: by who owns it, or as a player character or not whatever the ownership. */
export const PLAYER_CHARACTER_MARKS = ["auto", "yes", "no"] as const;
export type PlayerCharacterMark = (typeof PLAYER_CHARACTER_MARKS)[number];

/**
 * Whether a participant counts as a player character when tied sides are ordered (FC-INIT-2,
 * FC-DATA-1 `isPC`, FC-FVTT-8 side membership is the GM's): the GM's mark when set, else whether a
 * player owns it (a hireling a player runs may be marked as not one; a guest hero run by the GM as one).
 */
export function countsAsPlayerCharacter(mark: PlayerCharacterMark, ownedByPlayer: boolean): boolean {
  requireOneOf(mark, "playerCharacter", PLAYER_CHARACTER_MARKS);
  requireBoolean(ownedByPlayer, "ownedByPlayer");
  if (mark === "yes") return true;
  if (mark === "no") return false;
  return ownedByPlayer;
}

/**
 * Orders sides by one d6 each (FC-INIT-1); ties go to the side with fewer player characters
 * (FC-INIT-2); sides still tied re-roll among themselves (FC-INIT-4 proposal).
 */
export function rollSideInitiative(sides: ReadonlyArray<{ key: string; playerCharacters: number }>, dice: Dice): SideRecord[] {
  requireDicePort(dice);
  for (const entry of requireArray(sides, "sides")) {
    const side = requireRecord(entry, "side");
    requireString(side.key, "side.key");
    requireInteger(side.playerCharacters, "side.playerCharacters", 0, MAX_PARTICIPANTS);
  }
  const rolls = new Map<string, number[]>(sides.map((s) => [s.key, []]));
  const order = (group: ReadonlyArray<{ key: string; playerCharacters: number }>, depth: number): string[] => {
    // A dice source that keeps tying forever (a stuck replay) must not hang the tracker.
    if (depth > 50) return group.map((s) => s.key);
    const rolled = group.map((s) => {
      const [face] = dice.roll(1, 6, `initiative:${s.key}`);
      rolls.get(s.key)!.push(face!);
      return { side: s, face: face! };
    });
    rolled.sort((a, b) => b.face - a.face || a.side.playerCharacters - b.side.playerCharacters);
    const out: string[] = [];
    for (let i = 0; i < rolled.length; ) {
      let j = i + 1;
      while (j < rolled.length && rolled[j]!.face === rolled[i]!.face && rolled[j]!.side.playerCharacters === rolled[i]!.side.playerCharacters) j++;
      out.push(...(j - i > 1 ? order(rolled.slice(i, j).map((r) => r.side), depth + 1) : [rolled[i]!.side.key]));
      i = j;
    }
    return out;
  };
  const sequence = order(sides, 0);
  return sequence.map((key) => ({ key, playerCharacters: sides.find((s) => s.key === key)!.playerCharacters, rolls: rolls.get(key)! }));
}

/**
 * Sides that take part in initiative, each with its player characters counted. A side is keyed by
 * its units, so a neutral wagon driven by a hero adds no side of its own.
 */
function sideSummaries(participants: readonly EncounterParticipant[]): Array<{ key: string; playerCharacters: number }> {
  const out: Array<{ key: string; playerCharacters: number }> = [];
  for (const unit of activationUnits(participants)) {
    const key = unitSide({ participants }, unit);
    let side = out.find((s) => s.key === key);
    if (!side) out.push((side = { key, playerCharacters: 0 }));
    side.playerCharacters += unit.filter((id) => participants.find((p) => p.id === id)!.isPlayerCharacter).length;
  }
  return out;
}

// ---------------------------------------------------------------- turn order

/** Index of the side whose slot comes up after `from`, or -1 when everyone has acted (FC-TURN-1, -3, -5, -6). */
function nextSlot(state: PoolEncounterState, from: number, includeFrom: boolean): number {
  const n = state.sides.length;
  for (let step = includeFrom ? 0 : 1; step <= n; step++) {
    const i = (((from + step) % n) + n) % n;
    if (waiting(state, state.sides[i]!.key).length > 0) return i;
  }
  return -1;
}

export function isRoundOver(state: PoolEncounterState): boolean {
  return roundOver(requireEncounter(state));
}

function roundOver(state: PoolEncounterState): boolean {
  return state.active === null && activationUnits(state.participants).every((u) => unitHasActed(state, u) || unitIsDown(state, u));
}

/** Who may act now: the active unit, or every waiting member of the side whose slot is up (FC-TURN-2). */
export function canActNow(state: PoolEncounterState): string[] {
  return actingNow(requireEncounter(state));
}

function actingNow(state: PoolEncounterState): string[] {
  // A fallen member of a unit (a rider's dead horse) is passed over; its unit-mates act on.
  const down = state.down ?? [];
  const able = (ids: readonly string[]) => ids.filter((id) => !down.includes(id));
  if (state.active) return able(unitIn(state, state.active));
  if (roundOver(state)) return [];
  const side = state.sides[state.slot];
  return side ? able(waiting(state, side.key).flat()) : [];
}

function budgetOf(state: PoolEncounterState, id: string): ActionBudget {
  return state.budgets[id] ?? freshBudget();
}

function withUnitBudget(state: PoolEncounterState, unit: readonly string[], budget: ActionBudget): PoolEncounterState {
  const budgets = { ...state.budgets };
  for (const id of unit) budgets[id] = budget;
  return { ...state, budgets };
}

/**
 * Starts `participantId`'s activation (and its unit-mates'). Returns the new state and the
 * expiry triggers the caller runs on each member's conditions (Dodge and Feint end here).
 */
export function startActivation(state: PoolEncounterState, participantId: string): { state: PoolEncounterState; triggers: ExpiryTrigger[] } {
  requireEncounter(state);
  requireString(participantId, "participantId");
  if (state.active) {
    if (unitIn(state, state.active).includes(participantId)) return { state, triggers: [] };
    throw new RulesError("FRAY.Pool.Error.NotYourTurn", { id: participantId });
  }
  if (!actingNow(state).includes(participantId)) throw new RulesError("FRAY.Pool.Error.NotYourTurn", { id: participantId });
  const unit = unitIn(state, participantId);
  return {
    state: { ...state, active: participantId },
    triggers: unit.map((id) => ({ kind: "turnStart", combatantId: id, round: state.round })),
  };
}

/**
 * Participants whose activation began between two states of the same round: idle before (neither
 * acting nor done) and acting or done after (an activation may begin and end in one step, as a
 * Full Action or the End control does). Free actions begin nothing (FC-ACT-5).
 */
export function activationsStarted(before: PoolEncounterState, after: PoolEncounterState): string[] {
  requireEncounter(before, "before");
  requireEncounter(after, "after");
  if (before.round !== after.round) return [];
  const busyBefore = new Set([...before.acted, ...(before.active ? unitIn(before, before.active) : [])]);
  const busyAfter = new Set([...after.acted, ...(after.active ? unitIn(after, after.active) : [])]);
  return after.participants.map((p) => p.id).filter((id) => busyAfter.has(id) && !busyBefore.has(id));
}

/** Spends one action of a kind for the acting unit (starting its activation if needed). */
export function spend(state: PoolEncounterState, participantId: string, kind: ActionKind, options: EncounterOptions = DEFAULT_POOL_OPTIONS, isManeuver = false): PoolEncounterState {
  requireEncounter(state);
  const unit = unitIn(state, requireString(participantId, "participantId"));
  // Free actions are counted per round and may be taken outside one's own activation (FC-ACT-5).
  const started = kind === "free" ? state : startActivation(state, participantId).state;
  return withUnitBudget(started, unit, spendAction(budgetOf(state, participantId), kind, options, isManeuver));
}

/** Ends the active unit's activation and passes the slot on. */
export function endActivation(state: PoolEncounterState, participantId: string, options: EncounterOptions = DEFAULT_POOL_OPTIONS): PoolEncounterState {
  const started = startActivation(state, participantId).state;
  return finishActivation(started, unitIn(started, participantId), options);
}

/** Marks `unit` as having acted and passes the slot on. */
function finishActivation(state: PoolEncounterState, unit: readonly string[], options: EncounterOptions): PoolEncounterState {
  const done: PoolEncounterState = { ...state, active: null, acted: [...state.acted, ...unit], history: [...state.history, unit[0]!] };
  // Alternate: the next side gets the slot. Side-block: the same side keeps it until exhausted.
  const next = nextSlot(done, done.slot, poolOption(options, "turnMode") === "sideBlock");
  return { ...done, slot: next === -1 ? 0 : next };
}

/**
 * One step of play (FC-ACT-1, FC-ACT-5, FC-ACT-8): a free action is counted without starting an
 * activation; a Partial (cost 1) or Full (cost 2) Action is spent in the actor's activation, which
 * ends when the actor says so or has nothing left to spend. Cost 0 only starts the activation
 * ("act now"), or passes when it also ends it.
 */
export function actStep(state: PoolEncounterState, participantId: string, cost: number, endsActivation: boolean, options: EncounterOptions = DEFAULT_POOL_OPTIONS, detail: ActDetail = {}): PoolEncounterState {
  requireEncounter(state);
  requireString(participantId, "participantId");
  const free = requireRecord(detail, "detail")["free"] === true;
  const maneuver = detail.maneuver === true;
  if (!Number.isInteger(cost) || cost < 0 || cost > 2 || (free && cost !== 0)) throw new RulesError("FRAY.Pool.Error.BadActionCost", { cost: String(cost) });
  if ((state.down ?? []).includes(participantId)) throw new RulesError("FRAY.Pool.Error.Down", { id: participantId });
  if (free) return spend(state, participantId, "free", options, maneuver);
  let next = startActivation(state, participantId).state;
  // `cost` counts Partial Actions; 2 at once is a Full Action (FC-ACT-1).
  if (cost > 0) next = spend(next, participantId, cost === 2 ? "full" : "partial", options, maneuver);
  const spentOut = cost > 0 && partialsLeft(budgetOf(next, participantId)) === 0;
  return endsActivation || spentOut ? finishActivation(next, unitIn(next, participantId), options) : next;
}

/**
 * Marks a participant out of the fight or back in (FC-TURN-3): a unit whose members are all down
 * is passed over, an activation it had under way ends, and a side with nobody able left keeps no
 * one waiting. Returns `state` itself when nothing changes.
 */
export function markDown(state: PoolEncounterState, participantId: string, down: boolean, options: EncounterOptions = DEFAULT_POOL_OPTIONS): PoolEncounterState {
  requireEncounter(state);
  const unit = unitIn(state, requireString(participantId, "participantId"));
  const before = state.down ?? [];
  if (before.includes(participantId) === (down === true)) return state;
  const marked: PoolEncounterState = { ...state, down: down === true ? [...before, participantId] : before.filter((id) => id !== participantId) };
  if (down === true && marked.active !== null && unit.includes(marked.active) && unitIsDown(marked, unit)) return finishActivation(marked, unit, options);
  if (marked.active !== null || roundOver(marked)) return marked;
  // The slot stays with its side while that side has someone able; otherwise it moves on.
  const slot = nextSlot(marked, marked.slot, true);
  return { ...marked, slot: slot === -1 ? 0 : slot };
}

export function beginEncounter(participants: readonly EncounterParticipant[], dice: Dice): PoolEncounterState {
  requireDicePort(dice);
  const ids = new Set<string>();
  for (const p of requireArray(participants, "participants", MAX_PARTICIPANTS) as readonly EncounterParticipant[]) {
    requireParticipant(p);
    if (ids.has(p.id)) throw new RulesError("FRAY.Pool.Error.DuplicateParticipant", { id: p.id });
    ids.add(p.id);
  }
  const sides = rollSideInitiative(sideSummaries(participants), dice);
  return { ruleset: "pool", round: 1, participants: [...participants], sides, slot: 0, acted: [], active: null, budgets: {}, history: [] };
}

/**
 * A new round: same side order (initiative is not re-rolled, FC-INIT-3), budgets reset (FC-TURN-4).
 * When the GM called for it (FC-FVTT-3), every side rolls its d6 again through `dice`, the
 * participants' sides and player-character marks read afresh from `current` (the tracker's
 * combatants now), so a changed side or player-character mark counts in the tie-break.
 */
export function startNextRound(state: PoolEncounterState, dice?: Dice, current?: readonly EncounterParticipant[]): PoolEncounterState {
  requireEncounter(state);
  if (state.round >= MAX_ROUND) throw new RulesError("FRAY.Error.OutOfRange", { field: "round", value: state.round + 1, min: 1, max: MAX_ROUND });
  const fresh: PoolEncounterState = { ...state, round: state.round + 1, acted: [], active: null, budgets: {}, history: [] };
  const rerolled = state.rerollInitiative === true ? rerolledSides(fresh, dice, current) : fresh;
  const first = nextSlot(rerolled, 0, true);
  return { ...rerolled, slot: first === -1 ? 0 : first };
}

/** The sides rolled again at the start of `state`'s round, the call spent. */
function rerolledSides(state: PoolEncounterState, dice: Dice | undefined, current: readonly EncounterParticipant[] | undefined): PoolEncounterState {
  if (!dice) throw new RulesError("FRAY.Pool.Error.RerollNeedsDice");
  const byId = new Map((current ? requireArray(current, "participants", MAX_PARTICIPANTS) as readonly EncounterParticipant[] : []).map((p) => [requireParticipant(p).id, p]));
  // Only who is in the fight already is re-read; joining and leaving stay the roster's business.
  const participants = state.participants.map((p) => {
    const now = byId.get(p.id);
    return now ? { ...p, side: now.side, isPlayerCharacter: now.isPlayerCharacter } : p;
  });
  const sides = rollSideInitiative(sideSummaries(participants), dice);
  const { rerollInitiative: _spent, ...rest } = state;
  return { ...rest, participants, sides, initiativeRound: state.round };
}

/** The GM's controls over the whole fight: a new initiative roll at the next round, on or off. */
export function encounterControlsOf(state: PoolEncounterState): EncounterControl[] {
  const on = requireEncounter(state).rerollInitiative === true;
  return [
    {
      key: REROLL_INITIATIVE,
      group: "round",
      label: { key: on ? "FRAY.Pool.Encounter.RerollOn" : "FRAY.Pool.Encounter.Reroll" },
      tooltip: { key: on ? "FRAY.Pool.Encounter.RerollOnTooltip" : "FRAY.Pool.Encounter.RerollTooltip" },
      on,
    },
  ];
}

/** The tracker's spend controls: an activity the rules do not price, counted as the GM rules it (FC-FVTT-8). */
const SPEND_CONTROLS: Readonly<Record<string, { readonly cost: number; readonly free: boolean }>> = {
  "spend.free": { cost: 0, free: true },
  "spend.partial": { cost: 1, free: false },
  "spend.full": { cost: 2, free: false },
};

/**
 * What the tracker offers each combatant able to act now (FC-FVTT-8: whether an activity is Free,
 * Partial or Full is the GM's call): spend a Partial while one is left, a Full while both are, a
 * free action while the round's allowance lasts.
 */
export function spendControlsOf(state: PoolEncounterState, options: Pick<PoolOptions, "freeActionsPerRound"> = DEFAULT_POOL_OPTIONS): Record<string, EncounterControl[]> {
  requireEncounter(state);
  const controls: Record<string, EncounterControl[]> = {};
  for (const id of actingNow(state)) {
    const left = partialsLeft(budgetOf(state, id));
    const offered: EncounterControl[] = [];
    if (freeActionsLeft(state, id, options) > 0) offered.push(spendControl("spend.free", "FRAY.Pool.Encounter.SpendFree", "FRAY.Pool.Encounter.SpendFreeTooltip"));
    if (left >= 1) offered.push(spendControl("spend.partial", "FRAY.Pool.Encounter.SpendPartial", "FRAY.Pool.Encounter.SpendPartialTooltip"));
    if (left >= 2) offered.push(spendControl("spend.full", "FRAY.Pool.Encounter.SpendFull", "FRAY.Pool.Encounter.SpendFullTooltip"));
    controls[id] = offered;
  }
  return controls;
}

function spendControl(key: string, label: string, tooltip: string): EncounterControl {
  return { key, group: "action", label: { key: label }, tooltip: { key: tooltip } };
}

/**
 * Presses a tracker control: the GM's call for new initiative (pressed again to cancel), or a
 * combatant's spend of a Free, Partial or Full Action the rules do not price (FC-FVTT-8).
 */
export function pressControl(state: PoolEncounterState, participantId: string | null, key: string, options: EncounterOptions = DEFAULT_POOL_OPTIONS): PoolEncounterState {
  requireEncounter(state);
  requireString(key, "control");
  const spendKind = participantId !== null && Object.hasOwn(SPEND_CONTROLS, key) ? SPEND_CONTROLS[key] : undefined;
  if (spendKind) return actStep(state, requireString(participantId, "participantId"), spendKind.cost, false, options, spendKind.free ? { free: true } : {});
  if (participantId !== null || key !== REROLL_INITIATIVE) throw new RulesError("FRAY.Combat.UnknownControl", { control: key });
  if (state.rerollInitiative === true) {
    const { rerollInitiative: _cancelled, ...rest } = state;
    return rest;
  }
  return { ...state, rerollInitiative: true };
}

export function snapshotOf(state: PoolEncounterState, options: Pick<PoolOptions, "freeActionsPerRound"> = DEFAULT_POOL_OPTIONS): EncounterSnapshot {
  requireEncounter(state);
  const groups: EncounterGroup[] = state.sides.map((s) => ({
    key: s.key,
    label: { key: "FRAY.Pool.Encounter.Side", data: { side: s.key, roll: s.rolls[0] ?? 0 } },
    participantIds: state.participants.filter((p) => unitSide(state, unitIn(state, p.id)) === s.key).map((p) => p.id),
  }));
  const actionsLeft: Record<string, number> = {};
  const freeLeft: Record<string, number> = {};
  for (const p of state.participants) {
    actionsLeft[p.id] = partialsLeft(budgetOf(state, p.id));
    freeLeft[p.id] = freeActionsLeft(state, p.id, options);
  }
  const over = roundOver(state);
  return {
    round: state.round,
    // One phase only: alternating activations (the tracker's generic "action" heading).
    phase: "action",
    groups,
    canActNow: actingNow(state),
    actionsLeft,
    freeLeft,
    down: state.down ?? [],
    roundOver: over,
    // Initiative is rolled once per encounter (again only when the GM forced it): only the round
    // the rolls were made at reports (and posts) them.
    initiativeRolls:
      state.round === (state.initiativeRound ?? 1) ? state.sides.flatMap((s) => s.rolls.map((r) => ({ groupKey: s.key, faces: 6, results: [r], total: r }))) : [],
    encounterControls: encounterControlsOf(state),
    controls: spendControlsOf(state, options),
  };
}

/** Free actions the participant has left this round. */
export function freeActionsLeft(state: PoolEncounterState, participantId: string, options: Pick<PoolOptions, "freeActionsPerRound"> = DEFAULT_POOL_OPTIONS): number {
  requireEncounter(state);
  return Math.max(0, poolOption(options, "freeActionsPerRound") - budgetOf(state, requireString(participantId, "participantId")).freeUsed);
}

function joinParticipant(state: PoolEncounterState, participant: EncounterParticipant): PoolEncounterState {
  requireEncounter(state);
  requireParticipant(participant);
  if (state.participants.some((p) => p.id === participant.id)) throw new RulesError("FRAY.Pool.Error.DuplicateParticipant", { id: participant.id });
  const participants = [...state.participants, participant];
  const summaries = sideSummaries(participants);
  // Known sides keep their rolls and order; a side arriving mid-fight rolled no initiative and
  // acts after the sides already present.
  const sides: SideRecord[] = state.sides.map((s) => ({ ...s, playerCharacters: summaries.find((x) => x.key === s.key)?.playerCharacters ?? 0 }));
  for (const summary of summaries) if (!sides.some((s) => s.key === summary.key)) sides.push({ ...summary, rolls: [] });
  const joined = { ...state, participants, sides };
  // If everyone else had finished, the newcomer's side takes the slot.
  if (!state.active && roundOver(state)) return { ...joined, slot: Math.max(0, nextSlot(joined, 0, true)) };
  return joined;
}

function leaveParticipant(state: PoolEncounterState, participantId: string, options: EncounterOptions): PoolEncounterState {
  requireEncounter(state);
  requireString(participantId, "participantId");
  if (!state.participants.some((p) => p.id === participantId)) throw new RulesError("FRAY.Pool.Error.UnknownParticipant", { id: participantId });
  const slotSide = state.sides[state.slot]?.key;
  const mates = unitIn(state, participantId).filter((id) => id !== participantId);
  // Someone leaving in the middle of an activation they had alone ends that activation.
  const endsActivation = state.active === participantId && mates.length === 0;
  const participants = state.participants.filter((p) => p.id !== participantId);
  const present = new Set(sideSummaries(participants).map((s) => s.key));
  const sides = state.sides.filter((s) => present.has(s.key));
  const budgets = { ...state.budgets };
  delete budgets[participantId];
  const active = state.active === participantId ? (mates[0] ?? null) : state.active;
  const down = state.down?.filter((id) => id !== participantId);
  const next: PoolEncounterState = { ...state, participants, sides, budgets, active, acted: state.acted.filter((id) => id !== participantId), ...(down ? { down } : {}) };

  let base = sides.findIndex((s) => s.key === slotSide);
  let includeBase = !endsActivation || poolOption(options, "turnMode") === "sideBlock";
  if (base < 0) {
    // The side whose slot was up is gone: the slot passes to the next side in order.
    const candidate = state.sides.slice(state.slot + 1).find((s) => present.has(s.key)) ?? sides[0];
    base = candidate ? sides.indexOf(candidate) : 0;
    includeBase = true;
  }
  if (next.active || roundOver(next)) return { ...next, slot: base };
  const slot = nextSlot(next, base, includeBase);
  return { ...next, slot: slot === -1 ? 0 : slot };
}

/** Builds an `EncounterModel` for the combat tracker with the given options. */
export function createPoolEncounter(options: EncounterOptions = DEFAULT_POOL_OPTIONS): EncounterModel<PoolEncounterState> {
  return {
    ruleset: "pool",
    roundEndsItself: true,
    begin: (participants, dice) => beginEncounter(participants, dice),
    snapshot: (state) => snapshotOf(state, options),
    act: (state, participantId, cost, endsActivation, detail) => actStep(state, participantId, cost, endsActivation, options, detail),
    activationsStarted,
    refusal(state, participantId, cost, detail) {
      try {
        actStep(state, participantId, cost, false, options, detail);
        return null;
      } catch (error) {
        if (error instanceof RulesError) return error.i18nKey;
        throw error;
      }
    },
    markDown: (state, participantId, down) => markDown(state, participantId, down, options),
    control: (state, participantId, key) => pressControl(state, participantId, key, options),
    nextRound: (state, dice, participants) => startNextRound(state, dice, participants),
    join: (state, participant) => joinParticipant(state, participant),
    leave: (state, participantId) => leaveParticipant(state, participantId, options),
  };
}

/** The pool ruleset's encounter model with default options. */
export const poolEncounter: EncounterModel<PoolEncounterState> = createPoolEncounter();
