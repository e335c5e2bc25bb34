import { bootRegistrations, currentClient, requireClient } from "./context.js";
import { ActiveEffect, Actor, ChatMessage, Combat, Combatant, Document, Item, OWNERSHIP, ROLES, Scene, Token, User } from "./documents.js";
import { DataModel, TypeDataModel, fields } from "./fields.js";
import { Die, Roll } from "./dice.js";
import { applications, documentCollections } from "./applications.js";
import { utils } from "./utils.js";
import { WorkerDouble } from "./worker.js";
import { HTMLButtonElement, HTMLElement, HTMLInputElement, HTMLSelectElement, HTMLTextAreaElement } from "./form.js";

/**
 * Installs the Foundry globals before any Fray module loads (a Vitest setup file calls this).
 * `game`, `CONFIG`, `ui`, `canvas` and `Hooks` resolve to the client that is acting (see
 * context.ts); the classes and `foundry` namespace are shared, as every browser loads the same
 * code. `Hooks` used while no client acts records boot registrations (a module's top level).
 */
export function installFoundryGlobals(): void {
  const perClient = (name: string, pick: (client: NonNullable<ReturnType<typeof currentClient>>) => unknown) =>
    Object.defineProperty(globalThis, name, { configurable: true, get: () => pick(requireClient(name)) });
  perClient("game", (client) => client.game);
  perClient("CONFIG", (client) => client.CONFIG);
  perClient("ui", (client) => client.ui);
  perClient("canvas", (client) => client.canvas);

  const bootHooks = {
    on: (hook: string, fn: (...args: unknown[]) => unknown) => {
      bootRegistrations.push({ once: false, hook, fn });
      return bootRegistrations.length;
    },
    once: (hook: string, fn: (...args: unknown[]) => unknown) => {
      bootRegistrations.push({ once: true, hook, fn });
      return bootRegistrations.length;
    },
  };
  Object.defineProperty(globalThis, "Hooks", { configurable: true, get: () => currentClient()?.hooks ?? bootHooks });

  const classes = { HTMLElement, HTMLInputElement, HTMLSelectElement, HTMLTextAreaElement, HTMLButtonElement, Actor, Item, ActiveEffect, ChatMessage, Combat, Combatant, Scene, TokenDocument: Token, User, Roll };
  for (const [name, value] of Object.entries(classes)) Object.defineProperty(globalThis, name, { configurable: true, value, writable: true });
  Object.defineProperty(globalThis, "Worker", { configurable: true, value: WorkerDouble, writable: true });
  Object.defineProperty(globalThis, "CONST", { configurable: true, value: { DOCUMENT_OWNERSHIP_LEVELS: OWNERSHIP, USER_ROLES: ROLES } });
  Object.defineProperty(globalThis, "fromUuidSync", { configurable: true, value: (uuid: string) => requireClient("fromUuidSync").resolve(uuid) });
  Object.defineProperty(globalThis, "fromUuid", { configurable: true, value: async (uuid: string) => requireClient("fromUuid").resolve(uuid) });
  Object.defineProperty(globalThis, "foundry", {
    configurable: true,
    value: {
      abstract: { Document, DataModel, TypeDataModel },
      // Region behaviour types are TypeDataModels (API `foundry.data.regionBehaviors.RegionBehaviorType`).
      data: { fields, regionBehaviors: { RegionBehaviorType: TypeDataModel } },
      dice: { Roll, terms: { Die } },
      utils,
      applications,
      documents: { collections: documentCollections, Actor, Item, ChatMessage, Combat, Combatant, ActiveEffect },
    },
  });
}
