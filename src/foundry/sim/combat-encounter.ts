import { RulesError } from "../../core/errors.js";
import type { EncounterSpec } from "../../sim/types.js";
import { rulesetOfType, type RulesetKey } from "../ruleset-keys.js";
import type { ActorSource, FighterReading } from "./actor-source.js";

/**
 * The current combat as a simulator encounter. Pure: the Foundry side reads each combatant (its
 * side as the tracker's encounter model sees it, its actor's stored data) and hands the rows here.
 */
export interface CombatantRow {
  readonly combatantId: string;
  readonly name: string;
  readonly side: string;
  readonly defeated: boolean;
  /** The actor's stored data (`toObject()`), null for a combatant without an actor. */
  readonly actor: ActorSource | null;
}

export interface CombatEncounter {
  readonly spec: EncounterSpec<unknown, unknown>;
  /** Combatants left out, by name: the fallen, those without an actor, another ruleset's. */
  readonly left: readonly { readonly name: string; readonly why: "defeated" | "noActor" | "otherRuleset" }[];
}

/** The combat's fighters by side, read with the ruleset's own actor → fighter reading. */
export function encounterOfCombat(ruleset: RulesetKey, rows: readonly CombatantRow[], fighterOf: FighterReading): CombatEncounter {
  const left: { name: string; why: "defeated" | "noActor" | "otherRuleset" }[] = [];
  const sides = new Map<string, unknown[]>();
  for (const row of rows) {
    if (row.defeated) left.push({ name: row.name, why: "defeated" });
    else if (!row.actor) left.push({ name: row.name, why: "noActor" });
    else if (rulesetOfType(row.actor.type) !== ruleset) left.push({ name: row.name, why: "otherRuleset" });
    else sides.set(row.side, [...(sides.get(row.side) ?? []), { ...(fighterOf(row.actor, row.combatantId) as object), name: row.name }]);
  }
  if (sides.size < 2) throw new RulesError("FRAY.Sim.Error.NeedTwoSides", { sides: sides.size });
  return { spec: { ruleset, sides: [...sides].map(([key, fighters]) => ({ key, fighters })) }, left };
}
