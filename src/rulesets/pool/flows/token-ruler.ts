import { TEMPLATE_ROOT } from "../../../foundry/templates.js";
import { setTokenRulerClass, tokenRulerBase, type TokenRulerClassV13, type TokenRulerStyleV13, type TokenRulerWaypointV13 } from "../../../foundry/shims.js";
import { format, localize } from "../../../foundry/flows/notify.js";
import { rulerMark, type RulerMark } from "./ruler-marks.js";
import { isLiving } from "./snapshot.js";
import { measuredMoveOf } from "./token-moves.js";

/**
 * The pool token ruler (FC-FVTT-4): while a pool creature's token is dragged, each waypoint label
 * names the movement mode the distance so far needs (Walk, Jog, Run; Crawl when prone) and the
 * action it costs, or says the move is too far, and the segments and highlighted squares take that
 * mode's colour. The mode is the one the move itself is charged at (`measuredMove`).
 */

export const RULER_LABEL_TEMPLATE = `${TEMPLATE_ROOT}/pool/parts/ruler-label.hbs`;

/** The pool ruler built on v13's `TokenRuler` (passed in, so the class exists only where Foundry does). */
export function poolTokenRulerClass(Base: TokenRulerClassV13): TokenRulerClassV13 {
  return class PoolTokenRuler extends Base {
    static WAYPOINT_LABEL_TEMPLATE = RULER_LABEL_TEMPLATE;

    /** The mark of the move measured up to this waypoint, for a living pool actor's token. */
    #markOf(waypoint: TokenRulerWaypointV13): RulerMark | null {
      const actor = this.token.actor;
      if (!isLiving(actor)) return null;
      return rulerMark(measuredMoveOf(actor, waypoint.measurement.distance, this.token.document.parent?.grid?.units ?? ""));
    }

    #styled(style: TokenRulerStyleV13, waypoint: TokenRulerWaypointV13): TokenRulerStyleV13 {
      const mark = this.#markOf(waypoint);
      return mark ? { ...style, color: mark.colour } : style;
    }

    override _getWaypointLabelContext(waypoint: TokenRulerWaypointV13, state: object): object | undefined {
      const context = super._getWaypointLabelContext(waypoint, state);
      const mark = context ? this.#markOf(waypoint) : null;
      if (!context || !mark) return context;
      return { ...context, poolMove: { label: format(mark.key, mark.data), action: mark.actionKey ? localize(mark.actionKey) : "", css: mark.css } };
    }

    override _getSegmentStyle(waypoint: TokenRulerWaypointV13): TokenRulerStyleV13 {
      return this.#styled(super._getSegmentStyle(waypoint), waypoint);
    }

    override _getGridHighlightStyle(waypoint: TokenRulerWaypointV13, offset: unknown): TokenRulerStyleV13 {
      return this.#styled(super._getGridHighlightStyle(waypoint, offset), waypoint);
    }
  };
}

/** Pool worlds draw token rulers with the pool's marks (from the slice's setup; v13's ruler only). */
export function registerPoolTokenRuler(): void {
  const base = tokenRulerBase();
  if (base) setTokenRulerClass(poolTokenRulerClass(base));
}
