import { RulesError } from "./errors.js";
import { requireDicePort, type Dice } from "./dice.js";
import { requireArray, requireInteger, requireOneOf, requireRecord } from "./validate.js";

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

/**
 * How large a formula may be. A weapon's damage is a few terms of a few dice; these limits leave
 * room for any creature in the seeds while refusing a formula that would stall every client
 * rolling it (five thousand terms of 100d1000) or overflow a hit-point track (1d4+1e20).
 */
export const FORMULA_LIMITS = {
  /** Characters, before anything else is read. */
  length: 200,
  /** Dice terms and constants together. */
  terms: 20,
  /** Dice in one term (the 100 of 100d6). */
  dicePerTerm: 100,
  /** Dice in all terms together. */
  dice: 200,
  /** Faces of one die (the 1000 of 1d1000). */
  faces: 1000,
  /** Magnitude of each constant term, and of the constants summed. */
  constant: 10_000,
} as const;

export function parseFormula(text: string): ParsedFormula {
  if (typeof text !== "string") throw new RulesError("FRAY.Error.InvalidFormula", { formula: String(text) });
  if (text.length > FORMULA_LIMITS.length) {
    throw new RulesError("FRAY.Error.FormulaTooLong", { formula: `${text.slice(0, 40)}…`, max: FORMULA_LIMITS.length });
  }
  const compact = text.replace(/\s+/g, "");
  if (compact === "" || !/^[+-]?[0-9dD+-]+$/.test(compact) || /[+-]$|[+-]{2}/.test(compact)) {
    throw new RulesError("FRAY.Error.InvalidFormula", { formula: text });
  }
  const pieces = compact.match(/[+-]?[^+-]+/g) ?? [];
  if (pieces.length > FORMULA_LIMITS.terms) {
    throw new RulesError("FRAY.Error.FormulaTooManyTerms", { formula: text, terms: pieces.length, max: FORMULA_LIMITS.terms });
  }
  const dice: DiceTerm[] = [];
  let constant = 0;
  let diceInAll = 0;
  for (const piece of pieces) {
    const sign: 1 | -1 = piece.startsWith("-") ? -1 : 1;
    const body = piece.replace(/^[+-]/, "");
    const match = TERM.exec(body);
    if (!match) throw new RulesError("FRAY.Error.InvalidFormula", { formula: text });
    if (match[3] !== undefined) {
      const value = Number(match[3]);
      if (value > FORMULA_LIMITS.constant) tooLargeConstant(text, sign * value);
      constant += sign * value;
      continue;
    }
    const count = match[1] === "" || match[1] === undefined ? 1 : Number(match[1]);
    const faces = Number(match[2]);
    if (count < 1 || faces < 1) throw new RulesError("FRAY.Error.InvalidFormula", { formula: text });
    diceInAll += count;
    if (count > FORMULA_LIMITS.dicePerTerm || diceInAll > FORMULA_LIMITS.dice) {
      throw new RulesError("FRAY.Error.FormulaTooManyDice", { formula: text, dice: count > FORMULA_LIMITS.dicePerTerm ? count : diceInAll, max: FORMULA_LIMITS.dicePerTerm, total: FORMULA_LIMITS.dice });
    }
    if (faces > FORMULA_LIMITS.faces) throw new RulesError("FRAY.Error.FormulaDieTooLarge", { formula: text, faces, max: FORMULA_LIMITS.faces });
    dice.push({ sign, count, faces });
  }
  if (Math.abs(constant) > FORMULA_LIMITS.constant) tooLargeConstant(text, constant);
  return trusted({ dice, constant });
}

/**
 * Bounds on a formula the rules build from parsed ones: a blow adds the weapon's terms to the
 * modifier's, an impale doubles the weapon's dice, a crushing special the modifier's, and a
 * critical turns the weapon into its maximum.
 */
const BUILT_LIMITS = { terms: 2 * FORMULA_LIMITS.terms, dicePerTerm: 4 * FORMULA_LIMITS.dicePerTerm, constant: 1_000_000 } as const;

/** Formulas known to be well formed: parsed here, or checked once by `requireParsedFormula`. */
const CHECKED = new WeakSet<object>();

function trusted(formula: ParsedFormula): ParsedFormula {
  Object.freeze(formula.dice);
  CHECKED.add(Object.freeze(formula));
  return formula;
}

/**
 * Checks a parsed formula handed in from outside (a stored plan, a hand-built constant): a list
 * of at most a few dozen dice terms within the bounds above. A formula this module produced or
 * already checked costs one lookup, so rolling a cached plan in a simulator pays nothing more.
 */
export function requireParsedFormula(value: unknown, field = "formula"): ParsedFormula {
  if (value !== null && typeof value === "object" && CHECKED.has(value)) return value as ParsedFormula;
  const formula = requireRecord(value, field);
  const terms = requireArray(formula.dice, `${field}.dice`, BUILT_LIMITS.terms);
  for (const term of terms) {
    const t = requireRecord(term, `${field}.dice`);
    if (t.sign !== 1 && t.sign !== -1) requireOneOf(String(t.sign), `${field}.sign`, ["1", "-1"]);
    requireInteger(t.count, `${field}.count`, 1, BUILT_LIMITS.dicePerTerm);
    requireInteger(t.faces, `${field}.faces`, 1, FORMULA_LIMITS.faces);
  }
  requireInteger(formula.constant, `${field}.constant`, -BUILT_LIMITS.constant, BUILT_LIMITS.constant);
  if (Object.isFrozen(value) && Object.isFrozen(terms) && terms.every((t) => Object.isFrozen(t))) CHECKED.add(value as object);
  return value as ParsedFormula;
}

function tooLargeConstant(formula: string, value: number): never {
  throw new RulesError("FRAY.Error.FormulaConstantTooLarge", { formula, value, max: FORMULA_LIMITS.constant });
}

/** Writes a parsed formula back in canonical form ("2d6+1d4-1"). */
export function formatFormula(formula: ParsedFormula): string {
  requireParsedFormula(formula);
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
  requireParsedFormula(formula);
  return formula.dice.reduce((sum, t) => sum + t.sign * (t.sign > 0 ? t.count * t.faces : t.count), formula.constant);
}

export function minOfFormula(formula: ParsedFormula): number {
  requireParsedFormula(formula);
  return formula.dice.reduce((sum, t) => sum + t.sign * (t.sign > 0 ? t.count : t.count * t.faces), formula.constant);
}

/** Rolls a parsed formula through the dice port; returns the total and every face. */
export function rollFormula(dice: Dice, formula: ParsedFormula, purpose?: string): { total: number; faces: number[][] } {
  requireDicePort(dice);
  requireParsedFormula(formula);
  let total = formula.constant;
  const faces: number[][] = [];
  for (const term of formula.dice) {
    const results = dice.roll(term.count, term.faces, purpose);
    faces.push(results);
    total += term.sign * results.reduce((a, b) => a + b, 0);
  }
  return { total, faces };
}
