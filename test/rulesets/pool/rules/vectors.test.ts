import { describe, expect, it } from "vitest";
import { ReplayDice } from "../../../../src/core/dice.js";
import {
  applyDamage,
  attackTarget,
  applyHarm,
  canActNow,
  defenseAgainst,
  emptyTrack,
  endActivation,
  freshHarm,
  harmPenalty,
  nextOpposedDecision,
  planAttack,
  planRam,
  poisonDeathHours,
  poolEncounter,
  rangePenalty,
  repairStructure,
  resolveAttack,
  resolvePoisonApplication,
  resolvePoisonExposure,
  resolveRam,
  speedAfterPenalties,
  startNextRound,
  startOpposed,
  submitOpposedRoll,
  EFFECTIVE_RANGE_YARDS,
} from "../../../../src/rulesets/pool/rules/index.js";
import { palaceFight } from "./fixtures.js";


describe("FC test vectors from the rules' worked examples", () => {
  it("FC-TV-1: heroes roll 4, guards roll 5 ⇒ the guards' side goes first", () => {
    const state = poolEncounter.begin(palaceFight, new ReplayDice([4, 5]));
    expect(state.sides.map((s) => s.key)).toEqual(["guards", "heroes"]);
    expect(poolEncounter.snapshot(state).canActNow).toEqual(["guard1", "guard2"]);
    expect(poolEncounter.snapshot(state).initiativeRolls).toEqual([
      { groupKey: "guards", faces: 6, results: [5], total: 5 },
      { groupKey: "heroes", faces: 6, results: [4], total: 4 },
    ]);
  });

  it("FC-TV-2: both sides roll 4 ⇒ the guards (0 player characters) beat the heroes (3)", () => {
    const state = poolEncounter.begin(palaceFight, new ReplayDice([4, 4]));
    expect(state.sides.map((s) => [s.key, s.playerCharacters])).toEqual([
      ["guards", 0],
      ["heroes", 3],
    ]);
  });

  it("FC-TV-3: guard, Bertoz, guard, Enowan, then Aldric alone; the next round opens with the guards", () => {
    let state = poolEncounter.begin(palaceFight, new ReplayDice([4, 5]));
    const order: string[] = [];
    const actAs = (id: string): void => {
      expect(poolEncounter.snapshot(state).canActNow).toContain(id);
      state = poolEncounter.act(state, id, 2, true);
      order.push(id);
    };
    actAs("guard1");
    expect(canActNow(state)).toEqual(["aldric", "bertoz", "enowan"]);
    actAs("bertoz");
    expect(canActNow(state)).toEqual(["guard2"]);
    actAs("guard2");
    actAs("enowan");
    // No guards left: the heroes' side continues with its last member.
    expect(canActNow(state)).toEqual(["aldric"]);
    actAs("aldric");
    expect(order).toEqual(["guard1", "bertoz", "guard2", "enowan", "aldric"]);
    expect(poolEncounter.snapshot(state).roundOver).toBe(true);
    state = poolEncounter.nextRound(state, new ReplayDice([]));
    expect(state.round).toBe(2);
    expect(canActNow(state)).toEqual(["guard1", "guard2"]);
    expect(() => endActivation(state, "bertoz")).toThrow(/NotYourTurn/);
    expect(startNextRound(state).round).toBe(3);
  });

  it("FC-TV-4: Melee 4 with a spear (medium, +1D) rolls 5D", () => {
    const plan = planAttack({ skill: "melee", skillDice: 4, weaponClass: "medium" });
    expect(plan.pool.rolled).toBe(5);
    expect(plan.pool.parts).toEqual([
      { source: "skill", dice: 4 },
      { source: "weapon", dice: 1 },
    ]);
  });

  it("FC-TV-5: 1,3,4,4,6 against Parry 2 in melee ⇒ 4 raw successes, 2 net", () => {
    const defense = defenseAgainst({ parry: 2, armor: 0, conditions: [] }, "melee");
    const r = resolveAttack({ dice: [1, 3, 4, 4, 6], ...defense });
    expect(r.rawSuccesses).toBe(4);
    expect(r.cancelledByParry).toBe(2);
    expect(r.damage).toBe(2);
    expect(r.dice.map((d) => d.outcome)).toEqual(["failure", "cancelledByParry", "cancelledByParry", "success", "success"]);
  });

  it("FC-TV-6: ranged 2,3,5,5 against leather Armor 1 ⇒ 3 raw, the 3 is cancelled, 2 net", () => {
    const defense = defenseAgainst({ parry: 1, armor: 1, conditions: [] }, "ranged");
    expect(defense.parryApplies).toBe(false);
    const r = resolveAttack({ dice: [2, 3, 5, 5], ...defense });
    expect(r.rawSuccesses).toBe(3);
    expect(r.dice[1]).toEqual({ face: 3, outcome: "cancelledByArmor" });
    expect(r.damage).toBe(2);
  });

  it("FC-TV-7: melee 2,4,4 against light shield (Parry 1) and leather (Armor 1) ⇒ 2 raw, 0 net", () => {
    const defense = defenseAgainst({ parry: 1, armor: 1, conditions: [] }, "melee");
    const r = resolveAttack({ dice: [2, 4, 4], ...defense });
    expect([r.rawSuccesses, r.cancelledByParry, r.cancelledByArmor, r.damage]).toEqual([2, 1, 1, 0]);
  });

  it("FC-TV-8: 2,3,4,4 against Armor 2 ⇒ 3 raw, 2 cancelled, the mercenary takes 1 Wound", () => {
    const plan = planAttack({ skill: "melee", skillDice: 3, weaponClass: "medium" });
    const r = resolveAttack({ dice: [2, 3, 4, 4], parry: 0, armor: 2, parryApplies: true, track: plan.damageTrack });
    expect(r.rawSuccesses).toBe(3);
    expect(r.track).toBe("wound");
    expect(r.damage).toBe(1);
    const applied = applyHarm("mercenary", freshHarm(), plan.damageTrack, r.damage);
    expect(applied.harm.wound.value).toBe(1);
    expect(applied.events).toEqual([{ type: "damageApplied", targetId: "mercenary", amount: 1, track: "wound" }]);
  });

  it("FC-TV-9: a short bow (20 yards) at 90 yards takes −3D", () => {
    expect(EFFECTIVE_RANGE_YARDS.shortbow).toBe(20);
    expect(rangePenalty(90, 20)).toBe(-3);
  });

  it("FC-TV-10: a Strong poison (TN 3) resisted badly kills within 3 hours", () => {
    expect(poisonDeathHours(3)).toBe(3);
    const r = resolvePoisonExposure({ targetId: "pc", batch: { batchId: "b1", strength: "strong" }, immuneBatches: [], dice: [1, 2, 3] });
    expect(r.check.passed).toBe(false);
    const event = r.events[0];
    expect(event?.type === "conditionAdded" && event.condition.data?.hoursLeft).toBe(3);
  });

  it("FC-TV-11: a half-burnt table with 2 Structure damage cannot be repaired", () => {
    const table = applyDamage("table", emptyTrack(3), "structure", 2).track;
    expect(table.value).toBe(2);
    expect(() => repairStructure(table, 2, true)).toThrow(/Irreparable/);
    expect(repairStructure(table, 1, false).value).toBe(1);
  });

  it("FC-TV-12: 5,6,6 against Parry 1 + Armor 1 ⇒ nothing to cancel, 3 damage", () => {
    expect(resolveAttack({ dice: [5, 6, 6], parry: 1, armor: 1, parryApplies: true }).damage).toBe(3);
  });

  it("FC-TV-13: a ranged 3,4 against Parry 3, Armor 0 ⇒ Parry does not apply, 2 damage", () => {
    const defense = defenseAgainst({ parry: 3, armor: 0, conditions: [] }, "ranged");
    expect(resolveAttack({ dice: [3, 4], ...defense }).damage).toBe(2);
  });

  it("FC-TV-14: Disarm 2 against 2 is a tie and fails; 3 against 2 knocks the weapon 1 yard away", () => {
    const start = startOpposed("disarm", { id: "a", skillDice: 3, weaponDice: 0 }, { id: "b", skillDice: 2, weaponDice: 0 }, 1);
    const tie = submitOpposedRoll(submitOpposedRoll(start, "initiator", [3, 4, 1]), "target", [5, 6]);
    const tieResult = nextOpposedDecision(tie);
    expect(tieResult.type === "done" && tieResult.result.initiatorWins).toBe(false);
    const win = submitOpposedRoll(submitOpposedRoll(start, "initiator", [3, 4, 5]), "target", [5, 6]);
    const d = nextOpposedDecision(win);
    if (d.type !== "done") throw new Error("exchange should be over");
    expect(d.result.initiatorWins).toBe(true);
    expect(d.result.weaponScatterYards).toBe(1);
    expect(d.result.events[0]).toMatchObject({ type: "conditionAdded", targetId: "b", condition: { id: "disarmed" } });
  });

  it("FC-TV-15: the fourth Wound kills, the fourth Fatigue knocks out, the fourth Fear makes one flee", () => {
    const three = { value: 3, max: 3 };
    expect(applyDamage("x", three, "wound", 1).events).toContainEqual({ type: "died", targetId: "x" });
    expect(applyDamage("x", three, "fatigue", 1).events).toContainEqual({ type: "unconscious", targetId: "x" });
    expect(applyDamage("x", three, "fear", 1).events).toContainEqual({ type: "fled", targetId: "x" });
  });

  it("FC-TV-16: a cog ram dealing 3 Structure costs the rammer 1, or nothing with a dedicated ram", () => {
    expect(planRam({ pilotDice: 5, size: "medium", distance: 10, shipSpeed: 20 }).pool.rolled).toBe(3);
    const plain = resolveRam({ dice: [5, 6, 5], usesDedicatedRam: false });
    expect([plain.damageToTarget, plain.damageToRammer, plain.targetTrack]).toEqual([3, 1, "structure"]);
    expect(resolveRam({ dice: [5, 6, 5], usesDedicatedRam: true }).damageToRammer).toBe(0);
  });

  it("FC-TV-17: applying a Vile poison (TN 4) with 2 Medicine successes ruins the batch and exposes the applicator", () => {
    const r = resolvePoisonApplication({ strength: "vile", dice: [3, 5, 1, 2] });
    expect(r.check).toMatchObject({ successes: 2, failedBy: 2 });
    expect([r.applied, r.batchRuined, r.applicatorExposed]).toEqual([false, true, true]);
    const oneShort = resolvePoisonApplication({ strength: "vile", dice: [3, 5, 6, 2] });
    expect(oneShort.applicatorExposed).toBe(false);
  });

  it("FC-TV-18: track penalties of −2D cost 2 points of Movement", () => {
    const harm = { ...freshHarm(), wound: { value: 3, max: 3 } };
    expect(harmPenalty(harm)).toBe(-2);
    expect(speedAfterPenalties({ baseSpeed: 10, trackPenalty: harmPenalty(harm) })).toBe(8);
  });
});

