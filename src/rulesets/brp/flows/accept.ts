import { RulesError } from "../../../core/errors.js";
import { parseFormula } from "../../../core/formula.js";
import type { JsonObject } from "../../../foundry/chat/exchange-types.js";
import { acceptFaces, acceptRollJson, acceptTotals } from "../../../foundry/relay/dice.js";
import { nextDecision } from "../rules/exchange.js";
import { fumbleRollsPending } from "../rules/slice-fumble-queue.js";
import { BRP_DEFAULTS, type BrpOptions } from "../rules/options.js";
import { ACTION_LABELS, rollRequest, type AttackPayload } from "./attack.js";

/**
 * The GM's check of the dice a brp card button brings (pure). What the step must roll comes from
 * the card as the GM wrote it (`rollRequest`): each total must be one its formula can give
 * (damage 1D8+1D4 gives 2–12, a d100 1–100), random armor gives one face per die within that
 * die, a fumble chain is as long as the table asks and no longer. Each roll shown on the card
 * must carry the formula and total accepted; its purpose and role are the GM's, not the client's.
 */

export interface AcceptedStep {
  readonly values: number[];
  readonly rolls: Array<{ roll: JsonObject; purpose: string; role: string }>;
}

const badDice = (expected: string) => new RulesError("FRAY.Relay.BadDice", { expected });

function rollsOf(data: JsonObject, count: number): unknown[] {
  const rolls = data["rolls"] ?? [];
  if (!Array.isArray(rolls) || rolls.length !== count) throw badDice(`${count}`);
  return rolls.map((entry) => (typeof entry === "object" && entry !== null && !Array.isArray(entry) ? (entry as JsonObject)["roll"] : undefined));
}

/** The sides of every die a list of formulas rolls, in order (random armor sends faces, not totals). */
function diceSides(formulas: readonly string[]): number[][] {
  return formulas.map((formula) => parseFormula(formula).dice.flatMap((term) => Array.from({ length: term.count }, () => term.faces)));
}

export function acceptStepDice(payload: AttackPayload, action: string, data: JsonObject, options: Pick<BrpOptions, "fumbleRollCap"> = BRP_DEFAULTS): AcceptedStep {
  const decision = nextDecision(payload.exchange);
  const request = rollRequest(payload, action);
  const role = decision && decision.actorId === payload.exchange.input.defender.id ? "defender" : "attacker";
  const purpose = ACTION_LABELS[action] ?? "FRAY.Brp.Button.RollAttack";
  const shown = (roll: JsonObject | null) => (roll ? [{ roll, purpose, role }] : []);
  if (request.kind === "none") return { values: [], rolls: [] };
  if (request.kind === "fumble") {
    const values = data["values"];
    if (!Array.isArray(values) || values.length === 0 || values.length > 100) throw badDice("1d100");
    const draws = acceptTotals(values, values.map(() => "1d100"));
    // Every draw but the last leaves more to roll; after the last nothing is owed.
    draws.forEach((_, i) => {
      if (fumbleRollsPending(request.table, draws.slice(0, i), options) <= 0) throw badDice("1d100");
    });
    if (fumbleRollsPending(request.table, draws, options) !== 0) throw badDice("1d100");
    const rolls = rollsOf(data, draws.length);
    return { values: draws, rolls: draws.flatMap((total, i) => shown(acceptRollJson(rolls[i], "1d100", total))) };
  }
  const formulas = request.formulas;
  const rolls = rollsOf(data, formulas.length);
  if (decision?.type === "armorRoll") {
    const sides = diceSides(formulas);
    const faces = data["values"];
    if (!Array.isArray(faces) || faces.length !== sides.flat().length) throw badDice(formulas.join(", "));
    let at = 0;
    const accepted: number[] = [];
    const shownRolls = formulas.flatMap((formula, i) => {
      const own = sides[i]!.map((s) => acceptFaces([faces[at++]], 1, s)[0]!);
      accepted.push(...own);
      const parsed = parseFormula(formula);
      let k = 0;
      const total = parsed.dice.reduce((sum, term) => sum + term.sign * own.slice(k, (k += term.count)).reduce((a, b) => a + b, 0), parsed.constant);
      return shown(acceptRollJson(rolls[i], formula, total, own));
    });
    return { values: accepted, rolls: shownRolls };
  }
  const values = acceptTotals(data["values"], formulas);
  return { values, rolls: formulas.flatMap((formula, i) => shown(acceptRollJson(rolls[i], formula, values[i]!))) };
}
