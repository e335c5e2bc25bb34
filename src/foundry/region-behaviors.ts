/**
 * Scene Region behaviour types Fray declares in system.json (`documentTypes.RegionBehavior`),
 * namespaced with the system's id as core's own behaviour types are not. Each ruleset that
 * defines one registers its data model when it loads.
 */
export const REGION_BEHAVIOR_TYPES = {
  /** Flurry terrain (WC-MOV-4): src/rulesets/flurry/scene/terrain.ts. */
  flurryTerrain: "fray.flurryTerrain",
} as const;
