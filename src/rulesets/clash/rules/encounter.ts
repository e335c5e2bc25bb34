import type { Dice } from "../../../core/dice.js";
import type { EncounterModel, EncounterParticipant, EncounterSnapshot } from "../../../core/encounter.js";
import { RulesError, requireInteger } from "../../../core/errors.js";
import { parseFormula, rollFormula } from "../../../core/formula.js";
import { requireArray, requireRecord } from "../../../core/validate.js";
import { clashOptions, type ClashOptions } from "./options.js";

/**
 * Turn order for the clash ruleset (DL-AP-3 proposal): individual initiative, then the order
 * cycles. Whoever is current spends AP on proactive actions; when the activation ends the next
 * combatant in initiative order who still has AP becomes current, wrapping round to the top (a new
 * cycle) for as long as anyone has AP. AP refresh to their maximum at the start of each round.
 * Reactions spend AP out of turn through `spendReactionAp`.
 *
 * An activation that ends without spending anything is a pass: that combatant keeps its AP for
 * reactions but leaves the proactive cycle until the next round, so a round always ends.
 */

export interface ClashCombatant {
  readonly id: string;
  readonly side: string;
  readonly isPlayerCharacter: boolean;
  readonly apMax: number;
  readonly ap: number;
  readonly initiativeBonus: number;
  readonly initiative: number;
  /** Passed this round: no more proactive turns, AP kept for reactions. */
  readonly passed: boolean;
  /** AP spent so far in the current activation (0 for everyone not current). */
  readonly spentThisActivation: number;
  /** Arrival order, the last tie-break. */
  readonly arrival: number;
}

export interface ClashEncounterState {
  readonly round: number;
  /** How many times the order has wrapped round this round, starting at 1. */
  readonly cycle: number;
  /** Combatants in initiative order. */
  readonly order: readonly ClashCombatant[];
  /** The combatant whose activation it is, or null when nobody has AP left for a turn. */
  readonly currentId: string | null;
  readonly initiativeRolls: EncounterSnapshot["initiativeRolls"];
  readonly arrivals: number;
}

/** The highest AP pool accepted; well beyond any sensible value, it only catches typos. */
export const MAX_AP = 99;

export function createClashEncounter(given: Readonly<Record<string, unknown>> = {}): EncounterModel<ClashEncounterState> {
  const options = clashOptions(given);
  return {
    ruleset: "clash",
    begin: (participants, dice) => begin(participants, dice, options),
    snapshot,
    act,
    nextRound: (state, dice) => nextRound(state, dice, options),
    join,
    leave,
  };
}

/** The clash encounter model with the default options. */
export const clashEncounter: EncounterModel<ClashEncounterState> = createClashEncounter();

function combatantFrom(p: EncounterParticipant, arrival: number): ClashCombatant {
  if (typeof p.id !== "string" || p.id === "") throw new RulesError("FRAY.Clash.Error.UnknownParticipant", { id: String(p.id) });
  const stats: Readonly<Record<string, number>> = p.stats ?? {};
  const apMax = requireInteger(stats["ap"], "ap", 0, MAX_AP);
  const bonus = requireInteger(stats["initiative"] ?? 0, "initiative", -999, 999);
  return { id: p.id, side: p.side, isPlayerCharacter: p.isPlayerCharacter, apMax, ap: apMax, initiativeBonus: bonus, initiative: bonus, passed: false, spentThisActivation: 0, arrival };
}

function begin(participants: readonly EncounterParticipant[], dice: Dice, options: ClashOptions): ClashEncounterState {
  const seen = new Set<string>();
  const combatants = participants.map((p, i) => {
    if (seen.has(p.id)) throw new RulesError("FRAY.Clash.Error.DuplicateParticipant", { id: p.id });
    seen.add(p.id);
    return combatantFrom(p, i);
  });
  const rolled = rollInitiative(combatants, dice, options);
  return start({ round: 1, cycle: 1, order: rolled.order, currentId: null, initiativeRolls: rolled.rolls, arrivals: combatants.length });
}

