import { RulesError } from "../../../core/errors.js";
import type { Dice } from "../../../core/dice.js";
import type { EncounterControl, EncounterMarker, EncounterModel, EncounterParticipant, EncounterSnapshot } from "../../../core/encounter.js";
import { expiresAt, requireCondition, type Condition } from "../../../core/vocabulary.js";
import { requireArray, requireBoolean, requireRecord, requireString } from "../../../core/validate.js";
import { requireInteger } from "../../../core/errors.js";
import { interceptedCondition } from "./conditions.js";
import {
  currentActor,
  currentMover,
  delay,
  makeDuskEncounter,
  markMelee,
  move,
  nextRound,
  nextRoundWithNewInitiative,
  react,
  spellAllowed,
  takeAction,
  type CoverTaken,
  type DuskCombatant,
  type DuskEncounterState,
  type MoveKind,
  type ReactionKind,
} from "./encounter.js";
import { DEFAULT_DUSK_OPTIONS, requireDuskOptions, type DuskOptions } from "./options.js";
import { requireOneOf } from "./choices.js";

/**
 * What the combat tracker shows and offers in a dusk fight (DB-FVTT-3): per combatant the marks
 * of its move, standard, bonus and reaction, the controls the rules allow it now (the move kinds
 * of the movement phase, a standard or bonus action and Delay in the action phase, a reaction at
 * any time), the GM's call for new initiative next round, who is out of the fight, and the
 * moments a "one round" effect ends (its originator's next turn in the phase it began in).
 */

/** The move kinds a tracker control takes (Pass is the End control; a character's Short move needs its Speed roll first). */
const TRACKER_MOVES = ["immediate", "short", "long", "charge", "defend", "longSpell"] as const satisfies readonly MoveKind[];
/** The control of a Short move (DB-ACT-1): a character's opens its Speed roll; an NPC's, which never rolls, is taken at once. */
export const SHORT_MOVE_CONTROL = "move.short";
/** The Intercept reaction's control (DB-ACT-8): it opens the Intercept attack on the presser's client. */
export const INTERCEPT_CONTROL = "reaction.intercept";
/** The reactions a tracker control takes; a Take Cover says where it puts its taker (DB-ACT-7). */
const TRACKER_REACTIONS: Readonly<Record<string, { readonly kind: ReactionKind; readonly cover?: CoverTaken }>> = {
  takeCover: { kind: "takeCover", cover: "cover" },
  dropProne: { kind: "takeCover", cover: "prone" },
  intercept: { kind: "intercept" },
  spell: { kind: "reactionSpell" },
  other: { kind: "other" },
};
export const REROLL_NEXT_ROUND = "rerollNextRound";

