import { RulesError } from "./errors.js";
import type { Dice } from "./dice.js";

/**
 * A small dice formula: terms of `NdF`, `dF` and integer constants joined by + and -, such as
 * "1d8+1d4+1" or "2d6-1". Rulesets use it for weapon damage; Foundry's own parser validates
 * user input too, but pure code must read and roll these formulas without Foundry.
 */
export interface DiceTerm {
  readonly sign: 1 | -1;
  readonly count: number;
  readonly faces: number;
}
export interface ParsedFormula {
  readonly dice: readonly DiceTerm[];
  readonly constant: number;
}

const TERM = /^(\d*)d(\d+)$|^(\d+)$/i;

export function parseFormula(text: string): ParsedFormula {
  const compact = text.replace(/\s+/g, "");
  if (compact === "" || !/^[+-]?[0-9dD+-]+$/.test(compact) || /[+-]$|[+-]{2}/.test(compact)) {
    throw new RulesError("FRAY.Error.InvalidFormula", { formula: text });
  }
  const dice: DiceTerm[] = [];
  let constant = 0;
  const pieces = compact.match(/[+-]?[^+-]+/g) ?? [];
  for (const piece of pieces) {
    const sign: 1 | -1 = piece.startsWith("-") ? -1 : 1;
    const body = piece.replace(/^[+-]/, "");
    const match = TERM.exec(body);
    if (!match) throw new RulesError("FRAY.Error.InvalidFormula", { formula: text });
    if (match[3] !== undefined) {
      constant += sign * Number(match[3]);
      continue;
    }
    const count = match[1] === "" || match[1] === undefined ? 1 : Number(match[1]);
    const faces = Number(match[2]);
    if (count < 1 || count > 100 || faces < 1 || faces > 1000) {
      throw new RulesError("FRAY.Error.InvalidFormula", { formula: text });
    }
    dice.push({ sign, count, faces });
  }
  return { dice, constant };
}

/** Writes a parsed formula back in canonical form ("2d6+1d4-1"). */
export function formatFormula(formula: ParsedFormula): string {
  const parts: string[] = [];
  for (const term of formula.dice) {
    parts.push(`${term.sign < 0 ? "-" : parts.length ? "+" : ""}${term.count}d${term.faces}`);
  }
  if (formula.constant !== 0 || parts.length === 0) {
    parts.push(`${formula.constant < 0 ? "-" : parts.length ? "+" : ""}${Math.abs(formula.constant)}`);
  }
  return parts.join("");
}

export function maxOfFormula(formula: ParsedFormula): number {
  return formula.dice.reduce((sum, t) => sum + t.sign * (t.sign > 0 ? t.count * t.faces : t.count), formula.constant);
}

export function minOfFormula(formula: ParsedFormula): number {
  return formula.dice.reduce((sum, t) => sum + t.sign * (t.sign > 0 ? t.count : t.count * t.faces), formula.constant);
}

/** Rolls a parsed formula through the dice port; returns the total and every face. */
export function rollFormula(dice: Dice, formula: ParsedFormula, purpose?: string): { total: number; faces: number[][] } {
  let total = formula.constant;
  const faces: number[][] = [];
  for (const term of formula.dice) {
    const results = dice.roll(term.count, term.faces, purpose);
    faces.push(results);
    total += term.sign * results.reduce((a, b) => a + b, 0);
  }
  return { total, faces };
}
