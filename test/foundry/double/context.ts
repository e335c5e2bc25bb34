import { AsyncLocalStorage } from "node:async_hooks";
import type { Client } from "./client.js";

/**
 * Which client is acting. Every Foundry browser tab has its own `game`, `CONFIG`, `Hooks` and
 * `ui`; the double keeps one per client and resolves the globals through AsyncLocalStorage, so an
 * action started for player A still sees player A's `game` after any number of awaits, and a
 * hook fired by a broadcast runs with the receiving client's globals.
 */
const acting = new AsyncLocalStorage<Client>();

export function runAs<T>(client: Client, run: () => T): T {
  return acting.run(client, run);
}

export function currentClient(): Client | undefined {
  return acting.getStore();
}

export function requireClient(what: string): Client {
  const client = acting.getStore();
  if (!client) throw new Error(`Foundry double: ${what} used outside any client (run it through a seat of the table)`);
  return client;
}

/**
 * Hooks registered while no client acts: a module's top-level `Hooks.once("init", …)`. Each
 * browser loads the system's module and registers them itself; in the double the module is loaded
 * once, so every client copies these registrations when it boots.
 */
export interface BootRegistration {
  readonly once: boolean;
  readonly hook: string;
  readonly fn: (...args: unknown[]) => unknown;
}
export const bootRegistrations: BootRegistration[] = [];
