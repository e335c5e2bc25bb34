import { describe, expect, it } from "vitest";
import { initialOf, specProblems } from "../../../../src/foundry/data/field-spec.js";
import { ACTOR_SPECS, ITEM_SPECS, type FighterSystem } from "../../../../src/rulesets/flurry/data/specs.js";
import { armourByLocation, defenceRows, deriveFighter, parseImpactDice, weaponImpact, woundGrid, type ItemLike } from "../../../../src/rulesets/flurry/data/state.js";
import { flurryOptions } from "../../../../src/rulesets/flurry/rules/index.js";

const defaults = flurryOptions();
const interim = flurryOptions({ impactBeyondTable: "placeholder" });

const fighter = (over: Partial<FighterSystem> = {}): FighterSystem => ({ ...(initialOf(ACTOR_SPECS.flurryFighter) as unknown as FighterSystem), ...over });
const weapon = (over: Record<string, unknown> = {}): ItemLike => ({ id: "w1", name: "Arming Sword", type: "flurryWeapon", system: { ...initialOf(ITEM_SPECS.flurryWeapon), ...over } });
const armour = (type: "flurryArmor" | "flurryShield", over: Record<string, unknown>): ItemLike => ({ id: type, name: type, type, system: { ...initialOf(ITEM_SPECS[type]), ...over } });
const covering = (...locations: string[]) => Object.fromEntries(["head", "chest", "belly", "leftArm", "rightArm", "leftLeg", "rightLeg"].map((l) => [l, locations.includes(l)]));

