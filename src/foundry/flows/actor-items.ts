/**
 * An actor's embedded items as the pure rules read them: plain `{ id, name, type, system }`
 * objects, detached from the documents (a rule may keep or spread them without touching Foundry).
 */
export interface PlainItem {
  readonly id: string | null;
  readonly name: string;
  readonly type: string;
  readonly system: unknown;
}

interface HasItems {
  readonly items: { readonly contents: ReadonlyArray<{ readonly id: string | null; readonly name: string; readonly type: unknown; readonly system: unknown }> };
}

export function actorItems(actor: HasItems): PlainItem[] {
  return actor.items.contents.map((item) => ({ id: item.id, name: item.name, type: String(item.type), system: item.system }));
}
