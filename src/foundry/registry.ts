import { pickRuleset } from "./registry-pick.js";
import type { DocumentModels, Ruleset, RulesetManifest } from "./ruleset.js";
import type { RulesetKey } from "./ruleset-keys.js";
import { allRulesets, installRulesets } from "./rulesets-store.js";
import { poolManifest } from "../rulesets/pool/manifest.js";
import { brpManifest } from "../rulesets/brp/manifest.js";
import { duskManifest } from "../rulesets/dusk/manifest.js";
import { clashManifest } from "../rulesets/clash/manifest.js";
import { flurryManifest } from "../rulesets/flurry/manifest.js";

/**
 * The rulesets this build knows, in three parts (imported only by the entry point):
 * - MANIFESTS load with the shared glue in every world: readiness, label, token bars and how to
 *   import the data models — `src/rulesets/<key>/manifest.ts`, light on purpose;
 * - data models, a chunk per ruleset, imported by the world that plays the ruleset and by every
 *   world holding its documents (`loadDocumentModels`);
 * - SLICES are the rest of each ruleset (sheets, flows, cards, options, encounter model), each its
 *   own chunk, imported only by the world that plays it — `src/rulesets/<key>/index.ts`.
 * A new ruleset adds one line to each list. Rulesets without a slice stay listed by label with
 * `foundryReady: false`.
 */
const MANIFESTS: Readonly<Partial<Record<RulesetKey, RulesetManifest>>> = {
  pool: poolManifest,
  brp: brpManifest,
  dusk: duskManifest,
  clash: clashManifest,
  flurry: flurryManifest,
};

export const SLICES: Readonly<Partial<Record<RulesetKey, () => Promise<Readonly<Record<string, unknown>>>>>> = {
  pool: () => import("../rulesets/pool/index.js"),
  brp: () => import("../rulesets/brp/index.js"),
  dusk: () => import("../rulesets/dusk/index.js"),
  clash: () => import("../rulesets/clash/index.js"),
  flurry: () => import("../rulesets/flurry/index.js"),
};

installRulesets(MANIFESTS);

/** Every ruleset as known before any slice loads: manifests, placeholders for the rest. */
export const RULESETS = allRulesets();

/**
 * Imports one ruleset's slice and installs it over its manifest (other rulesets keep theirs).
 * Null when the build has no slice for the key or the module exports no Ruleset for it.
 */
export async function loadSlice(key: RulesetKey): Promise<Ruleset | null> {
  const load = SLICES[key];
  if (!load) return null;
  const ruleset = pickRuleset({ [`../rulesets/${key}/index.ts`]: await load() }, key);
  if (ruleset) installRulesets({ ...MANIFESTS, [key]: ruleset });
  return ruleset;
}

/**
 * Imports the data models of these rulesets (each its own chunk). A ruleset whose models fail to
 * load is reported and left out: its documents then load as stored data, with nothing derived.
 */
export async function loadDocumentModels(keys: readonly RulesetKey[], onFailure: (key: RulesetKey, error: unknown) => void): Promise<DocumentModels[]> {
  const loaded = await Promise.all(
    keys.map(async (key) => {
      try {
        return (await MANIFESTS[key]?.documentModels?.()) ?? null;
      } catch (error) {
        onFailure(key, error);
        return null;
      }
    }),
  );
  return loaded.filter((models): models is DocumentModels => models !== null);
}