function rollInitiative(combatants: readonly ClashCombatant[], dice: Dice, options: ClashOptions): { order: ClashCombatant[]; rolls: EncounterSnapshot["initiativeRolls"] } {
  const formula = parseFormula(options.initiativeFormula);
  const faces = formula.dice[0]?.faces ?? 1;
  const rolls: Array<EncounterSnapshot["initiativeRolls"][number]> = [];
  // Roll in arrival order so the same dice give the same initiative whatever the current order.
  const order = [...combatants].sort((a, b) => a.arrival - b.arrival).map((c) => {
    const rolled = rollFormula(dice, formula, "clash.initiative");
    const total = rolled.total + c.initiativeBonus;
    rolls.push({ groupKey: c.id, faces, results: rolled.faces.flat(), total });
    return { ...c, initiative: total };
  });
  return { order: sortOrder(order), rolls };
}

/** Highest initiative first; ties to the higher bonus, then player characters, then arrival. */
function sortOrder(combatants: readonly ClashCombatant[]): ClashCombatant[] {
  return [...combatants].sort(
    (a, b) =>
      b.initiative - a.initiative ||
      b.initiativeBonus - a.initiativeBonus ||
      Number(b.isPlayerCharacter) - Number(a.isPlayerCharacter) ||
      a.arrival - b.arrival,
  );
}

function eligible(c: ClashCombatant): boolean {
  return c.ap > 0 && !c.passed;
}

/** Makes the first eligible combatant current (start of a round). */
function start(state: ClashEncounterState): ClashEncounterState {
  const first = state.order.find(eligible);
  return { ...state, currentId: first?.id ?? null };
}

/**
 * Makes current the first eligible combatant at or after position `first` (which may equal the
 * length of the order), wrapping round to the top; passing the bottom starts a new cycle.
 */
function advanceFrom(state: ClashEncounterState, first: number): ClashEncounterState {
  const n = state.order.length;
  for (let position = first; position < first + n; position++) {
    const candidate = state.order[position % n];
    if (candidate && eligible(candidate)) {
      return { ...state, currentId: candidate.id, cycle: position >= n ? state.cycle + 1 : state.cycle };
    }
  }
  return { ...state, currentId: null };
}

function indexOf(state: ClashEncounterState, id: string): number {
  requireArray(requireRecord(state, "state").order, "state.order");
  const index = state.order.findIndex((c) => c.id === id);
  if (index < 0) throw new RulesError("FRAY.Clash.Error.UnknownParticipant", { id });
  return index;
}

function replaceAt(state: ClashEncounterState, index: number, combatant: ClashCombatant): ClashEncounterState {
  const order = [...state.order];
  order[index] = combatant;
  return { ...state, order };
}

function snapshot(state: ClashEncounterState): EncounterSnapshot {
  const actionsLeft: Record<string, number> = {};
  for (const c of state.order) actionsLeft[c.id] = c.ap;
  return {
    round: state.round,
    phase: "action",
    groups: [
      { key: "ready", label: { key: "FRAY.Clash.Encounter.Ready", data: { cycle: state.cycle } }, participantIds: state.order.filter(eligible).map((c) => c.id) },
      { key: "spent", label: { key: "FRAY.Clash.Encounter.Spent" }, participantIds: state.order.filter((c) => !eligible(c)).map((c) => c.id) },
    ],
    canActNow: state.currentId === null ? [] : [state.currentId],
    actionsLeft,
    roundOver: state.currentId === null,
    initiativeRolls: state.initiativeRolls,
  };
}

function act(state: ClashEncounterState, participantId: string, cost: number, endsActivation: boolean): ClashEncounterState {
  const index = indexOf(state, participantId);
  if (state.currentId !== participantId) throw new RulesError("FRAY.Clash.Error.NotYourTurn", { id: participantId });
  const combatant = state.order[index]!;
  requireInteger(cost, "cost", 0, MAX_AP);
  if (cost > combatant.ap) throw new RulesError("FRAY.Clash.Error.NotEnoughAp", { id: participantId, cost, ap: combatant.ap });
  const spent = combatant.spentThisActivation + cost;
  const ap = combatant.ap - cost;
  if (!endsActivation && ap > 0) return replaceAt(state, index, { ...combatant, ap, spentThisActivation: spent });
  const finished = { ...combatant, ap, spentThisActivation: 0, passed: combatant.passed || spent === 0 };
  return advanceFrom(replaceAt(state, index, finished), index + 1);
}

