import { getRuleset } from "../rulesets-store.js";
import { renderTemplate } from "../shims.js";
import { SHARED_TEMPLATES } from "../templates.js";
import { exchangeCardContext, type RollFaces } from "./card-context.js";
import type { ExchangeData } from "./exchange-types.js";
import { findExchangeHandler } from "./handlers.js";

/**
 * Renders an exchange card's HTML, stored as the message content whenever the exchange changes
 * (at creation by the roller, afterwards by the GM relay), so every client shows the same card
 * and the render hook only has to hide buttons and wire clicks.
 */
export async function renderExchangeContent(exchange: ExchangeData, rolls: ReadonlyArray<RollLike>): Promise<string> {
  const rollFaces = rolls.map(facesOf);
  const card = getRuleset(exchange.ruleset)?.exchangeCards?.[exchange.kind] ?? null;
  const context = exchangeCardContext(exchange, rollFaces, card, (action) => findExchangeHandler(exchange.ruleset, exchange.kind, action));
  return renderTemplate(SHARED_TEMPLATES.exchangeCard, context);
}

/** What the card needs of a Foundry Roll: its dice terms' results and its total. */
interface RollLike {
  readonly dice: ReadonlyArray<{ readonly faces?: number | null; readonly results: ReadonlyArray<{ readonly result: number; readonly active?: boolean }> }>;
  readonly total?: number | null;
}

/** The faces of every active die of a roll (the card shows dice, never the formula). */
function facesOf(roll: RollLike): RollFaces {
  const faces = roll.dice.flatMap((term) => term.results.filter((r) => r.active !== false).map((r) => r.result));
  return { faces, sides: roll.dice[0]?.faces ?? 0, total: roll.total ?? 0 };
}
