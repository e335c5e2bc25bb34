import { describe, expect, it } from "vitest";
import { ReplayDice } from "../../../src/core/dice.js";
import { RulesError } from "../../../src/core/errors.js";
import type { EncounterParticipant } from "../../../src/core/encounter.js";
import { beginEncounter, currentActor, currentMover, loseTurn, move, type DuskEncounterState } from "../../../src/rulesets/dusk/rules/encounter.js";
import { duskOptions } from "../../../src/rulesets/dusk/rules/options.js";
import {
  actionTurnsBegun,
  attackRefusal,
  controlsOf,
  encounterControlsOf,
  endsAtTurn,
  makeDuskTracker,
  markDown,
  markersOf,
  oneRoundCondition,
  oneRoundStamp,
  pressControl,
  recordAttack,
  shortMoveRefusal,
  shortMoveRolled,
  interceptRefusal,
  interceptTaken,
  spellControl,
  statusKeptFromPlayers,
  statusesBegun,
  statusesEnded,
  thisRoundCondition,
  turnsBegun,
} from "../../../src/rulesets/dusk/rules/tracker.js";

const P = (id: string, stats: Record<string, number>, isPlayerCharacter = true, side = "friendly"): EncounterParticipant => ({ id, side, isPlayerCharacter, stats });

/** Ann rolled 15 and Bob 11 (both kept as given), the ogre stands on its target number 12: action order Ann, ogre, Bob. */
const PEOPLE = [P("ann", { initiative: 15, speedMax: 12 }), P("bob", { initiative: 11, speedMax: 10 }), P("ogre", { targetNumber: 12 }, false, "hostile")];
const start = (): DuskEncounterState => beginEncounter(PEOPLE, new ReplayDice([]));
const moved = (state: DuskEncounterState): DuskEncounterState => {
  let s = state;
  for (let m = currentMover(s); m; m = currentMover(s)) s = pressControl(s, m.id, "move.immediate");
  return s;
};
const used = (state: DuskEncounterState, id: string) => Object.fromEntries(markersOf(state, id).map((m) => [m.key, m.used]));
const keys = (state: DuskEncounterState, id: string) => controlsOf(state, id).map((c) => c.key);

