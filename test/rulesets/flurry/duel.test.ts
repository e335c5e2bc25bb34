import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SeededDice } from "../../../src/core/dice.js";
import {
  type FlurryEncounterState,
  type Wound,
  bodyState,
  currentFlurry,
  declareIntention,
  defenseAgainst,
  engage,
  flurryDecision,
  flurryEncounter,
  flurryOptions,
  mobility,
  recordAttack,
  rerollFlurryInitiative,
  resolveOutOfActions,
  runExchange,
  stepFlurry,
  takeInitiative,
  woundPenalty,
} from "../../../src/rulesets/flurry/rules/index.js";

/**
 * Two fighters wired together the way the Foundry flows will do it: the round machine, the flurry
 * machine and the exchange machine, with wounds fed back into penalties and Defense.
 */
// Strength 6 + 2 = Impact Cap 8, beyond the surviving rows: the duel plays under the opt-in interim table.
const options = flurryOptions({ impactBeyondTable: "placeholder" });
const thresholds = { impaired: 4, disabled: 8, destroyed: 12 };

function fight(seed: number, frA: number, frB: number): { rounds: number; wounds: Record<string, Wound[]>; exchanges: number } {
  const dice = new SeededDice(seed);
  const wounds: Record<string, Wound[]> = { a: [], b: [] };
  const ranks: Record<string, number> = { a: frA, b: frB };
  const out = (id: string) => {
    const body = bodyState(wounds[id]!);
    return body.unconscious || body.mortallyWounded || mobility(body) === "immobile";
  };
  let s: FlurryEncounterState = flurryEncounter.begin(
    [
      { id: "a", side: "friendly", isPlayerCharacter: true, stats: { fighterRank: frA, agilityMod: 1, movementRate: 6 } },
      { id: "b", side: "hostile", isPlayerCharacter: false, stats: { fighterRank: frB, agilityMod: 0, movementRate: 6 } },
    ],
    dice,
  );
  let exchanges = 0;
  for (let round = 1; round <= 60; round++) {
    if (round > 1) s = flurryEncounter.nextRound(s, dice);
    s = engage(s, "a", "b");
    while (s.phase === "movement") s = flurryEncounter.act(s, flurryEncounter.snapshot(s).canActNow[0]!, 0, true);
    if (s.phase === "flurry") s = rerollFlurryInitiative(s, dice);
    for (let guard = 0; s.phase === "flurry" && guard < 100; guard++) {
      const f = currentFlurry(s)!;
      const d = flurryDecision(f);
      if (d.kind === "takeOrHold") s = stepFlurry(s, (x) => takeInitiative(x, d.actor));
      else if (d.kind === "declareIntention") s = stepFlurry(s, (x) => declareIntention(x, d.actor, "kill"));
      else if (d.kind === "outOfActions") s = stepFlurry(s, (x) => resolveOutOfActions(x, d.actor, d.options.includes("indefensibleAttack") ? "indefensibleAttack" : "letGo"));
      else if (d.kind === "attack") {
        const target = d.targets[0]!;
        const attackerPenalty = woundPenalty(wounds[d.actor]!, options);
        const defenderBody = bodyState(wounds[target]!);
        const me = f.fighters.find((x) => x.id === target)!;
        const result = runExchange(
          {
            attackerId: d.actor,
            skill: ranks[d.actor]!,
            agilityMod: 0,
            strength: 6,
            attackModifiers: attackerPenalty.penalty,
            weapon: { impactModifier: 2, penetrationValue: 0, wounds: "cut" },
            intention: "kill",
            defense: defenseAgainst({ fighterRank: ranks[target]!, agilityMod: 0, posture: defenderBody.unconscious ? "unconscious" : "standing", cannotDefend: d.indefensible.includes(target), modifier: me.defenseModifier }),
            defender: { id: target, dexterityMod: 0, agilityMod: 0, strengthMod: 0, shockMod: 0, thresholds, armour: { chest: { absorption: 2, penetrationThreshold: 4 } } },
            round,
          },
          dice,
          () => (["head", "chest", "belly", "leftArm", "rightLeg"] as const)[dice.roll(1, 5)[0]! - 1]!,
          options,
        );
        exchanges++;
        if (result.wound) wounds[target]!.push(result.wound);
        if (result.hit) expect(result.strike).toBeDefined();
        s = stepFlurry(s, (x) =>
          recordAttack(x, { attackerId: d.actor, defenderId: target, hit: result.hit, margin: result.attack?.margin ?? 0, defenderCanRespond: result.defenderCanRespond, defenderActionsLost: Math.min(result.actionsLost, 100), defenderIncapacitated: result.incapacitated }),
        );
      }
    }
    while (s.phase === "adjustment") s = flurryEncounter.act(s, flurryEncounter.snapshot(s).canActNow[0]!, 0, true);
    expect(s.phase).toBe("morale");
    if (out("a") || out("b")) return { rounds: round, wounds, exchanges };
  }
  return { rounds: 60, wounds, exchanges };
}

describe("flurry duel: round, flurry and exchange machines together", () => {
  it("WC-FLY-13: fights run round after round until one fighter is down, with wounds feeding penalties", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), (seed, frA, frB) => {
        const r = fight(seed, frA, frB);
        expect(r.exchanges).toBeGreaterThan(0);
        expect(r.rounds).toBeLessThanOrEqual(60);
        for (const list of Object.values(r.wounds)) for (const w of list) expect(["light", "serious", "critical", "mortal"]).toContain(w.severity);
      }),
      { numRuns: 60 },
    );
  });
});
