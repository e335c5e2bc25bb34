import { ReplayDice } from "../../core/dice.js";
import type { ExchangeActionRequest, ExchangeData, JsonObject } from "../../foundry/chat/exchange-types.js";
import { applyDeltas } from "../../foundry/chat/apply-deltas.js";
import { invertDelta } from "../../foundry/chat/exchange-logic.js";
import type { QuenchApi, QuenchBatchContext } from "../../quench/quench-types.js";
import { createPoolEncounter } from "./rules/encounter.js";
import { planAttack, planRam, resolveCheck, resolveRam } from "./rules/index.js";
import { checkCardContext, type AttackPayload, type RamPayload } from "./flows/cards.js";
import { payloadWithView } from "./flows/exchange-cards.js";
import { POOL_EXCHANGE_HANDLERS } from "./flows/handlers.js";
import { defenseFor, snapshot } from "./flows/snapshot.js";
import { ramApplyStep } from "./flows/steps.js";

/**
 * In-world tests of the pool slice (run with the Quench module): a check, an attack card built
 * and applied through the real handler and delta code, its undo, side initiative from the
 * encounter model, and a ram. Every document it creates is deleted afterwards.
 */

type AnyActor = Actor.Implementation;

async function makeActor(name: string, type: string, system: object, items: object[] = []): Promise<AnyActor> {
  const created = await Actor.create({ name: `Quench ${name}`, type, system, items } as unknown as Actor.CreateData);
  if (!created) throw new Error(`could not create ${name}`);
  return created as AnyActor;
}

function exchangeFor(kind: string, payload: JsonObject, actorUuid: string): ExchangeData {
  return { ruleset: "pool", kind, state: "open", participants: [], rolls: [], pending: { actorUuid, actions: ["apply"], prompt: "" }, resolution: null, applications: [], payload };
}

function request(action: string): ExchangeActionRequest {
  return { messageId: "quench", action, applicationId: foundry.utils.randomID(), claimedState: "open", actorUuid: null, data: {} };
}

function batch(context: QuenchBatchContext): void {
  const { describe, it, after, assert } = context;
  const created: AnyActor[] = [];
  after(async () => {
    for (const actor of created) await actor.delete();
  });

  describe("pool: skill check", () => {
    it("a Stamina check needs successes equal to its difficulty", () => {
      assert.isTrue(resolveCheck({ dice: [3, 1], difficulty: 1 }).passed);
      const view = checkCardContext({ actor: { uuid: null, name: "A", img: "" }, skill: "stamina", parts: [{ source: "skill", dice: 2 }], rolled: 2, difficulty: 2, dice: [6, 2], headline: "", notes: [], applied: [] });
      assert.isFalse(view.passed);
      assert.equal(view.failedBy, 1);
    });
  });

  describe("pool: attack, apply and undo", () => {
    it("the seed's spear thrust (1,3,4,4,6 against Parry 2) wounds the mercenary twice, and undo heals it", async () => {
      const attacker = await makeActor("Aldric", "poolCharacter", { skills: { melee: 4 } }, [{ name: "Spear", type: "poolWeapon", system: { weaponClass: "medium", skill: "melee" } }]);
      const mercenary = await makeActor("Mercenary", "poolNpc", { parry: 2 });
      created.push(attacker, mercenary);
      const defense = defenseFor(mercenary, "melee");
      assert.equal(defense.parry, 2);
      const plan = planAttack({ skill: "melee", skillDice: 4, weaponClass: "medium" });
      const dice = new ReplayDice([1, 3, 4, 4, 6]).roll(plan.pool.rolled, 6);
      const facts: AttackPayload = {
        attacker: { uuid: attacker.uuid, name: attacker.name, img: "" },
        weapon: "Spear",
        plan,
        maneuver: "none",
        dice,
        targets: [{ uuid: mercenary.uuid, tokenUuid: null, name: mercenary.name, img: "", ...defense, parryLostBecause: defense.parryLostBecause ?? null }],
        headline: "FRAY.Pool.Card.AttackHeadline",
        applied: [],
      };
      const payload = payloadWithView({ kind: "attack", facts });
      const step = await POOL_EXCHANGE_HANDLERS.attack!.apply!.resolve(exchangeFor("attack", payload, attacker.uuid), request("apply"));
      const applied = await applyDeltas(step.deltas ?? []);
      assert.equal(snapshot(mercenary).tracks?.wound.value, 2);
      await applyDeltas(applied.map(invertDelta).reverse());
      assert.equal(snapshot(mercenary).tracks?.wound.value, 0);
    });
  });

  describe("pool: side initiative", () => {
    it("palace guards rolling 5 against the heroes' 4 act first; a tie goes to the side with fewer PCs", () => {
      const people = [
        { id: "a", side: "friendly", isPlayerCharacter: true, stats: {} },
        { id: "b", side: "friendly", isPlayerCharacter: true, stats: {} },
        { id: "g", side: "hostile", isPlayerCharacter: false, stats: {} },
      ];
      const model = createPoolEncounter();
      const first = model.snapshot(model.begin(people, new ReplayDice([4, 5])));
      assert.equal(first.groups[0]?.key, "hostile");
      assert.deepEqual([...first.canActNow], ["g"]);
      const tie = model.snapshot(model.begin(people, new ReplayDice([4, 4])));
      assert.equal(tie.groups[0]?.key, "hostile");
    });
  });

  describe("pool: ramming", () => {
    it("a cog's ram for 3 Structure costs the cog 1; a galley with a ram takes nothing", async () => {
      const cog = await makeActor("Cog", "poolShip", { size: "medium", structure: { value: 0, max: 10 }, speed: 8 });
      const hulk = await makeActor("Hulk", "poolShip", { size: "large", structure: { value: 0, max: 20 }, speed: 6 });
      created.push(cog, hulk);
      const plan = planRam({ pilotDice: 5, size: "medium", distance: 4, shipSpeed: 8 });
      const dice = [5, 6, 3];
      const result = resolveRam({ dice, usesDedicatedRam: false });
      const payload: RamPayload = { ship: { uuid: cog.uuid, name: cog.name, img: "" }, pilot: { uuid: null, name: "Pilot", img: "" }, target: { uuid: hulk.uuid, name: hulk.name, img: "", tokenUuid: null, armor: 0, isCreature: false }, parts: plan.pool.parts, rolled: plan.pool.rolled, dice, usesDedicatedRam: false, ...result, applied: [] };
      await applyDeltas(ramApplyStep(payload, snapshot(hulk), snapshot(cog), "q").deltas);
      assert.equal(snapshot(hulk).structure?.value, 3);
      assert.equal(snapshot(cog).structure?.value, 1);
      assert.equal(resolveRam({ dice, usesDedicatedRam: true }).damageToRammer, 0);
    });
  });
}

export function poolQuench(quench: QuenchApi): void {
  quench.registerBatch("fray.pool", batch, { displayName: "Fray: Fantasy Combat (pool)" });
}