/** Every text the tracker shows for dusk, as full i18n keys. */
const TEXT = {
  move: "FRAY.Dusk.Tracker.Move",
  standard: "FRAY.Dusk.Tracker.Standard",
  bonus: "FRAY.Dusk.Tracker.Bonus",
  reaction: "FRAY.Dusk.Tracker.Reaction",
  out: "FRAY.Dusk.Tracker.Marker.Out",
  moveOpen: "FRAY.Dusk.Tracker.Marker.MoveOpen",
  reactionOpen: "FRAY.Dusk.Tracker.Marker.ReactionOpen",
  reactionUsed: "FRAY.Dusk.Tracker.Marker.ReactionUsed",
} as const;
const MOVED: Readonly<Record<MoveKind, string>> = {
  pass: "FRAY.Dusk.Tracker.Marker.Moved.pass",
  immediate: "FRAY.Dusk.Tracker.Marker.Moved.immediate",
  short: "FRAY.Dusk.Tracker.Marker.Moved.short",
  long: "FRAY.Dusk.Tracker.Marker.Moved.long",
  charge: "FRAY.Dusk.Tracker.Marker.Moved.charge",
  defend: "FRAY.Dusk.Tracker.Marker.Moved.defend",
  longSpell: "FRAY.Dusk.Tracker.Marker.Moved.longSpell",
};
const ACTION_STATES = {
  standard: {
    open: "FRAY.Dusk.Tracker.Marker.StandardOpen",
    used: "FRAY.Dusk.Tracker.Marker.StandardUsed",
    lost: "FRAY.Dusk.Tracker.Marker.StandardLost",
    passed: "FRAY.Dusk.Tracker.Marker.StandardPassed",
  },
  bonus: {
    open: "FRAY.Dusk.Tracker.Marker.BonusOpen",
    used: "FRAY.Dusk.Tracker.Marker.BonusUsed",
    lost: "FRAY.Dusk.Tracker.Marker.BonusLost",
    passed: "FRAY.Dusk.Tracker.Marker.BonusPassed",
  },
} as const;
/** Each control's label and tooltip. */
const CONTROLS: Readonly<Record<string, readonly [string, string]>> = {
  "move.immediate": ["FRAY.Dusk.Tracker.Control.Move.immediate", "FRAY.Dusk.Tracker.Control.Move.immediateTooltip"],
  "move.short": ["FRAY.Dusk.Tracker.Control.Move.short", "FRAY.Dusk.Tracker.Control.Move.shortTooltip"],
  "move.shortNpc": ["FRAY.Dusk.Tracker.Control.Move.short", "FRAY.Dusk.Tracker.Control.Move.shortNpcTooltip"],
  "move.long": ["FRAY.Dusk.Tracker.Control.Move.long", "FRAY.Dusk.Tracker.Control.Move.longTooltip"],
  "move.charge": ["FRAY.Dusk.Tracker.Control.Move.charge", "FRAY.Dusk.Tracker.Control.Move.chargeTooltip"],
  "move.defend": ["FRAY.Dusk.Tracker.Control.Move.defend", "FRAY.Dusk.Tracker.Control.Move.defendTooltip"],
  "move.longSpell": ["FRAY.Dusk.Tracker.Control.Move.longSpell", "FRAY.Dusk.Tracker.Control.Move.longSpellTooltip"],
  "action.standard": ["FRAY.Dusk.Tracker.Control.Standard", "FRAY.Dusk.Tracker.Control.StandardTooltip"],
  "action.bonus": ["FRAY.Dusk.Tracker.Control.Bonus", "FRAY.Dusk.Tracker.Control.BonusTooltip"],
  "action.finishLongSpell": ["FRAY.Dusk.Tracker.Control.FinishLongSpell", "FRAY.Dusk.Tracker.Control.FinishLongSpellTooltip"],
  delay: ["FRAY.Dusk.Tracker.Control.Delay", "FRAY.Dusk.Tracker.Control.DelayTooltip"],
  "reaction.takeCover": ["FRAY.Dusk.Tracker.Control.Reaction.takeCover", "FRAY.Dusk.Tracker.Control.Reaction.takeCoverTooltip"],
  "reaction.dropProne": ["FRAY.Dusk.Tracker.Control.Reaction.dropProne", "FRAY.Dusk.Tracker.Control.Reaction.dropProneTooltip"],
  "reaction.spell": ["FRAY.Dusk.Tracker.Control.Reaction.spell", "FRAY.Dusk.Tracker.Control.Reaction.spellTooltip"],
  "action.standardSpell": ["FRAY.Dusk.Tracker.Control.StandardSpell", "FRAY.Dusk.Tracker.Control.StandardSpellTooltip"],
  "reaction.intercept": ["FRAY.Dusk.Tracker.Control.Reaction.intercept", "FRAY.Dusk.Tracker.Control.Reaction.interceptTooltip"],
  "reaction.other": ["FRAY.Dusk.Tracker.Control.Reaction.other", "FRAY.Dusk.Tracker.Control.Reaction.otherTooltip"],
  rerollNextRound: ["FRAY.Dusk.Tracker.Control.Reroll", "FRAY.Dusk.Tracker.Control.RerollTooltip"],
  rerollNextRoundOn: ["FRAY.Dusk.Tracker.Control.RerollOn", "FRAY.Dusk.Tracker.Control.RerollOnTooltip"],
};
const label = (key: string) => ({ key });

