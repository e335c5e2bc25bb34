import { getRuleset } from "../rulesets-store.js";
import type { ExchangeOpener } from "./create-exchange.js";
import type { ExchangeHandler } from "./exchange-types.js";

/**
 * Where exchange button handlers are found: a ruleset's `exchangeHandlers` entry, or one added at
 * run time with `registerExchangeHandler` (e.g. from its `registerFlows`). Keyed by ruleset,
 * exchange kind and action.
 */
const registered = new Map<string, ExchangeHandler>();
const keyOf = (ruleset: string, kind: string, action: string) => `${ruleset}\u0000${kind}\u0000${action}`;

export function registerExchangeHandler(ruleset: string, kind: string, action: string, handler: ExchangeHandler): void {
  registered.set(keyOf(ruleset, kind, action), handler);
}

export function findExchangeHandler(ruleset: string, kind: string, action: string): ExchangeHandler | null {
  return registered.get(keyOf(ruleset, kind, action)) ?? getRuleset(ruleset)?.exchangeHandlers?.[kind]?.[action] ?? null;
}

/** The GM-side builder of a ruleset's cards of one kind (see create-exchange.ts). */
export function findExchangeOpener(ruleset: string, kind: string): ExchangeOpener | null {
  return getRuleset(ruleset)?.exchangeOpeners?.[kind] ?? null;
}
