import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ReplayDice, SeededDice } from "../../../src/core/dice.js";
import {
  type FlurryEntrant,
  adjustDefense,
  type FlurryState,
  actionsPerFlurry,
  breakFlurry,
  declareIntention,
  fighter,
  flurryDecision,
  forcedAgainstObstacle,
  holdInitiative,
  loseActions,
  orderByInitiative,
  orderWithoutDice,
  recordAttack,
  removeFromFlurry,
  resolveOutOfActions,
  rollInitiative,
  startFlurry,
  tacticWinner,
  tacticsSkewSide,
  takeInitiative,
} from "../../../src/rulesets/flurry/rules/index.js";

const duel = (frA = 5, frB = 2): FlurryState =>
  startFlurry("f", [
    { id: "a", side: "x", fighterRank: frA, agilityMod: 0, initiative: 15 },
    { id: "b", side: "y", fighterRank: frB, agilityMod: 0, initiative: 9 },
  ]);

/** Opens a duel: a takes the initiative and both declare Strike. */
const opened = (frA = 5, frB = 2): FlurryState => {
  let f = takeInitiative(duel(frA, frB), "a");
  f = declareIntention(f, "a", "kill");
  return declareIntention(f, "b", "strike", "retreat");
};

describe("flurry initiative", () => {
  it("WC-INIT-1: each round everyone rolls 3d6 + Fighter rank, highest first", () => {
    const dice = new ReplayDice([1, 2, 3, 6, 6, 5]);
    const a = rollInitiative(dice, { id: "a", modifier: 7, fighterRank: 7, agilityMod: 0 });
    const b = rollInitiative(dice, { id: "b", modifier: 1, fighterRank: 1, agilityMod: 0 });
    expect([a.total, b.total]).toEqual([13, 18]);
    const { order } = orderByInitiative(new ReplayDice([]), [
      { id: "a", modifier: 7, fighterRank: 7, agilityMod: 0 },
      { id: "b", modifier: 1, fighterRank: 1, agilityMod: 0 },
    ], new Map([["a", 13], ["b", 18]]));
    expect(order).toEqual(["b", "a"]);
  });

  it("WC-INIT-2: with the option, the side with the best Tactics rolls a high skew die (4d6 keep 3)", () => {
    expect(tacticsSkewSide([{ side: "x", tactics: 3 }, { side: "x", tactics: 6 }, { side: "y", tactics: 5 }])).toBe("x");
    expect(tacticsSkewSide([{ side: "x", tactics: 5 }, { side: "y", tactics: 5 }])).toBeUndefined();
    expect(tacticsSkewSide([{ side: "x", tactics: 5 }])).toBeUndefined();
    const r = rollInitiative(new ReplayDice([1, 6, 6, 2]), { id: "a", modifier: 3, fighterRank: 3, agilityMod: 0, skew: "high" });
    expect([r.faces, r.kept, r.total]).toEqual([[1, 6, 6, 2], [2, 6, 6], 17]);
  });

  it("WC-INIT-3: a non-combat initiative swaps Fighter rank for the relevant skill", () => {
    const r = rollInitiative(new ReplayDice([3, 3, 3]), { id: "a", modifier: 11, fighterRank: 2, agilityMod: 0 });
    expect(r.total).toBe(20);
  });

  it("WC-INIT-4: ties go to the higher Fighter rank, then Agility, then a fresh roll", () => {
    const entrants = [
      { id: "a", modifier: 2, fighterRank: 2, agilityMod: 0 },
      { id: "b", modifier: 3, fighterRank: 3, agilityMod: 0 },
      { id: "c", modifier: 3, fighterRank: 3, agilityMod: 2 },
      { id: "d", modifier: 3, fighterRank: 3, agilityMod: 2 },
    ];
    const totals = new Map([["a", 12], ["b", 12], ["c", 12], ["d", 12]]);
    // c and d tie to the Agility; their re-roll: c 3+3+3, d 3+3+3 (again tied), then c 1+1+1, d 6+6+6.
    const { order, tieRolls } = orderByInitiative(new ReplayDice([3, 3, 3, 3, 3, 3, 1, 1, 1, 6, 6, 6]), entrants, totals);
    expect(order).toEqual(["d", "c", "b", "a"]);
    expect(tieRolls).toHaveLength(4);
    expect(orderWithoutDice([
      { id: "p", modifier: 0, fighterRank: 2, agilityMod: 0, total: 10, reserve: 4 },
      { id: "q", modifier: 0, fighterRank: 2, agilityMod: 0, total: 10, reserve: 9 },
    ])).toEqual(["q", "p"]);
  });

  it("WC-INIT-4: whatever the rolls, the order never puts a lower total before a higher one", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ total: fc.integer({ min: 3, max: 8 }), fr: fc.integer({ min: 0, max: 2 }), agl: fc.integer({ min: 0, max: 1 }) }), { minLength: 1, maxLength: 8 }), fc.integer(), (list, seed) => {
        const entrants = list.map((x, i) => ({ id: `p${i}`, modifier: x.fr, fighterRank: x.fr, agilityMod: x.agl }));
        const totals = new Map(list.map((x, i) => [`p${i}`, x.total] as const));
        const { order } = orderByInitiative(new SeededDice(seed), entrants, totals);
        expect([...order].sort()).toEqual(entrants.map((e) => e.id).sort());
        for (let i = 1; i < order.length; i++) {
          const prev = list[Number(order[i - 1]!.slice(1))]!;
          const cur = list[Number(order[i]!.slice(1))]!;
          expect(prev.total).toBeGreaterThanOrEqual(cur.total);
          if (prev.total === cur.total) expect(prev.fr).toBeGreaterThanOrEqual(cur.fr);
        }
      }),
    );
  });
});