function requireTrackedState(value: unknown): DuskEncounterState {
  const state = requireRecord(value, "encounter");
  requireArray(state.combatants, "encounter.combatants");
  requireOneOf(state.phase, "encounter.phase", ["movement", "action"] as const);
  requireInteger(state.round, "encounter.round", 1, 100_000);
  return value as DuskEncounterState;
}

function find(state: DuskEncounterState, id: string): DuskCombatant {
  const c = state.combatants.find((x) => x.id === requireString(id, "id"));
  if (!c) throw new RulesError("FRAY.Dusk.Error.UnknownCombatant", { id });
  return c;
}

// ---------------------------------------------------------------- markers

function moveMarker(c: DuskCombatant): EncounterMarker {
  const tooltip = label(c.down ? TEXT.out : c.moved ? MOVED[c.moveKind ?? "pass"] : TEXT.moveOpen);
  return { key: "move", used: c.moved, label: label(TEXT.move), tooltip };
}

function actionMarker(state: DuskEncounterState, c: DuskCombatant, kind: "standard" | "bonus"): EncounterMarker {
  const left = kind === "standard" ? c.standardLeft : c.bonusLeft;
  const toBeLost = state.phase === "movement" && (kind === "standard" ? c.loseStandard : c.loseBonus);
  const texts = ACTION_STATES[kind];
  let tooltip: string = texts.open;
  if (c.down) tooltip = TEXT.out;
  else if (toBeLost) tooltip = texts.lost;
  else if (!left) tooltip = texts.used;
  else if (c.done) tooltip = texts.passed;
  return { key: kind, used: !left || toBeLost || c.done, label: label(TEXT[kind]), tooltip: label(tooltip) };
}

function reactionMarker(c: DuskCombatant): EncounterMarker {
  return { key: "reaction", used: c.reactionUsed, label: label(TEXT.reaction), tooltip: label(c.down ? TEXT.out : c.reactionUsed ? TEXT.reactionUsed : TEXT.reactionOpen) };
}

/** The four marks of a combatant: move, standard, bonus and reaction, each used or not, with why. */
export function markersOf(state: DuskEncounterState, id: string): EncounterMarker[] {
  const c = find(requireTrackedState(state), id);
  return [moveMarker(c), actionMarker(state, c, "standard"), actionMarker(state, c, "bonus"), reactionMarker(c)];
}

// ---------------------------------------------------------------- controls

function control(key: string, group: string, texts = key): EncounterControl {
  const [name, tooltip] = CONTROLS[texts]!;
  return { key, group, label: label(name), tooltip: label(tooltip) };
}

/** What a combatant may press now: a move kind while it has not moved, an action on its turn (or delayed), a reaction while unused. */
export function controlsOf(state: DuskEncounterState, id: string): EncounterControl[] {
  const c = find(requireTrackedState(state), id);
  if (c.down) return [];
  const controls: EncounterControl[] = [];
  if (state.phase === "movement" && !c.moved) {
    for (const kind of TRACKER_MOVES) if (moveAllowed(state, c, kind)) controls.push(kind === "short" ? shortMoveControl(c) : control(`move.${kind}`, "move"));
  }
  if (state.phase === "action" && !c.done && (c.delayed || currentActor(state)?.id === c.id)) {
    if (c.standardLeft) controls.push(control("action.standard", "action"));
    if (c.standardLeft && spellAllowed(c, "standard")) controls.push(control("action.standardSpell", "action"));
    if (c.standardLeft && c.castingLongSpell) controls.push(control("action.finishLongSpell", "action"));
    if (c.bonusLeft) controls.push(control("action.bonus", "action"));
    if (!c.delayed) controls.push(control("delay", "action"));
  }
  // A reaction spell is offered only where DB-ACT-9 allows one (no long spell under way, no standard spell this round).
  if (!c.reactionUsed) for (const kind of Object.keys(TRACKER_REACTIONS)) if (kind !== "spell" || spellAllowed(c, "reaction")) controls.push(reactionControl(kind));
  return controls;
}

