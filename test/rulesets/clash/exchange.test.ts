import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ReplayDice, SeededDice } from "../../../src/core/dice.js";
import { RulesError } from "../../../src/core/errors.js";
import {
  answer,
  applyHpDamage,
  checkAction,
  checkManeuverChoice,
  damageAfterArmor,
  driveExchange,
  makeRoll,
  pendingDecision,
  resolveFollowUp,
  startExchange,
  type ExchangeChoice,
  type ExchangeDecision,
  type ExchangeInput,
  type ExchangeState,
} from "../../../src/rulesets/clash/rules/index.js";
import { bleed, clashInput, counterAttack, evade, swordAttack, tailWhip, trip } from "./helpers.js";

const roll: ExchangeChoice = { type: "roll" };
const pass: ExchangeChoice = { type: "luck", use: "pass" };
const luck = (use: "reroll" | "flip" | "forceReroll"): ExchangeChoice => ({ type: "luck", use });
const reactWith = (reactionId: string | null): ExchangeChoice => ({ type: "react", reactionId });

/** Applies choices in order and returns the final state. */
function play(state: ExchangeState, dice: ReplayDice, ...choices: ExchangeChoice[]): ExchangeState {
  return choices.reduce((s, c) => answer(s, c, dice), state);
}

describe("clash exchange: flow", () => {
  it("DL-FLOW-1: starting a clash spends 1 AP of the attacker", () => {
    const state = startExchange(clashInput());
    expect(state.attackerAp).toBe(2);
    expect(state.events[0]).toEqual({ type: "spent", actorId: "hero", resource: "ap", amount: 1 });
  });

  it("DL-AP-1: a proactive action needs 1 AP; with none the clash cannot start", () => {
    expect(() => startExchange(clashInput({ attacker: { ap: 0 } }))).toThrow(/NoActionPoints/);
    expect(startExchange(clashInput({ attacker: { ap: 1 } })).attackerAp).toBe(0);
  });

  it("DL-FLOW-2: the attacker's first question is a roll against the action's skill", () => {
    const state = startExchange(clashInput({ attacker: { action: { ...swordAttack, skill: 72 } } }));
    expect(pendingDecision(state)).toEqual({ type: "roll", step: "attackerRoll", actorId: "hero", skill: 72 });
    const after = answer(state, roll, new ReplayDice([50]));
    expect(after.attackerRoll).toMatchObject({ face: 50, skill: 72, tier: "success" });
  });

  it("DL-FLOW-3: a failed attacker with Luck is offered reroll, flip or pass; a success is not asked", () => {
    const failed = play(startExchange(clashInput({ attacker: { luck: 1 } })), new ReplayDice([73]), roll);
    expect(pendingDecision(failed)).toEqual({ type: "luck", window: "attackerOwnFailure", actorId: "hero", options: ["reroll", "flip", "pass"] });
    const succeeded = play(startExchange(clashInput({ attacker: { luck: 1 } })), new ReplayDice([35]), roll);
    expect(pendingDecision(succeeded)).toMatchObject({ type: "react", actorId: "ogre" });
  });

  it("DL-FLOW-4: the defender may react even when the attack failed, and may decline", () => {
    const state = play(startExchange(clashInput()), new ReplayDice([73]), roll);
    expect(pendingDecision(state)).toEqual({ type: "react", actorId: "ogre", reactionIds: ["counterAttack", "evade"] });
    const declined = answer(state, reactWith(null), new ReplayDice([]));
    expect(declined.reaction).toBeNull();
    expect(declined.defenderAp).toBe(3);
    expect(declined.resolution?.key).toBe("failure/failure");
  });

  it("DL-FLOW-5: a reacting defender spends 1 AP and rolls the reaction's skill", () => {
    const state = play(startExchange(clashInput({ defender: { reactions: [{ ...evade, skill: 45 }] } })), new ReplayDice([35]), roll, reactWith("evade"));
    expect(state.defenderAp).toBe(2);
    expect(pendingDecision(state)).toEqual({ type: "roll", step: "defenderRoll", actorId: "ogre", skill: 45 });
  });

  it("DL-FLOW-6: a failed defender with Luck is offered reroll, flip or pass", () => {
    const state = play(startExchange(clashInput({ defender: { luck: 2 } })), new ReplayDice([35, 81]), roll, pass, reactWith("counterAttack"), roll);
    expect(pendingDecision(state)).toEqual({ type: "luck", window: "defenderOwnFailure", actorId: "ogre", options: ["reroll", "flip", "pass"] });
    const flipped = answer(state, luck("flip"), new ReplayDice([]));
    expect(flipped.defenderRoll).toMatchObject({ face: 18, tier: "success", flipped: true });
    expect(flipped.defenderLuck).toBe(1);
  });

  it("DL-AP-2: a reaction costs the defender 1 AP; with no AP the defender cannot react and counts as failing", () => {
    const noAp = play(startExchange(clashInput({ defender: { ap: 0 } })), new ReplayDice([35]), roll);
    expect(noAp.reaction).toBeNull();
    expect(noAp.resolution).toMatchObject({ key: "success/failure", hitter: "attacker" });
    expect(noAp.events).toContainEqual({ type: "reacted", actorId: "ogre", reactionId: null });
  });

  it("DL-AP-3: AP are only ever spent, one per action, and never go below 0", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.string(), (aAp, dAp, aLuck, dLuck, seed) => {
        const state = startExchange(clashInput({ attacker: { ap: aAp, luck: aLuck }, defender: { ap: dAp, luck: dLuck } }));
        const outcome = driveExchange(state, new SeededDice(seed), greedy);
        expect(outcome.attacker.ap).toBe(aAp - 1);
        expect(outcome.defender.ap).toBe(outcome.reactionId === null ? dAp : dAp - 1);
        expect(outcome.defender.ap).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("DL-AP-4: actions declare their kind, skill and whether they deal damage; the wrong kind is refused", () => {
    expect(checkAction(swordAttack, "proactive")).toEqual({ dice: [{ sign: 1, count: 1, faces: 8 }], constant: 1 });
    expect(checkAction(evade, "reactive")).toBeNull();
    expect(() => checkAction(swordAttack, "reactive")).toThrow(/WrongActionKind/);
    expect(() => startExchange(clashInput({ attacker: { action: counterAttack } }))).toThrow(/WrongActionKind/);
    expect(() => startExchange(clashInput({ defender: { reactions: [swordAttack] } }))).toThrow(/WrongActionKind/);
    expect(() => checkAction({ ...swordAttack, damage: undefined }, "proactive")).toThrow(/MissingDamage/);
    expect(() => checkAction({ ...swordAttack, damage: "lots" }, "proactive")).toThrow(/InvalidFormula/);
  });
});

describe("clash exchange: luck", () => {
  it("DL-LUCK-1: the failed attacker may spend 1 Luck to reroll or to flip the digits", () => {
    const base = play(startExchange(clashInput({ attacker: { luck: 2 } })), new ReplayDice([73]), roll);
    const rerolled = answer(base, luck("reroll"), new ReplayDice([12]));
    expect(rerolled.attackerRoll).toMatchObject({ face: 12, tier: "success", flipped: false });
    expect(rerolled.attackerLuck).toBe(1);
    const flipped = answer(base, luck("flip"), new ReplayDice([]));
    expect(flipped.attackerRoll).toMatchObject({ face: 37, tier: "success", flipped: true });
    expect(flipped.events.at(-1)).toMatchObject({ type: "rolled", cause: "flip" });
    // Luck is not offered for a success, nor when the attacker has none.
    expect(pendingDecision(play(startExchange(clashInput()), new ReplayDice([73]), roll)).type).toBe("react");
  });

  it("DL-LUCK-2: the defender may spend Luck to force the attacker to reroll, then still chooses how to react", () => {
    const state = play(startExchange(clashInput({ defender: { luck: 1 } })), new ReplayDice([35]), roll);
    expect(pendingDecision(state)).toEqual({ type: "luck", window: "defenderForcesReroll", actorId: "ogre", options: ["forceReroll", "pass"] });
    const forced = answer(state, luck("forceReroll"), new ReplayDice([81]));
    expect(forced.attackerRoll).toMatchObject({ face: 81, tier: "failure" });
    expect(forced.defenderLuck).toBe(0);
    expect(pendingDecision(forced).type).toBe("react");
    // The window is there whether the attacker succeeded or failed.
    const afterFail = play(startExchange(clashInput({ defender: { luck: 1 } })), new ReplayDice([73]), roll);
    expect(pendingDecision(afterFail)).toMatchObject({ window: "defenderForcesReroll" });
  });

  it("DL-LUCK-3: after the defender rolls, the attacker may spend Luck to force a defender reroll", () => {
    const state = play(startExchange(clashInput({ attacker: { luck: 1 } })), new ReplayDice([35, 22]), roll, reactWith("counterAttack"), roll);
    expect(pendingDecision(state)).toEqual({ type: "luck", window: "attackerForcesReroll", actorId: "hero", options: ["forceReroll", "pass"] });
    const forced = answer(state, luck("forceReroll"), new ReplayDice([90]));
    expect(forced.defenderRoll).toMatchObject({ face: 90, tier: "failure" });
    expect(forced.resolution).toMatchObject({ key: "success/failure", hitter: "attacker" });
  });

  it("DL-LUCK-4: a failed final defender roll may be rerolled or flipped with Luck", () => {
    const state = play(startExchange(clashInput({ defender: { luck: 1 } })), new ReplayDice([35, 90, 28]), roll, pass, reactWith("counterAttack"), roll);
    const rerolled = answer(state, luck("reroll"), new ReplayDice([28]));
    expect(rerolled.defenderRoll).toMatchObject({ face: 28, tier: "success" });
    expect(rerolled.resolution).toMatchObject({ key: "success/success", hitter: "attacker" });
  });

  it("DL-LUCK-5: each window opens at most once, in order; a forced reroll does not reopen the attacker's window", () => {
    const dice = new ReplayDice([73, 81]);
    let state = play(startExchange(clashInput({ attacker: { luck: 3 }, defender: { luck: 3 } })), dice, roll);
    state = answer(state, pass, dice); // window 3 passed
    state = answer(state, luck("forceReroll"), dice); // 4.1: attacker rerolls into 81, still failing
    expect(state.attackerRoll?.face).toBe(81);
    expect(pendingDecision(state).type).toBe("react");
    // The same clash in a world that reopens windows offers window 3 again.
    const reopenDice = new ReplayDice([73, 81]);
    let reopened = play(startExchange(clashInput({ attacker: { luck: 3 }, defender: { luck: 3 } }), { reopenLuckWindows: true }), reopenDice, roll, luck("flip"));
    expect(reopened.attackerRoll?.face).toBe(37);
    reopened = answer(reopened, luck("forceReroll"), reopenDice);
    expect(pendingDecision(reopened)).toMatchObject({ window: "attackerOwnFailure" });
    reopened = answer(reopened, luck("flip"), reopenDice);
    expect(reopened.attackerRoll).toMatchObject({ face: 18, tier: "success" });
    // The defender's forcing window does not come back.
    expect(pendingDecision(reopened).type).toBe("react");
  });

  it("DL-LUCK-5: whatever the choices, no window is used twice and Luck never goes below 0", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), fc.string(), fc.boolean(), (aLuck, dLuck, seed, reopen) => {
        const state = startExchange(clashInput({ attacker: { luck: aLuck }, defender: { luck: dLuck } }), { reopenLuckWindows: reopen });
        const asked: string[] = [];
        const outcome = driveExchange(state, new SeededDice(seed), (d) => {
          if (d.type === "luck") asked.push(d.window);
          return greedy(d);
        });
        const spent = (aLuck - outcome.attacker.luck) + (dLuck - outcome.defender.luck);
        expect(outcome.attacker.luck).toBeGreaterThanOrEqual(0);
        expect(outcome.defender.luck).toBeGreaterThanOrEqual(0);
        expect(spent).toBeLessThanOrEqual(reopen ? 5 : 4);
        for (const w of ["defenderForcesReroll", "attackerForcesReroll", "defenderOwnFailure"]) {
          expect(asked.filter((x) => x === w).length).toBeLessThanOrEqual(1);
        }
        expect(asked.filter((x) => x === "attackerOwnFailure").length).toBeLessThanOrEqual(reopen ? 2 : 1);
      }),
    );
  });

  it("DL-LUCK-6: a forced reroll replaces the roll even when the new one is better for the victim", () => {
    const state = play(startExchange(clashInput({ defender: { luck: 1 } })), new ReplayDice([35, 22]), roll, luck("forceReroll"));
    expect(state.attackerRoll).toMatchObject({ face: 22, tier: "critical" });
    expect(state.events.filter((e) => e.type === "rolled")).toHaveLength(2);
  });

  it("the attacker's forcing window needs a defender roll; a fumbled roll may be rescued like a failure", () => {
    const noReaction = play(startExchange(clashInput({ attacker: { luck: 2 } })), new ReplayDice([35]), roll, reactWith(null));
    expect(pendingDecision(noReaction).type).not.toBe("luck");
    const fumbled = play(startExchange(clashInput({ attacker: { luck: 1 } })), new ReplayDice([77]), roll);
    expect(pendingDecision(fumbled)).toMatchObject({ window: "attackerOwnFailure" });
    expect(answer(fumbled, luck("reroll"), new ReplayDice([11])).attackerRoll).toMatchObject({ face: 11, tier: "critical" });
  });

  it("a defender with Luck but no AP may still force a reroll before the clash resolves without a reaction", () => {
    const state = play(startExchange(clashInput({ defender: { ap: 0, luck: 1 } })), new ReplayDice([35]), roll);
    expect(pendingDecision(state)).toMatchObject({ window: "defenderForcesReroll" });
    const forced = answer(state, luck("forceReroll"), new ReplayDice([92]));
    expect(forced.reaction).toBeNull();
    expect(forced.resolution).toMatchObject({ key: "failure/failure", hitter: null });
  });

  it("a luck choice outside the offered options is refused", () => {
    const state = play(startExchange(clashInput({ defender: { luck: 1 } })), new ReplayDice([35]), roll);
    expect(() => answer(state, luck("flip"), new ReplayDice([]))).toThrow(/UnexpectedChoice/);
  });
});

