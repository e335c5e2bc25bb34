import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireDicePort, type Dice } from "../../../core/dice.js";
import { requireArray, requireBoolean, requireRecord, requireString } from "../../../core/validate.js";
import type { EncounterModel, EncounterParticipant, EncounterSnapshot, EncounterGroup } from "../../../core/encounter.js";
import { readRoll, type DestinedEffect } from "./roll.js";
import { DEFAULT_DUSK_OPTIONS, requireDuskOptions, type DuskOptions } from "./options.js";
import { requireOneOf } from "./choices.js";

/**
 * Dusk turn order (DB-INIT-*, DB-PHASE-*, DB-ACT-*). Initiative is set once; each round has a
 * movement phase, lowest initiative first, in which anyone who has not moved may cut in, then an
 * action phase, highest first, with a standard and a bonus action each. Every combatant has one
 * reaction per round, usable at any moment. The order stays the same from round to round unless
 * the GM calls for new initiative.
 */

export const MOVE_KINDS = ["pass", "immediate", "short", "long", "charge", "defend", "longSpell"] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];
export const ACTION_KINDS = ["standard", "bonus"] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

export interface DuskCombatant {
  readonly id: string;
  readonly side: string;
  readonly isPlayerCharacter: boolean;
  readonly initiative: number;
  /** Speed Pool maximum: the second tie-break (DB-INIT-3). */
  readonly speedMax: number;
  /** Position given at first sort, the last tie-break (stands for "players decide"). */
  readonly seat: number;
  readonly moved: boolean;
  readonly moveKind: MoveKind | undefined;
  readonly standardLeft: boolean;
  readonly bonusLeft: boolean;
  /** Has taken or passed its action-phase turn. */
  readonly done: boolean;
  /** Has delayed its turn: it may act at any later moment of this round (DB-ACT-5). */
  readonly delayed: boolean;
  readonly reactionUsed: boolean;
  /** Actions it will lose at its next action-phase turn (Take Cover, stun, a Short move). */
  readonly loseStandard: boolean;
  readonly loseBonus: boolean;
  /** Charged this round: its attack in the coming action phase is eased one step (DB-ACT-2). */
  readonly charging: boolean;
  /** Chose Defend: defence rolls eased one step until its next movement (DB-ACT-3). */
  readonly defending: boolean;
  /** Attacked or was attacked in melee this round / last round: bars Charge (DB-ACT-2). */
  readonly meleeThisRound: boolean;
  readonly meleeLastRound: boolean;
  readonly castingLongSpell: boolean;
  readonly castStandardSpell: boolean;
  readonly castReactionSpell: boolean;
  /** Which reaction it took this round, where the tracker recorded it (Take Cover marks its bearer). */
  readonly reactionKind?: ReactionKind;
  /** Out of the fight (dead, unconscious, fled): the order passes it by, round after round. */
  readonly down?: boolean;
  /** Where a Take Cover this round put it (DB-ACT-7): into nearby cover, or down prone. */
  readonly coverTaken?: CoverTaken;
  /** The one attack a Take Cover hinders has been made this round (DB-ACT-7: "the next attack"). */
  readonly coverSpent?: boolean;
}

/** Where a Take Cover puts its taker (DB-ACT-7): into cover nearby, or prone where there is none. */
export const COVER_TAKEN = ["cover", "prone"] as const;
export type CoverTaken = (typeof COVER_TAKEN)[number];

export interface DuskInitiativeRoll {
  readonly id: string;
  readonly dawn: number;
  readonly dusk: number;
  readonly total: number;
  readonly effect: DestinedEffect;
}

export interface DuskEncounterState {
  readonly round: number;
  readonly phase: "movement" | "action";
  /** Combatants in action order: highest initiative first. */
  readonly combatants: readonly DuskCombatant[];
  readonly initiativeRolls: readonly DuskInitiativeRoll[];
  /** Delayed turns that the round ended on (DB-ACT-5: they are lost). */
  readonly lostDelays: readonly string[];
  readonly options: DuskOptions;
  /** The GM called for new initiative at the start of the next round (DB-INIT-4). */
  readonly rerollInitiative?: boolean;
  /** Who took the Intercept reaction last (DB-ACT-8): the protector an Intercepted status names. */
  readonly lastInterceptor?: string;
}

