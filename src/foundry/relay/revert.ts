import type { AppliedDelta, JsonValue, PlannedDelta } from "../chat/exchange-types.js";

/**
 * Undo as a relative change. An application recorded each field it set as `from → to`; undoing it
 * takes out exactly that change from the value as it is *now*, so a later hit on the same actor
 * survives the undo of an earlier one. Pure, so the whole of it is property-tested.
 *
 * - numbers move back by `to − from` (20 −3 −3 → 14; undoing the first hit → 17), provided the
 *   result stays a value the field can hold: a count that was never negative does not become
 *   negative (a track healed below what the hit added cannot be "un-hit" cleanly), and a `value`
 *   does not pass its sibling `max`;
 * - objects revert key by key; lists whose entries all carry a unique `id` (wounds, conditions)
 *   lose the entries the application added and get back the ones it removed;
 * - anything else reverts only when it still holds what the application wrote.
 * Whatever cannot be reverted that way is a conflict, and the whole undo is refused.
 */

/** The reverted value (undefined: the key or entry goes away), or a conflict. */
export type Revert = { readonly ok: true; readonly value: JsonValue | undefined } | { readonly ok: false };

const CONFLICT: Revert = { ok: false };
const ok = (value: JsonValue | undefined): Revert => ({ ok: true, value });

export function jsonEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((entry, i) => jsonEqual(entry, b[i]));
  const ao = a as Record<string, JsonValue>;
  const bo = b as Record<string, JsonValue>;
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
  for (const key of keys) if (!jsonEqual(ao[key], bo[key])) return false;
  return true;
}

const isPlainObject = (v: JsonValue | undefined): v is { [key: string]: JsonValue } => typeof v === "object" && v !== null && !Array.isArray(v);

function idOf(entry: JsonValue): string | null {
  return isPlainObject(entry) && typeof entry["id"] === "string" ? entry["id"] : null;
}

/** A list whose entries are objects with unique string ids, keyed by id (null otherwise). */
function keyed(list: JsonValue | undefined): Map<string, JsonValue> | null {
  if (!Array.isArray(list)) return null;
  const map = new Map<string, JsonValue>();
  for (const entry of list) {
    const id = idOf(entry);
    if (id === null || map.has(id)) return null;
    map.set(id, entry);
  }
  return map;
}

/** `now` with the change `from → to` taken out. `undefined` stands for a missing key. */
export function revertValue(now: JsonValue | undefined, from: JsonValue | undefined, to: JsonValue | undefined, depth = 0, max: number | null = null): Revert {
  if (depth > 32) return CONFLICT;
  if (jsonEqual(from, to)) return ok(now);
  if (typeof now === "number" && typeof from === "number" && typeof to === "number") {
    const value = now - (to - from);
    const negative = value < 0 && from >= 0 && to >= 0;
    const over = max !== null && value > max;
    return Number.isFinite(value) && !negative && !over ? ok(value) : CONFLICT;
  }
  if (isPlainObject(now) && isPlainObject(from) && isPlainObject(to)) {
    const out: { [key: string]: JsonValue } = {};
    const keys = new Set([...Object.keys(now), ...Object.keys(from), ...Object.keys(to)]);
    for (const key of keys) {
      const r = revertValue(now[key], from[key], to[key], depth + 1);
      if (!r.ok) return CONFLICT;
      if (r.value !== undefined) out[key] = r.value;
    }
    return ok(out);
  }
  const nowById = keyed(now);
  const fromById = keyed(from);
  const toById = keyed(to);
  if (nowById && fromById && toById && Array.isArray(now)) {
    const out: JsonValue[] = [];
    for (const entry of now) {
      const id = idOf(entry)!;
      const r = revertValue(entry, fromById.get(id), toById.get(id), depth + 1);
      if (!r.ok) return CONFLICT;
      if (r.value !== undefined) out.push(r.value);
    }
    // Entries the application removed come back (unless someone already put them back).
    for (const [id, entry] of fromById) if (!toById.has(id) && !nowById.has(id)) out.push(entry);
    return ok(out);
  }
  if (jsonEqual(now, to)) return ok(from);
  // Already back to what it was (an added entry since removed, a removed one put back).
  if (jsonEqual(now, from)) return ok(now);
  return CONFLICT;
}

