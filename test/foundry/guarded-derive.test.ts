import { describe, expect, it } from "vitest";
import { guardedDerive } from "../../src/foundry/data/guarded-derive.js";
import { initialOf } from "../../src/foundry/data/field-spec.js";
import { ACTOR_SPECS } from "../../src/rulesets/brp/data/specs.js";
import { livingDerived, type ItemLike, type LivingSystem } from "../../src/rulesets/brp/data/state.js";

const initial = () => initialOf(ACTOR_SPECS.brpCharacter) as unknown as LivingSystem;
const derive = (system: LivingSystem, items: readonly ItemLike[]) => livingDerived(system, items);

describe("brp derived values never stop a world from loading", () => {
  it("an actor whose stored record the rules cannot read still derives (from its initial values) with a warning", () => {
    const broken = { ...initial(), harm: 42, characteristics: null } as unknown as LivingSystem;
    expect(() => livingDerived(broken, [])).toThrow();
    const warnings: unknown[] = [];
    const derived = guardedDerive(derive, broken, [], initial, (error) => warnings.push(error));
    expect(derived.hpMax).toBe(livingDerived(initial(), []).hpMax);
    expect(warnings).toHaveLength(1);
  });

  it("a bad item only costs the actor its items", () => {
    const system = initial();
    const badItem = { id: "x", name: "junk", type: "brpArmor", system: null } as unknown as ItemLike;
    expect(() => livingDerived(system, [badItem])).toThrow();
    const derived = guardedDerive(derive, system, [badItem], initial, () => undefined);
    expect(derived).toEqual(livingDerived(system, []));
  });

  it("a sound actor derives as usual, without a warning", () => {
    let warned = false;
    guardedDerive(derive, initial(), [], initial, () => (warned = true));
    expect(warned).toBe(false);
  });
});