/** What every combatant starts each round with: a move, both actions and a reaction unused. */
const ROUND_START = {
  moved: false,
  moveKind: undefined,
  standardLeft: true,
  bonusLeft: true,
  done: false,
  delayed: false,
  reactionUsed: false,
  charging: false,
  castStandardSpell: false,
  castReactionSpell: false,
  coverSpent: false,
} as const satisfies Partial<DuskCombatant>;

function freshRound(c: DuskCombatant): DuskCombatant {
  const fresh = { ...c, ...ROUND_START, meleeLastRound: c.meleeThisRound, meleeThisRound: false };
  // Someone out of the fight has nothing to move or do; the round does not wait for them.
  return c.down ? { ...fresh, moved: true, done: true } : fresh;
}

const PHASES = ["movement", "action"] as const;
const CAST_TIMES = ["long", "standard", "bonus", "reaction"] as const;
/** Every yes/no field of a combatant record (checked on input; the simulator names states by them). */
export const COMBATANT_FLAGS = [
  "isPlayerCharacter",
  "moved",
  "standardLeft",
  "bonusLeft",
  "done",
  "delayed",
  "reactionUsed",
  "loseStandard",
  "loseBonus",
  "charging",
  "defending",
  "meleeThisRound",
  "meleeLastRound",
  "castingLongSpell",
  "castStandardSpell",
  "castReactionSpell",
] as const;

/**
 * The shape of a stored encounter (O(1)): the records and lists every step reads. The combatants
 * are the machine's own, written only by this module's functions on the GM's side.
 */
function requireEncounter(value: unknown): void {
  const state = requireRecord(value, "encounter");
  requireInteger(state.round, "encounter.round", 1, 100_000);
  requireOneOf(state.phase, "encounter.phase", PHASES);
  requireArray(state.combatants, "encounter.combatants");
  requireArray(state.initiativeRolls, "encounter.initiativeRolls");
  requireArray(state.lostDelays, "encounter.lostDelays");
  requireRecord(state.options, "encounter.options");
}

/** One combatant handed in on its own (a sheet, a tracker row): every field the rules read. */
function requireCombatant(value: unknown, field = "combatant"): DuskCombatant {
  const c = requireRecord(value, field);
  requireString(c.id, "id");
  requireString(c.side, "side");
  requireInteger(c.initiative, "initiative", -1000, 1000);
  requireInteger(c.speedMax, "speedMax", 0, 1000);
  requireInteger(c.seat, "seat", 0, 100_000);
  if (c.moveKind !== undefined) requireOneOf(c.moveKind, "moveKind", MOVE_KINDS);
  for (const flag of COMBATANT_FLAGS) requireBoolean(c[flag], flag);
  return value as DuskCombatant;
}

/** A participant the tracker hands over: who it is and the stats initiative reads. */
function requireParticipant(value: unknown): EncounterParticipant {
  const p = requireRecord(value, "participant");
  requireString(p.id, "participant.id");
  requireString(p.side, "participant.side");
  requireBoolean(p.isPlayerCharacter, "participant.isPlayerCharacter");
  requireRecord(p.stats, "participant.stats");
  return value as EncounterParticipant;
}

/** Action order (DB-INIT-1, DB-INIT-3): initiative, then PCs first, then Speed, then seat. */
export function compareInitiative(a: DuskCombatant, b: DuskCombatant): number {
  return byInitiative(requireCombatant(a, "a"), requireCombatant(b, "b"));
}

/** The comparison itself, for sorting combatants the machine made (already checked). */
function byInitiative(a: DuskCombatant, b: DuskCombatant): number {
  return (
    b.initiative - a.initiative ||
    Number(b.isPlayerCharacter) - Number(a.isPlayerCharacter) ||
    b.speedMax - a.speedMax ||
    a.seat - b.seat
  );
}