/**
 * DL-AP-2: a reaction costs 1 AP out of turn. If the combatant now acting spends its last AP on a
 * reaction, the turn passes on.
 */
export function spendReactionAp(state: ClashEncounterState, participantId: string, cost = 1): ClashEncounterState {
  const index = indexOf(state, participantId);
  const combatant = state.order[index]!;
  requireInteger(cost, "cost", 1, MAX_AP);
  if (cost > combatant.ap) throw new RulesError("FRAY.Clash.Error.NotEnoughAp", { id: participantId, cost, ap: combatant.ap });
  const next = replaceAt(state, index, { ...combatant, ap: combatant.ap - cost });
  if (state.currentId === participantId && combatant.ap - cost === 0) {
    return advanceFrom(replaceAt(next, index, { ...next.order[index]!, spentThisActivation: 0 }), index + 1);
  }
  return next;
}

/** Sets a combatant's initiative (e.g. rolled by the tracker for a latecomer) and re-sorts. */
export function setInitiative(state: ClashEncounterState, participantId: string, total: number): ClashEncounterState {
  const index = indexOf(state, participantId);
  requireInteger(total, "initiative", -9_999, 9_999);
  const updated = replaceAt(state, index, { ...state.order[index]!, initiative: total });
  return { ...updated, order: sortOrder(updated.order) };
}

function nextRound(state: ClashEncounterState, dice: Dice, options: ClashOptions): ClashEncounterState {
  const refreshed = state.order.map((c) => ({ ...c, ap: c.apMax, passed: false, spentThisActivation: 0 }));
  const base = { ...state, round: state.round + 1, cycle: 1, currentId: null };
  if (!options.rerollInitiativeEachRound) return start({ ...base, order: refreshed });
  const rolled = rollInitiative(refreshed, dice, options);
  return start({ ...base, order: rolled.order, initiativeRolls: rolled.rolls });
}

/**
 * A latecomer arrives with full AP. Its initiative is `stats.initiativeTotal` when the tracker
 * rolled one, otherwise it goes to the bottom of the order. If the round had run dry it becomes
 * current, since the order runs while anyone has AP.
 */
function join(state: ClashEncounterState, participant: EncounterParticipant): ClashEncounterState {
  if (state.order.some((c) => c.id === participant.id)) throw new RulesError("FRAY.Clash.Error.DuplicateParticipant", { id: participant.id });
  const base = combatantFrom(participant, state.arrivals);
  const given = participant.stats["initiativeTotal"];
  const lowest = state.order.reduce((low, c) => Math.min(low, c.initiative), Number.POSITIVE_INFINITY);
  const initiative = given !== undefined ? requireInteger(given, "initiativeTotal", -9_999, 9_999) : Number.isFinite(lowest) ? lowest - 1 : base.initiativeBonus;
  const order = sortOrder([...state.order, { ...base, initiative }]);
  const next = { ...state, order, arrivals: state.arrivals + 1 };
  return next.currentId === null ? start(next) : next;
}

function leave(state: ClashEncounterState, participantId: string): ClashEncounterState {
  const index = indexOf(state, participantId);
  const order = state.order.filter((c) => c.id !== participantId);
  const next = { ...state, order, initiativeRolls: state.initiativeRolls.filter((r) => r.groupKey !== participantId) };
  if (state.currentId !== participantId) return next;
  // The one who followed the leaver now sits at `index`.
  return advanceFrom(next, index);
}

/**
 * DL-FVTT-3: a combatant's AP set to what its actor holds after a clash spent some (a proactive
 * action on its turn, a reaction out of turn) or an undo gave some back. A current combatant left
 * with none ends its activation, so the order moves on; AP given back to someone who ran dry
 * puts them back in the cycle (and makes them current if nobody was).
 */
export function setAp(state: ClashEncounterState, participantId: string, ap: number): ClashEncounterState {
  const index = indexOf(state, participantId);
  const combatant = state.order[index]!;
  requireInteger(ap, "ap", 0, MAX_AP);
  if (ap === combatant.ap) return state;
  const next = replaceAt(state, index, { ...combatant, ap });
  if (state.currentId === participantId && ap === 0) return advanceFrom(replaceAt(next, index, { ...next.order[index]!, spentThisActivation: 0 }), index + 1);
  return next.currentId === null ? start(next) : next;
}