describe("seed examples through the one-call attack API", () => {
  it("FC-TV-5 end to end: Ardric's spear (5D) at the Parry 2 mercenary leaves 2 Wounds", () => {
    const plan = planAttack({ skill: "melee", skillDice: 4, weaponClass: "medium" });
    const hit = attackTarget({ plan, dice: [1, 3, 4, 4, 6], targetId: "mercenary", defender: { parry: 2, armor: 0, conditions: [] }, harm: freshHarm() });
    expect(hit.resolution.damage).toBe(2);
    expect(hit.harm.wound.value).toBe(2);
    expect(hit.events).toEqual([{ type: "damageApplied", targetId: "mercenary", amount: 2, track: "wound" }]);
  });

  it("FC-TV-6 end to end: Enowan's arrow ignores the thief's Parry, Armor 1 cancels the 3", () => {
    const plan = planAttack({ skill: "ranged", skillDice: 3, weaponClass: "medium" });
    const hit = attackTarget({ plan, dice: [2, 3, 5, 5], targetId: "thief", defender: { parry: 2, armor: 1, conditions: [] }, harm: freshHarm() });
    expect(hit.defense.parryLostBecause).toBe("ranged");
    expect(hit.harm.wound.value).toBe(2);
  });

  it("FC-TV-15 end to end: a club blow on a man with 3 Wounds kills him; a landed Coup de Grâce kills outright", () => {
    const plan = planAttack({ skill: "melee", skillDice: 3, weaponClass: "light" });
    const dying = { ...freshHarm(), wound: { value: 3, max: 3 } };
    expect(attackTarget({ plan, dice: [6, 1, 1], targetId: "m", defender: { parry: 0, armor: 0, conditions: [] }, harm: dying }).events).toContainEqual({ type: "died", targetId: "m" });
    const coup = planAttack({ skill: "melee", skillDice: 3, weaponClass: "light", maneuver: "coupDeGrace" });
    const slain = attackTarget({ plan: coup, dice: [3, 4, 1], targetId: "s", defender: { parry: 3, armor: 1, conditions: ["unconscious"] }, harm: freshHarm() });
    expect(slain.events).toEqual([{ type: "died", targetId: "s" }]);
    const missed = attackTarget({ plan: coup, dice: [3, 1, 1], targetId: "s", defender: { parry: 3, armor: 1, conditions: ["unconscious"] }, harm: freshHarm() });
    expect(missed.events).toEqual([]);
    // Bash deals Fatigue: the fourth knocks out.
    const bash = planAttack({ skill: "melee", skillDice: 3, weaponClass: "heavy", profile: "bash" });
    const out = attackTarget({ plan: bash, dice: [5, 1, 1], targetId: "g", defender: { parry: 0, armor: 0, conditions: [] }, harm: { ...freshHarm(), fatigue: { value: 3, max: 3 } } });
    expect(out.events).toContainEqual({ type: "unconscious", targetId: "g" });
  });
});
