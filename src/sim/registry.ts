import { RulesError } from "../core/errors.js";
import { brpSim } from "./rulesets/brp.js";
import { clashSim } from "./rulesets/clash.js";
import { duskSim } from "./rulesets/dusk.js";
import { flurrySim } from "./rulesets/flurry.js";
import { poolSim } from "./rulesets/pool.js";
import { runPrepared, type RunOptions } from "./run.js";
import type { EncounterSpec, RulesetKey, RulesetSim, SimResult } from "./types.js";

/** Every ruleset's simulator by key. */
const SIMS: Readonly<Record<string, RulesetSim<never, never, unknown>>> = {
  pool: poolSim as never,
  brp: brpSim as never,
  clash: clashSim as never,
  dusk: duskSim as never,
  flurry: flurrySim as never,
};

export function simFor(ruleset: RulesetKey | string): RulesetSim<never, never, unknown> {
  const sim = SIMS[ruleset];
  if (!sim) throw new RulesError("FRAY.Sim.Error.UnknownRuleset", { ruleset: String(ruleset) });
  return sim;
}

/** An encounter prepared once (validated), ready to be played many times. */
export interface PreparedEncounter {
  readonly sim: RulesetSim<never, never, unknown>;
  readonly prepared: unknown;
}

export function prepareEncounter(spec: EncounterSpec<unknown, unknown>): PreparedEncounter {
  const sim = simFor(spec.ruleset);
  return { sim, prepared: sim.prepare(spec as never) };
}

/** Prepares and plays an encounter `fights` times: the whole simulator in one call. */
export function simulate(spec: EncounterSpec<unknown, unknown>, options: RunOptions): SimResult {
  const { sim, prepared } = prepareEncounter(spec);
  return runPrepared(sim as RulesetSim<unknown, unknown, unknown>, prepared, options);
}
