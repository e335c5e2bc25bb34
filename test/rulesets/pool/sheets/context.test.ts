import { describe, expect, it } from "vitest";
import { itemContext, livingContext, rangeLines, shipContext, vehicleContext, type SheetItem } from "../../../../src/rulesets/pool/sheets/context.js";
import { initialOf } from "../../../../src/foundry/data/field-spec.js";
import { ACTOR_SPECS } from "../../../../src/rulesets/pool/data/specs.js";
import type { LivingSystem } from "../../../../src/rulesets/pool/data/state.js";
import { doc } from "./fixture-sources.js";

const header = { name: "X", img: "" };

describe("pool sheet contexts", () => {
  it("FC-MAN-4 and FC-MAN-8: maneuver sheets show action cost and dice from the rules", () => {
    const charge = itemContext(header, "poolManeuver", { key: "charge", description: "" }, true);
    expect(charge.derived).toMatchObject({ actionLabel: "FRAY.Pool.Action.Full", poolDice: 1, opposed: false });
    const bash = itemContext(header, "poolManeuver", { key: "bash", description: "" }, true);
    expect(bash.derived).toMatchObject({ actionLabel: "FRAY.Pool.Action.Partial", weaponDice: "0D", damageLabel: "FRAY.Pool.Track.Fatigue" });
  });

  it("FC-POI-4: a poison's sheet shows its target number and hours to death", () => {
    expect(itemContext(header, "poolPoison", { strength: "vile", batchId: "", ounces: 1, description: "" }, true).derived).toMatchObject({ targetNumber: 4, deathHours: 2, cost: 15 });
  });

  it("FC-PEN-2: a fresh character's track boxes read 0D, −1D, −2D and the terminal box names the outcome", () => {
    const ctx = livingContext(header, initialOf(ACTOR_SPECS.poolCharacter) as unknown as LivingSystem, [], true);
    expect(ctx.tracks.map((t) => [t.key, t.boxes.map((b) => b.penalty), t.terminalLabel])).toEqual([
      ["wound", [0, -1, -2], "FRAY.Pool.Terminal.Dead"],
      ["fatigue", [0, -1, -2], "FRAY.Pool.Terminal.Unconscious"],
      ["fear", [0, -1, -2], "FRAY.Pool.Terminal.Fled"],
    ]);
    expect(ctx.movement).toEqual({ crawl: 5, walk: 10, jog: 20, run: 40 });
  });

  it("FC-SHIP-2 and FC-SHIP-4: the galley sheet shows Difficult control, −1D ram and its dedicated ram", () => {
    const galley = doc("pool-ships", "galley");
    const ctx = shipContext(header, galley.system as never, null, true);
    expect([ctx.controlDifficulty, ctx.ramModifier, ctx.system.hasRam]).toEqual([3, "-1D", true]);
  });

  it("FC-VEH-4: a cart's donkey team attacks at −1D", () => {
    const cart = doc("pool-vehicles", "cart");
    expect(vehicleContext(header, cart.system as never, { driver: null, team: [], passengers: [] }, true).teamAttackModifier).toBe("-1D");
  });

  it("FC-RNG-2 and FC-RNG-3: a 20-yard bow's range tag says −1D from 40 yards, −2D from 60, −3D from 80 (90 yards: −3D, the rules' example)", () => {
    expect(rangeLines(20)).toEqual([
      { label: "FRAY.Pool.Breakdown.EffectiveRange", value: "20 yd" },
      { label: "FRAY.Pool.Breakdown.RangeFrom", value: "40 yd \u22121D" },
      { label: "FRAY.Pool.Breakdown.RangeFrom", value: "60 yd \u22122D" },
      { label: "FRAY.Pool.Breakdown.RangeFrom", value: "80 yd \u22123D" },
    ]);
  });

  it("FC-DEF-2 and FC-DEF-3: each shield and armor row names what it gives and the total it counts in; a piece not equipped says it counts for nothing", () => {
    const item = (id: string, file: string, pack: string, equipped: boolean): SheetItem => {
      const d = doc(pack, file);
      return { id, name: d.name, img: "", type: d.type, system: { ...(d.system as object), equipped } };
    };
    const system = { ...(initialOf(ACTOR_SPECS.poolCharacter) as unknown as LivingSystem), parry: 1, armor: 0 };
    const items = [item("s", "light-shield", "pool-armor", true), item("a", "leather-armor", "pool-armor", false), item("b", "short-bow", "pool-weapons", true)];
    const ctx = livingContext(header, system, items, true);
    // Parry 1 of one's own plus the light shield's 1 = 2.
    expect(ctx.shields[0]?.breakdown).toEqual([{ label: "Light Shield", literal: true, value: "+1" }, { label: "FRAY.Pool.Breakdown.InParry", value: "2" }]);
    expect(ctx.armors[0]?.breakdown).toEqual([{ label: "Leather Armor", literal: true, value: "+1" }, { label: "FRAY.Pool.Breakdown.NotWorn", value: "" }]);
    // A medium weapon adds +1D to the skill (FC-ATK weapon table).
    expect(ctx.weapons[0]?.diceBreakdown).toEqual([{ label: "FRAY.Pool.WeaponClass.Medium", value: "+1D" }, { label: "FRAY.Pool.Breakdown.AddedToSkill", value: "" }]);
  });
});
