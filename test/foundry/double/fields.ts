import { deepClone, getProperty, isPlainObject, type Plain } from "./utils.js";

/**
 * `foundry.data.fields` and `foundry.abstract.TypeDataModel` as far as Fray's schemas use them
 * (src/foundry/data/schema-from-spec.ts, src/foundry/chat/exchange-model.ts, the brp damage
 * field). Behaviour from the public API pages (foundryvtt.com/api/v13: DataField options
 * `required`, `nullable`, `initial`, `blank`, `choices`, `integer`, `min`, `max`, `validate`;
 * SchemaField, ArrayField, ObjectField, HTMLField; TypeDataModel `defineSchema`, `migrateData`,
 * `prepareBaseData`, `prepareDerivedData`) and the knowledge-base article "System Data Models":
 * source data is cleaned (types cast, missing values filled with `initial`, keys the schema does
 * not know dropped), then validated; a value that fails is refused with an error.
 */

export interface FieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  blank?: boolean;
  choices?: readonly string[] | Record<string, string>;
  integer?: boolean;
  min?: number;
  max?: number;
  validate?: (value: unknown) => boolean | void;
}

export class DataModelValidationError extends Error {}

export class DataField {
  readonly options: FieldOptions;
  constructor(options: FieldOptions = {}) {
    this.options = { required: false, nullable: false, ...options };
  }
  get initial(): unknown {
    const initial = this.options.initial;
    return typeof initial === "function" ? (initial as () => unknown)() : deepClone(initial);
  }
  /** Missing → initial; otherwise the type's cast. */
  clean(value: unknown): unknown {
    if (value === undefined) return this.initial;
    if (value === null) return this.options.nullable ? null : this.initial;
    return this.cast(value);
  }
  protected cast(value: unknown): unknown {
    return value;
  }
  /** A problem with `value`, or null. Runs the field's own `validate` option last. */
  problem(value: unknown): string | null {
    if (value === null || value === undefined) return this.options.nullable || !this.options.required ? null : "may not be null";
    const own = this.typeProblem(value);
    if (own) return own;
    if (this.options.validate) {
      try {
        if (this.options.validate(value) === false) return "is not valid";
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    }
    return null;
  }
  protected typeProblem(_value: unknown): string | null {
    return null;
  }
}

export class StringField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({ blank: true, ...options });
    if (this.options.initial === undefined) this.options.initial = this.options.nullable ? null : this.options.blank === false ? undefined : "";
  }
  protected override cast(value: unknown): unknown {
    return typeof value === "string" ? value.trim() : String(value);
  }
  protected override typeProblem(value: unknown): string | null {
    if (typeof value !== "string") return "must be a string";
    if (value === "" && this.options.blank === false) return "may not be blank";
    const choices = this.options.choices;
    const allowed = Array.isArray(choices) ? choices : choices ? Object.keys(choices) : null;
    if (allowed && !(value === "" && this.options.blank) && !allowed.includes(value)) return `"${value}" is not a valid choice`;
    return null;
  }
}

export class HTMLField extends StringField {}

export class NumberField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({ nullable: true, ...options });
    if (this.options.initial === undefined) this.options.initial = null;
  }
  protected override cast(value: unknown): unknown {
    if (typeof value === "string") return value.trim() === "" ? (this.options.nullable ? null : this.initial) : Number(value);
    return typeof value === "number" ? value : Number(value);
  }
  protected override typeProblem(value: unknown): string | null {
    if (typeof value !== "number" || Number.isNaN(value)) return "must be a number";
    if (this.options.integer && !Number.isInteger(value)) return "must be an integer";
    if (this.options.min !== undefined && value < this.options.min) return `must be at least ${this.options.min}`;
    if (this.options.max !== undefined && value > this.options.max) return `may be at most ${this.options.max}`;
    return null;
  }
}

export class BooleanField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({ required: true, ...options });
    if (this.options.initial === undefined) this.options.initial = false;
  }
  protected override cast(value: unknown): unknown {
    return typeof value === "string" ? value === "true" : Boolean(value);
  }
  protected override typeProblem(value: unknown): string | null {
    return typeof value === "boolean" ? null : "must be true or false";
  }
}

export class ObjectField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({ required: true, ...options });
    if (this.options.initial === undefined) this.options.initial = this.options.nullable ? null : {};
  }
  protected override cast(value: unknown): unknown {
    return isPlainObject(value) ? deepClone(value) : this.initial;
  }
  protected override typeProblem(value: unknown): string | null {
    return isPlainObject(value) ? null : "must be an object";
  }
}

