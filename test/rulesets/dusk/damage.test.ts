import { describe, expect, it } from "vitest";
import { ReplayDice } from "../../../src/core/dice.js";
import {
  applicableArmor,
  armorTotal,
  damageAfterArmor,
  damageObject,
  hazardDamage,
  HAZARDS,
  maxHealth,
  requireDamageValue,
} from "../../../src/rulesets/dusk/rules/damage.js";
import { harmNpc, harmPc, startOfAction } from "../../../src/rulesets/dusk/rules/harm.js";
import { duskOptions } from "../../../src/rulesets/dusk/rules/options.js";
import { pc, npc } from "./helpers.js";

const POOLS = { might: { value: 9, max: 9 }, speed: { value: 14, max: 14 }, intellect: { value: 17, max: 17 } };

describe("dusk health, armor and hazards", () => {
  it("DB-TV-1: Might 9, Speed 14, Intellect 17 ⇒ health 14", () => {
    expect(maxHealth(POOLS)).toBe(14);
  });

  it("DB-HP-1: health is the second-highest Pool maximum, whatever the current values", () => {
    expect(maxHealth({ might: { value: 0, max: 20 }, speed: { value: 1, max: 8 }, intellect: { value: 3, max: 12 } })).toBe(12);
    expect(maxHealth({ might: { value: 5, max: 10 }, speed: { value: 5, max: 10 }, intellect: { value: 3, max: 3 } })).toBe(10);
    expect(() => maxHealth({ might: { value: 5, max: 10 }, speed: { value: 5, max: 10 }, intellect: { value: 5, max: 3 } })).toThrow(/OutOfRange/);
  });

  it("DB-HP-2: an attack on a PC comes off the health pool after armor", () => {
    const r = harmPc(pc(), 5, {}, new ReplayDice([]), 0);
    expect(r.dealt).toBe(3);
    expect(r.target.health).toBe(11);
    expect(r.events).toEqual([{ type: "damageApplied", targetId: "wallace", amount: 3, track: "health" }]);
  });

  it("DB-HP-3: at 0 health a PC is stunned and rolls a wound; surviving it gives 1 health back at the next action; health never goes below 0", () => {
    const r = harmPc(pc({ health: 2 }), 9, {}, new ReplayDice([3, 4]), 0, 2);
    expect(r.target.health).toBe(0);
    expect(r.events[0]).toEqual({ type: "damageApplied", targetId: "wallace", amount: 2, track: "health" });
    expect(r.events).toContainEqual({ type: "conditionAdded", targetId: "wallace", condition: { id: "stunned", duration: { kind: "untilOwnerNextTurn" }, ownerId: "wallace", appliedRound: 2 } });
    expect(r.woundRoll).toMatchObject({ total: 7, result: "winded" });
    expect(r.target.wounds).toEqual([{ type: "winded", value: 1, deferred: true }]);
    expect(r.target.regainOnNextAction).toBe(true);
    const next = startOfAction(r.target);
    expect(next).toMatchObject({ regained: 1, target: { health: 1, regainOnNextAction: false } });
    expect(startOfAction(next.target).regained).toBe(0);
  });

  it("DB-HP-4: a minion dies at 0 health; an elite rolls wounds and is incapacitated past its wound limit", () => {
    const minion = harmNpc(npc({ health: 3, armor: 0 }), 5, new ReplayDice([]));
    expect(minion.target.dead).toBe(true);
    expect(minion.events).toContainEqual({ type: "died", targetId: "trooper" });
    const held = [
      { type: "winded" as const, value: 1, deferred: true },
      { type: "winded" as const, value: 1, deferred: true },
    ];
    const elite = harmNpc(npc({ kind: "elite", health: 3, armor: 0, wounds: held, woundLimit: 2 }), 5, new ReplayDice([2, 3]));
    expect(elite.woundRoll).toMatchObject({ total: 7, result: "winded" });
    expect(elite.target).toMatchObject({ dead: false, incapacitated: true, health: 0 });
    expect(elite.events).toContainEqual({ type: "unconscious", targetId: "trooper" });
    const defaultLimit = harmNpc(npc({ kind: "elite", health: 1, armor: 0 }), 5, new ReplayDice([1, 1]), duskOptions({ eliteWoundLimit: 0 }));
    expect(defaultLimit.target.incapacitated).toBe(true);
    const deadly = harmNpc(npc({ kind: "elite", health: 1, armor: 0 }), 5, new ReplayDice([12, 12]));
    expect(deadly.target.dead).toBe(true);
  });

  // The seed: elites "take wounds just like characters", and a character takes a wound when its
  // health reaches 0 — so a hit an elite survives above 0 costs health only.
  it("DB-HP-4: an elite hit that leaves it above 0 health takes no wound roll", () => {
    const elite = npc({ kind: "elite", health: 10, armor: 2, wounds: [], woundLimit: 3 });
    const hit = harmNpc(elite, 6, new ReplayDice([]));
    expect(hit.target).toMatchObject({ health: 6, wounds: [], dead: false, incapacitated: false });
    expect(hit.woundRoll).toBeUndefined();
    expect(hit.events).toEqual([{ type: "damageApplied", targetId: "trooper", amount: 4, track: "health" }]);
    // The same elite brought to exactly 0 by 10 − 2 = 8 rolls its wound: 4 + 5 = 9 is Winded.
    const down = harmNpc({ ...elite, health: 8 }, 10, new ReplayDice([4, 5]));
    expect(down.woundRoll).toMatchObject({ total: 9, result: "winded" });
    expect(down.target).toMatchObject({ health: 0, wounds: [{ type: "winded", value: 1, deferred: true }] });
  });

  it("DB-HP-5: an attack that wounds kills a susceptible minion outright", () => {
    const r = harmNpc(npc({ health: 20, armor: 5 }), 1, new ReplayDice([]), undefined, true);
    expect(r.target.dead).toBe(true);
  });

  it("DB-HP-6: objects move down the track whole → damaged → broken and stop at broken", () => {
    expect(damageObject("whole", 1)).toBe("damaged");
    expect(damageObject("damaged", 1)).toBe("broken");
    expect(damageObject("whole", 2)).toBe("broken");
    expect(damageObject("broken", 1)).toBe("broken");
    expect(damageObject("whole", 0)).toBe("whole");
  });

  it("DB-HP-7: weapon and NPC damage are whole numbers the author enters", () => {
    expect(requireDamageValue(4)).toBe(4);
    expect(() => requireDamageValue(-1)).toThrow(/OutOfRange/);
    expect(() => requireDamageValue("2d6")).toThrow(/NotAnInteger/);
  });

  it("DB-ARM-1: armor is subtracted before health, never below 0", () => {
    expect(damageAfterArmor(5, 2)).toBe(3);
    expect(damageAfterArmor(2, 3)).toBe(0);
    const untouched = harmPc(pc({ armor: armorTotal({ physical: ["heavy"] }) }), 3, {}, new ReplayDice([]), 0);
    expect(untouched).toMatchObject({ dealt: 0, target: { health: 14 } });
  });

  it("DB-ARM-2: light, medium and heavy armor give 1, 2 and 3", () => {
    expect(["light", "medium", "heavy"].map((c) => armorTotal({ physical: [c as "light"] }).total)).toEqual([1, 2, 3]);
  });

  it("DB-ARM-3: one physical, one ability and one magical source add up; within a kind only the best counts", () => {
    expect(armorTotal({ physical: ["medium"], ability: [1], magic: [2] }).total).toBe(5);
    expect(armorTotal({ physical: ["medium", "light"] }).total).toBe(2);
    expect(armorTotal({ ability: [1, 2], magic: [1, 1] }).total).toBe(3);
  });

  it("DB-TV-4: medium + ability 1 ⇒ 3; medium with light over it ⇒ 2", () => {
    expect(armorTotal({ physical: ["medium"], ability: [1] }).total).toBe(3);
    expect(armorTotal({ physical: ["medium", "light"] }).total).toBe(2);
  });

  it("DB-ARM-4: Speed or Intellect damage and ambient damage pass physical armor; ability and magic armor still count", () => {
    const armor = armorTotal({ physical: ["heavy"], ability: [1] });
    expect(applicableArmor(armor, {})).toBe(4);
    expect(applicableArmor(armor, { pool: "speed" })).toBe(1);
    expect(applicableArmor(armor, { ambient: true })).toBe(1);
    expect(applicableArmor(armor, { ignoresArmor: true })).toBe(0);
    const r = harmPc(pc({ armor }), 4, { pool: "intellect" }, new ReplayDice([]), 0);
    expect(r.target.pools.intellect.value).toBe(14);
    expect(r.target.health).toBe(14);
    expect(r.events).toEqual([{ type: "damageApplied", targetId: "wallace", amount: 3, track: "intellect" }]);
  });

  it("DB-ARM-5: environmental hazards are ambient, so worn armor does not stop them", () => {
    const fire = hazardDamage("minorFire");
    expect(fire.kind.ambient).toBe(true);
    const r = harmPc(pc({ armor: armorTotal({ physical: ["heavy"] }) }), fire.damage, fire.kind, new ReplayDice([]), 0);
    expect(r.target.health).toBe(11);
  });

  it("DB-HAZ-1: the hazard table, with falls at 1 per full 10 feet", () => {
    const table = Object.fromEntries(Object.entries(HAZARDS).map(([k, v]) => [k, [v.damage, v.ambient]]));
    expect(table).toEqual({
      falling: [1, true],
      minorFire: [3, true],
      majorFire: [6, true],
      acidSplash: [2, true],
      acidBath: [6, true],
      cold: [1, true],
      severeCold: [3, true],
      shock: [1, true],
      electrocution: [6, true],
      crush: [3, false],
      hugeCrush: [6, false],
      collision: [6, false],
    });
    expect(hazardDamage("falling", 35).damage).toBe(3);
    expect(hazardDamage("falling", 9).damage).toBe(0);
    expect(HAZARDS.shock.mayCostNextAction).toBe(true);
    expect(() => hazardDamage("lava" as "crush")).toThrow(/UnknownHazard/);
  });

  it("DB-TV-16: a 30 ft fall deals 3 ambient (worn armor ignored); a crush deals 3 minus armor", () => {
    const armor = armorTotal({ physical: ["medium"], magic: [1] });
    const fall = hazardDamage("falling", 30);
    expect(fall).toEqual({ damage: 3, kind: { ambient: true } });
    expect(damageAfterArmor(fall.damage, applicableArmor(armor, fall.kind))).toBe(2);
    const crush = hazardDamage("crush");
    expect(damageAfterArmor(crush.damage, applicableArmor(armor, crush.kind))).toBe(0);
    expect(damageAfterArmor(crush.damage, applicableArmor(armorTotal({ physical: ["light"] }), crush.kind))).toBe(2);
  });
});
