import { findExchangeHandler } from "./handlers.js";
import { exchangeOf, reportAnswer, sendPress, sendUndo } from "../relay/relay.js";

/**
 * What a click on an exchange card button does on the presser's client: let the handler ask and
 * roll here (`prepare`), then hand the decision to the active GM with a fresh application id. Who
 * pressed is not part of the request: the GM learns it from the server.
 */
export async function pressExchangeAction(message: ChatMessage.Implementation, action: string, actorUuid: string | null): Promise<void> {
  const exchange = exchangeOf(message);
  const handler = findExchangeHandler(exchange.ruleset, exchange.kind, action);
  if (!handler || !message.id) return;
  const data = handler.prepare ? await handler.prepare(exchange, { messageId: message.id, actorUuid }) : {};
  if (data === null) return; // the presser cancelled a dialog
  const request = { messageId: message.id, action, applicationId: foundry.utils.randomID(), claimedState: exchange.state, actorUuid, data };
  reportAnswer(await sendPress(request));
}

export async function pressUndo(message: ChatMessage.Implementation, applicationId: string): Promise<void> {
  if (!message.id) return;
  reportAnswer(await sendUndo(message.id, applicationId));
}
