import { MIGRATION_STEPS, SCHEMA_VERSION, migrateSource, pendingSteps, updateFor, type DocumentKind, type MigrationStep, type Source } from "./steps.js";

const BATCH = 100;

/**
 * Brings a world's stored documents up to SCHEMA_VERSION: only on the active GM's client, only
 * when `fray.schemaVersion` is older, in batches of updates (world actors and their items, world
 * items, chat messages). A new world is simply stamped with the current version.
 */
export async function migrateWorld(): Promise<void> {
  const settings = game.settings;
  if (!settings || !game.users?.activeGM?.isSelf) return;
  const from = settings.get("fray", "schemaVersion");
  const isNewWorld = from === "" && (game.actors?.size ?? 0) === 0 && (game.items?.size ?? 0) === 0;
  const steps = isNewWorld ? [] : pendingSteps(MIGRATION_STEPS, from);
  if (steps.length) {
    ui.notifications?.info(game.i18n?.format("FRAY.Migration.Started", { version: SCHEMA_VERSION }) ?? SCHEMA_VERSION);
    await migrateCollection("Actor", game.actors?.contents ?? [], steps);
    for (const actor of game.actors?.contents ?? []) await migrateEmbeddedItems(actor, steps);
    await migrateCollection("Item", game.items?.contents ?? [], steps);
    await migrateCollection("ChatMessage", game.messages?.contents ?? [], steps);
    ui.notifications?.info(game.i18n?.format("FRAY.Migration.Finished", { version: SCHEMA_VERSION }) ?? SCHEMA_VERSION);
  }
  if (from !== SCHEMA_VERSION) await settings.set("fray", "schemaVersion", SCHEMA_VERSION);
}

interface Migratable {
  readonly id: string | null;
  toObject(): object;
}

/** The `_id`-keyed updates for the documents the steps change. */
function updatesFor(kind: DocumentKind, documents: readonly Migratable[], steps: readonly MigrationStep[]): Record<string, unknown>[] {
  const updates: Record<string, unknown>[] = [];
  for (const document of documents) {
    const before = document.toObject() as Source;
    const { changed, source } = migrateSource(kind, before, steps);
    if (changed && document.id) updates.push({ _id: document.id, ...updateFor(before, source) });
  }
  return updates;
}

async function inBatches(updates: Record<string, unknown>[], run: (batch: Record<string, unknown>[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < updates.length; start += BATCH) {
    try {
      await run(updates.slice(start, start + BATCH));
    } catch (error) {
      // One bad batch must not stop the rest; the GM sees it in the console.
      console.error("Fray | migration batch failed", error);
    }
  }
}

async function migrateCollection(kind: DocumentKind, documents: readonly Migratable[], steps: readonly MigrationStep[]): Promise<void> {
  const updates = updatesFor(kind, documents, steps);
  // Each update replaces whole top-level fields (see updateFor), hence recursive: false.
  // Migration updates are computed source diffs with `_id` (see updateFor), valid update data for each kind.
  const run = (batch: Record<string, unknown>[]) =>
    kind === "Actor"
      ? Actor.updateDocuments(batch as Actor.UpdateData[], { recursive: false })
      : kind === "Item"
        ? Item.updateDocuments(batch as Item.UpdateData[], { recursive: false })
        : ChatMessage.updateDocuments(batch as ChatMessage.UpdateData[], { recursive: false });
  await inBatches(updates, run);
}

async function migrateEmbeddedItems(actor: Actor.Implementation, steps: readonly MigrationStep[]): Promise<void> {
  const updates = updatesFor("Item", actor.items.contents, steps);
  await inBatches(updates, (batch) => actor.updateEmbeddedDocuments("Item", batch as Item.UpdateData[], { recursive: false }));
}