describe("dusk tracker: markers, controls and one-round effects", () => {
  it("DB-FVTT-3: markers show move, standard, bonus and reaction used; Defend marks both actions lost before the action phase", () => {
    let s = start();
    expect(used(s, "ann")).toEqual({ move: false, standard: false, bonus: false, reaction: false });
    s = pressControl(s, "ann", "move.defend");
    expect(used(s, "ann")).toEqual({ move: true, standard: true, bonus: true, reaction: false });
    expect(markersOf(s, "ann")[0]?.tooltip.key).toBe("FRAY.Dusk.Tracker.Marker.Moved.defend");
    expect(markersOf(s, "ann")[1]?.tooltip.key).toBe("FRAY.Dusk.Tracker.Marker.StandardLost");
    s = pressControl(s, "bob", "reaction.takeCover");
    expect(used(s, "bob")).toEqual({ move: false, standard: true, bonus: false, reaction: true });
  });

  it("DB-PHASE-2: in the movement phase anyone not yet moved is offered the move kinds (a Long move only where the world allows it); Charge not after melee", () => {
    const s = start();
    expect(keys(s, "bob")).toEqual(["move.immediate", "move.short", "move.charge", "move.defend", "move.longSpell", "reaction.takeCover", "reaction.dropProne", "reaction.intercept", "reaction.spell", "reaction.other"]);
    const ann = pressControl(s, "ann", "move.charge");
    expect(keys(ann, "ann")).toEqual(["reaction.takeCover", "reaction.dropProne", "reaction.intercept", "reaction.spell", "reaction.other"]);
    const longAllowed = { ...s, options: { ...s.options, allowLongMove: true } };
    expect(keys(longAllowed, "bob")).toContain("move.long");
    expect(markersOf(pressControl(longAllowed, "bob", "move.long"), "bob")[1]?.tooltip.key).toBe("FRAY.Dusk.Tracker.Marker.StandardLost");
    const fought = { ...s, combatants: s.combatants.map((c) => (c.id === "bob" ? { ...c, meleeLastRound: true } : c)) };
    expect(keys(fought, "bob")).not.toContain("move.charge");
  });

  it("DB-ACT-1: a character's Short move control opens its Speed roll first, and pressed bare it is refused; the ogre, which never rolls, moves at once and keeps its standard action", () => {
    const s = start();
    expect(controlsOf(s, "bob").find((c) => c.key === "move.short")).toMatchObject({ group: "move", rollFirst: true, tooltip: { key: "FRAY.Dusk.Tracker.Control.Move.shortTooltip" } });
    expect(() => pressControl(s, "bob", "move.short")).toThrow(/ShortMoveNeedsRoll/);
    const ogreControl = controlsOf(s, "ogre").find((c) => c.key === "move.short");
    expect(ogreControl?.rollFirst).toBeUndefined();
    expect(ogreControl?.tooltip.key).toBe("FRAY.Dusk.Tracker.Control.Move.shortNpcTooltip");
    const ogre = pressControl(s, "ogre", "move.short");
    expect(used(ogre, "ogre")).toEqual({ move: true, standard: false, bonus: true, reaction: false });
    expect(markersOf(ogre, "ogre")[0]?.tooltip.key).toBe("FRAY.Dusk.Tracker.Marker.Moved.short");
  });

  it("DB-ACT-1: a Short move from its Speed roll — made, Bob keeps only his standard action; missed, only his bonus action; no second move, none once the action phase began", () => {
    const s = start();
    expect(shortMoveRefusal(s, "bob")).toBeNull();
    const made = shortMoveRolled(s, "bob", true)!;
    expect(used(made, "bob")).toEqual({ move: true, standard: false, bonus: true, reaction: false });
    const missed = shortMoveRolled(s, "bob", false)!;
    expect(used(missed, "bob")).toEqual({ move: true, standard: true, bonus: false, reaction: false });
    expect(shortMoveRefusal(made, "bob")).toBe("FRAY.Dusk.Error.NotYourTurn");
    expect(shortMoveRolled(made, "bob", false)).toBeNull();
    const acting = moved(s);
    expect(acting.phase).toBe("action");
    expect(shortMoveRefusal(acting, "bob")).toBe("FRAY.Dusk.Error.NotYourTurn");
    expect(shortMoveRolled(acting, "bob", true)).toBeNull();
    // In the action phase Bob, having made the roll, has his standard action only.
    let after = moved(made);
    after = pressControl(after, "ann", "action.standard");
    after = pressControl(after, "ann", "action.bonus");
    after = pressControl(after, "ogre", "action.standard");
    after = pressControl(after, "ogre", "action.bonus");
    expect(currentActor(after)?.id).toBe("bob");
    expect(keys(after, "bob")).toEqual(["action.standard", "action.standardSpell", "delay", "reaction.takeCover", "reaction.dropProne", "reaction.intercept", "reaction.spell", "reaction.other"]);
  });

  it("DB-ACT-8: the Intercept control opens its attack first; taken as the attack is made it spends the reaction and names the protector, once a round", () => {
    const s = moved(start());
    expect(controlsOf(s, "bob").find((c) => c.key === "reaction.intercept")?.rollFirst).toBe(true);
    expect(controlsOf(s, "bob").find((c) => c.key === "reaction.takeCover")?.rollFirst).toBeUndefined();
    expect(interceptRefusal(s, "bob")).toBeNull();
    const taken = interceptTaken(s, "bob")!;
    expect(used(taken, "bob")).toMatchObject({ reaction: true });
    expect(taken.lastInterceptor).toBe("bob");
    expect(interceptRefusal(taken, "bob")).toBe("FRAY.Dusk.Error.ReactionUsed");
    expect(interceptTaken(taken, "bob")).toBeNull();
    expect(oneRoundStamp(taken, "intercepted")?.data?.["protector"]).toBe("bob");
  });

  it("DB-PHASE-3: in the action phase only the one on turn (or a delayed one) gets standard, bonus and Delay; both spent ends the turn", () => {
    let s = moved(start());
    expect(keys(s, "ann")).toEqual(["action.standard", "action.standardSpell", "action.bonus", "delay", "reaction.takeCover", "reaction.dropProne", "reaction.intercept", "reaction.spell", "reaction.other"]);
    expect(keys(s, "ogre")).toEqual(["reaction.takeCover", "reaction.dropProne", "reaction.intercept", "reaction.spell", "reaction.other"]);
    s = pressControl(s, "ann", "action.standard");
    expect(() => pressControl(s, "ann", "action.standard")).toThrow(/NoActionLeft/);
    s = pressControl(s, "ann", "action.bonus");
    expect(currentActor(s)?.id).toBe("ogre");
    expect(used(s, "ann")).toMatchObject({ standard: true, bonus: true });
  });

  it("DB-ACT-5: Delay lets the ogre act first; Ann takes her held turn later in the same phase, then Bob", () => {
    let s = pressControl(moved(start()), "ann", "delay");
    expect(currentActor(s)?.id).toBe("ogre");
    expect(keys(s, "ann")).toContain("action.standard");
    expect(keys(s, "ann")).not.toContain("delay");
    expect(() => pressControl(s, "ann", "delay")).toThrow(/NotYourTurn/);
    s = pressControl(s, "ogre", "action.standard");
    s = pressControl(s, "ogre", "action.bonus");
    expect(currentActor(s)?.id).toBe("bob");
    s = pressControl(s, "ann", "action.standard");
    expect(currentActor(s)?.id).toBe("ann");
  });

  it("DB-PHASE-4: one reaction a round at any moment; the second is refused and changes nothing", () => {
    const s = pressControl(start(), "ogre", "reaction.intercept");
    expect(() => pressControl(s, "ogre", "reaction.other")).toThrow(/ReactionUsed/);
    expect(keys(s, "ogre")).not.toContain("reaction.other");
    expect(() => pressControl(s, "ogre", "move.fly")).toThrow(/UnknownControl/);
  });

  it("DB-INIT-4: the GM's call for new initiative makes the next round roll again, once", () => {
    const model = makeDuskTracker();
    let s = moved(start());
    expect(encounterControlsOf(s)[0]).toMatchObject({ key: "rerollNextRound", on: false });
    s = pressControl(s, null, "rerollNextRound");
    expect(encounterControlsOf(s)[0]).toMatchObject({ on: true });
    const rolled = [P("ann", { speedMax: 12 }), P("bob", { initiativeSteps: 1, speedMax: 10 }), P("ogre", { targetNumber: 12 }, false, "hostile")];
    // Ann now rolls 2 + 3 = 5 and Bob 10 + 9 = 19 + 3 = 22: Bob, the ogre, Ann.
    const next = model.nextRound(s, new ReplayDice([2, 3, 10, 9]), rolled);
    expect(next.combatants.map((c) => [c.id, c.initiative])).toEqual([["bob", 22], ["ogre", 12], ["ann", 5]]);
    expect(next.rerollInitiative).toBe(false);
    const kept = model.nextRound(next, new ReplayDice([]), rolled);
    expect(kept.combatants.map((c) => c.id)).toEqual(["bob", "ogre", "ann"]);
  });

  it("DB-ACT-5: an attack from a card is the attacker's standard action; a melee attack marks both, barring Charge next round", () => {
    let s = moved(start());
    expect(recordAttack(s, "ogre", "ann", true)).toBeNull();
    s = recordAttack(s, "ann", "ogre", true)!;
    expect(used(s, "ann")).toMatchObject({ standard: true, bonus: false });
    expect(s.combatants.find((c) => c.id === "ogre")?.meleeThisRound).toBe(true);
    expect(attackRefusal(s, "ann")).toBe("FRAY.Dusk.Error.NoActionLeft");
    expect(recordAttack(s, "ann", "ogre", true)).toBeNull();
    expect(attackRefusal(s, "bob")).toBeNull();
  });

  it("DB-FVTT-3: a combatant out of the fight is passed by, this round and the next, and is offered nothing", () => {
    let s = markDown(start(), "ogre", true);
    expect(controlsOf(s, "ogre")).toEqual([]);
    s = moved(s);
    s = pressControl(s, "ann", "action.standard");
    s = pressControl(s, "ann", "action.bonus");
    expect(currentActor(s)?.id).toBe("bob");
    const model = makeDuskTracker();
    s = model.nextRound(model.act(s, "bob", 0, true), new ReplayDice([]));
    expect(model.snapshot(s).canActNow).toEqual(["bob", "ann"]);
  });

  it("DB-PHASE-6: one step's turns: a move is a movement turn, the one the step put on turn begins its action turn", () => {
    const s = pressControl(pressControl(start(), "bob", "move.immediate"), "ogre", "move.immediate");
    const last = pressControl(s, "ann", "move.immediate");
    expect(turnsBegun(s, last)).toEqual([
      { id: "ann", round: 1, phase: "movement" },
      { id: "ann", round: 1, phase: "action" },
    ]);
    const ended = pressControl(pressControl(last, "ann", "action.standard"), "ann", "action.bonus");
    expect(turnsBegun(pressControl(last, "ann", "action.standard"), ended)).toEqual([{ id: "ogre", round: 1, phase: "action" }]);
  });

  it("DB-TV-7: Wallace dazes a foe in his action turn of round 3: it lasts through round 4's movement and ends when his round-4 action turn begins", () => {
    const dazed = oneRoundCondition("dazed", "wallace", 3, "action");
    expect(endsAtTurn(dazed, { id: "wallace", round: 3, phase: "action" })).toBe(false);
    expect(endsAtTurn(dazed, { id: "wallace", round: 4, phase: "movement" })).toBe(false);
    expect(endsAtTurn(dazed, { id: "foe", round: 4, phase: "action" })).toBe(false);
    expect(endsAtTurn(dazed, { id: "wallace", round: 4, phase: "action" })).toBe(true);
  });

  it("DB-ACT-3: Defend lasts until its bearer's next move (one cycle); DB-ACT-7: Take Cover's hindrance lasts the round", () => {
    const defending = oneRoundCondition("defending", "ann", 1, "movement");
    expect(endsAtTurn(defending, { id: "ann", round: 1, phase: "action" })).toBe(false);
    expect(endsAtTurn(defending, { id: "ann", round: 2, phase: "movement" })).toBe(true);
    const cover = thisRoundCondition("takingCover", "bob", 1);
    expect(endsAtTurn(cover, { id: "ann", round: 1, phase: "action" })).toBe(false);
    expect(endsAtTurn(cover, { id: "ogre", round: 2, phase: "movement" })).toBe(true);
  });

  it("DB-ACT-3, DB-ACT-7: a step gives Defending to whoever took Defend and Taking Cover to whoever took cover, and nothing to a plain move", () => {
    const s = start();
    const defended = pressControl(s, "ann", "move.defend");
    expect(statusesBegun(s, defended)).toEqual([{ combatantId: "ann", status: "defending", condition: oneRoundCondition("defending", "ann", 1, "movement") }]);
    const covered = pressControl(defended, "bob", "reaction.takeCover");
    expect(statusesBegun(defended, covered)).toEqual([
      { combatantId: "bob", status: "takingCover", condition: thisRoundCondition("takingCover", "bob", 1) },
      { combatantId: "bob", status: "inCover", condition: oneRoundCondition("inCover", "bob", 1, "movement") },
    ]);
    const prone = pressControl(defended, "ogre", "reaction.dropProne");
    expect(statusesBegun(defended, prone).map((b) => [b.combatantId, b.status])).toEqual([["ogre", "takingCover"], ["ogre", "prone"]]);
    expect(statusesBegun(covered, pressControl(covered, "bob", "move.immediate"))).toEqual([]);
  });

  it("DB-FVTT-3: the tracker shows only the phase under way, and the held turns under their own heading", () => {
    const model = makeDuskTracker();
    expect(model.snapshot(start()).groups.map((g) => g.key)).toEqual(["movement"]);
    const held = pressControl(moved(start()), "ann", "delay");
    expect(model.snapshot(held).groups.map((g) => [g.key, g.participantIds])).toEqual([
      ["action", ["ann", "ogre", "bob"]],
      ["delayed", ["ann"]],
    ]);
    expect(model.roundEndsItself).toBe(true);
    expect(move(start(), "bob", { kind: "pass" }).phase).toBe("movement");
  });
  it("DB-ACT-9: a spell cast from the sheet presses its cast time's control — after a reaction spell Ann's standard spell is refused, her bonus spell allowed", () => {
    expect([spellControl("long"), spellControl("standard"), spellControl("bonus"), spellControl("reaction")]).toEqual(["move.longSpell", "action.standardSpell", "action.bonusSpell", "reaction.spell"]);
    expect(() => spellControl("instant" as never)).toThrow(RulesError);
    let s = pressControl(moved(start()), "ann", spellControl("reaction"));
    expect(() => pressControl(s, "ann", spellControl("standard"))).toThrow(/SpellNotAllowed/);
    s = pressControl(s, "ann", spellControl("bonus"));
    expect(used(s, "ann")).toEqual({ move: true, standard: false, bonus: true, reaction: true });
  });

  it("DB-SPEC-1, DB-ACT-8: Dazed and Intercepted are kept from a player's hands; Prone, Defending or no status at all are not", () => {
    expect(statusKeptFromPlayers(["prone", "dazed"])).toBe("dazed");
    expect(statusKeptFromPlayers(["intercepted"])).toBe("intercepted");
    expect(statusKeptFromPlayers(["prone", "defending"])).toBeNull();
    expect(statusKeptFromPlayers([])).toBeNull();
    expect(() => statusKeptFromPlayers([3] as never)).toThrow(RulesError);
  });

  it("DB-ACT-9: a reaction spell is offered and allowed only with no long spell under way and no standard spell cast this round; after one, no standard or long spell this round", () => {
    const casting = pressControl(start(), "bob", "move.longSpell");
    expect(keys(casting, "bob")).not.toContain("reaction.spell");
    expect(() => pressControl(casting, "bob", "reaction.spell")).toThrow(/SpellNotAllowed/);
    let s = moved(start());
    s = pressControl(s, "ann", "action.standardSpell");
    expect(keys(s, "ann")).not.toContain("reaction.spell");
    expect(() => pressControl(s, "ann", "reaction.spell")).toThrow(/SpellNotAllowed/);
    s = pressControl(s, "ogre", "reaction.spell");
    expect(used(s, "ogre")).toMatchObject({ reaction: true });
    const early = pressControl(start(), "ann", "reaction.spell");
    expect(() => pressControl(early, "ann", "move.longSpell")).toThrow(/SpellNotAllowed/);
    expect(keys(early, "ann")).not.toContain("move.longSpell");
    const acting = moved(early);
    expect(keys(acting, "ann")).not.toContain("action.standardSpell");
    expect(() => pressControl(acting, "ann", "action.bonus")).not.toThrow();
  });

  it("DB-SPEC-1, DB-PHASE-6: a daze put on in the movement phase counts from the one to move now and ends when that one's move comes round next round", () => {
    const s = pressControl(start(), "bob", "move.immediate");
    expect(currentMover(s)?.id).toBe("ogre");
    const dazed = oneRoundStamp(s, "dazed")!;
    expect(dazed).toMatchObject({ ownerId: "ogre", appliedRound: 1, data: { phase: "movement" } });
    expect(endsAtTurn(dazed, { id: "ogre", round: 1, phase: "action" })).toBe(false);
    expect(endsAtTurn(dazed, { id: "ann", round: 2, phase: "movement" })).toBe(false);
    expect(endsAtTurn(dazed, { id: "ogre", round: 2, phase: "movement" })).toBe(true);
    const acting = oneRoundStamp(moved(start()), "dazed")!;
    expect(acting).toMatchObject({ ownerId: "ann", data: { phase: "action" } });
  });

  it("DB-ACT-8: an Intercepted status counts from the last one to take the Intercept; it lasts to the round's end, or (option) to the protector's next turn in that phase", () => {
    const s = pressControl(moved(start()), "bob", "reaction.intercept");
    const roundEnd = oneRoundStamp(s, "intercepted")!;
    expect(roundEnd).toMatchObject({ ownerId: "bob", duration: { kind: "rounds", rounds: 1 }, data: { protector: "bob" } });
    expect(endsAtTurn(roundEnd, { id: "ann", round: 2, phase: "movement" })).toBe(true);
    const nextTurn = oneRoundStamp(s, "intercepted", duskOptions({ interceptLasts: "interceptorNextTurn" }))!;
    expect(nextTurn).toMatchObject({ ownerId: "bob", duration: { kind: "untilOwnerNextTurn" }, data: { protector: "bob", phase: "action" } });
    expect(endsAtTurn(nextTurn, { id: "ann", round: 2, phase: "movement" })).toBe(false);
    expect(endsAtTurn(nextTurn, { id: "bob", round: 2, phase: "movement" })).toBe(false);
    expect(endsAtTurn(nextTurn, { id: "bob", round: 2, phase: "action" })).toBe(true);
  });

  it("DB-ACT-7: the attack a Take Cover hindered spends it, even when the attacker is not on turn", () => {
    const s = moved(pressControl(start(), "bob", "reaction.takeCover"));
    const hit = recordAttack(s, "ogre", "bob", true)!;
    expect(hit.combatants.find((c) => c.id === "bob")?.coverSpent).toBe(true);
    expect(statusesEnded(s, hit)).toEqual([{ combatantId: "bob", status: "takingCover" }]);
    expect(recordAttack(s, null, "bob", false)?.combatants.find((c) => c.id === "bob")?.coverSpent).toBe(true);
    expect(used(hit, "ogre")).toMatchObject({ standard: false });
    expect(recordAttack(hit, "ogre", "bob", true)).toBeNull();
  });
  it("DB-HP-3: Ann, stunned after her round-1 turn, loses her round-2 action turn; her health comes back as her round-3 action turn begins, not at her moves", () => {
    const model = makeDuskTracker();
    let s = moved(start());
    s = pressControl(pressControl(s, "ann", "action.standard"), "ann", "action.bonus");
    s = loseTurn(s, "ann");
    s = model.act(model.act(s, "ogre", 0, true), "bob", 0, true);
    s = model.nextRound(s, new ReplayDice([]));
    const beforeMoves = s;
    s = moved(s);
    expect(actionTurnsBegun(beforeMoves, s)).toEqual(["ogre"]);
    s = model.act(model.act(s, "ogre", 0, true), "bob", 0, true);
    s = model.nextRound(s, new ReplayDice([]));
    const round3 = s;
    s = moved(s);
    expect(actionTurnsBegun(round3, s)).toEqual(["ann"]);
    expect(actionTurnsBegun(s, pressControl(s, "ann", "action.standard"))).toEqual([]);
  });
  it("DB-ACT-5: a held turn may still be taken once everyone else is done — the round waits for it and ends once it is taken; ended by the GM instead, it is lost", () => {
    const model = makeDuskTracker();
    let s = pressControl(moved(start()), "ann", "delay");
    s = model.act(model.act(s, "ogre", 0, true), "bob", 0, true);
    expect(model.snapshot(s)).toMatchObject({ roundOver: false, canActNow: ["ann"] });
    expect(keys(s, "ann")).toContain("action.standard");
    const taken = model.act(pressControl(s, "ann", "action.standard"), "ann", 0, true);
    expect(model.snapshot(taken).roundOver).toBe(true);
    const cut = model.nextRound(s, new ReplayDice([]));
    expect(cut.lostDelays).toEqual(["ann"]);
    expect(cut.combatants.find((c) => c.id === "ann")).toMatchObject({ delayed: false, standardLeft: true, done: false });
  });
});
