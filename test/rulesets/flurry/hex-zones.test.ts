import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ReplayDice } from "../../../src/core/dice.js";
import {
  type Hex,
  type MapFighter,
  HEX_METRES,
  adjacentInSector,
  approachFlurry,
  distanceMetres,
  enterHex,
  exposureOf,
  facingToward,
  hex,
  hexDistance,
  hexKey,
  hexesWithin,
  line,
  neighbor,
  neighbors,
  outnumbered,
  requireFacing,
  ring,
  sectorOf,
  sideFacing,
  turnToFace,
  vertexFacing,
  zonesOf,
} from "../../../src/rulesets/flurry/rules/index.js";

const keys = (hexes: readonly Hex[]): string[] => hexes.map(hexKey).sort();
const origin = hex(0, 0);
const east = sideFacing(0);

const fighter = (over: Partial<MapFighter> & { id: string }): MapFighter => ({
  side: "a",
  position: origin,
  facing: east,
  weapon: { range: 1, reach: "swung" },
  engaged: false,
  ...over,
});

describe("flurry hex geometry", () => {
  it("WC-SCALE-2: two metres per hex, distances counted hex to hex", () => {
    expect(HEX_METRES).toBe(2);
    expect(hexDistance(origin, hex(3, -1))).toBe(3);
    expect(distanceMetres(origin, hex(2, 1))).toBe(6);
    expect(neighbors(origin).every((n) => hexDistance(origin, n) === 1)).toBe(true);
    expect(ring(origin, 2)).toHaveLength(12);
    expect(hexesWithin(origin, 2)).toHaveLength(18);
  });

  it("axial distance is a metric and lines walk one hex per step", () => {
    const h = fc.record({ q: fc.integer({ min: -20, max: 20 }), r: fc.integer({ min: -20, max: 20 }) });
    fc.assert(
      fc.property(h, h, h, (a, b, c) => {
        expect(hexDistance(a, b)).toBe(hexDistance(b, a));
        expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
        const path = line(a, b);
        expect(path).toHaveLength(hexDistance(a, b) + 1);
        for (let i = 1; i < path.length; i++) expect(hexDistance(path[i - 1]!, path[i]!)).toBe(1);
      }),
    );
  });

  it("WC-FACE-1: three front hexes, one rear hex, a left and a right flank", () => {
    expect(keys(adjacentInSector(origin, east, "front"))).toEqual(keys([hex(1, 0), hex(1, -1), hex(0, 1)]));
    expect(keys(adjacentInSector(origin, east, "rear"))).toEqual(["-1,0"]);
    expect(keys(adjacentInSector(origin, east, "leftFlank"))).toEqual(["0,-1"]);
    expect(keys(adjacentInSector(origin, east, "rightFlank"))).toEqual(["-1,1"]);
    // The same pattern for every facing.
    for (let f = 0; f < 6; f++) {
      const facing = sideFacing(f);
      expect(sectorOf(origin, facing, neighbor(origin, f + 3))).toBe("rear");
      expect(sectorOf(origin, facing, neighbor(origin, f + 1))).toBe("front");
      expect(sectorOf(origin, facing, neighbor(origin, f + 2))).toBe("leftFlank");
    }
    expect(sectorOf(origin, east, hex(4, -1))).toBe("front");
    expect(sectorOf(origin, east, hex(-3, 0))).toBe("rear");
    expect(() => sectorOf(origin, east, origin)).toThrow(/SameHex/);
  });

  it("WC-FACE-3: facing a vertex puts two hexes in front, two on the flanks and two behind; the option gates it", () => {
    const v = vertexFacing(0);
    expect(keys(adjacentInSector(origin, v, "front"))).toEqual(keys([hex(1, 0), hex(1, -1)]));
    expect(keys(adjacentInSector(origin, v, "rear"))).toEqual(keys([hex(-1, 0), hex(-1, 1)]));
    expect(adjacentInSector(origin, v, "leftFlank")).toHaveLength(1);
    expect(adjacentInSector(origin, v, "rightFlank")).toHaveLength(1);
    expect(() => requireFacing(v, false)).toThrow(/VertexFacingOff/);
    expect(requireFacing(v, true)).toBe(v);
  });

  it("turning to face picks the hex side pointing at the other fighter", () => {
    expect(facingToward(origin, hex(0, 1)).index).toBe(5);
    expect(facingToward(origin, hex(-3, 0)).index).toBe(3);
  });
});

