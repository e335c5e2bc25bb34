import { describe, expect, it } from "vitest";
import { ReplayDice } from "../../../../src/core/dice.js";
import { expireConditions } from "../../../../src/core/vocabulary.js";
import {
  ACTIVITY_COSTS,
  advancePoison,
  applyHarm,
  coatingDelivers,
  defenseAgainst,
  dodgeCondition,
  effectiveDose,
  freshHarm,
  GRAPPLE_CRUSH_FATIGUE,
  grappleConditions,
  grappleCrush,
  MANEUVERS,
  mountAttackModifier,
  applyRam,
  activationUnits,
  movementYards,
  needsRideRoll,
  MOUNT_CLASSES,
  nextOpposedDecision,
  opposedPool,
  planCreatureAttack,
  planRam,
  POISONS,
  poisonedDyingCondition,
  poisonExposure,
  resolveAttack,
  resolvePoisonApplication,
  resolvePoisonExposure,
  resolveRam,
  rollOpposed,
  scatterDirection,
  shipControlDifficulty,
  shipSizeOf,
  SHIP_SIZES,
  startOpposed,
  submitOpposedRoll,
  deriveCharacter,
  type OpposedState,
} from "../../../../src/rulesets/pool/rules/index.js";

function finish(state: OpposedState, initiator: number[], target: number[]) {
  const d = nextOpposedDecision(submitOpposedRoll(submitOpposedRoll(state, "initiator", initiator), "target", target));
  if (d.type !== "done") throw new Error("exchange not finished");
  return d.result;
}

