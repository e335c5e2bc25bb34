import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fumbleRollsPending } from "../../../../src/rulesets/brp/rules/slice-fumble-queue.js";
import { brpOptions, resolveFumble, type FumbleTableKey } from "../../../../src/rulesets/brp/rules/index.js";

describe("fumble chains drawn one roll at a time", () => {
  it("BRP-FUM-6: one roll to start; a plain row ends the chain; 99 on the melee attack table owes two more, 00 three", () => {
    expect(fumbleRollsPending("meleeAttack", [])).toBe(1);
    expect(fumbleRollsPending("meleeAttack", [30])).toBe(0);
    expect(fumbleRollsPending("meleeAttack", [99])).toBe(2);
    expect(fumbleRollsPending("meleeAttack", [99, 30])).toBe(1);
    expect(fumbleRollsPending("meleeAttack", [100, 99])).toBe(4);
    expect(fumbleRollsPending("meleeParry", [94])).toBe(2);
  });

  it("BRP-FUM-6: the chain stops at the roll cap", () => {
    const options = brpOptions({ fumbleRollCap: 3 });
    expect(fumbleRollsPending("meleeAttack", [100, 100], options)).toBe(1);
    expect(fumbleRollsPending("meleeAttack", [100, 100, 100], options)).toBe(0);
  });

  it("drawing until nothing is owed gives exactly the rolls resolveFumble consumes", () => {
    const tables: FumbleTableKey[] = ["meleeAttack", "meleeParry", "missileAttack", "natural"];
    fc.assert(
      fc.property(fc.constantFrom(...tables), fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 30, maxLength: 30 }), (table, source) => {
        const rolls: number[] = [];
        while (fumbleRollsPending(table, rolls) > 0) rolls.push(source[rolls.length]!);
        expect(resolveFumble(table, source).rolls).toEqual(rolls);
      }),
    );
  });
});