/**
 * A combatant's initiative (DB-INIT-1, DB-INIT-2): NPCs use their target number; PCs roll 2d12
 * and add `initiativePointsPerStep` per step of Initiative easing (stat `initiativeSteps`). A
 * participant may also bring a value already rolled (stat `initiative`).
 */
export function rollInitiative(
  participant: EncounterParticipant,
  dice: Dice | undefined,
  options: DuskOptions = DEFAULT_DUSK_OPTIONS,
): { readonly initiative: number; readonly roll: DuskInitiativeRoll | undefined } {
  requireParticipant(participant);
  options = requireDuskOptions(options);
  const given = participant.stats["initiative"];
  if (given !== undefined) return { initiative: requireInteger(given, "initiative", -1000, 1000), roll: undefined };
  if (!participant.isPlayerCharacter) {
    const tn = participant.stats["targetNumber"];
    if (tn === undefined) throw new RulesError("FRAY.Dusk.Error.NpcNeedsTargetNumber", { id: participant.id });
    return { initiative: requireInteger(tn, "targetNumber", 0, 1000), roll: undefined };
  }
  if (!dice) throw new RulesError("FRAY.Dusk.Error.InitiativeNeeded", { id: participant.id });
  const steps = requireInteger(participant.stats["initiativeSteps"] ?? 0, "initiativeSteps", 0, 100);
  const [dawn, dusk] = requireDicePort(dice).roll(2, 12, "initiative");
  const roll = readRoll(dawn ?? 0, dusk ?? 0);
  const total = roll.total + steps * options.initiativePointsPerStep;
  return { initiative: total, roll: { id: participant.id, dawn: roll.dawn, dusk: roll.dusk, total, effect: roll.effect } };
}

function makeCombatant(p: EncounterParticipant, initiative: number, seat: number): DuskCombatant {
  return {
    id: p.id,
    side: p.side,
    isPlayerCharacter: p.isPlayerCharacter,
    initiative,
    speedMax: requireInteger(p.stats["speedMax"] ?? 0, "speedMax", 0, 1000),
    seat,
    ...ROUND_START,
    loseStandard: false,
    loseBonus: false,
    defending: false,
    meleeThisRound: false,
    meleeLastRound: false,
    castingLongSpell: false,
  };
}

export function beginEncounter(participants: readonly EncounterParticipant[], dice: Dice, options: DuskOptions = DEFAULT_DUSK_OPTIONS): DuskEncounterState {
  requireArray(participants, "participants");
  options = requireDuskOptions(options);
  const ids = new Set<string>();
  const rolls: DuskInitiativeRoll[] = [];
  const combatants = participants.map((p, seat) => {
    if (ids.has(requireParticipant(p).id)) throw new RulesError("FRAY.Dusk.Error.DuplicateCombatant", { id: p.id });
    ids.add(p.id);
    const { initiative, roll } = rollInitiative(p, dice, options);
    if (roll) rolls.push(roll);
    return makeCombatant(p, initiative, seat);
  });
  return normalise({ round: 1, phase: "movement", combatants: [...combatants].sort(byInitiative), initiativeRolls: rolls, lostDelays: [], options });
}

/** Movement order: lowest initiative first (the action order reversed). */
export function movementOrder(state: DuskEncounterState): readonly DuskCombatant[] {
  requireEncounter(state);
  return [...state.combatants].reverse();
}

/** Who moves now if nobody cuts in: the lowest-initiative combatant that has not moved. */
export function currentMover(state: DuskEncounterState): DuskCombatant | undefined {
  requireEncounter(state);
  if (state.phase !== "movement") return undefined;
  return movementOrder(state).find((c) => !c.moved);
}

/** Who acts now in the action phase: the highest-initiative combatant not done and not waiting. */
export function currentActor(state: DuskEncounterState): DuskCombatant | undefined {
  requireEncounter(state);
  if (state.phase !== "action") return undefined;
  return state.combatants.find((c) => !c.done && !c.delayed);
}

