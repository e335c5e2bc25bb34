import type { AppliedDelta, JsonObject, JsonValue, PlannedDelta } from "./exchange-types.js";

/**
 * Applies planned deltas to documents and records what each replaced, so undo can reverse it.
 * Runs only on the active GM's client (see relay.ts). Deltas apply in order; a delta whose
 * document has vanished is skipped rather than failing the whole exchange.
 */

type AnyUuid = Parameters<typeof fromUuid>[0];

// A delta names documents by UUID string; fromUuid's parameter type spells UUIDs as templates.
const resolve = (uuid: string) => fromUuid(uuid as AnyUuid);

/** The document's stored value at `path` (source data is plain JSON). */
function sourceValue(document: foundry.abstract.Document.Any, path: string): JsonValue {
  const value: unknown = foundry.utils.getProperty(document.toObject(), path);
  return value === undefined ? null : (value as JsonValue);
}

async function applyOne(delta: PlannedDelta): Promise<AppliedDelta | null> {
  switch (delta.kind) {
    case "update": {
      const document = await resolve(delta.uuid);
      if (!document) return null;
      const from = sourceValue(document, delta.path);
      await document.update({ [delta.path]: delta.to });
      return { ...delta, from };
    }
    case "create": {
      const parent = await resolve(delta.parentUuid);
      const created = await createEmbedded(parent, delta.documentName, delta.data);
      return created ? { ...delta, createdUuid: created } : null;
    }
    case "delete": {
      const document = await resolve(delta.uuid);
      const parent = document?.parent;
      if (!(document instanceof Item) && !(document instanceof ActiveEffect)) return null;
      if (!parent) return null;
      const data = document.toObject() as unknown as JsonObject;
      await document.delete();
      return { kind: "delete", uuid: delta.uuid, parentUuid: parent.uuid, documentName: document instanceof Item ? "Item" : "ActiveEffect", data };
    }
    case "status": {
      const actor = await resolve(delta.actorUuid);
      if (!(actor instanceof Actor)) return null;
      const wasActive = actor.statuses.has(delta.statusId);
      if (wasActive !== delta.active) await actor.toggleStatusEffect(delta.statusId, { active: delta.active });
      return { ...delta, wasActive };
    }
  }
}

/** Creates one embedded Item or ActiveEffect on an actor or item; returns its UUID. */
async function createEmbedded(parent: unknown, documentName: "Item" | "ActiveEffect", data: JsonObject): Promise<string | null> {
  // Delta data is the source of a document of this kind (taken by toObject() or built by a ruleset).
  if (parent instanceof Actor) {
    const created = documentName === "Item"
      ? await parent.createEmbeddedDocuments("Item", [data as unknown as Item.CreateData])
      : await parent.createEmbeddedDocuments("ActiveEffect", [data as unknown as ActiveEffect.CreateData]);
    return created?.[0]?.uuid ?? null;
  }
  if (parent instanceof Item && documentName === "ActiveEffect") {
    const created = await parent.createEmbeddedDocuments("ActiveEffect", [data as unknown as ActiveEffect.CreateData]);
    return created?.[0]?.uuid ?? null;
  }
  return null;
}

export async function applyDeltas(deltas: readonly PlannedDelta[]): Promise<AppliedDelta[]> {
  const applied: AppliedDelta[] = [];
  for (const delta of deltas) {
    const result = await applyOne(delta);
    if (result) applied.push(result);
  }
  return applied;
}
