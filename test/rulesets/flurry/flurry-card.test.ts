import { describe, expect, it } from "vitest";
import { declareIntention, recordAttack, startFlurry, takeInitiative, type FlurryState } from "../../../src/rulesets/flurry/rules/index.js";
import { cardFields, cardFor, nextDeclarer, type CardContext, type FlurryCardPayload } from "../../../src/rulesets/flurry/flows/flurry-card.js";

const start = () =>
  startFlurry("r1f1", [
    { id: "s", side: "friendly", fighterRank: 6, agilityMod: 1, initiative: 21 },
    { id: "b", side: "hostile", fighterRank: 4, agilityMod: -1, initiative: 13 },
  ]);

const context = (flurry: FlurryState, over: Partial<CardContext> = {}): CardContext => ({
  flurry,
  blow: null,
  declared: new Set(),
  nameOf: (id) => (id === "s" ? "Soldier" : "Bear"),
  actorUuidOf: (id) => `Actor.${id}`,
  oddsFor: (attacker, targets) => targets.map((t) => ({ target: `${attacker}→${t}`, defense: 13, reason: "FRAY.Flurry.Card.DefenceReason.front", hit: "83.8%", critical: "37.5%", rows: [] })),
  ...over,
});

describe("the flurry card", () => {
  it("WC-FVTT-5: the card asks the first in flurry initiative to take or hold, then each fighter in turn to declare (attacker first), the held choices hidden", () => {
    expect(cardFor(context(start())).pending).toEqual({ actorUuid: "Actor.s", actions: ["take", "hold", "breakOff"], prompt: "FRAY.Flurry.Card.DecideTake" });
    const taken = takeInitiative(start(), "s");
    expect(cardFor(context(taken)).pending?.actorUuid).toBe("Actor.s");
    expect(nextDeclarer(taken, new Set(["s"]))).toBe("b");
    const second = cardFor(context(taken, { declared: new Set(["s"]) }));
    expect(second.pending).toEqual({ actorUuid: "Actor.b", actions: ["declare"], prompt: "FRAY.Flurry.Card.DecideDeclare" });
    expect(second.view.fighters.map((f) => [f.declared, f.intention])).toEqual([
      [true, null],
      [false, null],
    ]);
  });

  it("WC-FLY-12: the attacker is asked to attack with the odds against each target; a hit awaiting its location is the GM's; a miss hands the attack over", () => {
    const fighting = declareIntention(declareIntention(takeInitiative(start(), "s"), "s", "kill", "press"), "b", "strike", "hold");
    const attack = cardFor(context(fighting));
    expect(attack.pending).toEqual({ actorUuid: "Actor.s", actions: ["attack", "breakOff"], prompt: "FRAY.Flurry.Card.DecideAttack" });
    expect(attack.view.odds.map((o) => o.target)).toEqual(["s→b"]);
    expect(attack.view.fighters[0]).toMatchObject({ attacking: true, intention: "FRAY.Flurry.Intention.kill", tactic: "FRAY.Flurry.Tactic.press" });
    const waiting = cardFor(context(fighting, { blow: { exchange: {} as never, attackerId: "s", defenderId: "b", weapon: "Sword" } }));
    expect(waiting.pending?.actorUuid).toBeNull();
    expect(waiting.pending?.actions).toEqual(["hitHead", "hitChest", "hitBelly", "hitLeftArm", "hitRightArm", "hitLeftLeg", "hitRightLeg"]);
    const missed = recordAttack(fighting, { attackerId: "s", defenderId: "b", hit: false, margin: -3 });
    expect(cardFor(context(missed)).pending?.actorUuid).toBe("Actor.b");
  });

  it("WC-FLY-11: once one side is out of actions its opponent chooses, and the card closes when the flurry ends", () => {
    let f = declareIntention(declareIntention(takeInitiative(start(), "s"), "s", "strike", "hold"), "b", "strike", "hold");
    f = recordAttack(f, { attackerId: "s", defenderId: "b", hit: true, margin: 8, defenderIncapacitated: true });
    const choice = cardFor(context(f));
    expect(choice.pending?.actions).toEqual(["press", "withdraw", "indefensible", "letGo"]);
    expect(choice.view.steps).toBe(2);
    const payload: FlurryCardPayload = { combatId: "c", flurryKey: "r1f1", round: 1, step: 3, blow: null, lines: [], view: choice.view };
    expect(cardFields(payload, choice.pending).state).toBe("step-3");
    const ended = { ...f, stage: "ended" as const, endReason: "disengaged" as const };
    const closed = cardFor(context(ended));
    expect([closed.pending, closed.view.ended]).toEqual([null, "FRAY.Flurry.Card.Ended.disengaged"]);
    expect(cardFields(payload, null).state).toBe("closed");
  });
});