/** Everyone allowed to act at this moment: the mover and anyone who may interrupt; or the actor and the delayed. */
export function canActNow(state: DuskEncounterState): string[] {
  requireEncounter(state);
  if (state.phase === "movement") {
    const mover = currentMover(state);
    return mover ? [mover.id, ...movementOrder(state).filter((c) => !c.moved && c.id !== mover.id).map((c) => c.id)] : [];
  }
  const actor = currentActor(state);
  const delayed = state.combatants.filter((c) => c.delayed && !c.done).map((c) => c.id);
  return actor ? [actor.id, ...delayed] : delayed;
}

export function isRoundOver(state: DuskEncounterState): boolean {
  requireEncounter(state);
  return state.phase === "action" && state.combatants.every((c) => c.done);
}

function find(state: DuskEncounterState, id: string): DuskCombatant {
  requireEncounter(state);
  requireString(id, "id");
  const c = state.combatants.find((x) => x.id === id);
  if (!c) throw new RulesError("FRAY.Dusk.Error.UnknownCombatant", { id });
  return c;
}

function update(state: DuskEncounterState, id: string, change: (c: DuskCombatant) => DuskCombatant): DuskEncounterState {
  return normalise({ ...state, combatants: state.combatants.map((c) => (c.id === id ? change(c) : c)) });
}

/**
 * Keeps the state tidy after every change: the action phase begins when everyone has moved
 * (pending losses apply then), and a combatant with nothing left to do is done.
 */
function normalise(state: DuskEncounterState): DuskEncounterState {
  let s = state;
  if (s.phase === "movement" && s.combatants.every((c) => c.moved)) {
    s = {
      ...s,
      phase: "action",
      combatants: s.combatants.map((c) => ({
        ...c,
        standardLeft: c.standardLeft && !c.loseStandard,
        bonusLeft: c.bonusLeft && !c.loseBonus,
        loseStandard: false,
        loseBonus: false,
      })),
    };
  }
  if (s.phase === "action") {
    s = { ...s, combatants: s.combatants.map((c) => (!c.done && !c.standardLeft && !c.bonusLeft ? { ...c, done: true, delayed: false } : c)) };
  }
  return s;
}

function requireMayMove(state: DuskEncounterState, id: string): DuskCombatant {
  const c = find(state, id);
  if (state.phase !== "movement" || c.moved) throw new RulesError("FRAY.Dusk.Error.NotYourTurn", { id });
  return c;
}

function requireMayAct(state: DuskEncounterState, id: string): DuskCombatant {
  const c = find(state, id);
  if (!canActNow(state).includes(id) || state.phase !== "action") throw new RulesError("FRAY.Dusk.Error.NotYourTurn", { id });
  return c;
}

export interface MoveChoice {
  readonly kind: MoveKind;
  /** For a Short move: whether the difficulty 5 Speed roll succeeded (DB-ACT-1). */
  readonly speedRollPassed?: boolean;
}

/**
 * Takes a combatant's move action (DB-PHASE-2, DB-ACT-1..4). Anyone who has not moved may move
 * now, which is how a faster character interrupts a slower one. What the move costs in the
 * coming action phase is recorded here.
 */
