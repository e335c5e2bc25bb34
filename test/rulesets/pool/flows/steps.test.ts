import { describe, expect, it } from "vitest";
import { fromCondition } from "../../../../src/rulesets/pool/data/state.js";
import type { AttackPayload, RamPayload } from "../../../../src/rulesets/pool/flows/cards.js";
import { attackApplyStep, crushStep, damageStep, expireAtTurnStart, opposedApplyStep, poisonExposureStep, poisonHourStep, ramApplyStep, type ActorSnapshot } from "../../../../src/rulesets/pool/flows/steps.js";
import { dodgeCondition, feintedCondition, planAttack, planRam, resolveRam, startOpposed, submitOpposedRoll, nextOpposedDecision } from "../../../../src/rulesets/pool/rules/index.js";

const tracks = (wound = 0, fatigue = 0, fear = 0) => ({ wound: { value: wound, max: 3 }, fatigue: { value: fatigue, max: 3 }, fear: { value: fear, max: 3 } });
const guard = (over: Partial<ActorSnapshot> = {}): ActorSnapshot => ({ uuid: "Actor.g", id: "g", name: "Guard", tracks: tracks(), conditions: [], poisonImmunities: [], ...over });

describe("pool card steps (what Apply changes)", () => {
  it("FC-DMG-3: damage ticks the next boxes of the weapon's track", () => {
    const step = damageStep(guard({ tracks: tracks(1) }), "wound", 1, "a");
    expect(step.deltas).toEqual([{ kind: "update", uuid: "Actor.g", path: "system.tracks.wound.value", to: 2 }]);
    expect(step.lines[0]).toMatchObject({ name: "Guard", amount: 1, track: "FRAY.Pool.Track.Wound" });
  });

  it("FC-TV-15: a fourth Wound kills, a fourth Fatigue knocks out, a fourth Fear makes the target flee", () => {
    const statusOf = (track: "wound" | "fatigue" | "fear") => damageStep(guard({ tracks: tracks(3, 3, 3) }), track, 1, "a").deltas.find((d) => d.kind === "status");
    expect(statusOf("wound")).toMatchObject({ statusId: "dead", active: true });
    expect(statusOf("fatigue")).toMatchObject({ statusId: "unconscious" });
    expect(statusOf("fear")).toMatchObject({ statusId: "fled" });
    expect(damageStep(guard({ tracks: tracks(2) }), "wound", 1, "a").deltas.some((d) => d.kind === "status")).toBe(false);
  });

  it("FC-TV-5 applied: the mercenary (Parry 2) takes 2 Wounds from 1,3,4,4,6", () => {
    const payload: AttackPayload = {
      attacker: { uuid: null, name: "Aldric", img: "" },
      weapon: "Spear",
      plan: planAttack({ skill: "melee", skillDice: 4, weaponClass: "medium" }),
      maneuver: "none",
      dice: [1, 3, 4, 4, 6],
      targets: [{ uuid: "Actor.g", tokenUuid: null, name: "Mercenary", img: "", parry: 2, armor: 0, parryApplies: true, parryLostBecause: null }],
      headline: "FRAY.Pool.Card.AttackHeadline",
      applied: [],
    };
    const step = attackApplyStep(payload, [guard()], "a");
    expect(step.deltas).toEqual([{ kind: "update", uuid: "Actor.g", path: "system.tracks.wound.value", to: 2 }]);
  });

  it("FC-MAN-3: a Coup de Grâce with one net success kills outright", () => {
    const payload: AttackPayload = {
      attacker: { uuid: null, name: "Aldric", img: "" },
      weapon: "Spear",
      plan: planAttack({ skill: "melee", skillDice: 4, weaponClass: "medium", maneuver: "coupDeGrace" }),
      maneuver: "coupDeGrace",
      dice: [1, 2, 2, 5, 1],
      targets: [{ uuid: "Actor.g", tokenUuid: null, name: "Guard", img: "", parry: 0, armor: 1, parryApplies: false, parryLostBecause: "helpless" }],
      headline: "FRAY.Pool.Card.AttackHeadline",
      applied: [],
    };
    expect(attackApplyStep(payload, [guard()], "a").deltas).toEqual([{ kind: "status", actorUuid: "Actor.g", statusId: "dead", active: true }]);
  });

  it("FC-TV-16: a cog's ram dealing 3 Structure costs it 1; with a dedicated ram it costs nothing", () => {
    const plan = planRam({ pilotDice: 5, size: "medium", distance: 4, shipSpeed: 8 });
    const dice = [5, 6, 3];
    const target: ActorSnapshot = { uuid: "Actor.t", id: "t", name: "Hulk", structure: { value: 0, max: 20 }, conditions: [], poisonImmunities: [] };
    const ship: ActorSnapshot = { uuid: "Actor.s", id: "s", name: "Cog", structure: { value: 0, max: 10 }, conditions: [], poisonImmunities: [] };
    for (const usesDedicatedRam of [false, true]) {
      const ram = resolveRam({ dice, usesDedicatedRam });
      const payload: RamPayload = { ship: { uuid: "Actor.s", name: "Cog", img: "" }, pilot: { uuid: null, name: "Enowan", img: "" }, target: { uuid: "Actor.t", name: "Hulk", img: "", tokenUuid: null, armor: 0, isCreature: false }, parts: plan.pool.parts, rolled: plan.pool.rolled, dice, usesDedicatedRam, ...ram, applied: [] };
      const step = ramApplyStep(payload, target, ship, "a");
      const updates = step.deltas.filter((d) => d.kind === "update");
      expect(updates).toEqual(usesDedicatedRam ? [{ kind: "update", uuid: "Actor.t", path: "system.structure.value", to: 3 }] : [
        { kind: "update", uuid: "Actor.t", path: "system.structure.value", to: 3 },
        { kind: "update", uuid: "Actor.s", path: "system.structure.value", to: 1 },
      ]);
    }
  });

  it("FC-MAN-11: a crush deals one Fatigue", () => {
    expect(crushStep(guard({ tracks: tracks(0, 1) }), "a").deltas).toEqual([{ kind: "update", uuid: "Actor.g", path: "system.tracks.fatigue.value", to: 2 }]);
  });

  it("FC-TV-14: a disarm won 3–2 leaves the target disarmed and its weapon unequipped; 2–2 does nothing", () => {
    const parties = { initiator: { id: "a", skillDice: 3, weaponDice: 1 }, target: { id: "g", skillDice: 3, weaponDice: 1 } };
    const run = (a: number[], t: number[]) => {
      let state = startOpposed("disarm", parties.initiator, parties.target, 1);
      state = submitOpposedRoll(state, "initiator", a);
      state = submitOpposedRoll(state, "target", t);
      const decision = nextOpposedDecision(state);
      if (decision.type !== "done") throw new Error("not done");
      return opposedApplyStep(decision.result.events, guard({ uuid: "Actor.a", id: "a", name: "Aldric" }), guard({ equippedWeaponUuid: "Actor.g.Item.w" }), "disarm", "x");
    };
    const won = run([3, 5, 6, 1], [3, 4, 1, 2]);
    expect(won.deltas).toContainEqual({ kind: "update", uuid: "Actor.g.Item.w", path: "system.equipped", to: false });
    expect(won.lines.map((l) => l.track)).toEqual(["FRAY.Pool.Condition.Disarmed"]);
    expect(run([3, 5, 1, 1], [3, 4, 1, 2]).deltas).toEqual([]);
  });

  it("FC-POI-3 and FC-TV-10: resisting a poison grants immunity to the batch; failing a strong one starts a 3-hour countdown", () => {
    const resisted = poisonExposureStep(guard(), { batchId: "b1", strength: "strong" }, [3, 4, 5, 1], 1, "a");
    expect(resisted.deltas).toEqual([{ kind: "update", uuid: "Actor.g", path: "system.poisonImmunities", to: ["b1"] }]);
    const failed = poisonExposureStep(guard(), { batchId: "b1", strength: "strong" }, [3, 1, 2, 1], 1, "a");
    const list = failed.deltas[0]!.kind === "update" ? (failed.deltas[0]!.to as Array<{ id: string; data: { hoursLeft: number } }>) : [];
    expect(list.map((c) => [c.id, c.data.hoursLeft])).toEqual([["poisonedDying", 3]]);
  });

  it("FC-POI-4: the countdown kills when the hours run out; the antidote ends it", () => {
    const dying = guard({ conditions: [{ id: "poisonedDying", duration: "permanent", rounds: 0, ownerId: "g", appliedRound: 0, data: { batchId: "b", hoursLeft: 1, dicePenalty: -2 } }] });
    const dead = poisonHourStep(dying, 1, false);
    expect([dead.died, dead.deltas.some((d) => d.kind === "status" && d.statusId === "dead")]).toEqual([true, true]);
    const cured = poisonHourStep(dying, 0, true);
    expect([cured.died, cured.deltas[0]]).toEqual([false, { kind: "update", uuid: "Actor.g", path: "system.conditions", to: [] }]);
  });

  it("FC-MAN-5 and FC-MAN-7: Dodge and Feint end when their owner's next turn starts, not before", () => {
    const conditions = [fromCondition(dodgeCondition("g", 2)), fromCondition(feintedCondition("g", 2))];
    expect(expireAtTurnStart(conditions, "g", 2).remaining).toHaveLength(2);
    expect(expireAtTurnStart(conditions, "x", 3).remaining).toHaveLength(2);
    const next = expireAtTurnStart(conditions, "g", 3);
    expect([next.remaining, next.expired]).toEqual([[], ["dodging", "feinted"]]);
  });
});
