import { RulesError } from "../../../core/errors.js";
import type { ExchangeData, ExchangeHandler, ExchangeStep } from "../../../foundry/chat/exchange-types.js";
import { localize } from "../../../foundry/flows/notify.js";
import { nextDecision, type ExchangeState } from "../rules/exchange.js";
import { MAJOR_WOUND_TABLE } from "../rules/majorWounds.js";
import { chooseMajorWound, MAX_RULED_SIZ, ruleUnparryable, setKnockbackSiz } from "../rules/rulings.js";
import { pendingOf, RULING_ACTIONS, stateOf, type AttackPayload } from "./attack.js";
import { payloadOf, payloadWithView } from "./attack-input.js";
import { askForm, escapeHtml } from "./form-prompt.js";

/**
 * The GM's rulings on a brp attack card (BRP-FVTT-7): extra buttons beside the decision the card
 * waits for, shown to GMs only and refused by the active GM's client from anyone else (the
 * handlers are `gmOnly`). A ruling changes what the rules offer next — no parry, the SIZ a
 * knockback is resisted with, the Major Wound row — and nothing else; the card says it was ruled.
 */

const badChoice = (what: string) => new RulesError("FRAY.Relay.BadChoice", { what });

/** A whole number the GM typed, within bounds, or refused naming the field. */
function wholeIn(value: unknown, what: string, min: number, max: number): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw badChoice(what);
  return n;
}

/** The card's next step after a ruling: the same pending decision re-derived, no dice, no document change. */
function ruled(payload: AttackPayload, exchange: ExchangeState): ExchangeStep {
  const next = { ...payload, exchange };
  return { state: stateOf(next), pending: pendingOf(next), payload: payloadWithView(next), deltas: [], rolls: [] };
}

/** The SIZ the knockback is resisted with now (the target's, or an earlier ruling). */
function knockbackSizNow(exchange: ExchangeData): number {
  const decision = nextDecision(payloadOf(exchange.payload).exchange);
  return decision?.type === "knockbackResistance" ? decision.passive : 0;
}

const ICON = "fa-solid fa-gavel";

export const RULING_HANDLERS: Readonly<Record<string, ExchangeHandler>> = {
  [RULING_ACTIONS.unparryable]: {
    label: "FRAY.Brp.Ruling.Unparryable",
    icon: ICON,
    gmOnly: true,
    resolve: (exchange) => {
      const payload = payloadOf(exchange.payload);
      return ruled(payload, ruleUnparryable(payload.exchange));
    },
  },
  [RULING_ACTIONS.knockbackSiz]: {
    label: "FRAY.Brp.Ruling.KnockbackSiz",
    icon: ICON,
    gmOnly: true,
    prepare: async (exchange) => {
      const body = `<p>${escapeHtml(localize("FRAY.Brp.Ruling.KnockbackSizHint"))}</p><div class="form-group"><label for="fray-brp-siz">${escapeHtml(localize("FRAY.Brp.Ruling.EffectiveSiz"))}</label><input id="fray-brp-siz" type="number" name="siz" value="${knockbackSizNow(exchange)}" min="1" max="${MAX_RULED_SIZ}" step="1"></div>`;
      const values = await askForm("FRAY.Brp.Ruling.KnockbackSiz", body, "FRAY.Brp.Ruling.Confirm");
      return values ? { siz: String(values["siz"] ?? "") } : null;
    },
    resolve: (exchange, request) => {
      const payload = payloadOf(exchange.payload);
      return ruled(payload, setKnockbackSiz(payload.exchange, wholeIn(request.data["siz"], "siz", 1, MAX_RULED_SIZ)));
    },
  },
  [RULING_ACTIONS.majorWound]: {
    label: "FRAY.Brp.Ruling.MajorWound",
    icon: ICON,
    gmOnly: true,
    prepare: async () => {
      const options = MAJOR_WOUND_TABLE.map((row) => {
        const range = row.from === row.to ? String(row.from) : `${row.from}–${row.to}`;
        return `<option value="${row.from}">${escapeHtml(range)}: ${escapeHtml(localize(row.label))}</option>`;
      }).join("");
      const body = `<p>${escapeHtml(localize("FRAY.Brp.Ruling.MajorWoundHint"))}</p><div class="form-group"><label for="fray-brp-row">${escapeHtml(localize("FRAY.Brp.Ruling.MajorWoundRow"))}</label><select id="fray-brp-row" name="row">${options}</select></div>`;
      const values = await askForm("FRAY.Brp.Ruling.MajorWound", body, "FRAY.Brp.Ruling.Confirm");
      return values ? { row: String(values["row"] ?? "") } : null;
    },
    resolve: (exchange, request) => {
      const payload = payloadOf(exchange.payload);
      return ruled(payload, chooseMajorWound(payload.exchange, wholeIn(request.data["row"], "row", 1, 100)));
    },
  },
};
