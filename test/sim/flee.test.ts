import { describe, expect, it } from "vitest";
import { armorTotal } from "../../src/rulesets/dusk/rules/index.js";
import { simulate, type EncounterSpec, type RulesetKey } from "../../src/sim/index.js";
import { brpFighter, flurryFighter, poolFighter } from "./fixtures.js";

const clash = (id: string, skill: number) => ({ id, ap: 3, luck: 1, armor: 1, hp: 10, action: { id: "attack", kind: "proactive", skill, dealsDamage: true, damage: "1d8" }, reactions: [] });
const duskPc = (id: string) => ({ kind: "pc", id, damage: 5, skill: "trained", pc: { id, level: 3, pools: { might: { value: 10, max: 10 }, speed: { value: 12, max: 12 }, intellect: { value: 10, max: 10 } }, effortMax: 2, destiny: 1, wounds: [], health: 10, armor: armorTotal({ physical: ["light"] }), regainOnNextAction: false, dead: false } });
const duskNpc = (id: string) => ({ kind: "npc", id, npc: { id, kind: "elite", level: 3, health: 9, armor: 1, damage: 4, wounds: [], dead: false, incapacitated: false } });

/** Two weak fighters against two strong ones, each ruleset in its own terms. */
const MAKERS: Record<Exclude<RulesetKey, "dusk">, (id: string, strong: boolean) => unknown> = {
  pool: (id, strong) => poolFighter(id, strong ? 6 : 3),
  brp: (id, strong) => brpFighter(id, strong ? 75 : 35),
  clash: (id, strong) => clash(id, strong ? 70 : 35),
  flurry: (id, strong) => flurryFighter(id, strong ? 7 : 2),
};

function spec(ruleset: RulesetKey, flee: "never" | number): EncounterSpec<unknown, unknown> {
  if (ruleset === "dusk") {
    return { ruleset, sides: [{ key: "weak", tactics: { flee }, fighters: [duskNpc("w1"), duskNpc("w2")] }, { key: "strong", fighters: [duskPc("s1"), duskPc("s2"), duskPc("s3")] }] };
  }
  const make = MAKERS[ruleset];
  return { ruleset, sides: [{ key: "weak", tactics: { flee }, fighters: [make("w1", false), make("w2", false)] }, { key: "strong", fighters: [make("s1", true), make("s2", true)] }] };
}

describe("fleeing", () => {
  for (const ruleset of ["pool", "brp", "clash", "dusk", "flurry"] as const) {
    it(`${ruleset}: once half the side is out the rest run (counted among the fallen); with "never" nobody runs`, () => {
      const running = simulate(spec(ruleset, 0.5), { fights: 300, seed: "run" });
      const staying = simulate(spec(ruleset, "never"), { fights: 300, seed: "run" });
      const weak = (r: typeof running) => r.fighters.filter((f) => f.side === "weak");
      expect(weak(running).reduce((s, f) => s + f.fledChance, 0)).toBeGreaterThan(0.2);
      for (const f of running.fighters) expect(f.fellChance).toBeGreaterThanOrEqual(f.fledChance);
      for (const f of staying.fighters) expect(f.fledChance).toBe(0);
      // Running saves lives: the weak side takes less harm when it runs.
      const harm = (r: typeof running) => weak(r).reduce((s, f) => s + f.harm.mean, 0);
      expect(harm(running)).toBeLessThan(harm(staying));
    });
  }

  it("refuses a flee share outside (0, 1] with a rules error", () => {
    expect(() => simulate(spec("pool", 0), { fights: 1, seed: 1 })).toThrow(/BadFlee/);
    expect(() => simulate(spec("brp", 1.5), { fights: 1, seed: 1 })).toThrow(/BadFlee/);
  });
});