describe("opposed maneuvers and conditions", () => {
  it("FC-MAN-5: Dodge gives +1 Parry until the dodger's next turn, melee only", () => {
    const dodge = dodgeCondition("d", 2);
    expect(MANEUVERS.dodge.action).toBe("partial");
    expect(defenseAgainst({ parry: 0, armor: 0, conditions: [dodge] }, "melee").parry).toBe(1);
    expect(defenseAgainst({ parry: 0, armor: 0, conditions: [dodge] }, "ranged").parry).toBe(0);
    // Still there on other combatants' turns in this and the next round; gone at the dodger's next turn.
    expect(expireConditions("d", [dodge], { kind: "turnStart", combatantId: "e", round: 3 }).remaining).toEqual([dodge]);
    expect(expireConditions("d", [dodge], { kind: "turnStart", combatantId: "d", round: 3 }).remaining).toEqual([]);
  });

  it("FC-MAN-6: Disarm is opposed Melee with both weapons' dice; the weapon flies 1 yard in a random direction", () => {
    const state = startOpposed("disarm", { id: "a", skillDice: 3, weaponDice: 1 }, { id: "b", skillDice: 2, weaponDice: 2, parry: 3 }, 1);
    expect([state.initiatorPool.rolled, state.targetPool.rolled]).toEqual([4, 4]);
    const first = nextOpposedDecision(state);
    expect(first).toEqual({ type: "roll", role: "initiator", actorId: "a", skill: "melee", dice: 4 });
    expect(() => submitOpposedRoll(state, "target", [1, 1, 1, 1])).toThrow(/NotYourRoll/);
    expect(() => submitOpposedRoll(state, "initiator", [1, 1])).toThrow(/WrongDiceCount/);
    const after = submitOpposedRoll(state, "initiator", [3, 3, 5, 1]);
    expect(nextOpposedDecision(after)).toEqual({ type: "roll", role: "target", actorId: "b", skill: "melee", dice: 4 });
    const result = finish(state, [3, 3, 5, 1], [1, 2, 6, 1]);
    expect(result.initiatorWins).toBe(true);
    expect(result.weaponScatterYards).toBe(1);
    expect(scatterDirection(new ReplayDice([3]))).toBe("E");
  });

  it("FC-MAN-7: Feint pits Persuasion + weapon dice against Willpower + Parry and Armor; success strips Parry until the target's next turn", () => {
    const state = startOpposed("feint", { id: "a", skillDice: 2, weaponDice: 2 }, { id: "b", skillDice: 1, parry: 1, armor: 2 }, 4);
    expect(nextOpposedDecision(state)).toMatchObject({ skill: "persuasion", dice: 4 });
    expect(state.targetPool.rolled).toBe(4);
    const result = finish(state, [3, 4, 5, 6], [1, 3, 1, 1]);
    const event = result.events[0];
    if (event?.type !== "conditionAdded") throw new Error("expected a condition");
    expect(event.condition).toMatchObject({ id: "feinted", duration: { kind: "untilOwnerNextTurn" }, ownerId: "b", appliedRound: 4 });
    expect(defenseAgainst({ parry: 1, armor: 2, conditions: [event.condition] }, "melee").parryApplies).toBe(false);
    expect(finish(state, [3, 4, 1, 1], [3, 3, 1, 1]).events).toEqual([]);
  });

  it("FC-MAN-9: Grapple is opposed Melee; the target adds a helpful weapon's dice and its Parry; the loser is held", () => {
    const state = startOpposed("grapple", { id: "g", skillDice: 4, weaponDice: 2 }, { id: "t", skillDice: 2, weaponDice: 1, parry: 1 }, 2);
    expect([state.initiatorPool.rolled, state.targetPool.rolled]).toEqual([4, 4]);
    expect(opposedPool("grapple", "target", { id: "t", skillDice: 2, weaponDice: -2, parry: 1 }).rolled).toBe(3);
    const result = finish(state, [3, 4, 5, 1], [1, 2, 6, 1]);
    expect(result.events.map((e) => (e.type === "conditionAdded" ? [e.targetId, e.condition.id] : []))).toEqual([
      ["t", "grappled"],
      ["g", "grappling"],
    ]);
    // The grappled target cannot move.
    const grappled = result.events[0]!.type === "conditionAdded" ? result.events[0]!.condition : undefined;
    expect(deriveCharacter({ skills: {}, baseSpeed: 10, harm: freshHarm(), conditions: [grappled!] }).speed).toBe(0);
    expect(finish(state, [3, 1, 1, 1], [1, 2, 6, 1]).events).toEqual([]);
  });

  it("FC-MAN-10: breaking free is opposed Melee with no weapon or Parry dice, and must win by one", () => {
    const state = startOpposed("breakGrapple", { id: "t", skillDice: 2, weaponDice: 2, parry: 2 }, { id: "g", skillDice: 3, weaponDice: 1, parry: 1 }, 3);
    expect([state.initiatorPool.rolled, state.targetPool.rolled]).toEqual([2, 3]);
    expect(MANEUVERS.breakGrapple.action).toBe("partial");
    const freed = finish(state, [5, 6], [1, 2, 4]);
    expect(freed.events).toEqual([
      { type: "conditionExpired", targetId: "t", conditionId: "grappled" },
      { type: "conditionExpired", targetId: "g", conditionId: "grappling" },
    ]);
    expect(finish(state, [5, 1], [1, 2, 4]).initiatorWins).toBe(false);
    // Rolling through the port works the same way.
    let rolled = rollOpposed(state, new ReplayDice([5, 6]));
    rolled = rollOpposed(rolled, new ReplayDice([1, 1, 1]));
    expect(nextOpposedDecision(rolled)).toMatchObject({ type: "done", result: { initiatorWins: true } });
    expect(rollOpposed(rolled, new ReplayDice([]))).toBe(rolled);
    expect(() => startOpposed("grapple", { id: "x", skillDice: 1 }, { id: "x", skillDice: 1 }, 1)).toThrow(/SelfTarget/);
  });

  it("FC-MAN-11: while holding a grapple a Full Action crushes for 1 Fatigue, no roll", () => {
    expect(MANEUVERS.grappleCrush).toMatchObject({ action: "full", damage: "fatigue" });
    expect(GRAPPLE_CRUSH_FATIGUE).toBe(1);
    const { holder } = grappleConditions("g", "t", 1);
    const crush = grappleCrush([holder], "t", { value: 3, max: 3 });
    expect(crush.action).toBe("full");
    expect(crush.track.value).toBe(4);
    expect(crush.events).toContainEqual({ type: "unconscious", targetId: "t" });
    expect(() => grappleCrush([holder], "someone-else", { value: 0, max: 3 })).toThrow(/NotGrappling/);
    expect(() => grappleCrush([], "t", { value: 0, max: 3 })).toThrow(/NotGrappling/);
  });
});

