import type { QuenchApi, QuenchBatchContext } from "../../quench/quench-types.js";
import { ReplayDice } from "../../core/dice.js";
import { participantStats, type LivingSystem } from "./data/state.js";
import { createBrpEncounter, orderedSlots } from "./rules/encounter.js";
import { actorLike } from "./flows/actions.js";
import { advanceAttack, attackOutcome, pendingOf, startAttack, type AttackPayload } from "./flows/attack.js";
import { attackInput } from "./flows/attack-input.js";
import { closingDeltas } from "./flows/apply.js";
import { BRP_EXCHANGE_HANDLERS } from "./flows/handlers.js";
import { brpOptions } from "./rules/options.js";

/**
 * The brp Quench batch: runs inside a live Foundry world (with the Quench module) and checks the
 * Foundry side of the slice with in-memory documents built by Foundry itself: data models derive
 * through the rules, the attack card answers parry, dodge and no defence per the matrix, special
 * damage, fumbles and major wounds produce the right deltas, real dice stay within their formulas,
 * and combatants line up by DEX rank.
 */

type ActorData = { name: string; type: string; system: Record<string, unknown>; items: Array<{ name: string; type: string; system: Record<string, unknown> }> };

const skill = (key: string, value: number) => ({ name: key, type: "brpSkill", system: { key, value, base: 0, category: "combat" } });
const weapon = (name: string, skillKey: string, damage: string, specialType: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: "brpWeapon",
  system: { skill: skillKey, damage, specialType, hp: { value: 20, max: 20 }, ...extra },
});

function fighter(name: string, dex: number, items: ActorData["items"]): ActorData {
  return { name, type: "brpCharacter", system: { characteristics: { STR: 13, CON: 14, SIZ: 13, INT: 12, POW: 11, DEX: dex, CHA: 10 }, hitPoints: { value: 14 } }, items };
}

/** An in-memory actor (never saved): Foundry builds the data model and its derived values. */
function make(data: ActorData): Actor.Implementation {
  const ActorClass = CONFIG.Actor.documentClass as unknown as new (data: object) => Actor.Implementation;
  const actor = new ActorClass({ name: data.name, type: data.type, system: data.system, items: data.items.map((i, n) => ({ ...i, _id: `item${String(n).padStart(12, "0")}` })) });
  actor.prepareData();
  return actor;
}

function duel(attackRoll: number, attackerItems: ActorData["items"] = [skill("sword", 60), weapon("Sword", "sword", "1D8+1", "bleeding")]): { payload: AttackPayload; defender: Actor.Implementation } {
  const attacker = make(fighter("Attacker", 14, attackerItems));
  const defender = make(fighter("Defender", 12, [skill("sword", 50), skill("dodge", 40), weapon("Sword", "sword", "1D8+1", "bleeding")]));
  const a = actorLike(attacker);
  const w = a.items.find((i) => i.type === "brpWeapon")!;
  return { payload: startAttack(attackInput(a, w, actorLike(defender), { round: 1 }, brpOptions()), attackRoll), defender };
}

const closing = (p: AttackPayload, defender: Actor.Implementation) =>
  closingDeltas(p, attackOutcome(p), { round: 1, harmBefore: p.exchange.input.defender.harm, defenderCharacteristics: (defender.system as unknown as LivingSystem).characteristics, defenderMove: 10 });

/** Names in the order the DEX-rank countdown lets them act (statements skipped). */
function dexOrder(actors: readonly Actor.Implementation[]): string[] {
  const model = createBrpEncounter(brpOptions({ statements: "none" }));
  const participants = actors.map((actor) => {
    const a = actorLike(actor);
    return { id: a.id || a.name, side: "", isPlayerCharacter: false, stats: participantStats(a.system, a.items) };
  });
  const state = model.begin(participants, new ReplayDice([]));
  return orderedSlots(state).map((slot) => actors.find((a) => (a.id || a.name) === slot.participantId)?.name ?? "");
}

