import { registerBoardMoves } from "./board-moves.js";
import { registerEngagedStatus } from "./engaged-status.js";
import { registerFightMoves } from "./fight-moves.js";
import { registerGridCheck } from "./grid-check.js";
import { registerTerrainBehavior } from "./terrain.js";
import { registerTokenHooks } from "./token-hooks.js";
import { registerZonesLayer } from "./zones-layer.js";

/**
 * Everything flurry does on the scene (WC-FVTT-3): the grid check, facing and moves (paid from the
 * fight's budgets by the GM), terrain Regions, the zones toggle, and the Engaged status kept in
 * step with the tracker's engagements.
 */
export function registerFlurryScene(): void {
  registerTerrainBehavior();
  registerGridCheck();
  registerTokenHooks();
  registerZonesLayer();
  registerFightMoves();
  registerEngagedStatus();
  registerBoardMoves();
}