/** Intercept is an attack: its control opens that attack first (DB-ACT-8, DB-ACT-10); the others are taken at once. */
function reactionControl(kind: string): EncounterControl {
  const pressed = control(`reaction.${kind}`, "reaction");
  return pressed.key === INTERCEPT_CONTROL ? { ...pressed, rollFirst: true } : pressed;
}

/** A character's Short move rolls Speed first (DB-ACT-1); an NPC never rolls (DB-CORE-6) and moves at once. */
function shortMoveControl(c: DuskCombatant): EncounterControl {
  return c.isPlayerCharacter ? { ...control(SHORT_MOVE_CONTROL, "move"), rollFirst: true } : control(SHORT_MOVE_CONTROL, "move", "move.shortNpc");
}

function moveAllowed(state: DuskEncounterState, c: DuskCombatant, kind: (typeof TRACKER_MOVES)[number]): boolean {
  if (kind === "long") return state.options.allowLongMove;
  if (kind === "charge") return !c.meleeLastRound && !c.meleeThisRound;
  if (kind === "longSpell") return spellAllowed(c, "long");
  return true;
}

/** The GM's controls over the whole fight: new initiative at the start of the next round, on or off. */
export function encounterControlsOf(state: DuskEncounterState): EncounterControl[] {
  const on = requireTrackedState(state).rerollInitiative === true;
  return [{ ...control(REROLL_NEXT_ROUND, "round", on ? "rerollNextRoundOn" : REROLL_NEXT_ROUND), on }];
}

/**
 * Presses a tracker control (DB-PHASE-2..4, DB-ACT-1..9, DB-INIT-4). The rules decide: a control
 * the moment no longer allows (a second reaction, a move already taken, Delay twice) throws the
 * rules' own refusal and changes nothing.
 */
export function pressControl(state: DuskEncounterState, id: string | null, key: string): DuskEncounterState {
  requireTrackedState(state);
  requireString(key, "control");
  if (id === null) {
    if (key !== REROLL_NEXT_ROUND) throw new RulesError("FRAY.Combat.UnknownControl", { control: key });
    return { ...state, rerollInitiative: state.rerollInitiative !== true };
  }
  if (find(state, id).down) throw new RulesError("FRAY.Dusk.Error.NotYourTurn", { id });
  const [group, kind] = key.split(".");
  if (key === SHORT_MOVE_CONTROL) return shortMoveWithoutRoll(state, id);
  if (group === "move" && (TRACKER_MOVES as readonly string[]).includes(kind ?? "")) return move(state, id, { kind: kind as MoveKind });
  const reaction = group === "reaction" && kind !== undefined && Object.hasOwn(TRACKER_REACTIONS, kind) ? TRACKER_REACTIONS[kind] : undefined;
  if (reaction) {
    const reacted = react(state, id, reaction.kind);
    const combatants = reacted.combatants.map((c) => (c.id === id ? { ...c, reactionKind: reaction.kind, ...(reaction.cover ? { coverTaken: reaction.cover } : {}) } : c));
    return { ...reacted, combatants, ...(reaction.kind === "intercept" ? { lastInterceptor: id } : {}) };
  }
  if (key === "action.standard") return takeAction(state, id, "standard");
  if (key === "action.standardSpell") return takeAction(state, id, "standard", "standardSpell");
  if (key === "action.bonus") return takeAction(state, id, "bonus");
  if (key === "action.bonusSpell") return takeAction(state, id, "bonus", "bonusSpell");
  if (key === "action.finishLongSpell") return takeAction(state, id, "standard", "finishLongSpell");
  if (key === "delay") return delay(state, id);
  throw new RulesError("FRAY.Combat.UnknownControl", { control: key });
}

