import { activeRuleset } from "../foundry/active.js";
import { createExchange } from "../foundry/chat/create-exchange.js";
import { registerExchangeHandler } from "../foundry/chat/handlers.js";
import { FoundryDice } from "../foundry/dice/foundry-dice.js";
import { FrayActor } from "../foundry/documents/actor.js";
import { readEncounterRecord } from "../foundry/combat/encounter-record.js";
import { FrayCombat } from "../foundry/documents/combat.js";
import { allRulesets } from "../foundry/rulesets-store.js";
import { EXCHANGE_ACTION, EXCHANGE_UNDO, exchangeOf } from "../foundry/relay/relay.js";
import { dispatchGMRequest } from "../foundry/relay/socket.js";
import { rulesetOfType } from "../foundry/ruleset-keys.js";
import type { QuenchApi, QuenchBatchContext } from "./quench-types.js";
import { registerScenarioBatches } from "./scenarios.js";

/**
 * In-Foundry tests, registered only when the Quench module is active: a foundation batch
 * (documents, the exchange round trip through the GM relay, idempotency and undo) and each
 * ruleset's own batches. Run them from Quench's window in a throwaway world as a GM.
 */
export function registerQuench(): void {
  // The scenario scripts load only in a world where Quench runs (a separate chunk of the bundle).
  let scenarios: Promise<typeof import("../scenarios/index.js")> | null = null;
  Hooks.once("init", () => {
    if (game.modules?.get("quench")?.active) scenarios = import("../scenarios/index.js");
  });
  // "quenchReady" is the Quench module's own hook, unknown to the typed hook list.
  (Hooks as unknown as { once(hook: string, fn: (quench: QuenchApi) => void): number }).once("quenchReady", (quench: QuenchApi) => {
    quench.registerBatch("fray.foundation", foundationBatch, { displayName: "Fray: foundation" });
    for (const ruleset of Object.values(allRulesets())) ruleset.quench?.(quench);
    void (scenarios ?? import("../scenarios/index.js")).then(({ ALL_SCENARIOS }) => registerScenarioBatches(quench, ALL_SCENARIOS));
  });
}

const QUENCH_KIND = "quenchProbe";

function foundationBatch({ describe, it, assert, after }: QuenchBatchContext): void {
  const created: Array<{ delete(): Promise<unknown> }> = [];
  after(async () => {
    for (const document of created.splice(0)) await document.delete();
  });

  const ruleset = activeRuleset();
  const actorType = Object.keys(ruleset.actorModels ?? {})[0];
  const foreignType = Object.values(allRulesets()).flatMap((other) => Object.keys(other.actorModels ?? {})).find((type) => rulesetOfType(type) !== ruleset.key);

  const makeActor = async (name: string) => {
    const actor = await Actor.create({ name, type: actorType } as Actor.CreateData);
    if (actor) created.push(actor);
    return actor;
  };

  describe("documents", () => {
    it("creates and deletes an actor of the active ruleset", async () => {
      const actor = await Actor.create({ name: "Quench probe", type: actorType } as Actor.CreateData);
      assert.ok(actor instanceof FrayActor, "FrayActor is the configured class");
      assert.equal(actor?.ruleset, ruleset.key);
      await actor?.delete();
      assert.notOk(game.actors?.get(actor?.id ?? ""), "deleted");
    });
    it("refuses to create an actor of another ruleset", async () => {
      if (!foreignType) return;
      const actor = await Actor.create({ name: "Foreign probe", type: foreignType } as Actor.CreateData);
      assert.notOk(actor, "nothing was created");
    });
  });

  describe("dice port", () => {
    it("FoundryDice answers with real rolls of the asked size", () => {
      const dice = new FoundryDice();
      const faces = dice.roll(5, 6, "quench");
      assert.lengthOf(faces, 5);
      assert.ok(faces.every((face) => Number.isInteger(face) && face >= 1 && face <= 6), "faces within 1..6");
      assert.lengthOf(dice.rolls, 1);
    });
  });

  describe("combat", () => {
    it("keeps the encounter model's state in a flag and reports a snapshot once begun", async () => {
      if (!ruleset.encounter) return;
      const first = await makeActor("Combat probe A");
      const second = await makeActor("Combat probe B");
      const combat = await Combat.create({} as Combat.CreateData);
      assert.ok(combat instanceof FrayCombat, "FrayCombat is the configured class");
      if (!(combat instanceof FrayCombat) || !first || !second) return;
      created.push(combat);
      await combat.createEmbeddedDocuments("Combatant", [{ actorId: first.id }, { actorId: second.id }] as Combatant.CreateData[]);
      assert.isNull(combat.snapshot, "no snapshot before the encounter begins");
      await combat.startCombat();
      const snapshot = combat.snapshot;
      assert.ok(snapshot, "snapshot after start");
      assert.equal(snapshot?.round, 1);
      assert.ok((snapshot?.groups.length ?? 0) > 0, "the tracker has at least one heading");
      assert.equal(readEncounterRecord(combat.flags)?.ruleset, ruleset.key, "state stored whole in flags.fray.encounter");
    });
  });

  describe("exchange relay", () => {
    it("applies a press once, answers a repeat as a no-op, and undoes it", async () => {
      const actor = await makeActor("Relay probe");
      assert.ok(actor, "probe actor");
      if (!actor) return;
      registerExchangeHandler(ruleset.key, QUENCH_KIND, "rename", {
        label: "FRAY.Exchange.UnknownAction",
        resolve: () => ({ state: "closed", deltas: [{ kind: "update", uuid: actor.uuid, path: "name", to: "Relay probe (renamed)" }] }),
      });
      const message = await createExchange({
        ruleset: ruleset.key,
        kind: QUENCH_KIND,
        state: "open",
        participants: [{ role: "actor", actorUuid: actor.uuid, tokenUuid: null, name: actor.name }],
        pending: { actorUuid: actor.uuid, actions: ["rename"], prompt: "FRAY.Exchange.Title" },
        speaker: actor,
      });
      assert.ok(message, "card posted");
      if (!message?.id) return;
      created.push(message);
      const request = { messageId: message.id, action: "rename", applicationId: foundry.utils.randomID(), claimedState: "open", actorUuid: actor.uuid, data: {} };
      const self = game.user?.id ?? "";

      const first = await dispatchGMRequest(EXCHANGE_ACTION, request, self);
      assert.equal(first.status, "applied");
      assert.equal(actor.name, "Relay probe (renamed)");
      assert.equal(exchangeOf(message).state, "closed");

      await actor.update({ name: "Relay probe" });
      const repeat = await dispatchGMRequest(EXCHANGE_ACTION, request, self);
      assert.equal(repeat.status, "repeat");
      assert.equal(actor.name, "Relay probe", "a repeat changes nothing");

      const stale = await dispatchGMRequest(EXCHANGE_ACTION, { ...request, applicationId: foundry.utils.randomID() }, self);
      assert.equal(stale.status, "refused");

      await actor.update({ name: "Relay probe (renamed)" });
      const undo = await dispatchGMRequest(EXCHANGE_UNDO, { messageId: message.id, applicationId: request.applicationId }, self);
      assert.equal(undo.status, "undone");
      assert.equal(actor.name, "Relay probe", "undo restores the replaced value");
      assert.isTrue(exchangeOf(message).applications[0]?.undone ?? false);
    });
  });
}
