import type { SpecFields } from "./field-spec.js";
import { schemaFromSpec } from "./schema-from-spec.js";

type Schema = foundry.data.fields.DataSchema;

/** Data models built from a ruleset's field specs (read them typed with `storedSystem`, field-spec.ts). */

/** The model of one subtype with nothing derived: its schema from `spec`. */
export function specModel(spec: SpecFields) {
  return class SpecModel extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation & Item.Implementation> {
    static override defineSchema(): Schema {
      return schemaFromSpec(spec);
    }
  };
}

/** A model class per subtype of `specs` (item types that derive nothing). */
export function specModels<K extends string>(specs: Readonly<Record<K, SpecFields>>): Record<K, ReturnType<typeof specModel>> {
  return Object.fromEntries(Object.entries<SpecFields>(specs).map(([type, spec]) => [type, specModel(spec)])) as Record<K, ReturnType<typeof specModel>>;
}

/** The embedded items of a model's parent actor, as the pure rules read them (none outside an actor). */
export function parentItems<I>(model: { parent: unknown }): I[] {
  const parent = model.parent as { items?: Iterable<I> } | null;
  return parent?.items ? [...parent.items] : [];
}
