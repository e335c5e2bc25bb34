import type { ExchangeCardSpec, ExchangeData } from "../../../foundry/chat/exchange-types.js";
import { flipDigits, type ClashRoll } from "../rules/index.js";
import { payloadOf } from "./card-view.js";
import { decisionOf, type ClashPayload } from "./clash-card.js";
import { FOLLOW_UP_KIND } from "./follow-up-card.js";

/**
 * How the clash card shows on the shared exchange card: its title, the body partial (which prints
 * `payload.view`), and button labels that depend on the card: each reaction with its weapon and
 * chance, and a flip with the number it would give.
 */
const BODY = "systems/fray/templates/clash/chat/parts/clash-body.hbs";
const FOLLOW_UP_BODY = "systems/fray/templates/clash/chat/parts/follow-up-body.hbs";

/** The two i18n calls a label needs; Foundry's `game.i18n` in a world, a plain lookup in tests. */
export interface LabelI18n {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

const gameI18n: LabelI18n = {
  localize: (key) => (globalThis as { game?: { i18n?: LabelI18n } }).game?.i18n?.localize(key) ?? key,
  format: (key, data) => (globalThis as { game?: { i18n?: LabelI18n } }).game?.i18n?.format(key, data) ?? key,
};
const shown = (face: number) => String(face % 100).padStart(2, "0");

/** The roll a flip would turn over: the side deciding a "reroll or flip" window. */
function ownRoll(payload: ClashPayload): ClashRoll | null {
  const decision = decisionOf(payload);
  if (decision.type !== "luck") return null;
  return decision.window === "attackerOwnFailure" ? payload.state.attackerRoll : decision.window === "defenderOwnFailure" ? payload.state.defenderRoll : null;
}

export function clashButtonLabel(exchange: ExchangeData, action: string, i18n: LabelI18n = gameI18n): string | null {
  const { localize, format } = i18n;
  const payload = payloadOf(exchange.payload);
  const slot = /^react([1-9]\d?)$/.exec(action);
  if (slot) {
    const reaction = payload.reactions[Number(slot[1]) - 1];
    if (!reaction) return null;
    const name = localize(reaction.name);
    return reaction.item ? format("FRAY.Clash.Button.ReactWith", { name, item: reaction.item, skill: String(reaction.skill) }) : format("FRAY.Clash.Button.ReactAt", { name, skill: String(reaction.skill) });
  }
  if (action === "luckFlip") {
    const roll = ownRoll(payload);
    return roll ? format("FRAY.Clash.Button.LuckFlipTo", { from: shown(roll.face), to: shown(flipDigits(roll.face)) }) : null;
  }
  return null;
}

export const CLASH_EXCHANGE_CARDS: Readonly<Record<string, ExchangeCardSpec>> = {
  clash: { title: "FRAY.Clash.Card.Title", bodyPartial: BODY, buttonLabel: (exchange, action) => clashButtonLabel(exchange, action) },
  [FOLLOW_UP_KIND]: { title: "FRAY.Clash.FollowUp.Title", bodyPartial: FOLLOW_UP_BODY },
};
