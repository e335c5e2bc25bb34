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
 * total, so the card never shows other dice than those the GM judged. `null` when nothing was
 * rolled (an empty pool).
 */
export function acceptRollJson(value: unknown, formula: string, total: number): JsonObject | null {
  if (value === null || value === undefined) {
    if (formula === "") return null;
    throw badDice(formula);
  }
  if (typeof value !== "object" || Array.isArray(value)) throw badDice(formula);
  const roll = value as Record<string, unknown>;
  if (typeof roll["formula"] !== "string" || compact(roll["formula"]) !== compact(formula) || roll["total"] !== total) throw badDice(formula);
  return roll as JsonObject;
}

/** A d6 pool: the faces and the roll showing them. */
export function acceptPool(data: JsonObject, count: number): { faces: number[]; roll: JsonObject | null } {
  const faces = acceptFaces(data["faces"], count, 6);
  const roll = acceptRollJson(data["roll"], count > 0 ? `${count}d6` : "", faces.reduce((a, b) => a + b, 0));
  return { faces, roll };
}
