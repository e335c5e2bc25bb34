import { getRuleset } from "../rulesets-store.js";
import { renderTemplate } from "../shims.js";
import { SHARED_TEMPLATES } from "../templates.js";
import { exchangeCardContext } from "./card-context.js";
import type { ExchangeData } from "./exchange-types.js";
import { findExchangeHandler } from "./handlers.js";

/**
 * Renders an exchange card's HTML, stored as the message content whenever the exchange changes
 * (at creation by the roller, afterwards by the GM relay), so every client shows the same card
 * and the render hook only has to hide buttons and wire clicks.
 */
export async function renderExchangeContent(exchange: ExchangeData, rolls: ReadonlyArray<{ render(): Promise<string> }>): Promise<string> {
  const rollHtml = await Promise.all(rolls.map((roll) => roll.render()));
  const card = getRuleset(exchange.ruleset)?.exchangeCards?.[exchange.kind] ?? null;
  const context = exchangeCardContext(exchange, rollHtml, card, (action) => findExchangeHandler(exchange.ruleset, exchange.kind, action));
  return renderTemplate(SHARED_TEMPLATES.exchangeCard, context);
}
