import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ofFormula } from "../../src/core/distribution.js";
import { RulesError } from "../../src/core/errors.js";
import { FORMULA_LIMITS, maxOfFormula, parseFormula, requireParsedFormula, rollFormula } from "../../src/core/formula.js";
import { SeededDice } from "../../src/core/dice.js";
import { LANG as lang } from "./exports-fuzz.js";

/** The key a call refuses with (and proof the key has English text), or "accepted". */
function refusal(call: () => unknown): string {
  try {
    call();
    return "accepted";
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    expect(lang.get(error.i18nKey), error.i18nKey).toMatch(/\S/);
    return error.i18nKey;
  }
}

describe("damage formulas are bounded", () => {
  it("refuses five thousand terms of 100d1000 before reading them", () => {
    expect(refusal(() => parseFormula(Array(5000).fill("100d1000").join("+")))).toBe("FRAY.Error.FormulaTooLong");
  });

  it("refuses more than 20 terms even when the text is short", () => {
    expect(refusal(() => parseFormula(Array(20).fill("1").join("+")))).toBe("accepted");
    expect(refusal(() => parseFormula(Array(21).fill("1").join("+")))).toBe("FRAY.Error.FormulaTooManyTerms");
  });

  it("refuses a constant of 1e20 written out, and a constant beyond 10,000 either way", () => {
    expect(refusal(() => parseFormula("1d4+1e20"))).toBe("FRAY.Error.InvalidFormula");
    expect(refusal(() => parseFormula(`1d4+1${"0".repeat(20)}`))).toBe("FRAY.Error.FormulaConstantTooLarge");
    expect(refusal(() => parseFormula("1d4+10000"))).toBe("accepted");
    expect(refusal(() => parseFormula("1d4-10001"))).toBe("FRAY.Error.FormulaConstantTooLarge");
    expect(refusal(() => parseFormula("6000+6000"))).toBe("FRAY.Error.FormulaConstantTooLarge");
  });

  it("refuses more than 100 dice in a term or 200 in all, and dice beyond d1000", () => {
    expect(refusal(() => parseFormula("100d6"))).toBe("accepted");
    expect(refusal(() => parseFormula("101d6"))).toBe("FRAY.Error.FormulaTooManyDice");
    expect(refusal(() => parseFormula("100d6+100d6"))).toBe("accepted");
    expect(refusal(() => parseFormula("100d6+100d6+1d6"))).toBe("FRAY.Error.FormulaTooManyDice");
    expect(refusal(() => parseFormula("1d1000"))).toBe("accepted");
    expect(refusal(() => parseFormula("1d1001"))).toBe("FRAY.Error.FormulaDieTooLarge");
  });

  it("refuses what is not text at all", () => {
    for (const bad of [null, undefined, 5, {}, ["1d6"]]) expect(refusal(() => parseFormula(bad as unknown as string))).toBe("FRAY.Error.InvalidFormula");
  });

  it("property: any formula within the limits parses, rolls to a total within its bounds, and any beyond them is refused with a RulesError", () => {
    const term = fc.oneof(
      fc.record({ count: fc.integer({ min: 1, max: 120 }), faces: fc.integer({ min: 1, max: 1200 }) }).map(({ count, faces }) => `${count}d${faces}`),
      fc.integer({ min: 0, max: 12_000 }).map(String),
    );
    const formula = fc
      .array(fc.tuple(fc.constantFrom("+", "-"), term), { minLength: 1, maxLength: 24 })
      .map((terms) => terms.map(([sign, t], i) => (i === 0 && sign === "+" ? t : sign + t)).join(""));
    fc.assert(
      fc.property(formula, fc.integer(), (text, seed) => {
        let parsed;
        try {
          parsed = parseFormula(text);
        } catch (error) {
          expect(error).toBeInstanceOf(RulesError);
          return;
        }
        expect(parsed.dice.length).toBeLessThanOrEqual(FORMULA_LIMITS.terms);
        expect(parsed.dice.reduce((sum, t) => sum + t.count, 0)).toBeLessThanOrEqual(FORMULA_LIMITS.dice);
        expect(Math.abs(parsed.constant)).toBeLessThanOrEqual(FORMULA_LIMITS.constant);
        const { total } = rollFormula(new SeededDice(seed), parsed);
        expect(Number.isInteger(total) && total <= maxOfFormula(parsed)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("a hand-built formula is checked once, a parsed one is trusted, and neither can smuggle in NaN", () => {
    expect(requireParsedFormula(parseFormula("2d6+1"))).toEqual({ dice: [{ sign: 1, count: 2, faces: 6 }], constant: 1 });
    expect(refusal(() => ofFormula({ dice: [{ sign: 1, count: Number.NaN, faces: 6 }], constant: 0 }))).toBe("FRAY.Error.NotAnInteger");
    expect(refusal(() => maxOfFormula({ dice: [], constant: 1e20 }))).toBe("FRAY.Error.OutOfRange");
    expect(refusal(() => rollFormula(new SeededDice(1), { dice: [{ sign: 2 as 1, count: 1, faces: 6 }], constant: 0 }))).toBe("FRAY.Error.NotAChoice");
  });
});