describe("mounts and vehicles", () => {
  it("FC-MNT-1: only trained creatures take riders or attack on command", () => {
    expect(() => planCreatureAttack({ rideDice: 3, size: "large", clawsOrFangs: false, trained: false })).toThrow(/UntrainedMount/);
  });
  it("FC-MNT-2: a trained mount walks, takes riders and light cargo without a roll; anything harder needs Ride/Team", () => {
    expect(["walk", "mountOrDismount", "lightCargo"].map((t) => needsRideRoll(t as "walk", true))).toEqual([false, false, false]);
    expect(["combatControl", "attack", "jump", "maneuver", "badWeather"].map((t) => needsRideRoll(t as "walk", true))).toEqual([true, true, true, true, true]);
    // The roll made as part of a maneuver is a free action.
    expect(ACTIVITY_COSTS.ridePilotRollInManeuver).toBe("free");
  });
  it("FC-MNT-3: rider and mount form one activation unit (the encounter tests play it out)", () => {
    expect(activationUnits([{ id: "rider", side: "h", isPlayerCharacter: true, stats: {} }, { id: "horse", side: "h", isPlayerCharacter: false, stats: {}, sharesActivationWith: "rider" }])).toEqual([["rider", "horse"]]);
  });
  it("FC-MNT-4: the pair moves at the mount's rate, or the rider makes the mount attack", () => {
    const horseSpeed = 16;
    expect(movementYards(horseSpeed, "run")).toBe(64);
    const plan = planCreatureAttack({ rideDice: 3, size: "large", clawsOrFangs: false, trained: true });
    expect(plan.pool.rolled).toBe(4);
  });
  it("FC-MNT-5: mount orders spend the rider's actions: walk or attack Partial, jog or run Full", () => {
    expect([ACTIVITY_COSTS.mountWalk, ACTIVITY_COSTS.mountAttack, ACTIVITY_COSTS.mountJogOrRun]).toEqual(["partial", "partial", "full"]);
    expect(planCreatureAttack({ rideDice: 3, size: "small", clawsOrFangs: true, trained: true }).action).toBe("partial");
  });
  it("FC-MNT-6: mount attack modifiers −1D, 0D, +1D, +2D by size and claws; Wounds", () => {
    expect([mountAttackModifier("small", false), mountAttackModifier("small", true), mountAttackModifier("large", false), mountAttackModifier("large", true)]).toEqual([-1, 0, 1, 2]);
    expect(MOUNT_CLASSES.find((m) => m.examples.includes("dragon"))?.attackModifier).toBe(2);
    const plan = planCreatureAttack({ rideDice: 2, size: "large", clawsOrFangs: true, trained: true, penalty: -1 });
    expect([plan.pool.rolled, plan.damageTrack]).toEqual([3, "wound"]);
  });
  it("FC-MNT-7: a mount attack is melee: the defender's Parry and Armor both cancel", () => {
    const plan = planCreatureAttack({ rideDice: 2, size: "large", clawsOrFangs: false, trained: true });
    const defense = defenseAgainst({ parry: 1, armor: 1, conditions: [] }, plan.skill);
    expect(resolveAttack({ dice: [3, 4, 5], ...defense }).damage).toBe(1);
  });
  it("FC-MNT-8: a mount is its own actor with its own tracks", () => {
    const horse = applyHarm("horse", freshHarm(), "wound", 2);
    expect(horse.harm.wound.value).toBe(2);
  });
  it("FC-VEH-1: a vehicle's team may be one creature or several (the team's class drives the attack)", () => {
    expect(planCreatureAttack({ rideDice: 2, size: "small", clawsOrFangs: false, trained: true }).pool.rolled).toBe(1);
  });
  it("FC-VEH-2: a trained team needs no roll for ordinary driving; hard tasks are Ride/Team checks", () => {
    expect(needsRideRoll("walk", true)).toBe(false);
    expect(needsRideRoll("combatControl", true)).toBe(true);
    expect(() => needsRideRoll("walk", false)).toThrow(/UntrainedMount/);
    expect(() => planCreatureAttack({ rideDice: 2, size: "small", clawsOrFangs: false, trained: false })).toThrow(/UntrainedMount/);
  });
  it("FC-VEH-3: driver and vehicle share one turn and spend the driver's actions", () => {
    expect(activationUnits([{ id: "cart", side: "n", isPlayerCharacter: false, stats: {}, sharesActivationWith: "driver" }, { id: "driver", side: "h", isPlayerCharacter: true, stats: {} }])).toEqual([["cart", "driver"]]);
    expect([ACTIVITY_COSTS.mountAttack, ACTIVITY_COSTS.mountWalk, ACTIVITY_COSTS.mountJogOrRun]).toEqual(["partial", "partial", "full"]);
  });
  it("FC-VEH-4: a team attack uses Ride/Team with the same modifiers and deals Wounds", () => {
    const plan = planCreatureAttack({ rideDice: 4, size: "large", clawsOrFangs: false, trained: true });
    expect([plan.pool.rolled, plan.damageTrack]).toEqual([5, "wound"]);
  });
  it("FC-VEH-5: vehicles have Structure like any object", () => {
    expect(resolveRam({ dice: [5], usesDedicatedRam: false, targetIsCreature: false }).targetTrack).toBe("structure");
  });
});