describe("clash exchange: resolution, maneuvers, damage", () => {
  it("DL-CLASH-4: the winner chooses maneuvers before damage is rolled", () => {
    const state = play(startExchange(clashInput()), new ReplayDice([44, 73]), roll, reactWith("counterAttack"), roll);
    expect(pendingDecision(state)).toEqual({ type: "chooseManeuvers", actorId: "hero", count: 2, available: [bleed, trip, tailWhip] });
    expect(() => answer(state, roll, new ReplayDice([5]))).toThrow(/UnexpectedChoice/);
    const chosen = answer(state, { type: "chooseManeuvers", maneuverIds: ["bleed", "trip"] }, new ReplayDice([]));
    expect(pendingDecision(chosen)).toMatchObject({ type: "rollDamage", actorId: "hero", targetId: "ogre" });
  });

  it("DL-CLASH-5: whoever hits rolls damage and armor takes off its value, never below 0", () => {
    const state = play(startExchange(clashInput()), new ReplayDice([35, 73, 6]), roll, reactWith("counterAttack"), roll, { type: "chooseManeuvers", maneuverIds: [] });
    expect(pendingDecision(state)).toEqual({ type: "rollDamage", actorId: "hero", targetId: "ogre", formula: "1d8+1", armor: 2 });
    const done = answer(state, roll, new ReplayDice([6]));
    expect(done.damage).toEqual({ actorId: "hero", targetId: "ogre", rolled: 7, armor: 2, dealt: 5, faces: [[6]] });
    expect(damageAfterArmor(3, 5)).toBe(0);
    expect(damageAfterArmor(-2, 0)).toBe(0);
    expect(applyHpDamage({ value: 10, max: 12 }, 4)).toEqual({ value: 6, max: 12 });
    expect(applyHpDamage({ value: 3, max: 12 }, 9)).toEqual({ value: 0, max: 12 });
    expect(() => applyHpDamage({ value: 13, max: 12 }, 1)).toThrow(/OutOfRange/);
    expect(() => damageAfterArmor(3, -1)).toThrow(/OutOfRange/);
  });

  it("DL-CLASH-6: a defender who wins with a non-damaging reaction negates the attack and keeps the maneuvers, with no damage", () => {
    const state = play(startExchange(clashInput()), new ReplayDice([73, 35]), roll, reactWith("evade"), roll);
    expect(state.resolution).toMatchObject({ hitter: "defender", maneuvers: 1 });
    const after = answer(state, { type: "chooseManeuvers", maneuverIds: ["trip"] }, new ReplayDice([]));
    const decision = pendingDecision(after);
    expect(decision.type).toBe("done");
    if (decision.type === "done") {
      expect(decision.outcome.damage).toBeNull();
      expect(decision.outcome.maneuverIds).toEqual(["trip"]);
    }
  });

  it("DL-CLASH-7: a fumble cell asks the GM to adjudicate before the clash ends", () => {
    const state = play(startExchange(clashInput()), new ReplayDice([77, 73]), roll, reactWith("counterAttack"), roll);
    expect(pendingDecision(state)).toEqual({ type: "adjudicate", actorId: "GM", fumblers: ["attacker"] });
    const done = answer(state, { type: "acknowledge" }, new ReplayDice([]));
    expect(pendingDecision(done)).toMatchObject({ type: "done" });
    expect(done.events.at(-1)).toEqual({ type: "fumbleAdjudicated", fumblers: ["attacker"] });
    expect(() => answer(done, { type: "acknowledge" }, new ReplayDice([]))).toThrow(/ExchangeOver/);
  });

  it("DL-CM-1: maneuvers come in the awarded count; fewer may be taken, more are refused", () => {
    const state = play(startExchange(clashInput()), new ReplayDice([44, 99]), roll, reactWith("counterAttack"), roll);
    expect(pendingDecision(state)).toMatchObject({ type: "chooseManeuvers", count: 3 });
    expect(() => answer(state, { type: "chooseManeuvers", maneuverIds: ["bleed", "bleed", "bleed", "trip"] }, new ReplayDice([]))).toThrow(/TooManyManeuvers/);
    expect(answer(state, { type: "chooseManeuvers", maneuverIds: ["trip"] }, new ReplayDice([])).maneuverIds).toEqual(["trip"]);
    // A winner that knows no maneuvers is not asked.
    const plain = play(startExchange(clashInput({ attacker: { maneuvers: [] } })), new ReplayDice([44, 99]), roll, reactWith("counterAttack"), roll);
    expect(pendingDecision(plain).type).toBe("rollDamage");
  });

  it("DL-CM-2: a follow-up opposed roll compares the target's skill with the winner's original roll", () => {
    // Hero hits with 35 (success, 1 maneuver vs a failed defender) and picks Tail Whip.
    const state = play(startExchange(clashInput()), new ReplayDice([35, 73, 4]), roll, reactWith("counterAttack"), roll, { type: "chooseManeuvers", maneuverIds: ["tailWhip"] }, roll);
    const decision = pendingDecision(state);
    expect(decision).toMatchObject({ type: "followUpRoll", actorId: "ogre", maneuverId: "tailWhip", skill: "willpower", skillValue: 40, against: { face: 35, tier: "success" } });
    const resisted = answer(state, roll, new ReplayDice([38]));
    expect(resisted.followUps[0]).toMatchObject({ result: "resisted", roll: { face: 38, tier: "success" }, original: { face: 35 } });
    const landed = answer(state, roll, new ReplayDice([12]));
    expect(landed.followUps[0]?.result).toBe("lands");
    expect(pendingDecision(landed).type).toBe("done");
  });

  it("DL-CM-3: a maneuver that does not stack cannot be picked twice; unknown ones are refused", () => {
    expect(() => checkManeuverChoice(["trip", "trip"], [trip, bleed], 3)).toThrow(/ManeuverNotStackable/);
    expect(checkManeuverChoice(["bleed", "bleed"], [trip, bleed], 2)).toEqual([bleed, bleed]);
    expect(() => checkManeuverChoice(["kick"], [trip], 1)).toThrow(/UnknownManeuver/);
    const state = play(startExchange(clashInput({ defender: { skills: {} } })), new ReplayDice([35, 73]), roll, reactWith("counterAttack"), roll);
    expect(() => answer(state, { type: "chooseManeuvers", maneuverIds: ["tailWhip"] }, new ReplayDice([]))).toThrow(/MissingSkill/);
  });

  it("DL-TV-18: attacker fails, defender counter-attacks and succeeds — defender hits, picks 1 maneuver, then rolls damage", () => {
    const dice = new ReplayDice([73, 35, 5]);
    let state = play(startExchange(clashInput()), dice, roll, reactWith("counterAttack"), roll);
    expect(state.resolution).toMatchObject({ key: "failure/success", hitter: "defender", maneuvers: 1 });
    expect(pendingDecision(state)).toMatchObject({ type: "chooseManeuvers", actorId: "ogre", count: 1 });
    state = answer(state, { type: "chooseManeuvers", maneuverIds: ["trip"] }, dice);
    expect(pendingDecision(state)).toEqual({ type: "rollDamage", actorId: "ogre", targetId: "hero", formula: "1d6", armor: 1 });
    state = answer(state, roll, dice);
    expect(state.damage).toMatchObject({ rolled: 5, dealt: 4 });
    expect(pendingDecision(state).type).toBe("done");
  });

  it("DL-TV-19: Tail Whip — the target's Willpower is compared with the whipper's original 35, not a fresh roll", () => {
    const dice = new ReplayDice([35, 81, 3, 29]);
    const state = play(startExchange(clashInput()), dice, roll, reactWith("counterAttack"), roll, { type: "chooseManeuvers", maneuverIds: ["tailWhip"] }, roll, roll);
    expect(dice.remaining).toBe(0);
    expect(state.followUps).toEqual([
      { maneuverId: "tailWhip", targetId: "ogre", skill: "willpower", original: expect.objectContaining({ face: 35 }), roll: expect.objectContaining({ face: 29, tier: "success" }), result: "lands" },
    ]);
    // Exactly four d100/damage requests: attack, reaction, damage, willpower — the original is reused.
    expect(dice.log.map((e) => e.purpose)).toEqual(["clash.attack", "clash.reaction", "clash.damage", "clash.followUp"]);
  });
});