/**
 * A Short move pressed as a plain control: an NPC's, which never rolls (DB-CORE-6), keeps the
 * standard action as a passed roll would (our reading; the seed gives NPCs no Speed roll). A
 * character's is refused: it is recorded only from its Speed roll (`shortMoveRolled`).
 */
function shortMoveWithoutRoll(state: DuskEncounterState, id: string): DuskEncounterState {
  if (find(state, id).isPlayerCharacter) throw new RulesError("FRAY.Dusk.Error.ShortMoveNeedsRoll", { id });
  return move(state, id, { kind: "short", speedRollPassed: true });
}

/**
 * Why a combatant may not make a Short move now (an i18n key), or null: checked before its Speed
 * roll is made, on the roller's client and again on the GM's.
 */
export function shortMoveRefusal(state: DuskEncounterState, id: string): string | null {
  const c = find(requireTrackedState(state), id);
  return c.down || state.phase !== "movement" || c.moved ? "FRAY.Dusk.Error.NotYourTurn" : null;
}

/**
 * A character's Short move once its Speed roll is final (DB-ACT-1): a pass leaves the standard
 * action only, a failure the bonus action only. Null when the move can no longer be taken (the
 * movement phase ended while the roll waited, or it was recorded already): nothing changes.
 */
export function shortMoveRolled(state: DuskEncounterState, id: string, passed: boolean): DuskEncounterState | null {
  requireBoolean(passed, "passed");
  if (shortMoveRefusal(state, id) !== null) return null;
  return move(state, id, { kind: "short", speedRollPassed: passed });
}

/**
 * The tracker control a spell cast from the sheet presses, by its cast time (DB-ACT-4, DB-ACT-5,
 * DB-ACT-6, DB-ACT-9): a long spell is begun as the move, a standard spell is the standard
 * action, a bonus spell the bonus action, a reaction spell the reaction — so the sheet's cast
 * meets the same limits as the tracker's own controls.
 */
export function spellControl(castTime: "long" | "standard" | "bonus" | "reaction"): string {
  return SPELL_CONTROLS[requireOneOf(castTime, "castTime", ["long", "standard", "bonus", "reaction"] as const)];
}
const SPELL_CONTROLS = { long: "move.longSpell", standard: "action.standardSpell", bonus: "action.bonusSpell", reaction: "reaction.spell" } as const;

/**
 * Why a combatant may not Intercept now (an i18n key), or null: out of the fight, or this round's
 * one reaction spent (DB-PHASE-4). Checked before the Intercept's attack is rolled.
 */
export function interceptRefusal(state: DuskEncounterState, id: string): string | null {
  const c = find(requireTrackedState(state), id);
  if (c.down) return "FRAY.Dusk.Error.NotYourTurn";
  return c.reactionUsed ? "FRAY.Dusk.Error.ReactionUsed" : null;
}

/**
 * The Intercept reaction taken as its attack is made (DB-ACT-8): the reaction spent, the
 * interceptor marked as the protector an Intercepted status names. Null when it can no longer be
 * taken (the reaction went meanwhile): nothing changes.
 */
export function interceptTaken(state: DuskEncounterState, id: string): DuskEncounterState | null {
  return interceptRefusal(state, id) === null ? pressControl(state, id, INTERCEPT_CONTROL) : null;
}

/**
 * An attack made from a card (DB-ACT-5): the attacker's standard action when it may act now in the
 * action phase, and a melee mark on both (Charge is barred next round, DB-ACT-2); a Take Cover of
 * the target's is spent on it (DB-ACT-7), whoever attacks (null: someone not in the fight). Null
 * when nothing changes (an attacker not on turn, or one that spent its standard action — an NPC's
 * one attack on several targets): the roll stands and the order is untouched.
 */