describe("ships", () => {
  it("FC-SHIP-1: every listed vessel belongs to a size class", () => {
    expect(["raft", "canoe", "fourManBoat", "cog", "longship", "caravel", "carrack", "galley", "hulk"].map(shipSizeOf)).toEqual([
      "small", "small", "small", "medium", "medium", "large", "large", "large", "large",
    ]);
    expect(shipSizeOf("galleon")).toBeUndefined();
  });
  it("FC-SHIP-2: control difficulty 1, 2 or 3 by size, adjustable by the GM", () => {
    expect([shipControlDifficulty("small"), shipControlDifficulty("medium"), shipControlDifficulty("large")]).toEqual([1, 2, 3]);
    expect(shipControlDifficulty("large", 1)).toBe(4);
    expect(shipControlDifficulty("small", -3)).toBe(0);
  });
  it("FC-SHIP-3: pilot and ship share one turn; ramming costs the pilot's Full Action", () => {
    expect(ACTIVITY_COSTS.ram).toBe("full");
  });
  it("FC-SHIP-4: ramming is a Pilot roll at −3D, −2D or −1D by size against a target within the ship's Speed", () => {
    expect([SHIP_SIZES.small.ramModifier, SHIP_SIZES.medium.ramModifier, SHIP_SIZES.large.ramModifier]).toEqual([-3, -2, -1]);
    expect(planRam({ pilotDice: 4, size: "large", distance: 12, shipSpeed: 12 })).toMatchObject({ action: "full", pool: { rolled: 3 } });
    expect(() => planRam({ pilotDice: 4, size: "large", distance: 13, shipSpeed: 12 })).toThrow(/RamOutOfReach/);
  });
  it("FC-SHIP-5: the rammer takes half the damage it dealt, rounded down, or none with a dedicated ram", () => {
    const applied = applyRam({ result: resolveRam({ dice: [5, 6, 5, 6, 5], usesDedicatedRam: false }), targetId: "hulk", targetTrack: { value: 0, max: 8 }, rammerId: "cog", rammerStructure: { value: 5, max: 6 } });
    expect([applied.target.track.value, applied.rammer.track.value]).toEqual([5, 7]);
    expect(applied.events).toEqual([
      { type: "damageApplied", targetId: "hulk", amount: 5, track: "structure" },
      { type: "damageApplied", targetId: "cog", amount: 2, track: "structure" },
      { type: "died", targetId: "cog" },
    ]);
    expect(resolveRam({ dice: [5, 6, 5, 6, 5], usesDedicatedRam: false }).damageToRammer).toBe(2);
    expect(resolveRam({ dice: [1], usesDedicatedRam: false }).damageToRammer).toBe(0);
    expect(resolveRam({ dice: [5, 6], usesDedicatedRam: true }).damageToRammer).toBe(0);
  });
  it("FC-SHIP-6: ram damage is net successes after the target's Armor; creatures take Wounds", () => {
    const r = resolveRam({ dice: [3, 4, 6], targetArmor: 1, targetIsCreature: true, usesDedicatedRam: false });
    expect(r).toEqual({ rawSuccesses: 3, cancelled: 1, damageToTarget: 2, targetTrack: "wound", damageToRammer: 1 });
  });
});

