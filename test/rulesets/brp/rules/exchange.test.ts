import { describe, expect, it } from "vitest";
import {
  answer,
  brpOptions,
  newDefenceRound,
  newHarm,
  nextDecision,
  outcome,
  runExchange,
  startExchange,
  type ExchangeAnswer,
  type ExchangeInput,
  type ExchangeState,
} from "../../../../src/rulesets/brp/rules/index.js";
import { SeededDice } from "../../../../src/core/dice.js";

const sword = { id: "broadsword", formula: "1D8+1", specialType: "bleeding" as const, kind: "melee" as const, hp: 20 };
const mace = { id: "mace", formula: "1D8+2", specialType: "crushing" as const, kind: "melee" as const };

function input(over: Partial<ExchangeInput> = {}, weapon: ExchangeInput["attacker"]["weapon"] = sword): ExchangeInput {
  return {
    round: 1,
    attacker: { id: "att", siz: 13, chance: 60, damageModifier: "+1D4", weapon },
    defender: {
      id: "def",
      harm: newHarm(14),
      armor: [{ id: "leather", value: 1 }],
      state: { siz: 12, dodge: 40, dexRank: 12 },
      items: [
        { id: "shield", kind: "shield", skill: 50, shieldSize: "full", hp: 12, maxHp: 12, armor: 8 },
        { id: "dagger", kind: "weapon", skill: 40, hp: 3, maxHp: 6 },
      ],
      round: newDefenceRound(),
    },
    ...over,
  };
}

/** Answers in order; each must match the pending decision. */
function play(s: ExchangeState, answers: ExchangeAnswer[]): ExchangeState {
  return answers.reduce((state, a) => answer(state, a), s);
}
const choose = (i: number): ExchangeAnswer => ({ type: "defenceChoice", index: i });
const roll = (type: "attackRoll" | "defenceRoll" | "crushingResistance" | "hitLocation" | "knockbackResistance" | "stunDuration" | "majorWoundRoll" | "majorWoundLoss", value: number): ExchangeAnswer => ({ type, value });
const damage = (weaponTotal: number, modifierTotal: number): ExchangeAnswer => ({ type: "damageRoll", weaponTotal, modifierTotal });

