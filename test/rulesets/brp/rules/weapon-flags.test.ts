import { describe, expect, it } from "vitest";
import { RulesError } from "../../../../src/core/errors.js";
import { handsRefusal } from "../../../../src/rulesets/brp/rules/hands.js";
import { answer, outcome, startExchange, type ExchangeInput, type ExchangeState } from "../../../../src/rulesets/brp/rules/exchange.js";
import { newHarm } from "../../../../src/rulesets/brp/rules/harm.js";
import { exchangeWeaponOf, handsRefusalOf } from "../../../../src/rulesets/brp/data/state.js";

/** The weapon flags of BRP-DATA-4 as the rules read them: hands, and whether an entangler keeps hold (BRP-SPC-12). */

const ROUND = { parries: 0, dodges: 0, defensive: false, freeDodges: 0, freeAny: 0, lastRank: null, lastKind: null, fastMissileDodgeUsed: false };

function whipAttack(controls: boolean): ExchangeState {
  const input: ExchangeInput = {
    round: 1,
    attacker: { id: "att", siz: 12, chance: 60, damageModifier: "0", weapon: { id: "whip", formula: "1D3", specialType: "entangling", kind: "melee", ...(controls ? { controlsEntangle: true } : {}) } },
    defender: { id: "def", harm: newHarm(14), armor: [], state: { siz: 12, dodge: 30 }, items: [], round: ROUND },
  };
  // 05 against 60 is a special; no defence; the lash does 2.
  return [{ type: "attackRoll", value: 5 }, { type: "defenceChoice", index: 1 }, { type: "damageRoll", weaponTotal: 2, modifierTotal: 0 }].reduce((s, a) => answer(s, a as Parameters<typeof answer>[1]), startExchange(input));
}

const weapon = (system: Record<string, unknown>) => ({ id: "w", name: "Greatsword", type: "brpWeapon", system: { damage: "2D8", specialType: "bleeding", attackKind: "melee", modifierMode: "full", hp: { value: 20, max: 20 }, malfunction: 0, largerThanKnife: true, ...system } });
const shield = (equipped: boolean) => ({ id: "s", name: "Round Shield", type: "brpShield", system: { equipped } });

describe("BRP-DATA-4 hands", () => {
  it("BRP-DATA-4: a two-handed weapon is refused while a shield is on the arm; one-handed, or with the shield put away, it is wielded", () => {
    expect(handsRefusal("two", true)).toBe("FRAY.Brp.Hands.NotWithShield");
    expect(handsRefusal("two", false)).toBeNull();
    expect(handsRefusal("one", true)).toBeNull();
    expect(handsRefusalOf(weapon({ hands: "two" }), [shield(true)])).toBe("FRAY.Brp.Hands.NotWithShield");
    expect(handsRefusalOf(weapon({ hands: "two" }), [shield(false)])).toBeNull();
    expect(handsRefusalOf(weapon({}), [shield(true)]), "an older item without the flag is one-handed").toBeNull();
  });
  it("BRP-DATA-4: anything but one or two hands is refused with the rules' message", () => {
    expect(() => handsRefusal("three" as "one", true)).toThrow(RulesError);
    expect(() => handsRefusal("two", "yes" as unknown as boolean)).toThrow(RulesError);
  });
});

describe("BRP-SPC-12 an entangling weapon that keeps hold", () => {
  it("BRP-SPC-12: a whip's special entangles and, held, opens the seven grapple follow-ups for next round", () => {
    expect(outcome(whipAttack(true)).entangleFollowUps).toEqual(["immobilizeLimb", "immobilizeTarget", "throwTarget", "knockdownTarget", "disarmTarget", "injureTarget", "strangleTarget"]);
  });
  it("BRP-SPC-12: bolas leave the thrower's hand: the target is entangled but nothing follows", () => {
    const o = outcome(whipAttack(false));
    expect(o.entangleFollowUps).toEqual([]);
    expect(o.events.some((e) => e.type === "conditionAdded" && e.condition.id === "entangled")).toBe(true);
  });
  it("BRP-DATA-4: the sheet's flag reaches the exchange only when set", () => {
    expect(exchangeWeaponOf(weapon({ specialType: "entangling", entangleControl: true })).controlsEntangle).toBe(true);
    expect(exchangeWeaponOf(weapon({ specialType: "entangling" })).controlsEntangle).toBeUndefined();
  });
});
