import { pressExchangeAction, pressUndo } from "../foundry/chat/press.js";
import { exchangeOf } from "../foundry/relay/relay.js";
import type { ExchangeData } from "../foundry/chat/exchange-types.js";

/**
 * The parts of a seat's hands both tables share: what a click on a sheet button or a card button
 * runs is the same code in the double and in a live world.
 */

/** An element as a sheet action handler reads it: data attributes, `closest`, a neighbouring select. */
export function clickedElement(dataset: Readonly<Record<string, string>>): HTMLElement {
  const element = {
    dataset: { ...dataset },
    closest: () => element,
    parentElement: { querySelector: () => (dataset["select"] === undefined ? null : { value: dataset["select"] }) },
    // The form's checked boxes, for a handler that reads them (`data-locations`: the ticked ones, comma-separated).
    querySelectorAll: () => (dataset["locations"] ?? "").split(",").filter(Boolean).map((location) => ({ checked: true, dataset: { location } })),
    getAttribute: (name: string) => dataset[name.replace(/^data-/, "").replace(/-([a-z])/g, (_: string, c: string) => c.toUpperCase())] ?? null,
  };
  return element as unknown as HTMLElement;
}

interface ActionSheet {
  options: { actions?: Record<string, unknown> };
}

/** Runs a sheet's `data-action` handler as a click would (ApplicationV2 calls it with the sheet as `this`). */
export async function runSheetAction(sheet: unknown, action: string, dataset: Readonly<Record<string, string>>): Promise<void> {
  const entry = (sheet as ActionSheet).options.actions?.[action];
  const handler = typeof entry === "function" ? entry : (entry as { handler?: unknown } | undefined)?.handler;
  if (typeof handler !== "function") throw new Error(`the sheet has no action "${action}"`);
  await (handler as (this: unknown, event: unknown, target: HTMLElement) => unknown).call(sheet, { type: "click", preventDefault() {} }, clickedElement(dataset));
}

export function exchangeOfMessage(message: ChatMessage.Implementation): ExchangeData {
  return exchangeOf(message);
}

/** Presses an exchange card button as the render hook wires it. */
export async function pressCard(message: ChatMessage.Implementation, action: string, actorUuid: string | null): Promise<void> {
  await pressExchangeAction(message, action, actorUuid);
}

/** Presses Undo for an application (the newest undoable one when not named). */
export async function undoCard(message: ChatMessage.Implementation, applicationId?: string): Promise<void> {
  const exchange = exchangeOf(message);
  const id = applicationId ?? [...exchange.applications].reverse().find((application) => !application.undone && application.deltas.length > 0)?.id;
  if (!id) throw new Error("nothing on this card to undo");
  await pressUndo(message, id);
}

const CORE_CONTROLS = ["startCombat", "nextTurn", "previousTurn", "nextRound", "previousRound", "endCombat"] as const;

/**
 * A combat tracker button: core's controls call the combat's own method (as core's tracker does);
 * anything else is an action of the tracker class, clicked on an element with `dataset`.
 */
export async function pressTracker(tracker: unknown, combat: Combat.Implementation | null, control: string, dataset: Readonly<Record<string, string>>): Promise<void> {
  if ((CORE_CONTROLS as readonly string[]).includes(control)) {
    if (!combat) throw new Error("there is no combat on view");
    await (combat as unknown as Record<string, () => Promise<unknown>>)[control]?.call(combat);
    return;
  }
  await runSheetAction(tracker, control, dataset);
}