describe("brp attack step machine", () => {
  it("BRP-RES-6: a failed attack ends the exchange without a defence roll", () => {
    const s = play(startExchange(input()), [roll("attackRoll", 75)]);
    expect(nextDecision(s)).toBeNull();
    expect(outcome(s).attackLevel).toBe("failure");
    expect(outcome(s).defence).toBeUndefined();
  });

  it("BRP-RES-2: an attack fumble sends the attacker to the melee attack table and the defender never rolls", () => {
    let s = play(startExchange(input()), [roll("attackRoll", 99)]);
    expect(nextDecision(s)).toEqual({ type: "fumble", actorId: "att", table: "meleeAttack" });
    s = answer(s, { type: "fumble", rolls: [45] });
    expect(nextDecision(s)).toBeNull();
    expect(outcome(s).fumbles[0]!.result!.rows[0]!.effect.kind).toBe("dropWeapon");
  });

  it("BRP-PAR-1: after a successful attack the defender chooses among parries (each item), dodge or nothing", () => {
    const s = play(startExchange(input()), [roll("attackRoll", 30)]);
    const p = nextDecision(s);
    expect(p?.type).toBe("defenceChoice");
    if (p?.type === "defenceChoice") expect(p.options.map((o) => (o.kind === "none" ? "none" : `${o.kind}:${o.itemId ?? ""}:${o.chance}`))).toEqual(["parry:shield:50", "parry:dagger:40", "dodge::40", "none"]);
  });

  it("BRP-PAR-7: a weapon flagged as not parryable leaves the defender Dodge 40 or nothing; flagged parryable, both parries stay", () => {
    const offered = (weapon: ExchangeInput["attacker"]["weapon"]): string[] => {
      const p = nextDecision(play(startExchange(input({}, weapon)), [roll("attackRoll", 30)]));
      return p?.type === "defenceChoice" ? p.options.map((o) => (o.kind === "none" ? "none" : `${o.kind}:${o.itemId ?? ""}:${o.chance}`)) : [];
    };
    expect(offered({ ...sword, parryable: false })).toEqual(["dodge::40", "none"]);
    expect(offered({ ...sword, parryable: true })).toEqual(["parry:shield:50", "parry:dagger:40", "dodge::40", "none"]);
  });

  it("BRP-MTX-1: a plain hit with no defence: damage rolled, armor subtracted, the wound recorded", () => {
    const s = play(startExchange(input()), [roll("attackRoll", 30), choose(3), damage(4, 2)]);
    const o = outcome(s);
    expect(o).toMatchObject({ delivered: "success", damageRolled: 6, armor: 1, damageApplied: 5, pending: null });
    expect(o.harm!.hp).toBe(9);
    expect(o.harm!.wounds[0]).toMatchObject({ severity: "minor", bleeding: false });
    // Half the hit points in one wound: the major-wound rolls follow.
    let major = play(startExchange(input()), [roll("attackRoll", 30), choose(3), damage(6, 2)]);
    expect(nextDecision(major)).toEqual({ type: "majorWoundRoll", actorId: "def" });
    major = play(major, [roll("majorWoundRoll", 27), { type: "majorWoundLuck", succeeded: false }, roll("majorWoundLoss", 2)]);
    expect(outcome(major).majorWound).toMatchObject({ permanent: true, losses: { STR: 2 }, fight: "noShield" });
    expect(nextDecision(major)).toBeNull();
  });

  it("BRP-WND-6: the same 7 points through armor on a construct (14 HP, level 7) are a plain wound: the exchange ends without the major-wound rolls", () => {
    const golem = input({ defender: { ...input().defender, bodyKind: "construct" } });
    const s = play(startExchange(golem), [roll("attackRoll", 30), choose(3), damage(6, 2)]);
    const o = outcome(s);
    expect(o.damageApplied).toBe(7);
    expect(o.harm!.hp).toBe(7);
    expect(o.harm!.wounds[0]!.severity).toBe("minor");
    expect(o.majorWound).toBeUndefined();
    expect(nextDecision(s)).toBeNull();
    expect(() => startExchange(input({ defender: { ...input().defender, bodyKind: "robot" as never } }))).toThrow(/bodyKind/);
  });

  it("BRP-ACT-3: the parry happens on the attack's DEX rank and is counted for the −30% steps", () => {
    const o = outcome(play(startExchange(input()), [roll("attackRoll", 30), choose(0), roll("defenceRoll", 20)]));
    expect(o).toMatchObject({ delivered: "blocked", defenceLevel: "success", pending: null });
    expect(o.defenceRound).toMatchObject({ parries: 1, lastRank: 12, lastKind: "parry" });
  });

  it("BRP-TV-15: critical attack vs successful shield parry → special result, armor and shield armor subtracted, shield −4", () => {
    const s = play(startExchange(input()), [roll("attackRoll", 2), choose(0), roll("defenceRoll", 40), damage(9, 4)]);
    const o = outcome(s);
    expect(o).toMatchObject({ delivered: "special", parryingItem: { id: "shield", damage: 4, destroyed: false }, damageRolled: 13, damageApplied: 4 });
    expect(o.harm!.wounds[0]!.bleeding).toBe(true);
  });

  it("BRP-RES-10: an unparried critical counts the weapon at its maximum and ignores armor; the attacker may take a special instead", () => {
    let s = play(startExchange(input()), [roll("attackRoll", 1), choose(3)]);
    expect(nextDecision(s)).toEqual({ type: "criticalOrSpecial", actorId: "att" });
    const crit = play(s, [{ type: "criticalOrSpecial", take: "critical" }]);
    expect(nextDecision(crit)).toMatchObject({ type: "damageRoll", plan: { formula: "1d4+9" } });
    expect(outcome(answer(crit, damage(0, 3)))).toMatchObject({ damageRolled: 12, damageApplied: 12 });
    s = play(s, [{ type: "criticalOrSpecial", take: "special" }, damage(5, 3)]);
    expect(outcome(s)).toMatchObject({ delivered: "special", damageApplied: 7 });
    const noChoice = startExchange(input({ options: brpOptions({ criticalMayBeSpecial: false }) }));
    expect(nextDecision(play(noChoice, [roll("attackRoll", 1), choose(3)]))?.type).toBe("damageRoll");
  });

  it("BRP-MTX-3: a parrying item destroyed by the matrix damage lets the blow through, less the points it absorbed; armor still counts", () => {
    // Special vs the dagger's plain parry: the dagger (3 HP) takes 2 and survives; then a critical vs its success: 4 ≥ 3 → destroyed.
    const survived = outcome(play(startExchange(input()), [roll("attackRoll", 10), choose(1), roll("defenceRoll", 30), damage(5, 2)]));
    expect(survived).toMatchObject({ delivered: "success", parryingItem: { id: "dagger", damage: 2, destroyed: false }, damageApplied: 6 });
    const crit = input({ options: brpOptions({ criticalMayBeSpecial: false }) });
    const broken = outcome(play(startExchange(crit), [roll("attackRoll", 2), choose(1), roll("defenceRoll", 30), damage(5, 2)]));
    expect(broken.parryingItem).toEqual({ id: "dagger", damage: 3, destroyed: true });
    expect(broken).toMatchObject({ delivered: "special", damageRolled: 7, damageApplied: 3 });
    // A fully blocked blow whose parrying item breaks: success vs critical dodge does not apply; use a blocked parry with a 1-HP item.
    const brittle = input();
    const weak = { ...brittle, defender: { ...brittle.defender, items: [{ id: "stick", kind: "weapon" as const, skill: 60, hp: 1, maxHp: 4 }] } };
    const through = outcome(play(startExchange(weak), [roll("attackRoll", 2), choose(0), roll("defenceRoll", 5), damage(4, 2)]));
    expect(through).toMatchObject({ delivered: "success", parryingItem: { id: "stick", damage: 1, destroyed: true }, damageRolled: 6, damageApplied: 4 });
  });

  it("BRP-MTX-4: 'full damage' on a special is the normal roll plus the special effect, not the maximum", () => {
    const s = play(startExchange(input()), [roll("attackRoll", 10), choose(3)]);
    expect(nextDecision(s)).toMatchObject({ type: "damageRoll", plan: { formula: "1d8+1d4+1", maximizeWeapon: false, specialEffect: "bleeding" } });
  });

  it("BRP-MTX-5: item damage goes straight to the item's hit points unless the setting lets its armor absorb it", () => {
    const steps = [roll("attackRoll", 2), choose(0), roll("defenceRoll", 40), damage(9, 4)];
    expect(outcome(play(startExchange(input()), steps)).parryingItem?.damage).toBe(4);
    expect(outcome(play(startExchange(input({ options: brpOptions({ itemDamageReducedByArmor: true }) })), steps.slice(0, 3))).parryingItem?.damage).toBe(0);
  });

  it("BRP-SPC-8: a crushing special met by a plain parry rolls the resistance of the blow against the item", () => {
    let s = play(startExchange(input({}, mace)), [roll("attackRoll", 10), choose(1), roll("defenceRoll", 30)]);
    expect(nextDecision(s)).toMatchObject({ type: "damageRoll", plan: { formula: "1d8+2d4+2" } });
    s = answer(s, damage(8, 5));
    expect(nextDecision(s)).toEqual({ type: "crushingResistance", actorId: "att", active: 13, passive: 3 });
    s = answer(s, roll("crushingResistance", 50));
    expect(outcome(s)).toMatchObject({ crushingParry: { activeWon: true, throughDamage: 10 }, parryingItem: { id: "dagger", damage: 3, destroyed: true }, damageApplied: 9 });
    expect(nextDecision(s)).toEqual({ type: "stunStamina", actorId: "def" });
    // The item holds: it takes the normal damage and nothing goes through.
    const held = play(startExchange(input({}, mace)), [roll("attackRoll", 10), choose(0), roll("defenceRoll", 30), damage(3, 2), roll("crushingResistance", 90)]);
    expect(outcome(held)).toMatchObject({ crushingParry: { activeWon: false, itemDamage: 3, throughDamage: 0 }, pending: null });
    // A special parry of a crushing special (blocked by the matrix) still risks the item.
    const special = play(startExchange(input({}, mace)), [roll("attackRoll", 10), choose(0), roll("defenceRoll", 8), damage(8, 6), roll("crushingResistance", 30)]);
    expect(outcome(special)).toMatchObject({ delivered: "special", crushingParry: { activeWon: true, itemDamage: 12, itemDestroyed: true, throughDamage: 2 }, damageApplied: 1 });
  });

  it("BRP-SPC-6: an unparried crushing special asks a Stamina roll; failure stuns for 1D3 rounds", () => {
    let s = play(startExchange(input({}, mace)), [roll("attackRoll", 10), choose(3), damage(3, 4)]);
    expect(nextDecision(s)).toEqual({ type: "stunStamina", actorId: "def" });
    s = play(s, [{ type: "stunStamina", succeeded: false }, roll("stunDuration", 2)]);
    const o = outcome(s);
    expect(o.stunRounds).toBe(2);
    expect(o.events.some((e) => e.type === "conditionAdded" && e.condition.id === "stunned" && e.condition.duration.kind === "rounds")).toBe(true);
  });

  it("BRP-SPC-14 / BRP-SPC-15: an impaling special doubles the weapon dice and leaves the weapon in the wound", () => {
    const spear = { id: "spear", formula: "1D8+1", specialType: "impaling" as const, kind: "melee" as const, largerThanKnife: true };
    const s = play(startExchange(input({}, spear)), [roll("attackRoll", 10), choose(3), damage(10, 2)]);
    const o = outcome(s);
    expect(o.plan?.formula).toBe("2d8+1d4+2");
    expect(o.harm!.wounds[0]!.impaled).toMatchObject({ weaponId: "spear", damageSoFar: 11, largerThanKnife: true });
  });

  it("BRP-SPC-11: an entangling special holds the target into the next round", () => {
    const whip = { id: "whip", formula: "1D3", specialType: "entangling" as const, kind: "melee" as const };
    const o = outcome(play(startExchange(input({}, whip)), [roll("attackRoll", 10), choose(3), damage(2, 1)]));
    expect(o.events.find((e) => e.type === "conditionAdded" && e.condition.id === "entangled")).toBeTruthy();
  });

  it("BRP-SPC-18: a knockback special rolls damage against SIZ", () => {
    const bash = { id: "shieldBash", formula: "1D4", specialType: "knockback" as const, kind: "melee" as const };
    let s = play(startExchange(input({}, bash)), [roll("attackRoll", 10), choose(3), damage(4, 4)]);
    expect(nextDecision(s)).toEqual({ type: "knockbackResistance", actorId: "att", active: 8, passive: 12 });
    s = answer(s, roll("knockbackResistance", 20));
    expect(outcome(s).knockback).toMatchObject({ knockedBack: true, metres: 1 });
  });

  it("BRP-FUM-9: a fumbled parry sends the defender to the parry table after the blow lands", () => {
    let s = play(startExchange(input()), [roll("attackRoll", 30), choose(0), roll("defenceRoll", 100), damage(3, 1)]);
    expect(nextDecision(s)).toEqual({ type: "fumble", actorId: "def", table: "meleeParry" });
    s = answer(s, { type: "fumble", rolls: [30] });
    expect(outcome(s)).toMatchObject({ pending: null, damageApplied: 3 });
    const dodged = play(startExchange(input()), [roll("attackRoll", 30), choose(2), roll("defenceRoll", 100), damage(3, 1)]);
    expect(nextDecision(dodged)).toEqual({ type: "fumble", actorId: "def", table: "natural" });
  });

  it("BRP-OPT-7 / BRP-OPT-6: hit locations and random armor add their rolls", () => {
    const options = brpOptions({ hitLocations: true, randomArmor: true });
    const base = input({ options });
    const withArmor = { ...base, defender: { ...base.defender, armor: [{ id: "mail", value: 7, randomValue: "1D8-1" }] } };
    let s = play(startExchange(withArmor), [roll("attackRoll", 30), choose(3), damage(7, 3)]);
    expect(nextDecision(s)).toEqual({ type: "hitLocation", actorId: "def" });
    s = answer(s, roll("hitLocation", 14));
    expect(nextDecision(s)?.type).toBe("armorRoll");
    s = answer(s, { type: "armorRoll", value: 2 });
    expect(outcome(s)).toMatchObject({ location: "rightArm", armor: 2, damageApplied: 8 });
    expect(outcome(s).harm!.locationState.rightArm).toBe("incapacitated");
  });

  it("BRP-SPC-7: a stunned defender must make an Idea roll before defending; failing means no defence", () => {
    const base = input();
    const stunned = { ...base, defender: { ...base.defender, state: { ...base.defender.state, stunned: true } } };
    let s = play(startExchange(stunned), [roll("attackRoll", 30), choose(0)]);
    expect(nextDecision(s)).toEqual({ type: "ideaRoll", actorId: "def" });
    s = answer(s, { type: "ideaRoll", succeeded: false });
    expect(nextDecision(s)?.type).toBe("damageRoll");
  });

  it("answers out of turn are refused; the whole exchange runs through seeded dice", () => {
    expect(() => answer(startExchange(input()), choose(0))).toThrow(/UnexpectedAnswer/);
    for (let seed = 0; seed < 200; seed++) {
      const o = runExchange(input({}, seed % 2 ? mace : sword), new SeededDice(seed));
      expect(o.pending).toBeNull();
      if (o.damageApplied !== undefined) expect(o.harm!.hp).toBeLessThanOrEqual(14);
    }
  });
});

