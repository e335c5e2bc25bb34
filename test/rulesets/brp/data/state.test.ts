import { describe, expect, it } from "vitest";
import { initialOf, specProblems } from "../../../../src/foundry/data/field-spec.js";
import { ACTOR_SPECS, ITEM_SPECS } from "../../../../src/rulesets/brp/data/specs.js";
import {
  armorFitRefusal,
  armorPiecesOf,
  damageFormulaProblem,
  defenceRoundOf,
  defenderStateOf,
  exchangeWeaponOf,
  harmOf,
  livingDerived,
  parryItemsOf,
  participantStats,
  storedDefenceRound,
  storedHarm,
  woundOf,
  woundSystem,
  type ItemLike,
  type LivingSystem,
} from "../../../../src/rulesets/brp/data/state.js";
import { applyDamage, brpOptions, recordDefence } from "../../../../src/rulesets/brp/rules/index.js";

const character = (over: Partial<LivingSystem> = {}): LivingSystem => ({
  ...(initialOf(ACTOR_SPECS.brpCharacter) as unknown as LivingSystem),
  characteristics: { STR: 13, CON: 16, SIZ: 11, INT: 14, POW: 12, DEX: 15, CHA: 12 },
  hitPoints: { value: 14 },
  ...over,
});
const item = (id: string, type: keyof typeof ITEM_SPECS, system: Record<string, unknown>, name = id): ItemLike => ({
  id,
  name,
  type,
  system: { ...initialOf(ITEM_SPECS[type]), ...system },
});

const skills = [item("s1", "brpSkill", { key: "dodge", value: 42 }), item("s2", "brpSkill", { key: "sword", value: 70 }), item("s3", "brpSkill", { key: "shield", value: 55 })];
const sword = item("w1", "brpWeapon", { skill: "sword", damage: "1D8+1", specialType: "bleeding", hp: { value: 20, max: 20 } }, "Broadsword");
const bow = item("w2", "brpWeapon", { skill: "bow", damage: "1D8+1", specialType: "impaling", attackKind: "missile", missileSpeed: "slow", modifierMode: "half", length: "missile", parries: "none", range: 90 });
const shield = item("sh", "brpShield", { size: "full", armor: 8, hp: { value: 12, max: 12 } }, "Round shield");
const leather = item("a1", "brpArmor", { value: 1 });

describe("brp data specs", () => {
  it("a freshly created document of every type fits its own spec", () => {
    for (const spec of [...Object.values(ACTOR_SPECS), ...Object.values(ITEM_SPECS)]) expect(specProblems(spec, initialOf(spec))).toEqual([]);
  });
});