describe("poisons", () => {
  it("FC-POI-1: strengths Weak, Mild, Strong, Vile with TN 1–4 and their prices", () => {
    expect(Object.values(POISONS).map((p) => [p.strength, p.targetNumber, p.costSilver])).toEqual([
      ["weak", 1, 4.5],
      ["mild", 2, 6.75],
      ["strong", 3, 10],
      ["vile", 4, 15],
    ]);
  });
  it("FC-POI-2: an effective dose forces a Stamina roll against the TN", () => {
    const step = poisonExposure({ batch: { batchId: "b", strength: "mild" }, immuneBatches: [], doseOunces: 0.5, effectiveOunces: 0.5 });
    expect(step).toEqual({ type: "rollStamina", difficulty: 2 });
  });
  it("FC-POI-3: resisting grants immunity to that batch only", () => {
    const r = resolvePoisonExposure({ targetId: "x", batch: { batchId: "b7", strength: "mild" }, immuneBatches: [], dice: [3, 5] });
    expect(r.check.passed).toBe(true);
    expect(r.immuneBatches).toEqual(["b7"]);
    expect(poisonExposure({ batch: { batchId: "b7", strength: "mild" }, immuneBatches: r.immuneBatches, doseOunces: 1, effectiveOunces: 0.5 })).toEqual({ type: "noEffect", reason: "immune" });
    expect(poisonExposure({ batch: { batchId: "b8", strength: "mild" }, immuneBatches: r.immuneBatches, doseOunces: 1, effectiveOunces: 0.5 }).type).toBe("rollStamina");
  });
  it("FC-POI-4: failing starts a 6 − TN hour countdown to death; the antidote ends it", () => {
    const dying = poisonedDyingCondition("x", { batchId: "b", strength: "weak" }, 1);
    expect(dying.data?.hoursLeft).toBe(5);
    const later = advancePoison("x", dying, 4);
    expect(later.events).toEqual([]);
    expect(later.condition?.data?.hoursLeft).toBe(1);
    expect(advancePoison("x", later.condition!, 1).events).toContainEqual({ type: "died", targetId: "x" });
    expect(advancePoison("x", dying, 0, true)).toEqual({ condition: undefined, events: [{ type: "conditionExpired", targetId: "x", conditionId: "poisonedDying" }] });
    expect(() => advancePoison("x", dodgeLike(), 1)).toThrow(/NotPoisoned/);
  });
  it("FC-POI-5: dying of poison costs 2D on every roll and halves Speed", () => {
    const d = deriveCharacter({ skills: { melee: 4 }, baseSpeed: 9, harm: freshHarm(), conditions: [poisonedDyingCondition("x", { batchId: "b", strength: "vile" }, 1)] });
    expect([d.poisonPenalty, d.skillPools.melee, d.speed]).toEqual([-2, 2, 4]);
  });
  it("FC-POI-6: effective doses by weight (¼, ½, ¾, 1 oz); over 600 lb is the GM's call", () => {
    expect([effectiveDose(75), effectiveDose(76), effectiveDose(150), effectiveDose(300), effectiveDose(301), effectiveDose(600), effectiveDose(601)]).toEqual([0.25, 0.5, 0.5, 0.75, 1, 1, undefined]);
    expect(() => effectiveDose(0)).toThrow(/BadWeight/);
  });
  it("FC-POI-7: applying takes Medicine against the TN; failure ruins the batch; failing by 2 exposes the applicator", () => {
    expect(resolvePoisonApplication({ strength: "mild", dice: [3, 4] })).toMatchObject({ applied: true, batchRuined: false, applicatorExposed: false });
    expect(resolvePoisonApplication({ strength: "mild", dice: [3, 1] })).toMatchObject({ applied: false, batchRuined: true, applicatorExposed: false });
    expect(resolvePoisonApplication({ strength: "mild", dice: [1, 1] })).toMatchObject({ applicatorExposed: true });
  });
  it("FC-POI-8: a coated weapon delivers on its next Wounding hit; smaller doses do nothing", () => {
    expect(coatingDelivers(1, "wound")).toBe(true);
    expect(coatingDelivers(0, "wound")).toBe(false);
    expect(coatingDelivers(2, "fatigue")).toBe(false);
    expect(poisonExposure({ batch: { batchId: "b", strength: "vile" }, immuneBatches: [], doseOunces: 0.25, effectiveOunces: 0.75 })).toEqual({ type: "noEffect", reason: "subEffectiveDose" });
  });
});

function dodgeLike() {
  return dodgeCondition("x", 1);
}
