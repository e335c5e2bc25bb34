import type { AppliedDelta, JsonObject, JsonValue, PlannedDelta } from "./exchange-types.js";

/**
 * Writes planned deltas to documents and records what each replaced, so undo can take exactly
 * that change out again. `applyAllOrNothing` is the GM relay's: every document is looked up
 * before the first write, and when a write fails the ones already made are rolled back, so an
 * application lands whole or not at all. `applyDeltas` is the same writer for changes a user makes
 * to their own documents (healing from the sheet).
 */

type AnyUuid = Parameters<typeof fromUuidSync>[0];
type AnyDocument = foundry.abstract.Document.Any;

// A delta names documents by UUID string; fromUuidSync's parameter type spells UUIDs as templates.
const lookUp = (uuid: string): AnyDocument | null => {
  const found = fromUuidSync(uuid as AnyUuid);
  return found instanceof foundry.abstract.Document ? found : null;
};

/** The document's stored value at `path` (source data is plain JSON). */
export function sourceValue(document: AnyDocument, path: string): JsonValue {
  const value: unknown = foundry.utils.getProperty(document.toObject(), path);
  return value === undefined ? null : (value as JsonValue);
}

/**
 * The update that sets `path` to `value`. An object value replaces the stored object whole (v13's
 * `==` key prefix) instead of being merged into it, so keys the new value lacks do not survive.
 */
export function setterFor(path: string, value: JsonValue): Record<string, JsonValue> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { [path]: value };
  const at = path.lastIndexOf(".");
  return { [at < 0 ? `==${path}` : `${path.slice(0, at)}.==${path.slice(at + 1)}`]: value };
}

interface Written {
  readonly applied: AppliedDelta;
  readonly rollback: () => Promise<unknown>;
}

async function setValue(document: AnyDocument, path: string, value: JsonValue): Promise<unknown> {
  return (document as unknown as { update(data: object): Promise<unknown> }).update(setterFor(path, value));
}

async function createEmbedded(parent: AnyDocument, documentName: "Item" | "ActiveEffect", data: JsonObject, keepId = false): Promise<string | null> {
  // Delta data is the source of a document of this kind (taken by toObject() or built by a ruleset).
  if (!(parent instanceof Actor) && !(parent instanceof Item && documentName === "ActiveEffect")) return null;
  const holder = parent as unknown as { createEmbeddedDocuments(name: string, data: object[], options?: object): Promise<Array<{ uuid: string }> | undefined> };
  const created = await holder.createEmbeddedDocuments(documentName, [data], keepId ? { keepId: true } : {});
  return created?.[0]?.uuid ?? null;
}

async function toggleStatus(actor: AnyDocument, statusId: string, active: boolean): Promise<unknown> {
  return (actor as unknown as { toggleStatusEffect(id: string, options: { active: boolean }): Promise<unknown> }).toggleStatusEffect(statusId, { active });
}

/** A numeric world setting of the system, through a view that takes a computed key. */
interface NumericSettings {
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: number): Promise<unknown>;
}
const systemSettings = () => game.settings as unknown as NumericSettings;
export const settingValue = (key: string): number => Number(systemSettings().get("fray", key)) || 0;

/** One delta with its document already looked up (null: the document has vanished; the delta is skipped). */
type Ready = { readonly delta: PlannedDelta; readonly document: AnyDocument | null };

function ready(delta: PlannedDelta): Ready {
  switch (delta.kind) {
    case "setting":
      return { delta, document: null };
    case "update":
    case "delete":
      return { delta, document: lookUp(delta.uuid) };
    case "create":
      return { delta, document: lookUp(delta.parentUuid) };
    case "status":
      return { delta, document: lookUp(delta.actorUuid) };
  }
}

async function writeOne({ delta, document }: Ready): Promise<Written | null> {
  if (delta.kind === "setting") {
    const from = settingValue(delta.key);
    await systemSettings().set("fray", delta.key, delta.to);
    return { applied: { ...delta, from }, rollback: () => systemSettings().set("fray", delta.key, from) };
  }
  if (!document) return null;
  switch (delta.kind) {
    case "update": {
      const from = sourceValue(document, delta.path);
      await setValue(document, delta.path, delta.to);
      return { applied: { ...delta, from }, rollback: () => setValue(document, delta.path, from) };
    }
    case "create": {
      const createdUuid = await createEmbedded(document, delta.documentName, delta.data);
      if (!createdUuid) throw new Error(`Fray | could not create ${delta.documentName} on ${delta.parentUuid}`);
      return { applied: { ...delta, createdUuid }, rollback: async () => (lookUp(createdUuid) as { delete(): Promise<unknown> } | null)?.delete() };
    }
    case "delete": {
      const parent = document.parent;
      if (!(document instanceof Item) && !(document instanceof ActiveEffect)) return null;
      if (!parent) return null;
      const data = document.toObject() as unknown as JsonObject;
      const documentName = document instanceof Item ? "Item" : "ActiveEffect";
      await document.delete();
      return { applied: { kind: "delete", uuid: delta.uuid, parentUuid: parent.uuid, documentName, data }, rollback: () => createEmbedded(parent, documentName, data, true) };
    }
    case "status": {
      if (!(document instanceof Actor)) return null;
      const wasActive = document.statuses.has(delta.statusId);
      if (wasActive !== delta.active) await toggleStatus(document, delta.statusId, delta.active);
      return { applied: { ...delta, wasActive }, rollback: async () => (wasActive !== delta.active ? toggleStatus(document, delta.statusId, wasActive) : undefined) };
    }
  }
}

/**
 * Applies every delta or none: documents are looked up first, writes run in order, and a failed
 * write undoes the earlier ones (last first) before the error is passed on. Returns the record of
 * what was written and a rollback for the caller's own later failure (the card write).
 */
export async function applyAllOrNothing(deltas: readonly PlannedDelta[]): Promise<{ readonly applied: AppliedDelta[]; readonly rollback: () => Promise<void> }> {
  const plan = deltas.map(ready);
  const written: Written[] = [];
  const rollback = async () => {
    for (const entry of [...written].reverse()) {
      try {
        await entry.rollback();
      } catch (error) {
        console.error("Fray | rolling back a partial application failed", error);
      }
    }
  };
  try {
    for (const step of plan) {
      const result = await writeOne(step);
      if (result) written.push(result);
    }
  } catch (error) {
    await rollback();
    throw error;
  }
  return { applied: written.map((entry) => entry.applied), rollback };
}

/** Applies changes a user makes to documents they own (not through the relay). */
export async function applyDeltas(deltas: readonly PlannedDelta[]): Promise<AppliedDelta[]> {
  return (await applyAllOrNothing(deltas)).applied;
}
