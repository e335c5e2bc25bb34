import { migrateSource, mustPersistSystem, updateFor, type DocumentKind, type MigrationContext, type MigrationStep, type Source } from "./steps.js";

/**
 * The `_id`-keyed update for one document, or null: the fields the steps change, plus the whole
 * `system` when a pending step reshaped this subtype at load (so the database loses the old keys).
 */
export function updateOf(kind: DocumentKind, source: Source, steps: readonly MigrationStep[], context: MigrationContext): Record<string, unknown> | null {
  const { source: migrated } = migrateSource(kind, source, steps, context);
  const update = updateFor(source, migrated);
  if (mustPersistSystem(kind, source["type"], steps) && migrated["system"] !== undefined) update["system"] = migrated["system"];
  return Object.keys(update).length ? update : null;
}