describe("brp document → rules state", () => {
  it("BRP-DATA-1: derived values come from the characteristics through the rules (HP ⌈(CON+SIZ)/2⌉, DM, major-wound level, location HP)", () => {
    const d = livingDerived(character(), skills);
    expect(d.hpMax).toBe(14);
    expect(d.ppMax).toBe(12);
    expect(d.values?.damageModifier).toBe("0");
    expect(d.values?.majorWoundLevel).toBe(7);
    expect(d.values?.locationHitPoints.chest).toBe(6);
    expect(livingDerived(character(), [], brpOptions({ majorWoundRounding: "down" })).values?.majorWoundLevel).toBe(7);
  });

  it("an actor whose CON and SIZ give no hit points still prepares (no derived values)", () => {
    const d = livingDerived(character({ characteristics: { STR: 0, CON: 0, SIZ: 0, INT: 0, POW: 0, DEX: 0, CHA: 0 } }), []);
    expect(d.values).toBeNull();
    expect(d.hpMax).toBe(1);
  });

  it("BRP-DATA-2: skill items give the chances by key; a missing skill counts as 0", () => {
    const d = livingDerived(character(), skills);
    expect(d.skills).toEqual({ dodge: 42, sword: 70, shield: 55 });
    expect(defenderStateOf(character(), d)).toMatchObject({ siz: 11, dodge: 42, dexRank: 15, stunned: false });
  });

  it("BRP-DATA-3: wound items and the stored record make the rules' BrpHarm, and the harm splits back without loss", () => {
    const sys = character({ hitPoints: { value: 17 } });
    const start = harmOf(sys, [], 17);
    const hit = applyDamage(start, { id: "arrow", targetId: "y", amount: 9, round: 3, impaled: { weaponId: "bow", formula: "1D8+1", damageSoFar: 9, largerThanKnife: true, thrown: true } });
    const h = hit.harm;
    const wound = h.wounds[0]!;
    const asItem: ItemLike = { id: "arrow", type: "brpWound", system: woundSystem(wound, "Arrow") };
    expect(woundOf(asItem)).toEqual(wound);
    const back = harmOf({ hitPoints: { value: h.hp }, harm: JSON.parse(JSON.stringify(storedHarm(h))) as Record<string, unknown> }, [asItem], 17);
    expect(back).toEqual(h);
    expect(back.shockUnconsciousAfterRound).toBe(10);
  });

  it("BRP-PAR-4: the stored defence record counts this round only; a new round starts over", () => {
    const r = recordDefence(defenceRoundOf({}, 2), "parry");
    const stored = storedDefenceRound(r, 2);
    expect(defenceRoundOf(stored, 2).parries).toBe(1);
    expect(defenceRoundOf(stored, 3).parries).toBe(0);
  });

  it("BRP-DATA-4/5: equipped weapons and shields parry at their skill; missile weapons never parry", () => {
    const items = [...skills, sword, bow, shield];
    const parries = parryItemsOf(items, livingDerived(character(), items).skills);
    expect(parries.map((p) => [p.id, p.kind, p.skill])).toEqual([
      ["w1", "weapon", 70],
      ["sh", "shield", 55],
    ]);
    expect(parries[1]).toMatchObject({ shieldSize: "full", armor: 8, hp: 12 });
  });

  it("BRP-DATA-4: a weapon item becomes the exchange weapon (missile speed, modifier mode, malfunction)", () => {
    expect(exchangeWeaponOf(bow)).toMatchObject({ kind: "missile", missileSpeed: "slow", modifierMode: "half", malfunctionFrom: null, formula: "1D8+1" });
    expect(exchangeWeaponOf(item("m", "brpWeapon", { malfunction: 95 })).malfunctionFrom).toBe(95);
  });

  it("BRP-DATA-4: an unparryable weapon carries its flag into the exchange (and the simulator); a parryable one or an older item without the flag does not", () => {
    expect(exchangeWeaponOf(item("flail", "brpWeapon", { parryable: false })).parryable).toBe(false);
    expect(exchangeWeaponOf(item("sword", "brpWeapon", { parryable: true })).parryable).toBeUndefined();
    expect(exchangeWeaponOf(bow).parryable).toBeUndefined();
  });

  it("BRP-DATA-5: worn armor and natural armor become armor pieces; natural armor layers", () => {
    const pieces = armorPiecesOf([leather, item("cap", "brpArmor", { value: 2, locations: ["head"] })], 3);
    expect(pieces).toHaveLength(3);
    expect(pieces[0]).toEqual({ id: "natural", value: 3, layerable: true });
    expect(pieces[2]).toMatchObject({ value: 2, locations: ["head"] });
  });

  it("BRP-DATA-4: a damage formula the rules cannot read is refused with a localized key", () => {
    expect(damageFormulaProblem("1D8+1")).toBeNull();
    expect(damageFormulaProblem("2D6+1D4")).toBeNull();
    expect(damageFormulaProblem("1D8+")).toEqual({ key: "FRAY.Brp.Error.BadDamageFormula", data: { formula: "1D8+" } });
    expect(damageFormulaProblem("sword")).toEqual({ key: "FRAY.Brp.Error.BadDamageFormula", data: { formula: "sword" } });
  });

  it("BRP-DATA-4: a damage formula too large to roll names the limit it breaks", () => {
    expect(damageFormulaProblem(Array(30).fill("1D6").join("+"))).toMatchObject({ key: "FRAY.Error.FormulaTooManyTerms", data: { terms: 30, max: 20 } });
    expect(damageFormulaProblem("1D4+99999")).toMatchObject({ key: "FRAY.Error.FormulaConstantTooLarge", data: { value: 99999, max: 10_000 } });
    expect(damageFormulaProblem("500D6")).toMatchObject({ key: "FRAY.Error.FormulaTooManyDice", data: { dice: 500 } });
  });

  it("BRP-FVTT-3: the encounter stats come from DEX, INT, POW and the first equipped weapon", () => {
    expect(participantStats(character(), [...skills, sword])).toEqual({ DEX: 15, INT: 14, POW: 12, skill: 70, weaponLength: 2, attacks: 1 });
    expect(participantStats(character(), [])).toMatchObject({ weaponLength: 4, skill: 0 });
  });
});

describe("armor that does not fit", () => {
  const plate = (equipped: boolean) => ({ id: "p", name: "Small Plate", type: "brpArmor", system: { value: 8, randomValue: "", locations: [], layerable: false, fitsSiz: { siz: 10, range: 2 }, skillPenalties: {}, equipped } });
  it("BRP-ARM-5: plate made for SIZ 10 ± 2 goes on a SIZ 12 wearer but not a SIZ 15 one; taking it off is never refused", () => {
    expect(armorFitRefusal(plate(false), 12)).toBeNull();
    expect(armorFitRefusal(plate(false), 8)).toBeNull();
    expect(armorFitRefusal(plate(false), 15)).toEqual({ key: "FRAY.Brp.Armor.DoesNotFit", data: { name: "Small Plate", siz: 15, from: 8, to: 12 } });
    expect(armorFitRefusal(plate(false), 7)?.key).toBe("FRAY.Brp.Armor.DoesNotFit");
    expect(armorFitRefusal(plate(true), 15)).toBeNull();
    expect(armorFitRefusal({ id: "w", name: "Sword", type: "brpWeapon", system: {} }, 15)).toBeNull();
  });
});
