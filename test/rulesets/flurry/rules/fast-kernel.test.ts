import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectSameDistribution } from "../../../helpers/same-distribution.js";
import { SeededDice } from "../../../../src/core/dice.js";
import { RulesError } from "../../../../src/core/errors.js";
import { flurryOptions, HIT_LOCATIONS, INTENTIONS, SEVERITIES, defenseAgainst, planFor, runExchange, woundPenalty, type ExchangeInput, type HitLocation, type Wound } from "../../../../src/rulesets/flurry/rules/index.js";
import { fromExchangeResult, type FastFlurryResult } from "../../../../src/rulesets/flurry/rules/fast-exchange.js";
import { compileStrike, FlurryHarm, FlurryStrikeOut } from "../../../../src/rulesets/flurry/rules/fast-kernel.js";
import { isDown } from "../../../../src/sim/rulesets/flurry.js";

const armourPiece = fc.record({
  absorption: fc.integer({ min: 0, max: 6 }),
  penetrationThreshold: fc.integer({ min: 0, max: 8 }),
  defenseBonus: fc.integer({ min: 0, max: 3 }),
});

const cases = fc.record({
  skill: fc.integer({ min: -2, max: 9 }),
  agilityMod: fc.integer({ min: -2, max: 3 }),
  attackModifiers: fc.integer({ min: -8, max: 2 }),
  strength: fc.integer({ min: 4, max: 16 }),
  impactModifier: fc.integer({ min: -2, max: 4 }),
  penetrationValue: fc.integer({ min: 0, max: 3 }),
  ownDice: fc.option(fc.record({ count: fc.integer({ min: 1, max: 3 }), faces: fc.constantFrom(6, 8, 10) }), { nil: undefined }),
  wounds: fc.constantFrom("cut", "puncture" as const),
  // The strikes the kernel plays: maneuvers are the table's, never the simulator's.
  intention: fc.constantFrom(...INTENTIONS.filter((i) => planFor(i).resolution.kind !== "maneuver")),
  defenderRank: fc.integer({ min: 0, max: 8 }),
  defenderAgility: fc.integer({ min: -2, max: 3 }),
  posture: fc.constantFrom("standing", "stunned", "fallen" as const),
  cannotDefend: fc.boolean(),
  impaired: fc.integer({ min: 1, max: 6 }),
  location: fc.constantFrom(...HIT_LOCATIONS),
  armour: fc.dictionary(fc.constantFrom(...HIT_LOCATIONS), armourPiece),
  innateResistance: fc.integer({ min: 0, max: 3 }),
  woundPenalty: fc.integer({ min: -7, max: 0 }),
  round: fc.integer({ min: 1, max: 6 }),
  beyondTable: fc.constantFrom("ask", "placeholder" as const),
  seed: fc.integer(),
});

type Case = typeof cases extends fc.Arbitrary<infer T> ? T : never;

function input(x: Case): ExchangeInput {
  return {
    attackerId: "attacker",
    skill: x.skill,
    agilityMod: x.agilityMod,
    attackModifiers: x.attackModifiers,
    strength: x.strength,
    weapon: { impactModifier: x.impactModifier, penetrationValue: x.penetrationValue, wounds: x.wounds, ...(x.ownDice ? { impactDice: { kind: "dice", ...x.ownDice } } : {}) },
    intention: x.intention,
    defense: defenseAgainst({ fighterRank: x.defenderRank, agilityMod: x.defenderAgility, posture: x.posture, cannotDefend: x.cannotDefend }),
    defender: {
      id: "defender",
      dexterityMod: 0,
      agilityMod: x.defenderAgility,
      strengthMod: 1,
      shockMod: 0,
      woundPenalty: x.woundPenalty,
      thresholds: { impaired: x.impaired, disabled: x.impaired + 4, destroyed: x.impaired + 8 },
      innateResistance: x.innateResistance,
      armour: x.armour,
    },
    location: x.location,
    round: x.round,
  };
}

/** The step machine, the GM naming the chest whenever the input leaves the location open. */
const toChest = (): HitLocation => "chest";
const stepMachine = (i: ExchangeInput, dice: SeededDice, options: Record<string, unknown> = {}): FastFlurryResult => fromExchangeResult(runExchange(i, dice, toChest, options));

/** The value, or the rules error's key when it is refused (an Impact Cap with no dice). */
function outcome<T>(play: () => T): T | string {
  try {
    return play();
  } catch (error) {
    if (error instanceof RulesError) return error.i18nKey;
    throw error;
  }
}

/** The kernel's strike in the step machine's terms (wound nature: penetrating or blunt; stun and fall from the conditions). */
function kernelView(out: FlurryStrikeOut) {
  return { hit: out.hit, slidOffArmour: out.slidOffArmour, severity: out.severity, penetrating: out.penetrating, actionsLost: out.actionsLost, incapacitated: out.incapacitated, defenderCanRespond: out.defenderCanRespond, stunRounds: out.stunRounds, fallen: out.fallen };
}

