import { tokenBarFix, type TrackableTable } from "../token-bars.js";
import { MIGRATION_STEPS, SCHEMA_VERSION, pendingSteps, type DocumentKind, type MigrationContext, type MigrationStep, type Source } from "./steps.js";
import { updateOf } from "./world-updates.js";

const BATCH = 100;

/**
 * Each update replaces the top-level fields it names (recursive: false) and is sent whole, even
 * when the client's copy already holds the migrated shape (diff: false): `migrateData` changed the
 * source in memory, the database still has the old one.
 */
const PERSIST = { recursive: false, diff: false } as const;

/**
 * Brings a world's stored documents up to SCHEMA_VERSION: only on the active GM's client, only
 * when `fray.schemaVersion` is older, in batches. Covers world actors and their items, world
 * items, chat messages, the actors of unlinked tokens (and their tokens' bars) on every scene,
 * and the world's own compendia. Each document is read from its raw source (`_source`, which the
 * models' `migrateData` has already brought up to date in memory); what changed, and the whole
 * `system` of subtypes a step reshaped at load, is written back so the database matches.
 */
export async function migrateWorld(): Promise<void> {
  const settings = game.settings;
  if (!settings || !game.users?.activeGM?.isSelf) return;
  const from = settings.get("fray", "schemaVersion");
  const isNewWorld = from === "" && (game.actors?.size ?? 0) === 0 && (game.items?.size ?? 0) === 0;
  const steps = isNewWorld ? [] : pendingSteps(MIGRATION_STEPS, from);
  if (steps.length) {
    ui.notifications?.info(game.i18n?.format("FRAY.Migration.Started", { version: SCHEMA_VERSION }) ?? SCHEMA_VERSION);
    const context = migrationContext();
    const actors = (game.actors?.contents ?? []) as unknown as Migratable[];
    await migrateDocuments("Actor", actors, steps, context, (batch) => Actor.updateDocuments(batch as Actor.UpdateData[], PERSIST));
    for (const actor of game.actors?.contents ?? []) await migrateEmbeddedItems(actor as unknown as ParentDocument, steps, context);
    await migrateDocuments("Item", (game.items?.contents ?? []) as unknown as Migratable[], steps, context, (batch) =>
      Item.updateDocuments(batch as Item.UpdateData[], PERSIST),
    );
    await migrateDocuments("ChatMessage", (game.messages?.contents ?? []) as unknown as Migratable[], steps, context, (batch) =>
      ChatMessage.updateDocuments(batch as ChatMessage.UpdateData[], PERSIST),
    );
    await migrateSceneTokens(steps, context);
    await migrateWorldCompendia(steps, context);
    ui.notifications?.info(game.i18n?.format("FRAY.Migration.Finished", { version: SCHEMA_VERSION }) ?? SCHEMA_VERSION);
  }
  if (from !== SCHEMA_VERSION) await settings.set("fray", "schemaVersion", SCHEMA_VERSION);
}

/** What the steps may ask of the running world: each subtype's token bars. */
function migrationContext(): MigrationContext {
  // The pinned types describe trackableAttributes as plain strings; v13 takes { bar, value } per subtype.
  const table = CONFIG.Actor.trackableAttributes as unknown as TrackableTable;
  return { tokenBars: (type, token) => tokenBarFix(type, token as Parameters<typeof tokenBarFix>[1], table) };
}

interface Migratable {
  readonly id: string | null;
  readonly type?: string;
  readonly _source: object;
}

interface ParentDocument extends Migratable {
  readonly items: { readonly contents: readonly unknown[] };
  updateEmbeddedDocuments(name: "Item", updates: object[], options: object): Promise<unknown>;
  update(data: object, options: object): Promise<unknown>;
}

/** The updates for the documents the steps change. */
function updatesFor(
  kind: DocumentKind,
  documents: readonly Migratable[],
  steps: readonly MigrationStep[],
  context: MigrationContext,
): Record<string, unknown>[] {
  const updates: Record<string, unknown>[] = [];
  for (const document of documents) {
    const update = document.id ? updateOf(kind, document._source as Source, steps, context) : null;
    if (update) updates.push({ _id: document.id, ...update });
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

async function migrateDocuments(
  kind: DocumentKind,
  documents: readonly Migratable[],
  steps: readonly MigrationStep[],
  context: MigrationContext,
  run: (batch: Record<string, unknown>[]) => Promise<unknown>,
): Promise<void> {
  await inBatches(updatesFor(kind, documents, steps, context), run);
}

async function migrateEmbeddedItems(parent: ParentDocument, steps: readonly MigrationStep[], context: MigrationContext): Promise<void> {
  const updates = updatesFor("Item", parent.items.contents as Migratable[], steps, context);
  await inBatches(updates, (batch) => parent.updateEmbeddedDocuments("Item", batch, PERSIST));
}

interface SceneToken {
  readonly actorLink: boolean;
  readonly actor: (ParentDocument & { readonly type: string }) | null;
  readonly _source: object;
  update(data: object): Promise<unknown>;
}

/**
 * Tokens on every scene: an unlinked token's own actor (its changes live in the token's delta)
 * and items are migrated like world actors; every token's bars are set for its actor's subtype.
 */
async function migrateSceneTokens(steps: readonly MigrationStep[], context: MigrationContext): Promise<void> {
  const scenes = (game.scenes?.contents ?? []) as unknown as Array<{ tokens: { contents: readonly SceneToken[] } }>;
  const barsDue = steps.some((step) => step.version === "0.2.0");
  for (const token of scenes.flatMap((scene) => scene.tokens.contents)) {
    const actor = token.actor;
    if (!actor) continue;
    try {
      if (!token.actorLink) {
        const update = updateOf("Actor", actor._source as Source, steps, context);
        if (update) await actor.update(update, PERSIST);
        await migrateEmbeddedItems(actor, steps, context);
      }
      const bars = barsDue ? context.tokenBars?.(actor.type, token._source) : null;
      if (bars) await token.update(bars);
    } catch (error) {
      console.error("Fray | migration of a token failed", error);
    }
  }
}

interface WorldPack {
  readonly documentName: string;
  readonly locked: boolean;
  readonly collection: string;
  readonly metadata: { readonly packageType?: string };
  configure(options: { locked: boolean }): Promise<unknown>;
  getDocuments(): Promise<Migratable[]>;
}

/** The world's own Actor and Item compendia (the system's packs ship in the current shape). */
async function migrateWorldCompendia(steps: readonly MigrationStep[], context: MigrationContext): Promise<void> {
  const packs = (game.packs?.contents ?? []) as unknown as WorldPack[];
  for (const pack of packs.filter(
    (candidate) => candidate.metadata.packageType === "world" && (candidate.documentName === "Actor" || candidate.documentName === "Item"),
  )) {
    const kind = pack.documentName as "Actor" | "Item";
    const wasLocked = pack.locked;
    try {
      if (wasLocked) await pack.configure({ locked: false });
      const documents = await pack.getDocuments();
      const options = { ...PERSIST, pack: pack.collection };
      await migrateDocuments(kind, documents, steps, context, (batch) =>
        kind === "Actor" ? Actor.updateDocuments(batch as Actor.UpdateData[], options) : Item.updateDocuments(batch as Item.UpdateData[], options),
      );
      if (kind === "Actor") for (const actor of documents) await migrateEmbeddedItems(actor as ParentDocument, steps, context);
    } catch (error) {
      console.error(`Fray | migration of compendium ${pack.collection} failed`, error);
    } finally {
      if (wasLocked) await pack.configure({ locked: true });
    }
  }
}
