import { RulesError } from "../../core/errors.js";
import { rulesetOfType, type RulesetKey } from "../ruleset-keys.js";

/**
 * An actor as the simulator reads it: plain stored data (`actor.toObject()` in a world, a
 * compendium source file on the command line). Each ruleset's reading (`fighters/<key>.ts`) turns
 * it into that ruleset's simulator fighter through the data models' own pure derivations, so a
 * fighter starts the simulated fight with the numbers — and the wounds — its sheet shows.
 */
export interface ActorSource {
  readonly name: string;
  readonly type: string;
  readonly system: unknown;
  readonly items?: ReadonlyArray<{ readonly _id?: string | null; readonly name: string; readonly type: string; readonly system: unknown }>;
}

/** An actor → fighter reading: the actor's stored data and the fighter's id in the encounter. */
export type FighterReading = (actor: ActorSource, id: string) => unknown;

/** The actor's items as the rulesets' pure derivations take them. */
export const itemsOf = (actor: ActorSource) => (actor.items ?? []).map((i) => ({ id: i._id ?? "", name: i.name, type: i.type, system: i.system }));

export function requireRuleset(actor: ActorSource, ruleset: RulesetKey): void {
  if (rulesetOfType(actor.type) !== ruleset) throw new RulesError("FRAY.Sim.Error.WrongRuleset", { name: actor.name, ruleset });
}
