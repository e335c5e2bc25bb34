/**
 * What a chat card's step asks for, as plain data: who decides next and which document changes
 * to make. Pure, so a ruleset's rules can build a card's steps; the chat exchange glue
 * (src/foundry/chat) stores these and applies the changes with undo.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** Who must decide what before the exchange can go on. */
export interface PendingDecision {
  /** The actor whose owner decides; null means only a GM decides. */
  readonly actorUuid: string | null;
  /** Button actions allowed in this state (each a key of the ruleset's handlers for this kind). */
  readonly actions: readonly string[];
  /** i18n key of the prompt shown above the buttons. */
  readonly prompt: string;
}

/** A change a handler asks for; the GM side fills in what undo needs when applying it. */
export type PlannedDelta =
  | { readonly kind: "update"; readonly uuid: string; readonly path: string; readonly to: JsonValue }
  | { readonly kind: "create"; readonly parentUuid: string; readonly documentName: "Item" | "ActiveEffect"; readonly data: JsonObject }
  | { readonly kind: "delete"; readonly uuid: string }
  | { readonly kind: "status"; readonly actorUuid: string; readonly statusId: string; readonly active: boolean }
  /** A numeric world setting of the system (the dusk GM's Doom pool): only a GM's client writes it. */
  | { readonly kind: "setting"; readonly key: string; readonly to: number };