function batch(context: QuenchBatchContext): void {
  const { describe, it, assert } = context;

  describe("data models", () => {
    it("derive hit points, damage modifier and skills through the rules", () => {
      const actor = make(fighter("Model", 12, [skill("dodge", 40)]));
      const derived = (actor.system as unknown as { derived: { hpMax: number; skills: Record<string, number>; values: { damageModifier: string } } }).derived;
      assert.equal(derived.hpMax, 14);
      assert.equal(derived.values.damageModifier, "+1D4");
      assert.equal(derived.skills["dodge"], 40);
    });

    it("refuse a weapon damage formula that is not a roll formula", () => {
      const ItemClass = CONFIG.Item.documentClass as unknown as new (data: object) => Item.Implementation;
      let refused = false;
      try {
        new ItemClass({ name: "Bad", type: "brpWeapon", system: { damage: "sword+" } });
      } catch {
        refused = true;
      }
      assert.isTrue(refused);
    });
  });

  describe("attack", () => {
    it("a failed attack closes the card with no defence asked", () => {
      const { payload } = duel(90);
      assert.isNull(pendingOf(payload));
    });

    it("a hit asks the defender's owner to parry, dodge or take it", () => {
      const { payload, defender } = duel(20);
      assert.deepEqual(pendingOf(payload)?.actions, ["parry1", "dodge", "noDefence"]);
      assert.equal(pendingOf(payload)?.actorUuid, defender.uuid);
    });
  });

  describe("parry and dodge", () => {
    it("a successful parry stops a plain hit and records the parry for the −30% step", () => {
      const { payload, defender } = duel(20);
      const next = advanceAttack(payload, "parry1", [30]);
      assert.equal(attackOutcome(next).delivered, "blocked");
      const defence = closing(next, defender).find((d) => d.kind === "update" && d.path === "system.defence");
      assert.ok(defence);
    });

    it("a failed dodge lets the blow through: damage, armor, a wound item", () => {
      const { payload, defender } = duel(20);
      const next = advanceAttack(advanceAttack(payload, "dodge", [80]), "rollDamage", [6, 2]);
      const deltas = closing(next, defender);
      assert.ok(deltas.some((d) => d.kind === "create"));
      assert.ok(deltas.some((d) => d.kind === "update" && d.path === "system.hitPoints.value" && d.to === 6));
    });
  });

  describe("special damage", () => {
    it("an undefended special with a bleeding weapon leaves a bleeding wound", () => {
      const { payload } = duel(5);
      const next = advanceAttack(advanceAttack(payload, "noDefence", []), "rollDamage", [4, 1]);
      const wound = attackOutcome(next).harm?.wounds.at(-1);
      assert.isTrue(wound?.bleeding ?? false);
    });

    it("real Foundry dice for an impale stay within the doubled formula", async () => {
      const { payload } = duel(5, [skill("spear", 60), weapon("Spear", "spear", "1D6+1", "impaling")]);
      const ready = advanceAttack(payload, "noDefence", []);
      const data = (await BRP_EXCHANGE_HANDLERS["attack"]!["rollDamage"]!.prepare!({ payload: JSON.parse(JSON.stringify(ready)) } as never, { messageId: "x", actorUuid: null })) as { values: number[] };
      const weaponTotal = data.values[0]!;
      assert.ok(weaponTotal >= 4 && weaponTotal <= 14, `2d6+2 rolled ${weaponTotal}`);
    });
  });

  describe("fumble", () => {
    it("a fumbled attack asks for the melee fumble table and lists its rows", () => {
      const { payload } = duel(100);
      assert.deepEqual(pendingOf(payload)?.actions, ["rollFumble"]);
      const next = advanceAttack(payload, "rollFumble", [30]);
      assert.equal(attackOutcome(next).fumbles[0]?.result?.rows[0]?.effect.kind, "prone");
    });
  });

  describe("major wound", () => {
    it("a blow of half the hit points or more rolls the table and Luck, and a failed Luck writes the loss", () => {
      const { payload, defender } = duel(20, [skill("axe", 60), weapon("Great Axe", "axe", "3D6+2", "bleeding")]);
      let next = advanceAttack(advanceAttack(payload, "noDefence", []), "rollDamage", [7, 1]);
      next = advanceAttack(next, "rollMajorWound", [75]);
      next = advanceAttack(next, "rollLuck", [99]);
      next = advanceAttack(next, "rollLoss", [3]);
      const deltas = closing(next, defender);
      assert.ok(deltas.some((d) => d.kind === "update" && d.path === "system.characteristics.STR" && d.to === 10));
    });
  });

  describe("DEX-rank order", () => {
    it("combatants act from the highest DEX rank down, ties by weapon length", () => {
      const quick = make(fighter("Quick", 16, [skill("dagger", 40), weapon("Dagger", "dagger", "1D4+2", "impaling", { length: "short" })]));
      const slow = make(fighter("Slow", 9, [skill("spear", 40), weapon("Spear", "spear", "1D6+1", "impaling", { length: "long" })]));
      const spear = make(fighter("Spear", 16, [skill("spear", 40), weapon("Spear", "spear", "1D6+1", "impaling", { length: "long" })]));
      assert.deepEqual(dexOrder([quick, slow, spear]), ["Spear", "Quick", "Slow"]);
    });
  });
}

export function brpQuench(quench: QuenchApi): void {
  quench.registerBatch("fray.brp.combat", batch, { displayName: "Fray: Basic Roleplaying combat" });
}
