import { describe, expect, it } from "vitest";
import { injuryPenaltyFor } from "../../../../src/rulesets/pool/rules/slice-injuries.js";

describe("injury penalties by skill", () => {
  it("FC-INJ-3: a hand or arm injury costs 1D on melee, ranged and athletics rolls but not on willpower", () => {
    expect(injuryPenaltyFor("melee", ["arm"])).toBe(-1);
    expect(injuryPenaltyFor("ranged", ["arm"])).toBe(-1);
    expect(injuryPenaltyFor("athletics", ["arm", "arm"])).toBe(-2);
    expect(injuryPenaltyFor("willpower", ["arm"])).toBe(0);
  });
  it("FC-INJ-5: eye and ear injuries cost 1D each on perception, and stack with each other", () => {
    expect(injuryPenaltyFor("perception", ["eye"])).toBe(-1);
    expect(injuryPenaltyFor("perception", ["eye", "ear"])).toBe(-2);
    expect(injuryPenaltyFor("ranged", ["eye", "arm"])).toBe(-2);
    expect(injuryPenaltyFor("ranged", ["ear", "leg", "openWound"])).toBe(0);
  });
});