describe("flurry document data", () => {
  it("every spec's initial data fits the spec and derives without a problem", () => {
    for (const spec of [...Object.values(ACTOR_SPECS), ...Object.values(ITEM_SPECS)]) expect(specProblems(spec, initialOf(spec))).toEqual([]);
    expect(() => deriveFighter(fighter(), [], defaults)).not.toThrow();
  });

  it("WC-DATA-1: Defense 10 + FR + AGL mod and its variants for FR 7, AGL +2 (flank 5 + 3, stunned 5 + 3, fallen 5 + 7, rear and helpless 3)", () => {
    const rows = Object.fromEntries(defenceRows(7, 2).map((r) => [r.key, [r.value, r.defended]]));
    expect(rows).toEqual({ front: [19, true], flank: [8, true], rear: [3, false], stunned: [8, true], fallen: [12, true], helpless: [3, false] });
  });

  it("WC-DATA-1: actions per flurry 2 + ⌊FR/5⌋ and movement halves for the two phases (rate 7: 4 then 3)", () => {
    expect(deriveFighter(fighter({ fighterRank: 4 }), [], defaults).actionsPerFlurry).toBe(2);
    const d = deriveFighter(fighter({ fighterRank: 10, movementRate: 7 }), [], defaults);
    expect(d.actionsPerFlurry).toBe(4);
    expect(d.movement).toEqual({ rate: 7, movementPhase: 4, adjustmentPhase: 3 });
  });

  it("WC-WND-4: the grid marks the worst wound per location; penalties add across locations (−3 chest, −1 arm = −4) or keep the worst (−3)", () => {
    const wounded = fighter({
      wounds: [
        { location: "chest", severity: "light", nature: "blunt", shockValue: 0 },
        { location: "chest", severity: "serious", nature: "cut", shockValue: 14 },
        { location: "leftArm", severity: "light", nature: "puncture", shockValue: 0 },
      ],
    });
    const chest = woundGrid(wounded).find((r) => r.location === "chest")!;
    expect(chest.cells.map((c) => [c.severity, c.marks, c.worst])).toEqual([
      ["light", ["B"], false],
      ["serious", ["C14"], true],
      ["critical", [], false],
      ["mortal", [], false],
    ]);
    expect(chest.penalty).toBe(-3);
    expect(deriveFighter(wounded, [], defaults).woundPenalty).toBe(-4);
    expect(deriveFighter(wounded, [], flurryOptions({ woundPenaltyAcrossLocations: "worst" })).woundPenalty).toBe(-3);
  });

  it("WC-WND-12: a serious leg wound impairs the leg and halves movement (rate 6 → 3: 2 then 1)", () => {
    const d = deriveFighter(fighter({ movementRate: 6, wounds: [{ location: "rightLeg", severity: "serious", nature: "cut", shockValue: 0 }] }), [], defaults);
    expect(d.body.limbs.rightLeg).toBe("impaired");
    expect(d.mobility).toBe("half");
    expect(d.movement).toEqual({ rate: 3, movementPhase: 2, adjustmentPhase: 1 });
  });

  it("WC-STR-2: impact from the weapon's own dice, else the two surviving rows; beyond them missing by default, the interim die when opted in", () => {
    expect(parseImpactDice("2d4")).toEqual({ dice: { kind: "dice", count: 2, faces: 4 } });
    expect(parseImpactDice(" d6 ")).toEqual({ dice: { kind: "dice", count: 1, faces: 6 } });
    expect(parseImpactDice("1")).toEqual({ dice: { kind: "fixed", points: 1 } });
    expect(parseImpactDice("")).toEqual({ dice: null });
    expect(parseImpactDice("2d")).toEqual({ problem: "FRAY.Flurry.Error.BadImpactDice" });
    expect(parseImpactDice("1d1")).toEqual({ problem: "FRAY.Flurry.Error.BadImpactDice" });
    // Strength −3 + 1 = cap −2: the seed's 1d3 row.
    expect(weaponImpact(-3, { impactModifier: 1, impactDice: "" }, defaults)).toEqual({ cap: -2, dice: { kind: "dice", count: 1, faces: 3 }, source: "seed", label: "1d3" });
    // Strength 5 + 2 = cap 7: no surviving row.
    expect(weaponImpact(5, { impactModifier: 2, impactDice: "" }, defaults)).toEqual({ cap: 7, dice: null, source: "missing", label: "?" });
    expect(weaponImpact(5, { impactModifier: 2, impactDice: "" }, interim)).toMatchObject({ cap: 7, source: "placeholder", label: "1d8" });
    expect(weaponImpact(5, { impactModifier: 2, impactDice: "2d4" }, defaults)).toMatchObject({ cap: 7, source: "weapon", label: "2d4" });
  });

  it("WC-ATK-5: armour per location from equipped pieces: absorption and defence bonus add, the highest threshold stands", () => {
    const items = [
      armour("flurryArmor", { absorption: 3, penetrationThreshold: 5, defenseBonus: 0, covers: covering("chest", "belly") }),
      armour("flurryShield", { absorption: 2, penetrationThreshold: 6, defenseBonus: 1, covers: covering("chest", "leftArm") }),
      armour("flurryArmor", { absorption: 9, penetrationThreshold: 9, defenseBonus: 2, covers: covering("head"), equipped: false }),
    ];
    expect(armourByLocation(items)).toEqual({
      chest: { absorption: 5, penetrationThreshold: 6, defenseBonus: 1 },
      belly: { absorption: 3, penetrationThreshold: 5, defenseBonus: 0 },
      leftArm: { absorption: 2, penetrationThreshold: 6, defenseBonus: 1 },
    });
  });

  it("WC-ATK-1: a weapon row's attack bonus is skill + AGL mod + the wound penalty (4 + 1 − 3 = 2)", () => {
    const system = fighter({ skills: { ...fighter().skills, sword: 4 }, attributes: { ...fighter().attributes, agility: { value: 12, mod: 1 } }, wounds: [{ location: "belly", severity: "serious", nature: "blunt", shockValue: 0 }] });
    expect(deriveFighter(system, [weapon({ skill: "sword", impactDice: "1d6" })], defaults).weapons[0]).toMatchObject({ skill: 4, attackBonus: 2, impact: { label: "1d6", source: "weapon" } });
  });

  it("WC-STR-5: thresholds that do not rise are refused (the model then says why)", () => {
    expect(() => deriveFighter(fighter({ thresholds: { impaired: 8, disabled: 8, destroyed: 12 } }), [], defaults)).toThrow(/ThresholdsOutOfOrder/);
  });
});