function stepView(r: FastFlurryResult) {
  const conditions = r.outcome?.conditions ?? [];
  const stun = conditions.find((c) => c.id === "stunned");
  return {
    hit: r.hit,
    slidOffArmour: r.slidOffArmour,
    severity: r.wound ? SEVERITIES.indexOf(r.wound.severity) : -1,
    penetrating: r.wound !== undefined && r.wound.nature !== "blunt",
    actionsLost: r.actionsLost,
    incapacitated: r.incapacitated,
    defenderCanRespond: r.defenderCanRespond,
    stunRounds: stun && stun.duration.kind === "rounds" ? stun.duration.rounds : 0,
    fallen: conditions.some((c) => c.id === "fallen"),
  };
}

const wound = fc.record<Wound>({ location: fc.constantFrom(...HIT_LOCATIONS), severity: fc.constantFrom(...SEVERITIES), nature: fc.constantFrom("blunt", "cut", "puncture") });

describe("flurry numbers-only kernel", () => {
  it("WC-ATK-1, WC-ATK-5, WC-ATK-6, WC-STR-1..4, WC-WND-1, WC-WND-7..15: a situation's strike gives the step machine's outcome for the same dice, using the same dice", () => {
    let wounded = 0;
    let effects = 0;
    fc.assert(
      fc.property(cases, (x) => {
        const i = input(x);
        const options = flurryOptions({ impactBeyondTable: x.beyondTable });
        const stepDice = new SeededDice(x.seed);
        // An Impact Cap past the table with no dice of its own: the simulator refuses it when preparing.
        const refused = outcome(() => compileStrike(i, options));
        if (typeof refused === "string") {
          expect(refused).toBe("FRAY.Flurry.Error.ImpactCapNotInTable");
          return;
        }
        const step = stepMachine(i, stepDice, options);
        const live = new SeededDice(x.seed);
        const out = new FlurryStrikeOut();
        refused.strike(live, out);
        expect(kernelView(out)).toEqual(stepView(step));
        expect(live.rollOne(1000)).toBe(stepDice.rollOne(1000));
        if (out.severity >= 0) wounded++;
        if (out.actionsLost > 0 || out.stunRounds > 0 || out.fallen) effects++;
      }),
      { numRuns: 3000 },
    );
    // Not a degenerate sample: wounds land and their effects roll.
    expect(wounded).toBeGreaterThan(300);
    expect(effects).toBeGreaterThan(100);
  });

  it("WC-WND-4: a wound record as a number gives the penalty and the fall the record gives, added to one wound at a time", () => {
    fc.assert(
      fc.property(fc.array(wound, { maxLength: 7 }), fc.constantFrom("sum", "worst" as const), (wounds, across) => {
        const options = flurryOptions({ woundPenaltyAcrossLocations: across });
        const harm = new FlurryHarm(options, isDown);
        let code = 0;
        for (const w of wounds) code = FlurryHarm.add(code, HIT_LOCATIONS.indexOf(w.location), SEVERITIES.indexOf(w.severity));
        expect(code).toBe(FlurryHarm.of(wounds));
        expect(harm.penalty(code)).toBe(woundPenalty(wounds, options).penalty);
        expect(harm.down(code)).toBe(isDown(wounds));
      }),
      { numRuns: 2000 },
    );
  });

  it("WC-ATK-1: hits, wounds by severity and stuns over 100,000 seeded exchanges match the step machine's", () => {
    const cut = input({
      skill: 4, agilityMod: 1, attackModifiers: 0, strength: 10, impactModifier: 2, penetrationValue: 1, ownDice: { count: 1, faces: 10 }, wounds: "cut", intention: "kill",
      defenderRank: 3, defenderAgility: 1, posture: "standing", cannotDefend: false, impaired: 4, location: "head",
      armour: { head: { absorption: 2, penetrationThreshold: 4, defenseBonus: 1 } }, innateResistance: 0, woundPenalty: 0, round: 1, beyondTable: "ask", seed: 0,
    });
    const strike = compileStrike(cut, flurryOptions({}));
    const live = new SeededDice("fast");
    const out = new FlurryStrikeOut();
    const slow = new SeededDice("slow");
    const n = 100_000;
    const a = new Array<number>(16).fill(0);
    const b = new Array<number>(16).fill(0);
    const key = (o: ReturnType<typeof kernelView>) => (!o.hit ? (o.slidOffArmour ? 1 : 0) : o.severity >= 0 ? 3 + o.severity + (o.stunRounds > 0 ? 4 : 0) : 2);
    for (let k = 0; k < n; k++) {
      strike.strike(live, out);
      a[key(kernelView(out))]!++;
      b[key(stepView(stepMachine(cut, slow)))]!++;
    }
    expectSameDistribution(a, b, n);
    // Not a degenerate sample: misses, slides, clean hits, wounds and stuns all occur.
    for (const bin of [0, 1, 3, 8]) expect(a[bin]).toBeGreaterThan(1000);
  });
});