describe("flurry zones of threat, danger and marginal zones", () => {
  it("WC-ZONE-1: a range-1 weapon threatens the three front hexes; range-0 weapons project nothing", () => {
    const z = zonesOf(fighter({ id: "x" }));
    expect(keys(z.threat)).toEqual(keys([hex(1, 0), hex(1, -1), hex(0, 1)]));
    expect(zonesOf(fighter({ id: "x", weapon: { range: 0, reach: "swung" }, engaged: true }))).toEqual({ threat: [], danger: [], marginal: [], obstructed: [] });
  });

  it("WC-ZONE-1: a range-2 polearm threatens the hex two ahead and its two neighbours nearest the wielder, leaving a gap", () => {
    const z = zonesOf(fighter({ id: "x", weapon: { range: 2, reach: "polearm" } }));
    expect(keys(z.threat)).toEqual(keys([hex(2, 0), hex(2, -1), hex(1, 1)]));
    expect(z.threat.every((h) => hexDistance(origin, h) === 2)).toBe(true);
    const r3 = zonesOf(fighter({ id: "x", weapon: { range: 3, reach: "polearm" } }));
    expect(keys(r3.threat)).toEqual(keys([hex(3, 0), hex(3, -1), hex(2, 1)]));
  });

  it("WC-ZONE-2: swung one-hex weapons endanger all six hexes, but only while engaged; a polearm's danger is its threat and the gap is obstructed", () => {
    expect(zonesOf(fighter({ id: "x" })).danger).toEqual([]);
    expect(keys(zonesOf(fighter({ id: "x", engaged: true })).danger)).toEqual(keys(neighbors(origin)));
    const pole = zonesOf(fighter({ id: "x", weapon: { range: 2, reach: "polearm" }, engaged: true }));
    expect(keys(pole.danger)).toEqual(keys(pole.threat));
    expect(keys(pole.obstructed)).toEqual(keys([hex(1, 0), hex(1, -1), hex(0, 1)]));
    const thrust = zonesOf(fighter({ id: "x", weapon: { range: 1, reach: "thrust" }, engaged: true }));
    expect(keys(thrust.danger)).toEqual(keys(thrust.threat));
  });

  it("WC-ZONE-3: narrowing a polearm's threat frees the matching obstructed hexes; a two-handed sword threatens the gap and endangers the three hexes behind", () => {
    const narrow = zonesOf(fighter({ id: "x", weapon: { range: 2, reach: "polearm" }, polearmOffsets: [0] }));
    expect(keys(narrow.threat)).toEqual(["2,0"]);
    expect(keys(narrow.obstructed)).toEqual(["1,0"]);
    const two = zonesOf(fighter({ id: "x", weapon: { range: 2, reach: "polearm" }, polearmOffsets: [0, 1] }));
    expect(keys(two.obstructed)).toEqual(keys([hex(1, 0), hex(1, -1)]));
    expect(() => zonesOf(fighter({ id: "x", polearmOffsets: [0] }))).toThrow(/PolearmOffsets/);
    const sword = zonesOf(fighter({ id: "x", weapon: { range: 2, reach: "twoHandedSword" }, engaged: true }));
    expect(sword.threat).toHaveLength(6);
    expect(sword.obstructed).toEqual([]);
    expect(keys(sword.danger)).toEqual(keys([...sword.threat, hex(0, -1), hex(-1, 0), hex(-1, 1)]));
  });

  it("WC-ZONE-4: the marginal zone is the hex beyond each side of a range-2 or range-3 threat", () => {
    expect(keys(zonesOf(fighter({ id: "x", weapon: { range: 2, reach: "polearm" } })).marginal)).toEqual(keys([hex(2, -2), hex(0, 2)]));
    expect(keys(zonesOf(fighter({ id: "x", weapon: { range: 3, reach: "polearm" } })).marginal)).toEqual(keys([hex(3, -2), hex(1, 2)]));
    expect(zonesOf(fighter({ id: "x" })).marginal).toEqual([]);
  });

  it("WC-ZONE-5: zones are computed from facing, range and reach for every facing (rotation invariant)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 3 }), fc.constantFrom("swung", "thrust", "polearm", "twoHandedSword" as const), (f, range, reach) => {
        const z = zonesOf(fighter({ id: "x", facing: sideFacing(f), weapon: { range, reach }, engaged: true }));
        const base = zonesOf(fighter({ id: "x", facing: sideFacing(0), weapon: { range, reach }, engaged: true }));
        expect(z.threat).toHaveLength(base.threat.length);
        expect(z.danger).toHaveLength(base.danger.length);
        for (const h of z.threat) {
          expect(sectorOf(origin, sideFacing(f), h)).toBe("front");
          expect(hexDistance(origin, h)).toBeLessThanOrEqual(range);
        }
      }),
    );
    const vz = zonesOf(fighter({ id: "x", facing: vertexFacing(0) }));
    expect(keys(vz.threat)).toEqual(keys([hex(1, 0), hex(1, -1)]));
  });

  it("WC-ZONE-4: zones never overlap where they must not: marginal and obstructed hexes are never threatened, and an engaged fighter's danger covers his threat", () => {
    const facing = fc.oneof(fc.integer({ min: 0, max: 5 }).map(sideFacing), fc.integer({ min: 0, max: 5 }).map(vertexFacing));
    fc.assert(
      fc.property(facing, fc.integer({ min: 0, max: 3 }), fc.constantFrom("swung", "thrust", "polearm", "twoHandedSword" as const), fc.record({ q: fc.integer({ min: -9, max: 9 }), r: fc.integer({ min: -9, max: 9 }) }), (f, range, reach, at) => {
        const z = zonesOf(fighter({ id: "x", position: at, facing: f, weapon: { range, reach }, engaged: true }));
        const threat = new Set(keys(z.threat));
        for (const h of [...z.marginal, ...z.obstructed]) expect(threat.has(hexKey(h))).toBe(false);
        const danger = new Set(keys(z.danger));
        for (const h of z.threat) expect(danger.has(hexKey(h))).toBe(true);
        for (const h of [...z.threat, ...z.danger, ...z.marginal, ...z.obstructed]) {
          expect(hexDistance(at, h)).toBeGreaterThan(0);
          expect(hexDistance(at, h)).toBeLessThanOrEqual(range);
        }
        if (range === 0) expect([...threat, ...danger]).toEqual([]);
      }),
    );
  });

  it("WC-FACE-1: around any hex and facing, the six neighbours split 3 front, 1 left, 1 right, 1 rear", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.record({ q: fc.integer({ min: -50, max: 50 }), r: fc.integer({ min: -50, max: 50 }) }), (f, at) => {
        const count = (sector: "front" | "leftFlank" | "rightFlank" | "rear") => adjacentInSector(at, sideFacing(f), sector).length;
        expect([count("front"), count("leftFlank"), count("rightFlank"), count("rear")]).toEqual([3, 1, 1, 1]);
      }),
    );
  });

  it("exposure lists who threatens, endangers or may strike a hex", () => {
    const a = { ...fighter({ id: "pole", weapon: { range: 2, reach: "polearm" }, engaged: true }) };
    expect(exposureOf(hex(2, 0), [a])).toEqual({ threatenedBy: ["pole"], dangerFrom: ["pole"], marginalFor: [], obstructedBy: [] });
    expect(exposureOf(hex(1, 0), [a]).obstructedBy).toEqual(["pole"]);
    expect(exposureOf(hex(0, 2), [a]).marginalFor).toEqual(["pole"]);
  });
});

