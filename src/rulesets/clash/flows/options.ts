import { rulesetOptions } from "../../../foundry/settings/settings.js";
import { clashOptions, clashOptionsSchema, type ClashOptions } from "../rules/index.js";

/**
 * The world's clash options, read through the same setting keys they were registered under;
 * the rules' defaults outside Foundry (tests, simulation) or before the settings exist.
 */
export function currentClashOptions(): ClashOptions {
  const game = (globalThis as { game?: { settings?: unknown } }).game;
  if (!game?.settings) return clashOptions();
  return rulesetOptions("clash", clashOptionsSchema);
}
