import { describe, expect, it } from "vitest";
import { attackInput } from "../../../../src/rulesets/brp/flows/attack-input.js";
import { pendingOf, startAttack } from "../../../../src/rulesets/brp/flows/attack.js";
import { brpOptions } from "../../../../src/rulesets/brp/rules/index.js";
import { actorLike, doc } from "../sheets/fixture-sources.js";

/** Conditions set as status effects and fighting defensively, as the attack input reads them (BRP-DATA-3, BRP-DEFN-1). */

const guard = doc("brp-creatures", "temple-guard");
const yvarre = doc("brp-creatures", "yvarre");
const spear = (a: ReturnType<typeof actorLike>) => a.items.find((i) => i.name === "Short Spear" && i.type === "brpWeapon")!;

function guardAttacks(defenderStatuses: readonly string[] = [], attackerStatuses: readonly string[] = [], defenderDefensive = false) {
  const attacker = { ...actorLike(guard), statuses: attackerStatuses };
  return attackInput(attacker, spear(attacker), { ...actorLike(yvarre), statuses: defenderStatuses }, { round: 2, defenderDefensive }, brpOptions());
}

describe("brp conditions set on the token", () => {
  it("BRP-DATA-3: a Helpless defender is offered no defence at all", () => {
    expect(pendingOf(startAttack(guardAttacks(), 30))?.actions.length).toBeGreaterThan(1);
    const helpless = guardAttacks(["helpless"]);
    expect(helpless.input.defender.state.helpless).toBe(true);
    expect(pendingOf(startAttack(helpless, 30))?.actions).toEqual(["noDefence"]);
  });

  it("BRP-DATA-3: Kneeling and Staunching reach the defence rules from the statuses", () => {
    const state = guardAttacks(["kneeling", "staunching"]).input.defender.state;
    expect(state).toMatchObject({ kneeling: true, staunching: true });
    expect(guardAttacks().input.defender.state).toMatchObject({ kneeling: false, staunching: false });
  });

  it("BRP-DATA-3: an attacker whose vision is obscured attacks at −30%", () => {
    // The guard's Spear is 55%: 25% with vision obscured.
    expect(guardAttacks().input.attacker.chance).toBe(55);
    expect(guardAttacks([], ["visionObscured"]).input.attacker.chance).toBe(25);
  });

  it("BRP-DATA-4: a weapon flagged as not parryable leaves the defender only Dodge or no defence (BRP-PAR-7)", () => {
    // Yvarre would parry the guard's Short Spear with her Broadsword; flagged, she may only dodge or take it.
    expect(pendingOf(startAttack(guardAttacks(), 30))?.actions).toContain("parry1");
    const attacker = actorLike(guard);
    const unparryable = attacker.items.map((i) => (i === spear(attacker) ? { ...i, system: { ...(i.system as object), parryable: false } } : i));
    const flagged = { ...attacker, items: unparryable, statuses: [] };
    const input = attackInput(flagged, spear(flagged), { ...actorLike(yvarre), statuses: [] }, { round: 2 }, brpOptions());
    expect(pendingOf(startAttack(input, 30))?.actions).toEqual(["dodge", "noDefence"]);
  });

  it("BRP-DEFN-1: a defender fighting defensively (stated, or set as a status) has a free Dodge this round", () => {
    expect(guardAttacks().input.defender.round).toMatchObject({ defensive: false, freeDodges: 0 });
    expect(guardAttacks([], [], true).input.defender.round).toMatchObject({ defensive: true, freeDodges: 1 });
    expect(guardAttacks(["defensive"]).input.defender.round).toMatchObject({ defensive: true, freeDodges: 1 });
  });
});