export function move(state: DuskEncounterState, id: string, choice: MoveChoice): DuskEncounterState {
  const c = requireMayMove(state, id);
  requireOneOf(requireRecord(choice, "move").kind, "moveKind", MOVE_KINDS);
  if (choice.speedRollPassed !== undefined) requireBoolean(choice.speedRollPassed, "speedRollPassed");
  let loseStandard = c.loseStandard;
  let loseBonus = c.loseBonus;
  let charging = false;
  let defending = false;
  let castingLongSpell = c.castingLongSpell;
  switch (choice.kind) {
    case "pass":
    case "immediate":
      break;
    case "short":
      if (choice.speedRollPassed === undefined) throw new RulesError("FRAY.Dusk.Error.ShortMoveNeedsRoll", { id });
      // Passing the roll leaves the standard action only; failing it leaves the bonus action only.
      if (choice.speedRollPassed) loseBonus = true;
      else loseStandard = true;
      break;
    case "long":
      if (!state.options.allowLongMove) throw new RulesError("FRAY.Dusk.Error.LongMoveNotAllowed", { id });
      loseStandard = true;
      break;
    case "charge":
      if (c.meleeLastRound || c.meleeThisRound) throw new RulesError("FRAY.Dusk.Error.CannotCharge", { id });
      charging = true;
      break;
    case "defend":
      loseStandard = true;
      loseBonus = true;
      defending = true;
      break;
    case "longSpell":
      if (c.castingLongSpell) throw new RulesError("FRAY.Dusk.Error.AlreadyCasting", { id });
      // After a reaction spell only a bonus spell may be cast this round (DB-ACT-9).
      if (c.castReactionSpell) throw new RulesError("FRAY.Dusk.Error.SpellNotAllowed", { id });
      castingLongSpell = true;
      break;
  }
  return update(state, id, (x) => ({ ...x, moved: true, moveKind: choice.kind, loseStandard, loseBonus, charging, defending, castingLongSpell }));
}

/** Uses a standard or bonus action in the action phase (DB-PHASE-3). */
export function takeAction(state: DuskEncounterState, id: string, kind: ActionKind, what: StandardOrBonus = "other"): DuskEncounterState {
  const c = requireMayAct(state, id);
  requireOneOf(kind, "actionKind", ACTION_KINDS);
  requireOneOf(what, "action", STANDARD_OR_BONUS);
  if (kind === "standard" && !c.standardLeft) throw new RulesError("FRAY.Dusk.Error.NoActionLeft", { id, action: kind });
  if (kind === "bonus" && !c.bonusLeft) throw new RulesError("FRAY.Dusk.Error.NoActionLeft", { id, action: kind });
  if (what === "finishLongSpell" && !c.castingLongSpell) throw new RulesError("FRAY.Dusk.Error.NotCasting", { id });
  if (what === "standardSpell" && c.castReactionSpell) throw new RulesError("FRAY.Dusk.Error.SpellNotAllowed", { id });
  return update(state, id, (x) => ({
    ...x,
    standardLeft: kind === "standard" ? false : x.standardLeft,
    bonusLeft: kind === "bonus" ? false : x.bonusLeft,
    delayed: false,
    castingLongSpell: what === "finishLongSpell" ? false : x.castingLongSpell,
    castStandardSpell: x.castStandardSpell || what === "standardSpell",
    meleeThisRound: x.meleeThisRound || what === "meleeAttack",
    charging: what === "meleeAttack" || what === "attack" ? false : x.charging,
  }));
}

/** What a standard or bonus action is, where the rules care. */
export const STANDARD_OR_BONUS = ["other", "attack", "meleeAttack", "standardSpell", "finishLongSpell", "bonusSpell"] as const;
export type StandardOrBonus = (typeof STANDARD_OR_BONUS)[number];

/** Ends a combatant's action-phase turn, passing what it has not used (DB-PHASE-5). */
export function endTurn(state: DuskEncounterState, id: string): DuskEncounterState {
  requireEncounter(state);
  if (state.phase === "movement") return move(state, id, { kind: "pass" });
  requireMayAct(state, id);
  return update(state, id, (x) => ({ ...x, done: true, delayed: false }));
}

/** Holds the current turn to take it at any later moment of the round (DB-ACT-5). */
export function delay(state: DuskEncounterState, id: string): DuskEncounterState {
  requireString(id, "id");
  const actor = currentActor(state);
  if (!actor || actor.id !== id) throw new RulesError("FRAY.Dusk.Error.NotYourTurn", { id });
  return update(state, id, (x) => ({ ...x, delayed: true }));
}

export const REACTION_KINDS = ["takeCover", "intercept", "reactionSpell", "other"] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

/**
 * Spends the one reaction a combatant has each round (DB-PHASE-4, DB-ACT-7..9). Take Cover costs
 * the standard action of the next action phase: this round's if movement is still going on,
 * otherwise next round's. A reaction spell needs no long spell under way and no standard spell
 * cast this round.
 */
