import { RULESET_KEYS, rulesetOfType, type RulesetKey } from "../ruleset-keys.js";

/**
 * Which rulesets' data models a world needs before its documents are built: the one it plays and
 * every one whose documents it holds (a world switched from pool to brp keeps its pool actors,
 * and they must load with their model). Foundry hands the world's raw database to the client
 * before `init` (`game.data`: `actors`, `items`, `scenes`, each a list of plain sources — wiki
 * "From Load to Render"), and builds the documents later in `setupGame`, so this is known in time.
 * Pure: reads plain data, tolerates any shape.
 */
type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === "object" && value !== null && !Array.isArray(value);
const listOf = (value: unknown): Plain[] => (Array.isArray(value) ? value.filter(isPlain) : []);

/** Every subtype named in the world's sources: actors and their items, world items, and items held in unlinked tokens' deltas. */
function typesHeld(worldData: unknown): Set<string> {
  const types = new Set<string>();
  if (!isPlain(worldData)) return types;
  const addAll = (sources: Plain[]) => {
    for (const source of sources) if (typeof source["type"] === "string") types.add(source["type"]);
  };
  const actors = listOf(worldData["actors"]);
  addAll(actors);
  for (const actor of actors) addAll(listOf(actor["items"]));
  addAll(listOf(worldData["items"]));
  for (const scene of listOf(worldData["scenes"])) {
    for (const token of listOf(scene["tokens"])) {
      const delta = token["delta"];
      if (isPlain(delta)) addAll(listOf(delta["items"]));
    }
  }
  return types;
}

/** The active ruleset first, then the others whose documents the world holds, in the registry's order. */
export function rulesetsNeededByWorld(worldData: unknown, active: RulesetKey): RulesetKey[] {
  const held = new Set<RulesetKey>();
  for (const type of typesHeld(worldData)) {
    const ruleset = rulesetOfType(type);
    if (ruleset) held.add(ruleset);
  }
  return [active, ...RULESET_KEYS.filter((key) => key !== active && held.has(key))];
}