export class ArrayField extends DataField {
  constructor(
    readonly element: DataField,
    options: FieldOptions = {},
  ) {
    super({ required: true, ...options });
    if (this.options.initial === undefined) this.options.initial = [];
  }
  protected override cast(value: unknown): unknown {
    const list = Array.isArray(value) ? value : value instanceof Set ? [...value] : [value];
    return list.map((entry) => this.element.clean(entry));
  }
  protected override typeProblem(value: unknown): string | null {
    if (!Array.isArray(value)) return "must be a list";
    for (const [index, entry] of value.entries()) {
      const inner = this.element.problem(entry);
      if (inner) return `[${index}] ${inner}`;
    }
    return null;
  }
}

export class SetField extends ArrayField {}

export class SchemaField extends DataField {
  constructor(
    readonly fields: Record<string, DataField>,
    options: FieldOptions = {},
  ) {
    super({ required: true, ...options });
  }
  override get initial(): unknown {
    if (this.options.initial !== undefined) return deepClone(this.options.initial);
    return this.clean({});
  }
  /** Known keys cleaned one by one; keys the schema does not define are dropped. */
  protected override cast(value: unknown): unknown {
    const data = isPlainObject(value) ? value : {};
    const out: Plain = {};
    for (const [key, field] of Object.entries(this.fields)) out[key] = field.clean(data[key]);
    return out;
  }
  override clean(value: unknown): unknown {
    if (value === undefined && this.options.initial === undefined) return this.cast({});
    return super.clean(value);
  }
  protected override typeProblem(value: unknown): string | null {
    if (!isPlainObject(value)) return "must be an object";
    for (const [key, field] of Object.entries(this.fields)) {
      const inner = field.problem(value[key]);
      if (inner) return `${key}: ${inner}`;
    }
    return null;
  }
  /**
   * The field that owns a dotted path and the path of its whole value: inside an ObjectField or
   * ArrayField the path stops at that field, whose value is validated whole.
   */
  fieldAt(path: string): { field: DataField; path: string } | null {
    const [head = "", ...rest] = path.split(".");
    const field = this.fields[head];
    if (!field) return null;
    if (!rest.length || !(field instanceof SchemaField)) return { field, path: head };
    const inner = field.fieldAt(rest.join("."));
    return inner ? { field: inner.field, path: `${head}.${inner.path}` } : null;
  }
}

export type DataSchema = Record<string, DataField>;

/** Validates only what an update names (Foundry validates the changes, not the untouched rest). */
export function validateChanged(schema: SchemaField, cleaned: Plain, paths: readonly string[], label: string): void {
  for (const changed of paths) {
    const found = schema.fieldAt(changed);
    if (!found) continue;
    const problem = found.field.problem(getProperty(cleaned, found.path));
    if (problem) throw new DataModelValidationError(`${label} validation errors: ${found.path}: ${problem}`);
  }
}

/** foundry.abstract.DataModel: a schema, a cleaned `_source`, and its fields copied onto the instance. */
export class DataModel {
  static defineSchema(): DataSchema {
    return {};
  }
  static #schemas = new WeakMap<object, SchemaField>();
  static get schema(): SchemaField {
    let schema = DataModel.#schemas.get(this);
    if (!schema) {
      schema = new SchemaField(this.defineSchema());
      DataModel.#schemas.set(this, schema);
    }
    return schema;
  }
  /** Load-time reshaping of old source data; subclasses override (TypeDataModel.migrateData). */
  static migrateData(source: Plain): Plain {
    return source;
  }
  /** Migrated, then cleaned: what a document holds after loading this data. */
  static cleanSource(data: unknown): Plain {
    const migrated = this.migrateData(deepClone(isPlainObject(data) ? data : {}));
    return this.schema.clean(migrated) as Plain;
  }

  declare _source: Plain;
  declare parent: unknown;

  constructor(data: unknown = {}, options: { parent?: unknown; validate?: boolean } = {}) {
    const model = this.constructor as typeof DataModel;
    Object.defineProperty(this, "parent", { value: options.parent ?? null, writable: true, enumerable: false });
    Object.defineProperty(this, "_source", { value: model.cleanSource(data), writable: true, enumerable: false });
    if (options.validate !== false) {
      const problem = model.schema.problem(this._source);
      if (problem) throw new DataModelValidationError(`${model.name} validation errors: ${problem}`);
    }
    Object.assign(this, deepClone(this._source));
  }

  toObject(): Plain {
    return deepClone(this._source);
  }
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
}

/**
 * The document lifecycle a system data model may take part in (API v13 TypeDataModel#_preUpdate,
 * #_preCreate): the owning document's own `_preUpdate` hands the change to it before the write,
 * and the model may adjust it or return false to cancel it. The base ones do nothing.
 */
export class TypeDataModel extends DataModel {
  async _preCreate(_data: Plain, _options: Plain, _user: unknown): Promise<boolean | void> {}
  async _preUpdate(_changes: Plain, _options: Plain, _user: unknown): Promise<boolean | void> {}
}

export const fields = { DataField, StringField, HTMLField, NumberField, BooleanField, ObjectField, ArrayField, SetField, SchemaField };