describe("brp forced blows and follow-ups", () => {
  it("BRP-FUM-7: a 'wide open' result lands at the stated level with no attack roll and no defence", () => {
    const s = startExchange(input({ forcedLevel: "special" }));
    expect(nextDecision(s)).toMatchObject({ type: "damageRoll", plan: { specialEffect: "bleeding" } });
    const crit = startExchange(input({ forcedLevel: "critical", options: brpOptions({ criticalMayBeSpecial: false }) }));
    expect(outcome(answer(crit, damage(0, 2)))).toMatchObject({ attackLevel: "critical", delivered: "critical", damageApplied: 11 });
  });

  it("BRP-WND-2: a table result that forbids fighting takes effect after the injury round", () => {
    let s = play(startExchange(input()), [roll("attackRoll", 30), choose(3), damage(8, 3)]);
    s = play(s, [roll("majorWoundRoll", 85), { type: "majorWoundLuck", succeeded: true }, roll("majorWoundLoss", 4)]);
    expect(outcome(s).harm!.unableToFightFromRound).toBe(2);
  });
});

describe("brp countdowns", () => {
  it("BRP-SPC-6 / BRP-SPC-11: stun and entangle conditions count down through the core expiry rules", async () => {
    const { expireConditions } = await import("../../../../src/core/vocabulary.js");
    let s = play(startExchange(input({ round: 3 }, mace)), [roll("attackRoll", 10), choose(3), damage(3, 4), { type: "stunStamina", succeeded: false }, roll("stunDuration", 2)]);
    const stunned = outcome(s).events.flatMap((e) => (e.type === "conditionAdded" ? [e.condition] : []));
    expect(expireConditions("def", stunned, { kind: "roundEnd", round: 3 }).remaining.map((c) => c.id)).toEqual(["stunned"]);
    expect(expireConditions("def", stunned, { kind: "roundEnd", round: 4 }).remaining).toEqual([]);
    const whip = { id: "whip", formula: "1D3", specialType: "entangling" as const, kind: "melee" as const };
    s = play(startExchange(input({ round: 3 }, whip)), [roll("attackRoll", 10), choose(3), damage(2, 1)]);
    const held = outcome(s).events.flatMap((e) => (e.type === "conditionAdded" ? [e.condition] : []));
    expect(expireConditions("def", held, { kind: "roundEnd", round: 3 }).remaining.map((c) => c.id)).toEqual(["entangled"]);
    expect(expireConditions("def", held, { kind: "roundEnd", round: 4 }).remaining).toEqual([]);
  });
});

describe("brp conditions on the harm record", () => {
  it("BRP-SPC-7: the stun stays on the defender's record and runs out at the end of its last round", async () => {
    const { endOfRound, clearCondition } = await import("../../../../src/rulesets/brp/rules/index.js");
    const s = play(startExchange(input({ round: 3 }, mace)), [roll("attackRoll", 10), choose(3), damage(3, 4), { type: "stunStamina", succeeded: false }, roll("stunDuration", 2)]);
    const harm = outcome(s).harm!;
    expect(harm.conditions.map((c) => c.id)).toEqual(["stunned"]);
    expect(endOfRound(harm, 3, "def").harm.conditions.map((c) => c.id)).toEqual(["stunned"]);
    const after = endOfRound(harm, 4, "def");
    expect(after.harm.conditions).toEqual([]);
    expect(after.events).toEqual([{ type: "conditionExpired", targetId: "def", conditionId: "stunned" }]);
    expect(clearCondition(harm, "stunned").conditions).toEqual([]);
  });
});
