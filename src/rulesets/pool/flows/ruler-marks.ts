import { MOVEMENT_MODES, type MeasuredMove, type MovementMode } from "../rules/movement.js";

/**
 * How the token ruler marks a measured move (FC-FVTT-4): the mode the distance needs with the
 * action it costs, and the colour its segments take, from the rule's own choice (`measuredMove`).
 * Pure, so the mapping is tested under plain Node; the ruler class only draws it.
 */

/** Segment colours from calm to alarming: the farther the mode, the warmer the line. */
export const RULER_COLOURS: Readonly<Record<MovementMode | "tooFar", number>> = {
  crawl: 0x8e7cc3,
  walk: 0x3fa34d,
  jog: 0xd9b526,
  run: 0xe07b24,
  tooFar: 0xc62828,
};

const MODE_KEYS: Readonly<Record<MovementMode, string>> = {
  crawl: "FRAY.Pool.Ruler.Crawl",
  walk: "FRAY.Pool.Ruler.Walk",
  jog: "FRAY.Pool.Ruler.Jog",
  run: "FRAY.Pool.Ruler.Run",
};

export interface RulerMark {
  /** Localization key of the label and its data. */
  readonly key: string;
  readonly data: Readonly<Record<string, string | number>>;
  /** Localization key of the action the move costs, or null when it is not one move. */
  readonly actionKey: string | null;
  readonly colour: number;
  /** The colour as CSS, for the waypoint label. */
  readonly css: string;
}

const css = (colour: number) => `#${colour.toString(16).padStart(6, "0")}`;

/** The ruler's mark for a measured move, or null when there is nothing to mark (no distance yet). */
export function rulerMark(move: MeasuredMove): RulerMark | null {
  if (move.kind === "none") return null;
  if (move.kind === "tooFar") {
    const colour = RULER_COLOURS.tooFar;
    return { key: "FRAY.Pool.Ruler.TooFar", data: { yards: move.yards, max: move.maxYards }, actionKey: null, colour, css: css(colour) };
  }
  const colour = RULER_COLOURS[move.mode];
  const actionKey = MOVEMENT_MODES[move.mode].action === "full" ? "FRAY.Pool.Action.Full" : "FRAY.Pool.Action.Partial";
  return { key: MODE_KEYS[move.mode], data: { yards: move.yards }, actionKey, colour, css: css(colour) };
}
