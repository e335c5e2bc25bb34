import type { JsonObject } from "./exchange-types.js";

/**
 * A card's payload as its message stores it: the facts the next step reads, plus the `view` its
 * body partial prints. The view is computed on the GM's client with each step, so every client
 * shows the same card; the facts are read back without it (a stored view is never trusted).
 * Payloads are written by the GM's client only (openers and handlers), so their shape is the
 * opener's.
 */

/** The facts with their view, as plain JSON (undefined fields dropped, nothing shared with the live state). */
export function withView(facts: object, view: unknown): JsonObject {
  return JSON.parse(JSON.stringify({ ...facts, view })) as JsonObject;
}

/** The facts of a stored payload, its view left out. */
export function factsOf<P>(stored: JsonObject): P {
  const { view: _view, ...facts } = stored;
  return facts as unknown as P;
}