export function react(state: DuskEncounterState, id: string, kind: ReactionKind = "other"): DuskEncounterState {
  const c = find(state, id);
  requireOneOf(kind, "reaction", REACTION_KINDS);
  if (c.reactionUsed) throw new RulesError("FRAY.Dusk.Error.ReactionUsed", { id });
  if (kind === "reactionSpell" && (c.castingLongSpell || c.castStandardSpell)) throw new RulesError("FRAY.Dusk.Error.SpellNotAllowed", { id });
  return update(state, id, (x) => ({
    ...x,
    reactionUsed: true,
    loseStandard: x.loseStandard || kind === "takeCover",
    castReactionSpell: x.castReactionSpell || kind === "reactionSpell",
    meleeThisRound: x.meleeThisRound || kind === "intercept",
  }));
}

/** After a reaction spell only bonus spells may be cast this round (DB-ACT-9). */
export function spellAllowed(c: DuskCombatant, castTime: "long" | "standard" | "bonus" | "reaction"): boolean {
  requireCombatant(c);
  switch (requireOneOf(castTime, "castTime", CAST_TIMES)) {
    case "bonus":
      return true;
    case "reaction":
      return !c.reactionUsed && !c.castingLongSpell && !c.castStandardSpell;
    case "standard":
      return !c.castReactionSpell;
    case "long":
      return !c.castReactionSpell && !c.castingLongSpell;
  }
}

/** Records a melee attack against a combatant (it then may not Charge next round). */
export function markMelee(state: DuskEncounterState, id: string): DuskEncounterState {
  find(state, id);
  return update(state, id, (x) => ({ ...x, meleeThisRound: true }));
}

/**
 * The combatant loses its next action-phase turn (stunned, DB-SPEC-2, DB-HP-3): at once if the
 * action phase is on and its turn has not been taken, otherwise at the next action phase.
 */
export function loseTurn(state: DuskEncounterState, id: string): DuskEncounterState {
  const c = find(state, id);
  if (state.phase === "action" && !c.done) return update(state, id, (x) => ({ ...x, standardLeft: false, bonusLeft: false }));
  return update(state, id, (x) => ({ ...x, loseStandard: true, loseBonus: true }));
}

/** Ends the round; turns still delayed are lost. The order is kept (DB-INIT-4). */
export function nextRound(state: DuskEncounterState): DuskEncounterState {
  requireEncounter(state);
  const lostDelays = state.combatants.filter((c) => c.delayed && !c.done).map((c) => c.id);
  return normalise({
    ...state,
    round: state.round + 1,
    phase: "movement",
    combatants: state.combatants.map(freshRound),
    initiativeRolls: [],
    lostDelays,
  });
}

/** Starts the next round with new initiative, when the GM calls for it (DB-INIT-4). */
export function nextRoundWithNewInitiative(state: DuskEncounterState, participants: readonly EncounterParticipant[], dice: Dice): DuskEncounterState {
  const advanced = nextRound(state);
  requireDicePort(dice);
  const rolls: DuskInitiativeRoll[] = [];
  const byId = new Map(requireArray(participants, "participants").map((p) => [requireParticipant(p).id, p as EncounterParticipant]));
  const combatants = advanced.combatants.map((c) => {
    const p = byId.get(c.id);
    if (!p) return c;
    const { initiative, roll } = rollInitiative(p, dice, state.options);
    if (roll) rolls.push(roll);
    return { ...c, initiative };
  });
  return { ...advanced, combatants: combatants.sort(byInitiative), initiativeRolls: rolls };
}

