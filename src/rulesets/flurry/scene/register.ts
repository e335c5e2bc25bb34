import { registerGridCheck } from "./grid-check.js";
import { registerTerrainBehavior } from "./terrain.js";
import { registerTokenHooks } from "./token-hooks.js";
import { registerZonesLayer } from "./zones-layer.js";

/** Everything flurry does on the scene (WC-FVTT-3): the grid check, facing and moves, terrain Regions, the zones toggle. */
export function registerFlurryScene(): void {
  registerTerrainBehavior();
  registerGridCheck();
  registerTokenHooks();
  registerZonesLayer();
}