export function recordAttack(state: DuskEncounterState, attackerId: string | null, targetId: string | null, melee: boolean): DuskEncounterState | null {
  requireTrackedState(state);
  requireBoolean(melee, "melee");
  const attacker = attackerId === null ? undefined : state.combatants.find((c) => c.id === requireString(attackerId, "attackerId"));
  const target = targetId === null ? undefined : state.combatants.find((c) => c.id === requireString(targetId, "targetId"));
  let next: DuskEncounterState | null = null;
  if (attacker?.standardLeft && state.phase === "action" && !attacker.done && (attacker.delayed || currentActor(state)?.id === attacker.id)) {
    next = takeAction(state, attacker.id, "standard", melee ? "meleeAttack" : "attack");
    if (melee && target) next = markMelee(next, target.id);
  }
  // The attack a Take Cover hindered is made: the next one this round is not (DB-ACT-7).
  if (target && coverHindersNextAttack(target)) {
    const base = next ?? state;
    next = { ...base, combatants: base.combatants.map((c) => (c.id === target.id ? { ...c, coverSpent: true } : c)) };
  }
  return next;
}

/** Whether a Take Cover of this round still hinders the next attack against the combatant (DB-ACT-7). */
export function coverHindersNextAttack(c: DuskCombatant): boolean {
  requireRecord(c, "combatant");
  return c.reactionUsed === true && c.reactionKind === "takeCover" && c.coverSpent !== true;
}

/** Why an attack may not be made now (an i18n key), or null: one on turn with no standard action left is refused before its dice. */
export function attackRefusal(state: DuskEncounterState, attackerId: string): string | null {
  requireTrackedState(state);
  const attacker = state.combatants.find((c) => c.id === requireString(attackerId, "attackerId"));
  if (!attacker || state.phase !== "action" || attacker.done || !(attacker.delayed || currentActor(state)?.id === attacker.id)) return null;
  return attacker.standardLeft ? null : "FRAY.Dusk.Error.NoActionLeft";
}

// ---------------------------------------------------------------- out of the fight, new initiative

/** Marks a combatant out of the fight (or back in): the order passes it by; back in, it joins from the next round. */
export function markDown(state: DuskEncounterState, id: string, down: boolean): DuskEncounterState {
  const c = find(requireTrackedState(state), id);
  requireBoolean(down, "down");
  if ((c.down ?? false) === down) return state;
  const combatants = state.combatants.map((x) => (x.id !== id ? x : down ? { ...x, down: true, moved: true, done: true, delayed: false } : { ...x, down: false }));
  return { ...state, combatants, phase: state.phase === "movement" && combatants.every((x) => x.moved) ? "action" : state.phase };
}

/** The next round: with new initiative when the GM called for it (DB-INIT-4), else in the same order. */
export function nextTrackedRound(state: DuskEncounterState, dice: Dice, participants: readonly EncounterParticipant[] | undefined): DuskEncounterState {
  requireTrackedState(state);
  const next = state.rerollInitiative && participants ? nextRoundWithNewInitiative(state, participants, dice) : nextRound(state);
  return { ...next, rerollInitiative: false };
}

// ---------------------------------------------------------------- turns and one-round effects

export interface DuskTurn {
  readonly id: string;
  readonly round: number;
  readonly phase: "movement" | "action";
}

/**
 * The turns one step began: a move taken in the movement phase (anyone may cut in, so the move is
 * the turn), and the action-phase turn of whoever the step made the one acting now.
 */
export function turnsBegun(before: DuskEncounterState, after: DuskEncounterState): DuskTurn[] {
  requireTrackedState(before);
  requireTrackedState(after);
  if (before.round !== after.round) return [];
  const turns: DuskTurn[] = [];
  if (before.phase === "movement") {
    for (const c of after.combatants) {
      const was = before.combatants.find((x) => x.id === c.id);
      if (was && !was.moved && c.moved && !c.down) turns.push({ id: c.id, round: after.round, phase: "movement" });
    }
  }
  const acting = currentActor(after);
  const wasActing = before.phase === "action" ? currentActor(before) : undefined;
  if (acting && acting.id !== wasActing?.id) turns.push({ id: acting.id, round: after.round, phase: "action" });
  return turns;
}

