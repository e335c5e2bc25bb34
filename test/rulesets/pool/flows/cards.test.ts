import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { ReplayDice } from "../../../../src/core/dice.js";
import { livingDerived, defenseOf, type ItemLike, type LivingSystem, type WeaponSystem } from "../../../../src/rulesets/pool/data/state.js";
import { attackCardContext, initiativeCardContext, type AttackPayload, type AttackTarget } from "../../../../src/rulesets/pool/flows/cards.js";
import { beginEncounter, defenseAgainst, planAttack, rollPool, type AttackPlan } from "../../../../src/rulesets/pool/rules/index.js";

type Doc = { name: string; system: LivingSystem; items: Array<ItemLike & { name: string }> };
const creature = (file: string) => load(readFileSync(join(import.meta.dirname, "../../../../packs/_source/pool-creatures", file), "utf8")) as Doc;

function targetFrom(doc: Doc, skill: "melee" | "ranged"): AttackTarget {
  const d = defenseOf(livingDerived(doc.system, doc.items), skill);
  return { uuid: null, tokenUuid: null, name: doc.name, img: "", parry: d.parry, armor: d.armor, parryApplies: d.parryApplies, parryLostBecause: d.parryLostBecause ?? null };
}

function attackFrom(doc: Doc, faces: number[], targets: AttackTarget[]): AttackPayload {
  const weapon = doc.items.find((i) => i.type === "poolWeapon")!;
  const w = weapon.system as WeaponSystem;
  const plan: AttackPlan = planAttack({ skill: w.skill, skillDice: doc.system.skills[w.skill], weaponClass: w.weaponClass });
  const dice = rollPool(new ReplayDice(faces), plan.pool);
  return { attacker: { uuid: null, name: doc.name, img: "" }, weapon: weapon.name, plan, maneuver: "none", dice, targets, headline: "FRAY.Pool.Card.AttackHeadline", applied: [] };
}

describe("pool chat cards reproduce the seed's worked examples", () => {
  it("FC-TV-1: palace guards roll 5 against the heroes' 4 and act first", () => {
    const heroes = ["Aldric", "Bertoz", "Enowan"].map((id) => ({ id, side: "heroes", isPlayerCharacter: true, stats: {} }));
    const guards = ["Guard 1", "Guard 2"].map((id) => ({ id, side: "guards", isPlayerCharacter: false, stats: {} }));
    const state = beginEncounter([...heroes, ...guards], new ReplayDice([4, 5]));
    const card = initiativeCardContext(state, { heroes: "Heroes", guards: "Palace Guards" });
    expect(card.sides.map((s) => [s.name, s.roll])).toEqual([
      ["Palace Guards", 5],
      ["Heroes", 4],
    ]);
    expect(card.winner).toBe("Palace Guards");
    expect(card.tieNote).toBe("");
  });

  it("FC-TV-2: a 4–4 tie goes to the palace guards, who have no player characters", () => {
    const heroes = ["Aldric", "Bertoz", "Enowan"].map((id) => ({ id, side: "heroes", isPlayerCharacter: true, stats: {} }));
    const guards = ["Guard 1", "Guard 2"].map((id) => ({ id, side: "guards", isPlayerCharacter: false, stats: {} }));
    const card = initiativeCardContext(beginEncounter([...heroes, ...guards], new ReplayDice([4, 4])), { heroes: "Heroes", guards: "Palace Guards" });
    expect(card.winner).toBe("Palace Guards");
    expect(card.sides.map((s) => s.playerCharacters)).toEqual([0, 3]);
    expect(card.tieNote).toBe("FRAY.Pool.Card.InitiativeTie");
  });

  it("FC-TV-4 and FC-TV-5: Aldric's 5D spear thrust rolls 1,3,4,4,6 against Parry 2 and deals 2", () => {
    const aldric = creature("aldric.yml");
    const mercenary: AttackTarget = { uuid: null, tokenUuid: null, name: "Mercenary", img: "", ...defenseAgainst({ parry: 2, armor: 0, conditions: [] }, "melee"), parryLostBecause: null };
    const card = attackCardContext(attackFrom(aldric, [1, 3, 4, 4, 6], [mercenary]));
    expect(card.rolled).toBe(5);
    const t = card.targets[0]!;
    expect([t.rawSuccesses, t.cancelledByParry, t.cancelledByArmor, t.damage]).toEqual([4, 2, 0, 2]);
    expect(t.dice.map((d) => d.outcome)).toEqual(["failure", "cancelledByParry", "cancelledByParry", "success", "success"]);
    expect(t.trackLabel).toBe("FRAY.Pool.Track.Wound");
  });

  it("FC-TV-6: Enowan's short bow rolls 2,3,5,5 at the leather-clad thief: Parry does not count, the 3 is cancelled, 2 damage", () => {
    const card = attackCardContext(attackFrom(creature("enowan.yml"), [2, 3, 5, 5], [targetFrom(creature("thief.yml"), "ranged")]));
    expect(card.rolled).toBe(4);
    const t = card.targets[0]!;
    expect([t.parryApplies, t.rawSuccesses, t.cancelledByArmor, t.damage]).toEqual([false, 3, 1, 2]);
  });

  it("FC-TV-7: Bertoz's club rolls 2,4,4 at the militiaman (light shield, leather): both 4s cancelled, no damage", () => {
    const card = attackFrom(creature("bertoz.yml"), [2, 4, 4], [targetFrom(creature("militiaman.yml"), "melee")]);
    const t = attackCardContext(card).targets[0]!;
    expect([t.parry, t.armor, t.rawSuccesses, t.cancelledByParry, t.cancelledByArmor, t.damage]).toEqual([1, 1, 2, 1, 1, 0]);
  });

  it("FC-TV-8: 2,3,4,4 against Armor 2 leaves 1 point of Wound damage", () => {
    const plan = planAttack({ skill: "melee", skillDice: 4, weaponClass: "light" });
    const payload: AttackPayload = {
      attacker: { uuid: null, name: "Ardric", img: "" },
      weapon: "Club",
      plan,
      maneuver: "none",
      dice: [2, 3, 4, 4],
      targets: [{ uuid: null, tokenUuid: null, name: "Mercenary", img: "", parry: 0, armor: 2, parryApplies: false, parryLostBecause: "ranged" }],
      headline: "FRAY.Pool.Card.AttackHeadline",
      applied: [],
    };
    const t = attackCardContext(payload).targets[0]!;
    expect([t.rawSuccesses, t.cancelledByArmor, t.damage]).toEqual([3, 2, 1]);
  });

  it("applied changes are listed on the card under the result", () => {
    const payload = { ...attackFrom(creature("aldric.yml"), [5, 5, 6, 1, 2], []), applied: [{ applicationId: "a1", key: "FRAY.Pool.Card.AppliedDamage", name: "Guard", amount: 3, track: "FRAY.Pool.Track.Wound" }] };
    expect(attackCardContext(payload).applied).toEqual(payload.applied);
    expect(attackCardContext(payload).rawSuccesses).toBe(3);
  });
});
