import { RulesError } from "../../core/errors.js";
import { parseFormula } from "../../core/formula.js";
import type { JsonObject } from "../chat/exchange-types.js";
import { acceptFaces, acceptRollJson } from "./dice.js";

/**
 * The GM's check of the dice a press or a new card brings (pure; clash and dusk). What must be rolled
 * comes from the card as the GM wrote it (`diceFor`): every die face must be one its die can
 * show, as many as the formulas roll, and each roll shown on the card must carry the formula and
 * the total those faces give. The purpose and role shown with a roll are the GM's.
 */

export interface AcceptedDice {
  /** Every face, formula by formula, in the order the rules' dice port reads them. */
  readonly faces: number[];
  readonly rolls: Array<{ roll: JsonObject; purpose: string; role: string }>;
}

const badDice = (expected: string) => new RulesError("FRAY.Relay.BadDice", { expected });

export function acceptRolledDice(formulas: readonly string[], data: JsonObject, purpose: string, role: string): AcceptedDice {
  const faces = data["values"];
  const rolls = data["rolls"] ?? [];
  const expected = formulas.join(", ") || "0";
  const parsed = formulas.map((formula) => parseFormula(formula));
  const sides = parsed.map((p) => p.dice.flatMap((term) => Array.from({ length: term.count }, () => term.faces)));
  if (!Array.isArray(faces) || faces.length !== sides.flat().length) throw badDice(expected);
  if (!Array.isArray(rolls) || rolls.length !== formulas.length) throw badDice(expected);
  let at = 0;
  const accepted: number[] = [];
  const shown = formulas.flatMap((formula, i) => {
    const own = sides[i]!.map((s) => acceptFaces([faces[at++]], 1, s)[0]!);
    accepted.push(...own);
    let k = 0;
    const total = parsed[i]!.dice.reduce((sum, term) => sum + term.sign * own.slice(k, (k += term.count)).reduce((a, b) => a + b, 0), parsed[i]!.constant);
    const entry = rolls[i] as JsonObject | null;
    const roll = acceptRollJson(typeof entry === "object" && entry !== null && !Array.isArray(entry) ? entry["roll"] : undefined, formula, total, own);
    return roll ? [{ roll, purpose, role }] : [];
  });
  return { faces: accepted, rolls: shown };
}