export function joinEncounter(state: DuskEncounterState, participant: EncounterParticipant): DuskEncounterState {
  requireEncounter(state);
  requireParticipant(participant);
  if (state.combatants.some((c) => c.id === participant.id)) throw new RulesError("FRAY.Dusk.Error.DuplicateCombatant", { id: participant.id });
  const { initiative } = rollInitiative(participant, undefined, state.options);
  const seat = state.combatants.reduce((m, c) => Math.max(m, c.seat), -1) + 1;
  // Someone arriving after the movement phase has missed this round's move.
  const joined = { ...makeCombatant(participant, initiative, seat), moved: state.phase === "action" };
  return normalise({ ...state, combatants: [...state.combatants, joined].sort(byInitiative) });
}

export function leaveEncounter(state: DuskEncounterState, id: string): DuskEncounterState {
  find(state, id);
  return normalise({ ...state, combatants: state.combatants.filter((c) => c.id !== id) });
}

export function actionsLeft(state: DuskEncounterState, c: DuskCombatant): number {
  requireEncounter(state);
  return actionsLeftOf(state, requireCombatant(c));
}

function actionsLeftOf(state: DuskEncounterState, c: DuskCombatant): number {
  if (state.phase === "movement") return c.moved ? 0 : 1;
  if (c.done) return 0;
  return Number(c.standardLeft) + Number(c.bonusLeft);
}

export function snapshotEncounter(state: DuskEncounterState): EncounterSnapshot {
  requireEncounter(state);
  const groups: EncounterGroup[] = [
    { key: "movement", label: { key: "FRAY.Dusk.Phase.Movement" }, participantIds: movementOrder(state).map((c) => c.id) },
    { key: "action", label: { key: "FRAY.Dusk.Phase.Action" }, participantIds: state.combatants.map((c) => c.id) },
  ];
  const delayed = state.combatants.filter((c) => c.delayed && !c.done).map((c) => c.id);
  if (delayed.length > 0) groups.push({ key: "delayed", label: { key: "FRAY.Dusk.Phase.Delayed" }, participantIds: delayed });
  const actionsLeftById: Record<string, number> = {};
  for (const c of state.combatants) actionsLeftById[c.id] = actionsLeftOf(state, c);
  return {
    round: state.round,
    phase: state.phase,
    groups,
    canActNow: canActNow(state),
    actionsLeft: actionsLeftById,
    roundOver: isRoundOver(state),
    initiativeRolls: state.initiativeRolls.map((r) => ({ groupKey: r.id, faces: 12, results: [r.dawn, r.dusk], total: r.total })),
  };
}

/**
 * Generic action recording for the tracker. In the movement phase a cost of 1 is a plain move
 * and 0 a pass; in the action phase the cost is spent standard action first, then bonus.
 */
export function actGeneric(state: DuskEncounterState, id: string, cost: number, endsActivation: boolean): DuskEncounterState {
  requireInteger(cost, "cost", 0, 2);
  requireBoolean(endsActivation, "endsActivation");
  requireEncounter(state);
  if (state.phase === "movement") {
    if (cost > 1) throw new RulesError("FRAY.Dusk.Error.NoActionLeft", { id, action: "move" });
    return move(state, id, { kind: cost === 0 ? "pass" : "immediate" });
  }
  let s = state;
  for (let i = 0; i < cost; i++) {
    const c = find(s, id);
    if (c.done) throw new RulesError("FRAY.Dusk.Error.NoActionLeft", { id, action: "standard" });
    s = takeAction(s, id, c.standardLeft ? "standard" : "bonus");
  }
  if (endsActivation && !find(s, id).done) s = endTurn(s, id);
  else if (cost === 0 && !endsActivation) requireMayAct(s, id);
  return s;
}

/** The Dusk encounter model for the combat tracker (options fixed to the defaults given). */
export function makeDuskEncounter(options: DuskOptions = DEFAULT_DUSK_OPTIONS): EncounterModel<DuskEncounterState> {
  return {
    ruleset: "dusk",
    begin: (participants, dice) => beginEncounter(participants, dice, options),
    snapshot: snapshotEncounter,
    act: actGeneric,
    nextRound: (state) => nextRound(state),
    join: joinEncounter,
    leave: leaveEncounter,
  };
}

export const duskEncounter: EncounterModel<DuskEncounterState> = makeDuskEncounter();