describe("clash follow-up opposed rolls", () => {
  const at = (face: number, skill: number) => makeRoll(face, skill, "doubles");

  it("DL-CM-2: a better tier decides; in the same tier the higher reading lands; a tie resists", () => {
    expect(resolveFollowUp(at(35, 60), at(73, 40))).toBe("lands");
    expect(resolveFollowUp(at(35, 60), at(22, 40))).toBe("resisted");
    expect(resolveFollowUp(at(35, 60), at(12, 40))).toBe("lands");
    expect(resolveFollowUp(at(35, 60), at(38, 40))).toBe("resisted");
    expect(resolveFollowUp(at(35, 60), at(35, 40))).toBe("resisted");
    expect(resolveFollowUp(at(44, 60), at(33, 40))).toBe("lands");
  });

  it("an original roll that did not succeed never lands, whatever the resister rolls", () => {
    fc.assert(
      fc.property(fc.integer({ min: 61, max: 99 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 100 }), (original, resister, skill) => {
        expect(resolveFollowUp(at(original, 60), at(resister, skill))).toBe("resisted");
      }),
    );
  });
});

describe("clash exchange: bad input and invariants", () => {
  it("the state survives a JSON round trip (a chat message stores it between clicks)", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }), (seed, aLuck, dLuck) => {
        const start = startExchange(clashInput({ attacker: { luck: aLuck }, defender: { luck: dLuck } }));
        const direct = new SeededDice(seed);
        const stored = new SeededDice(seed);
        let a = start;
        let b = JSON.parse(JSON.stringify(start)) as ExchangeState;
        for (let i = 0; i < 30 && pendingDecision(a).type !== "done"; i++) {
          const choice = greedy(pendingDecision(a));
          a = answer(a, choice, direct);
          b = JSON.parse(JSON.stringify(answer(b, choice, stored))) as ExchangeState;
          expect(b).toEqual(JSON.parse(JSON.stringify(a)));
        }
        expect(pendingDecision(b)).toEqual(pendingDecision(a));
      }),
      { numRuns: 50 },
    );
  });

  it("refuses malformed combatants and options with rules errors", () => {
    expect(() => startExchange(clashInput({ defender: { id: "hero" } }))).toThrow(/SameCombatant/);
    expect(() => startExchange(clashInput({ attacker: { luck: -1 } }))).toThrow(/OutOfRange/);
    expect(() => startExchange(clashInput({ defender: { armor: 1.5 } }))).toThrow(/NotAnInteger/);
    expect(() => startExchange(clashInput({ defender: { skills: { willpower: 1000 } } }))).toThrow(/OutOfRange/);
    expect(() => startExchange(clashInput(), { tierPreset: "d20" })).toThrow(/InvalidOption/);
    expect(() => startExchange(clashInput(), { houseRule: true })).toThrow(/UnknownOption/);
    expect(() => startExchange(clashInput({ attacker: { action: { ...swordAttack, skill: -3 } } }))).toThrow(RulesError);
    expect(() => startExchange(clashInput({ defender: { reactions: [evade, evade] } }))).toThrow(/DuplicateReaction/);
    const broken = clashInput() as unknown as { attacker: Record<string, unknown>; defender: Record<string, unknown> };
    expect(() => startExchange({ ...broken, attacker: { ...broken.attacker, action: undefined } } as unknown as ExchangeInput)).toThrow(/WrongActionKind/);
    expect(() => startExchange({ ...broken, defender: { ...broken.defender, reactions: null } } as unknown as ExchangeInput)).toThrow(/WrongActionKind/);
  });

  it("refuses structurally broken input (from a document or a macro) with rules errors naming the field", () => {
    const base = clashInput();
    const broken = (over: Record<string, unknown>) => startExchange({ ...base, ...over } as unknown as ExchangeInput);
    expect(() => startExchange(null as unknown as ExchangeInput)).toThrow(/Malformed/);
    expect(() => broken({ attacker: undefined })).toThrow(/Malformed.*attacker/);
    expect(() => broken({ defender: { ...base.defender, id: "" } })).toThrow(/Malformed.*defender\.id/);
    expect(() => broken({ defender: { ...base.defender, reactions: [null] } })).toThrow(/Malformed/);
    expect(() => broken({ attacker: { ...base.attacker, maneuvers: "trip" } })).toThrow(/Malformed.*attacker\.maneuvers/);
    expect(() => broken({ attacker: { ...base.attacker, maneuvers: [trip, trip] } })).toThrow(/Malformed/);
    expect(() => broken({ attacker: { ...base.attacker, maneuvers: [{ id: "x", stackable: "yes" }] } })).toThrow(/Malformed/);
    expect(() => broken({ attacker: { ...base.attacker, skills: 5 } })).toThrow(/Malformed/);
    expect(() => answer(startExchange(base), null as unknown as ExchangeChoice, new ReplayDice([5]))).toThrow(/Malformed/);
    expect(() => checkManeuverChoice([], [trip], 1.5)).toThrow(/NotAnInteger/);
    expect(() => checkManeuverChoice([], [trip], 4)).toThrow(/OutOfRange/);
    expect(() => checkManeuverChoice("trip" as unknown as string[], [trip], 1)).toThrow(/Malformed/);
    expect(() => applyHpDamage(undefined as unknown as { value: number; max: number }, 1)).toThrow(/Malformed/);
  });

  it("refuses a choice of the wrong kind or an unknown reaction", () => {
    const state = startExchange(clashInput());
    expect(() => answer(state, reactWith(null), new ReplayDice([]))).toThrow(/UnexpectedChoice/);
    const rolled = answer(state, roll, new ReplayDice([35]));
    expect(() => answer(rolled, reactWith("dance"), new ReplayDice([]))).toThrow(/UnknownReaction/);
  });

  it("any sequence of legal choices ends, with the outcome matching the table for the final rolls", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom("doubles", "tenth", "brp"), (seed, aLuck, dLuck, pick, preset) => {
        const state = startExchange(clashInput({ attacker: { luck: aLuck }, defender: { luck: dLuck } }), { tierPreset: preset });
        let n = pick;
        const outcome = driveExchange(state, new SeededDice(seed), (d, s) => {
          n = (n * 1103515245 + 12345) % 2147483648;
          return randomChoice(d, s, n);
        });
        const defenderTier = outcome.defenderRoll?.tier ?? "failure";
        expect(outcome.resolution.key).toBe(`${outcome.attackerRoll.tier}/${defenderTier}`);
        if (outcome.damage) expect(outcome.damage.dealt).toBeGreaterThanOrEqual(0);
        if (outcome.resolution.hitter === null) expect(outcome.damage).toBeNull();
      }),
    );
  });
});