describe("flurry engagement", () => {
  const guard = fighter({ id: "guard", side: "b" });

  it("WC-ENG-1: entering a hostile's threat zone, or bringing him into one's own, engages the two", () => {
    const mover = fighter({ id: "m", position: hex(3, 0), facing: sideFacing(3) });
    expect(enterHex(mover, hex(1, 0), [guard]).engagedWith).toEqual(["guard"]);
    // Behind the guard, facing him: the mover's own threat zone now holds the guard.
    const behind = fighter({ id: "m", position: hex(-3, 0), facing: sideFacing(0) });
    expect(enterHex(behind, hex(-1, 0), [guard]).engagedWith).toEqual(["guard"]);
    // Behind him facing away: nobody threatens anybody.
    const away = fighter({ id: "m", position: hex(-3, 0), facing: sideFacing(3) });
    expect(enterHex(away, hex(-1, 0), [guard])).toEqual({ engagedWith: [], mustStop: false, marginalAttackers: [] });
    // Friends never engage.
    expect(enterHex(mover, hex(1, 0), [{ ...guard, side: "a" }]).engagedWith).toEqual([]);
  });

  it("WC-ENG-2: entering the danger zone of an engaged fighter engages and stops the mover", () => {
    const busy = { ...guard, engaged: true };
    const away = fighter({ id: "m", position: hex(-3, 0), facing: sideFacing(3) });
    expect(enterHex(away, hex(-1, 0), [busy])).toEqual({ engagedWith: ["guard"], mustStop: true, marginalAttackers: [] });
  });

  it("WC-ENG-1: engaged fighters turn to face; the one who had to turn fights at −1 Defense", () => {
    const a = fighter({ id: "a", facing: sideFacing(3) });
    const b = fighter({ id: "b", side: "b", position: hex(1, 0), facing: sideFacing(3) });
    expect(turnToFace(a, b)).toEqual({ facing: sideFacing(0), turned: true, defensePenalty: -1 });
    expect(turnToFace(b, a)).toEqual({ facing: sideFacing(3), turned: false, defensePenalty: 0 });
    // A lone defender may choose his own facing.
    const chosen = turnToFace(a, b, sideFacing(5));
    expect(chosen.facing.index).toBe(5);
  });

  it("WC-CC-2: swiping at a flurry from outside needs Tactics + Agility against the GM's level", () => {
    expect(approachFlurry(new ReplayDice([4, 4, 4]), { tactics: 2, agilityMod: 1, targetLevel: 14 }).atRisk).toBe(false);
    expect(approachFlurry(new ReplayDice([3, 4, 4]), { tactics: 2, agilityMod: 0, targetLevel: 13 }).atRisk).toBe(true);
  });

  it("WC-FLY-10: a lone fighter is outnumbered when more foes can reach him than he has actions", () => {
    expect(outnumbered(2, 3)).toBe(true);
    expect(outnumbered(3, 3)).toBe(false);
    expect(outnumbered(2, 1)).toBe(false);
  });
});
