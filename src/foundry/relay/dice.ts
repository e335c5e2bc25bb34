import { RulesError } from "../../core/errors.js";
import { maxOfFormula, minOfFormula, parseFormula } from "../../core/formula.js";
import type { JsonObject } from "../chat/exchange-types.js";

/**
 * A player's dice, as the GM accepts them: the number of dice and each result are checked against
 * what the GM expects for that step (the GM works out the pool or formula from the documents, not
 * from the request). The dice themselves are the player's: they rolled them on their own client.
 * Pure; a refusal is a RulesError the relay turns into a localized answer.
 */

const badDice = (expected: string) => new RulesError("FRAY.Relay.BadDice", { expected });

/** Exactly `count` whole numbers from 1 to `sides`. */
export function acceptFaces(value: unknown, count: number, sides = 6): number[] {
  if (!Array.isArray(value) || value.length !== count) throw badDice(`${count}d${sides}`);
  for (const face of value) if (typeof face !== "number" || !Number.isInteger(face) || face < 1 || face > sides) throw badDice(`${count}d${sides}`);
  return value as number[];
}

/** A total that the formula can produce (a whole number between its least and its most). */
export function acceptTotal(value: unknown, formula: string): number {
  const parsed = parseFormula(formula);
  if (typeof value !== "number" || !Number.isInteger(value) || value < minOfFormula(parsed) || value > maxOfFormula(parsed)) throw badDice(formula);
  return value;
}

/** Totals for a list of formulas, one each, in order. */
export function acceptTotals(values: unknown, formulas: readonly string[]): number[] {
  if (!Array.isArray(values) || values.length !== formulas.length) throw badDice(formulas.join(", "));
  return formulas.map((formula, i) => acceptTotal(values[i], formula));
}

const compact = (formula: string) => formula.replace(/\s+/g, "").toLowerCase();

/**
 * A serialized Foundry roll shown on the card: it must be the expected formula with the accepted
 * total, and the dice it carries must be those dice: each term's results fit that term's die and,
 * with the formula's signs and constant, add up to the total; when the GM accepted the faces
 * themselves (`faces`), the roll shows exactly those, in order. So the card never shows other
 * dice than those the GM judged and applied. `null` when nothing was rolled (an empty pool).
 */
export function acceptRollJson(value: unknown, formula: string, total: number, faces?: readonly number[]): JsonObject | null {
  if (value === null || value === undefined) {
    if (formula === "") return null;
    throw badDice(formula);
  }
  if (typeof value !== "object" || Array.isArray(value)) throw badDice(formula);
  const roll = value as Record<string, unknown>;
  if (typeof roll["formula"] !== "string" || compact(roll["formula"]) !== compact(formula) || roll["total"] !== total) throw badDice(formula);
  const shown = shownFaces(roll, formula);
  const parsed = parseFormula(formula);
  let at = 0;
  let sum = parsed.constant;
  for (const term of parsed.dice) {
    for (let k = 0; k < term.count; k++) {
      const face = shown[at++];
      if (face === undefined || !Number.isInteger(face) || face < 1 || face > term.faces) throw badDice(formula);
      sum += term.sign * face;
    }
  }
  if (at !== shown.length || sum !== total) throw badDice(formula);
  if (faces && (faces.length !== shown.length || faces.some((face, i) => face !== shown[i]))) throw badDice(formula);
  return roll as JsonObject;
}

/** The active results of every die term of a serialized roll, in order (a term without results is a constant or an operator). */
function shownFaces(roll: Record<string, unknown>, formula: string): number[] {
  const terms = roll["terms"];
  if (!Array.isArray(terms) || terms.length > 100) throw badDice(formula);
  const faces: number[] = [];
  for (const term of terms) {
    if (!term || typeof term !== "object") throw badDice(formula);
    const results = (term as Record<string, unknown>)["results"];
    if (results === undefined) continue;
    if (!Array.isArray(results) || results.length > 1000) throw badDice(formula);
    for (const result of results) {
      if (!result || typeof result !== "object") throw badDice(formula);
      const r = result as Record<string, unknown>;
      if (r["active"] === false) continue;
      if (typeof r["result"] !== "number") throw badDice(formula);
      faces.push(r["result"]);
    }
  }
  return faces;
}

/** A d6 pool: the faces and the roll showing them. */
export function acceptPool(data: JsonObject, count: number): { faces: number[]; roll: JsonObject | null } {
  const faces = acceptFaces(data["faces"], count, 6);
  const roll = acceptRollJson(data["roll"], count > 0 ? `${count}d6` : "", faces.reduce((a, b) => a + b, 0), faces);
  return { faces, roll };
}