describe("flurry state machine", () => {
  it("WC-TV-3: FR 0–4 ⇒ 2 actions, 5–9 ⇒ 3, 10–14 ⇒ 4", () => {
    for (let fr = 0; fr <= 14; fr++) expect(actionsPerFlurry(fr)).toBe(fr <= 4 ? 2 : fr <= 9 ? 3 : 4);
  });

  it("WC-FLY-8: actions per flurry are 2 + ⌊FR/5⌋", () => {
    expect([0, 4, 5, 9, 10, 14, 15, 20].map(actionsPerFlurry)).toEqual([2, 2, 3, 3, 4, 4, 5, 6]);
    expect(fighter(duel(10, 4), "a").actionsLeft).toBe(4);
  });

  it("WC-FLY-1: initiative, then intentions, then attacks", () => {
    let f = duel();
    expect(flurryDecision(f)).toEqual({ kind: "takeOrHold", actor: "a" });
    f = takeInitiative(f, "a");
    expect(flurryDecision(f)).toEqual({ kind: "declareIntention", actor: "a" });
    f = declareIntention(f, "a", "kill");
    expect(flurryDecision(f)).toEqual({ kind: "declareIntention", actor: "b" });
    f = declareIntention(f, "b", "strike");
    expect(flurryDecision(f)).toEqual({ kind: "attack", actor: "a", targets: ["b"], indefensible: [] });
  });

  it("WC-FLY-2: the flurry keeps its participants in flurry-initiative order; actions lost before it are taken off", () => {
    const f = startFlurry("f", [
      { id: "a", side: "x", fighterRank: 0, agilityMod: 0, initiative: 15, actionsLost: 1 },
      { id: "b", side: "y", fighterRank: 0, agilityMod: 0, initiative: 9 },
    ]);
    expect(f.fighters.map((x) => [x.id, x.actionsLeft])).toEqual([["a", 1], ["b", 2]]);
    expect(() => startFlurry("g", [{ id: "a", side: "x", fighterRank: 0, agilityMod: 0, initiative: 3 }])).toThrow(/FlurryNeedsTwoSides/);
  });

  it("WC-FLY-3: holding the initiative lets the next fighter be the attacker; if all hold, the flurry passes off", () => {
    let f = holdInitiative(duel(), "a");
    expect(flurryDecision(f)).toEqual({ kind: "takeOrHold", actor: "b" });
    f = takeInitiative(f, "b");
    expect(flurryDecision(f)).toEqual({ kind: "declareIntention", actor: "b" });
    const all = holdInitiative(holdInitiative(duel(), "a"), "b");
    expect(flurryDecision(all)).toEqual({ kind: "ended", reason: "allHeld" });
    expect(() => takeInitiative(duel(), "b")).toThrow(/NotYourDecision/);
  });

  it("WC-FLY-4: intentions are declared attacker first, then the defender answers", () => {
    const f = takeInitiative(duel(), "a");
    expect(() => declareIntention(f, "b", "strike")).toThrow(/NotYourDecision/);
    const g = declareIntention(declareIntention(f, "a", "disarm", "press"), "b", "grapple");
    expect(g.fighters.map((x) => [x.intention, x.tactic])).toEqual([["disarm", "press"], ["grapple", "hold"]]);
  });

  it("WC-FLY-12: a miss hands the initiative to the defender; so does a hit he can answer", () => {
    let f = recordAttack(opened(), { attackerId: "a", defenderId: "b", hit: false, margin: -2 });
    expect(flurryDecision(f)).toMatchObject({ kind: "attack", actor: "b" });
    f = recordAttack(opened(), { attackerId: "a", defenderId: "b", hit: true, margin: 2, defenderCanRespond: true });
    expect(flurryDecision(f)).toMatchObject({ kind: "attack", actor: "b" });
  });

  it("WC-FLY-13: a hit that stuns or costs actions lets the attacker go on; each attack costs one action, defending none", () => {
    let f = recordAttack(opened(), { attackerId: "a", defenderId: "b", hit: true, margin: 3, defenderCanRespond: false });
    expect(flurryDecision(f)).toMatchObject({ kind: "attack", actor: "a" });
    expect([fighter(f, "a").actionsLeft, fighter(f, "b").actionsLeft]).toEqual([2, 2]);
    f = recordAttack(f, { attackerId: "a", defenderId: "b", hit: true, margin: 1, defenderActionsLost: 1 });
    expect(flurryDecision(f)).toMatchObject({ kind: "attack", actor: "a" });
    expect(fighter(f, "b").actionsLeft).toBe(1);
    expect(() => recordAttack(f, { attackerId: "b", defenderId: "a", hit: false, margin: 0 })).toThrow(/NotYourDecision/);
    // A stunned defender loses every action; the attacker decides about him.
    const stunned = recordAttack(opened(), { attackerId: "a", defenderId: "b", hit: true, margin: 2, defenderIncapacitated: true });
    expect(fighter(stunned, "b").actionsLeft).toBe(0);
    expect(flurryDecision(stunned)).toMatchObject({ kind: "outOfActions", actor: "a", actionless: "b" });
  });

  it("WC-FLY-11: out of actions, the opponent may press, withdraw, or strike indefensibly with two actions left", () => {
    // b (FR 2) spends both actions first.
    let f = holdInitiative(duel(5, 2), "a");
    f = declareIntention(declareIntention(takeInitiative(f, "b"), "b", "kill"), "a", "strike");
    f = recordAttack(f, { attackerId: "b", defenderId: "a", hit: true, margin: 1, defenderCanRespond: false });
    f = recordAttack(f, { attackerId: "b", defenderId: "a", hit: true, margin: 1, defenderCanRespond: false });
    expect(flurryDecision(f)).toEqual({ kind: "outOfActions", actor: "a", actionless: "b", options: ["press", "withdraw", "letGo", "indefensibleAttack"] });
    const pressed = resolveOutOfActions(f, "a", "press", 2);
    expect(pressed.endReason).toBe("pressedBack");
    expect(pressed.movements).toEqual([{ id: "b", kind: "retreat", steps: 2, by: "a", away: "a" }]);
    const withdrew = resolveOutOfActions(f, "a", "withdraw", 3);
    expect([withdrew.endReason, withdrew.movements[0]?.steps]).toEqual(["withdrew", 3]);
    expect(withdrew.movements).toEqual([{ id: "a", kind: "withdraw", steps: 3, by: "a", away: "b" }]);
    expect(() => resolveOutOfActions(f, "a", "press", 4)).toThrow(/OutOfRange/);
    let g = resolveOutOfActions(f, "a", "indefensibleAttack");
    expect(flurryDecision(g)).toEqual({ kind: "attack", actor: "a", targets: ["b"], indefensible: ["b"] });
    g = recordAttack(g, { attackerId: "a", defenderId: "b", hit: true, margin: 4 });
    // Two actions left: the choice comes back, the indefensible strike still open.
    expect(flurryDecision(g)).toMatchObject({ kind: "outOfActions", options: ["press", "withdraw", "letGo", "indefensibleAttack"] });
    g = recordAttack(resolveOutOfActions(g, "a", "indefensibleAttack"), { attackerId: "a", defenderId: "b", hit: false, margin: -1 });
    // One action left: no further indefensible strike.
    expect(flurryDecision(g)).toEqual({ kind: "outOfActions", actor: "a", actionless: "b", options: ["press", "withdraw", "letGo"] });
    expect(() => resolveOutOfActions(g, "a", "indefensibleAttack")).toThrow(/ChoiceNotAllowed/);
    expect(resolveOutOfActions(g, "a", "letGo").endReason).toBe("disengaged");
  });

  it("WC-FLY-11: the flurry ends when nobody has actions left", () => {
    let f = opened(0, 0);
    f = recordAttack(f, { attackerId: "a", defenderId: "b", hit: false, margin: -1 });
    f = recordAttack(f, { attackerId: "b", defenderId: "a", hit: false, margin: -1 });
    f = recordAttack(f, { attackerId: "a", defenderId: "b", hit: false, margin: -1 });
    // a is out while b still has an action: b decides (no indefensible strike with one action).
    expect(flurryDecision(f)).toEqual({ kind: "outOfActions", actor: "b", actionless: "a", options: ["press", "withdraw", "letGo"] });
    f = loseActions(f, "b", 1);
    expect(flurryDecision(f)).toEqual({ kind: "ended", reason: "actionsSpent" });
  });

  it("WC-FLY-9: anything but an attack or a defense breaks the flurry", () => {
    const f = breakFlurry(opened(), "b");
    expect(flurryDecision(f)).toEqual({ kind: "ended", reason: "broken" });
    expect(() => breakFlurry(opened(), "zz")).toThrow(/NotInFlurry/);
  });

  it("WC-ENG-1: turning to face costs −1 Defense for the whole flurry", () => {
    const f = adjustDefense(opened(), "b", -1);
    expect([fighter(f, "b").defenseModifier, fighter(f, "a").defenseModifier]).toEqual([-1, 0]);
    expect(() => adjustDefense(f, "zz", -1)).toThrow(/NotInFlurry/);
  });

  it("WC-FLY-7: forced against an obstacle: +1 action to the attacker, −1 Defense to the defender", () => {
    const f = forcedAgainstObstacle(opened(), "a", "b");
    expect([fighter(f, "a").actionsLeft, fighter(f, "a").actionsMax, fighter(f, "b").defenseModifier]).toEqual([4, 4, -1]);
  });

  it("WC-FLY-6: the fighter with more successes (then more margin) decides the net movement", () => {
    let f = recordAttack(opened(), { attackerId: "a", defenderId: "b", hit: true, margin: 2 });
    f = recordAttack(f, { attackerId: "b", defenderId: "a", hit: true, margin: 4 });
    expect(tacticWinner(f)).toBe("b");
    expect(tacticWinner(opened())).toBeUndefined();
    f = recordAttack(f, { attackerId: "a", defenderId: "b", hit: true, margin: 1 });
    expect(tacticWinner(f)).toBe("a");
  });

  it("WC-FLY-5: an attack is always aimed at an opponent", () => {
    const three = startFlurry("t", [
      { id: "a", side: "x", fighterRank: 0, agilityMod: 0, initiative: 15 },
      { id: "a2", side: "x", fighterRank: 0, agilityMod: 0, initiative: 12 },
      { id: "b", side: "y", fighterRank: 0, agilityMod: 0, initiative: 9 },
    ]);
    let f = takeInitiative(three, "a");
    f = declareIntention(declareIntention(declareIntention(f, "a", "throw"), "a2", "tackle"), "b", "strike");
    expect(() => recordAttack(f, { attackerId: "a", defenderId: "a2", hit: true, margin: 1 })).toThrow(/NotAnOpponent/);
    expect(flurryDecision(f)).toMatchObject({ targets: ["b"] });
  });

  it("fighters who lose actions or leave hand the initiative on", () => {
    let f = loseActions(opened(), "a", 1);
    expect(flurryDecision(f)).toMatchObject({ kind: "attack", actor: "a" });
    f = loseActions(f, "a", 2);
    expect(flurryDecision(f)).toMatchObject({ kind: "outOfActions", actor: "b", actionless: "a" });
    f = removeFromFlurry(opened(), "b");
    expect(flurryDecision(f)).toEqual({ kind: "ended", reason: "oneSideLeft" });
  });

  it("any sequence of legal answers ends the flurry, never leaves negative actions, and the actor always has actions", () => {
    const entrant = fc.record({ fr: fc.integer({ min: 0, max: 14 }), side: fc.constantFrom("x", "y") });
    fc.assert(
      fc.property(fc.array(entrant, { minLength: 2, maxLength: 5 }), fc.infiniteStream(fc.nat(1000)), (list, choices) => {
        const sides = new Set(list.map((e) => e.side));
        fc.pre(sides.size === 2);
        const entrants: FlurryEntrant[] = list.map((e, i) => ({ id: `p${i}`, side: e.side, fighterRank: e.fr, agilityMod: 0, initiative: 30 - i }));
        let f = startFlurry("p", entrants);
        const budget = f.fighters.reduce((n, x) => n + x.actionsMax, 0) * 3 + 20;
        const pick = choices[Symbol.iterator]();
        const next = () => pick.next().value as number;
        let steps = 0;
        for (; steps < budget; steps++) {
          const d = flurryDecision(f);
          if (d.kind === "ended") break;
          for (const x of f.fighters) expect(x.actionsLeft).toBeGreaterThanOrEqual(0);
          switch (d.kind) {
            case "takeOrHold":
              f = next() % 4 === 0 ? holdInitiative(f, d.actor) : takeInitiative(f, d.actor);
              break;
            case "declareIntention":
              f = declareIntention(f, d.actor, "strike");
              break;
            case "attack": {
              expect(fighter(f, d.actor).actionsLeft).toBeGreaterThan(0);
              const target = d.targets[next() % d.targets.length]!;
              f = recordAttack(f, { attackerId: d.actor, defenderId: target, hit: next() % 2 === 0, margin: 1, defenderCanRespond: next() % 3 !== 0, defenderActionsLost: next() % 5 === 0 ? 1 : 0 });
              break;
            }
            case "outOfActions": {
              const option = d.options[next() % d.options.length]!;
              f = resolveOutOfActions(f, d.actor, option, option === "press" ? 1 : 0);
              break;
            }
          }
        }
        expect(flurryDecision(f).kind).toBe("ended");
      }),
      { numRuns: 300 },
    );
  });
});