/** What the undo of one application will do, judged against the documents as they are now. */
export interface UndoWorld {
  /** The stored value at `path` of the document (undefined when the document is missing). */
  valueAt(uuid: string, path: string): JsonValue | undefined;
  exists(uuid: string): boolean;
  statusActive(actorUuid: string, statusId: string): boolean | undefined;
  /** A numeric world setting of the system as it is now. */
  settingAt?(key: string): number;
}

export type UndoPlan = { readonly ok: true; readonly steps: readonly PlannedDelta[] } | { readonly ok: false; readonly reason: string };

/**
 * The planned changes that revert an application (last delta first), or why it cannot be
 * reverted cleanly. Nothing is written unless every delta reverts.
 */
export function planUndo(deltas: readonly AppliedDelta[], world: UndoWorld): UndoPlan {
  const steps: PlannedDelta[] = [];
  for (const delta of [...deltas].reverse()) {
    switch (delta.kind) {
      case "update": {
        if (!world.exists(delta.uuid)) return { ok: false, reason: "FRAY.Relay.UndoGone" };
        const now = world.valueAt(delta.uuid, delta.path) ?? null;
        // A resource's `value` stays within its `max` (hit points, track boxes).
        const max = delta.path.endsWith(".value") ? world.valueAt(delta.uuid, `${delta.path.slice(0, -"value".length)}max`) : null;
        const r = revertValue(now, delta.from, delta.to, 0, typeof max === "number" ? max : null);
        if (!r.ok) return { ok: false, reason: "FRAY.Relay.UndoConflict" };
        const value = r.value === undefined ? null : r.value;
        if (!jsonEqual(value, now)) steps.push({ kind: "update", uuid: delta.uuid, path: delta.path, to: value });
        break;
      }
      case "create":
        // Already deleted by someone else: the creation is reverted as it is.
        if (world.exists(delta.createdUuid)) steps.push({ kind: "delete", uuid: delta.createdUuid });
        break;
      case "delete":
        if (world.exists(delta.uuid)) return { ok: false, reason: "FRAY.Relay.UndoConflict" };
        if (!world.exists(delta.parentUuid)) return { ok: false, reason: "FRAY.Relay.UndoGone" };
        steps.push({ kind: "create", parentUuid: delta.parentUuid, documentName: delta.documentName, data: delta.data });
        break;
      case "setting": {
        // Relative, as numbers are: the change this application made comes out, later ones stay.
        const now = world.settingAt?.(delta.key) ?? 0;
        const to = Math.max(0, now - (delta.to - delta.from));
        if (to !== now) steps.push({ kind: "setting", key: delta.key, to });
        break;
      }
      case "status": {
        const now = world.statusActive(delta.actorUuid, delta.statusId);
        if (now === undefined) return { ok: false, reason: "FRAY.Relay.UndoGone" };
        if (now === delta.active && delta.active !== delta.wasActive) steps.push({ kind: "status", actorUuid: delta.actorUuid, statusId: delta.statusId, active: delta.wasActive });
        break;
      }
    }
  }
  return { ok: true, steps };
}

/** Every document an undo of these deltas would write (what a non-GM must own to undo). */
export function undoWrites(deltas: readonly AppliedDelta[]): string[] {
  const uuids = deltas.flatMap((delta) => {
    switch (delta.kind) {
      case "update":
        return [delta.uuid];
      case "create":
        return [delta.parentUuid, delta.createdUuid];
      case "delete":
        return [delta.parentUuid, delta.uuid];
      case "status":
        return [delta.actorUuid];
      case "setting":
        // Not a document anyone but a GM may write: a player's undo of it is refused.
        return [`Setting.fray.${delta.key}`];
    }
  });
  return [...new Set(uuids)];
}