/** Spends every Luck it can, always reacts with the first reaction, picks no maneuvers. */
function greedy(decision: ExchangeDecision): ExchangeChoice {
  switch (decision.type) {
    case "luck":
      return { type: "luck", use: decision.options.includes("flip") ? "flip" : "forceReroll" };
    case "react":
      return { type: "react", reactionId: decision.reactionIds[0] ?? null };
    case "chooseManeuvers":
      return { type: "chooseManeuvers", maneuverIds: [] };
    case "adjudicate":
      return { type: "acknowledge" };
    default:
      return { type: "roll" };
  }
}

/** A legal choice picked by the number `n`. */
function randomChoice(decision: ExchangeDecision, _state: ExchangeState, n: number): ExchangeChoice {
  switch (decision.type) {
    case "luck":
      return { type: "luck", use: decision.options[n % decision.options.length]! };
    case "react": {
      const options = [...decision.reactionIds, null];
      return { type: "react", reactionId: options[n % options.length]! };
    }
    case "chooseManeuvers": {
      const ids = decision.available.map((m) => m.id);
      return { type: "chooseManeuvers", maneuverIds: ids.slice(0, n % (decision.count + 1)) };
    }
    case "adjudicate":
      return { type: "acknowledge" };
    default:
      return { type: "roll" };
  }
}