/**
 * Whose action-phase turn one step began: a character who survived the wound of a 0-health blow
 * gets its 1 health back then (DB-HP-3, "the next time they can act") — a turn the stun took away
 * is never begun, so the health comes with the first turn it really takes.
 */
export function actionTurnsBegun(before: DuskEncounterState, after: DuskEncounterState): string[] {
  return turnsBegun(before, after)
    .filter((turn) => turn.phase === "action")
    .map((turn) => turn.id);
}

/**
 * A one-round effect of `originatorId` begun in this round and phase (DB-PHASE-6): it lasts until
 * the originator's turn comes round again in the same phase, one full cycle later.
 */
export function oneRoundCondition(id: string, originatorId: string, round: number, phase: "movement" | "action"): Condition {
  requireString(id, "condition");
  requireString(originatorId, "originatorId");
  requireInteger(round, "round", 0, 100_000);
  return { id, duration: { kind: "untilOwnerNextTurn" }, ownerId: originatorId, appliedRound: round, data: { phase: requireOneOf(phase, "phase", ["movement", "action"] as const) } };
}

/**
 * Whether a condition ends at this turn: a one-round effect at its originator's next turn in the
 * phase it began in (DB-PHASE-6, DB-TV-7; Defend at the next move, DB-ACT-3); a condition of whole
 * rounds once a later round is under way (Take Cover's "this round", DB-ACT-7).
 */
export function endsAtTurn(condition: Condition, turn: DuskTurn): boolean {
  requireCondition(condition);
  requireRecord(turn, "turn");
  if (condition.duration.kind === "rounds") return expiresAt(condition, { kind: "roundEnd", round: turn.round - 1 });
  const phase = condition.data?.["phase"];
  if (phase !== undefined && phase !== turn.phase) return false;
  return expiresAt(condition, { kind: "turnStart", combatantId: turn.id, round: turn.round });
}

/** Statuses the rules give "for one round" from whoever caused them (DB-SPEC-1, DB-ACT-8). */
export const ONE_ROUND_STATUSES = ["dazed", "intercepted"] as const;
export type OneRoundStatus = (typeof ONE_ROUND_STATUSES)[number];

/**
 * The status among these that a player may not take off (null: none): Dazed and Intercepted are
 * put on by whoever caused them and end with the fight's own clock (DB-SPEC-1, DB-ACT-8), never
 * at their bearer's wish; the GM may always remove them.
 */
export function statusKeptFromPlayers(statuses: readonly string[]): OneRoundStatus | null {
  for (const status of requireArray(statuses, "statuses")) requireString(status, "status");
  return ONE_ROUND_STATUSES.find((id) => statuses.includes(id)) ?? null;
}

/**
 * When a "one round" status put on now ends (DB-PHASE-6, DB-SPEC-1, DB-ACT-8). The moment it
 * begins is marked by the turn under way — in the action phase the one acting, in the movement
 * phase the one to move now — and it lasts until that turn comes round again in the same phase.
 * Intercepted counts from the last combatant that took the Intercept reaction (the protector)
 * and lasts as the world's `interceptLasts` option says: to the round's end, or to the
 * protector's next turn. Null when nobody is in the fight to count from.
 */
export function oneRoundStamp(state: DuskEncounterState, status: OneRoundStatus, options: DuskOptions = DEFAULT_DUSK_OPTIONS): Condition | null {
  requireTrackedState(state);
  requireOneOf(status, "status", ONE_ROUND_STATUSES);
  const onTurn = state.phase === "action" ? currentActor(state) : currentMover(state);
  if (status === "intercepted") {
    const protector = state.lastInterceptor ?? onTurn?.id;
    return protector === undefined ? null : interceptedCondition(protector, state.round, requireDuskOptions(options), state.phase);
  }
  return onTurn ? oneRoundCondition(status, onTurn.id, state.round, state.phase) : null;
}

/** A status one step gives a combatant, with how long it lasts. */
export interface StatusBegun {
  readonly combatantId: string;
  readonly status: "defending" | "takingCover" | "inCover" | "prone";
  readonly condition: Condition;
}

