import { mayDecide, type Asker, type OwnsDocument } from "../relay/checks.js";
import { authoredByGM, exchangeOf } from "../relay/relay.js";
import { undoWrites } from "../relay/revert.js";
import { pressExchangeAction, pressUndo } from "./press.js";

/**
 * `renderChatMessageHTML` for exchange cards: removes every button the viewing user may not
 * press (decisions: the deciding actor's owners and GMs; undo: GMs and owners of everything the
 * application changed) and wires the rest to the relay.
 */
export function onRenderChatMessageHTML(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (message.type !== "exchange" || !game.user) return;
  const user = game.user;
  const asker: Asker = { id: user.id ?? "", isGM: user.isGM };
  const owns: OwnsDocument = (uuid) => {
    // Card buttons carry UUID strings; fromUuidSync's parameter type spells UUIDs as templates.
    const document = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
    return document instanceof foundry.abstract.Document && document.testUserPermission(user, "OWNER");
  };
  const exchange = exchangeOf(message);
  // A card a player posted is not the GM's record: its buttons would be refused, so none are shown.
  if (!authoredByGM(message)) {
    for (const button of html.querySelectorAll("button[data-fray-action], button[data-fray-undo]")) button.remove();
    return;
  }

  for (const button of html.querySelectorAll<HTMLButtonElement>("button[data-fray-action]")) {
    const decider = button.dataset["frayActor"] || null;
    // A GM's ruling is not the decider's to press (the GM's client refuses it from anyone else too).
    if (!mayDecide(decider, asker, owns) || (button.dataset["frayGmOnly"] === "true" && !asker.isGM)) {
      button.remove();
      continue;
    }
    button.addEventListener("click", () => void guardedClick(button, () => pressExchangeAction(message, button.dataset["frayAction"] ?? "", decider)));
  }
  // Whoever can press a button needs no "waiting for" line.
  if (html.querySelector("button[data-fray-action]")) html.querySelector(".fray-exchange-waiting")?.remove();

  for (const button of html.querySelectorAll<HTMLButtonElement>("button[data-fray-undo]")) {
    const application = exchange.applications.find((candidate) => candidate.id === button.dataset["frayUndo"]);
    if (!application || !(asker.isGM || undoWrites(application.deltas).every(owns))) {
      button.remove();
      continue;
    }
    button.addEventListener("click", () => void guardedClick(button, () => pressUndo(message, application.id)));
  }
}

/** Disables the button while its request is under way, so one click sends one request. */
async function guardedClick(button: HTMLButtonElement, run: () => Promise<void>): Promise<void> {
  if (button.disabled) return;
  button.disabled = true;
  try {
    await run();
  } finally {
    button.disabled = false;
  }
}
