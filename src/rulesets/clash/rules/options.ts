import { validateOptions, type OptionsOf } from "../../../core/options.js";

/**
 * The clash ruleset's options. Each entry is one of the catalog's proposals that names a
 * setting; the default is the proposal itself, so a world that changes nothing plays the
 * catalog's reading.
 */
export const clashOptionsSchema = {
  /** DL-DICE-3: how a d100 result becomes Critical / Success / Failure / Fumble. */
  tierPreset: { type: "choice", default: "doubles", choices: ["doubles", "tenth", "brp"] },
  /** DL-DICE-7: an exact tie in a "higher roll hits" cell: nobody hits, or the defender hits. */
  tiePolicy: { type: "choice", default: "stalemate", choices: ["stalemate", "defender"] },
  /** DL-LUCK-5: whether a forced attacker reroll gives the attacker's own-failure window back. */
  reopenLuckWindows: { type: "boolean", default: false },
  /** DL-AP-3: the individual initiative formula (the source gives none). */
  initiativeFormula: { type: "choice", default: "1d10", choices: ["1d10", "1d20", "2d10", "1d100", "1d6"] },
  /** DL-AP-3: roll initiative again every round instead of once per fight. */
  rerollInitiativeEachRound: { type: "boolean", default: false },
  /**
   * DL-FVTT-7: seconds a defender's owner has to choose a reaction before the card takes "no
   * reaction" for them; 0 leaves the choice open until someone (the GM included) decides.
   */
  reactionTimeout: { type: "number", default: 0, min: 0, max: 600, integer: true },
} as const;

export type ClashOptions = OptionsOf<typeof clashOptionsSchema>;
export type TierPreset = ClashOptions["tierPreset"];

/** Complete, validated options from a partial object (unknown keys and bad values throw). */
export function clashOptions(given: Readonly<Record<string, unknown>> = {}): ClashOptions {
  return validateOptions(clashOptionsSchema, given);
}