/**
 * The statuses one step gives: a Defend taken marks its bearer until its next move (DB-ACT-3), a
 * Take Cover marks it for the rest of the round (DB-ACT-7) and puts it in cover or prone until its
 * next move.
 */
export function statusesBegun(before: DuskEncounterState, after: DuskEncounterState): StatusBegun[] {
  requireTrackedState(before);
  requireTrackedState(after);
  const begun: StatusBegun[] = [];
  for (const c of after.combatants) {
    const was = before.combatants.find((x) => x.id === c.id);
    if (!was) continue;
    if (!was.moved && c.moved && c.moveKind === "defend") begun.push({ combatantId: c.id, status: "defending", condition: oneRoundCondition("defending", c.id, after.round, "movement") });
    if (!was.reactionUsed && c.reactionUsed && c.reactionKind === "takeCover") {
      begun.push({ combatantId: c.id, status: "takingCover", condition: thisRoundCondition("takingCover", c.id, after.round) });
      // Into cover or down prone; it stays there until its next move (the seed gives no time; getting up or out is a move).
      const status = c.coverTaken === "prone" ? "prone" : "inCover";
      begun.push({ combatantId: c.id, status, condition: oneRoundCondition(status, c.id, after.round, "movement") });
    }
  }
  return begun;
}

/** The statuses one step takes away: Taking Cover once the attack it hindered is made (DB-ACT-7). */
export function statusesEnded(before: DuskEncounterState, after: DuskEncounterState): Array<{ readonly combatantId: string; readonly status: "takingCover" }> {
  requireTrackedState(before);
  requireTrackedState(after);
  return after.combatants.filter((c) => c.coverSpent === true && before.combatants.find((x) => x.id === c.id)?.coverSpent !== true).map((c) => ({ combatantId: c.id, status: "takingCover" as const }));
}

/** "This round" for a condition a reaction gives (Take Cover's hindrance on the next attack, DB-ACT-7). */
export function thisRoundCondition(id: string, bearerId: string, round: number): Condition {
  requireString(id, "condition");
  requireString(bearerId, "bearerId");
  requireInteger(round, "round", 0, 100_000);
  return { id, duration: { kind: "rounds", rounds: 1 }, ownerId: bearerId, appliedRound: round };
}

// ---------------------------------------------------------------- the tracker's model

/** The snapshot with the current phase's order only, each combatant's marks and controls, the GM's controls and who is out. */
function trackedSnapshot(base: EncounterModel<DuskEncounterState>, state: DuskEncounterState): EncounterSnapshot {
  const snapshot = base.snapshot(state);
  const markers: Record<string, EncounterMarker[]> = {};
  const controls: Record<string, EncounterControl[]> = {};
  for (const c of state.combatants) {
    markers[c.id] = markersOf(state, c.id);
    controls[c.id] = controlsOf(state, c.id);
  }
  return {
    ...snapshot,
    groups: snapshot.groups.filter((group) => group.key === state.phase || group.key === "delayed"),
    markers,
    controls,
    encounterControls: encounterControlsOf(state),
    down: state.combatants.filter((c) => c.down).map((c) => c.id),
  };
}

/**
 * The dusk model the combat tracker runs (DB-FVTT-3): the two-phase encounter with its controls,
 * a round that ends by itself once everyone has acted, new initiative when the GM asked for it,
 * combatants out of the fight passed by, and the turns each step began.
 */
export function makeDuskTracker(options: DuskOptions = DEFAULT_DUSK_OPTIONS): EncounterModel<DuskEncounterState> {
  const base = makeDuskEncounter(options);
  return {
    ...base,
    roundEndsItself: true,
    snapshot: (state) => trackedSnapshot(base, state),
    control: pressControl,
    markDown,
    nextRound: nextTrackedRound,
    activationsStarted: (before, after) => turnsBegun(before, after).map((turn) => turn.id),
  };
}
