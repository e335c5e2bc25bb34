import type { FieldSpec, SpecFields } from "./field-spec.js";

/**
 * Builds a Foundry schema from a ruleset's plain field specs, so the data models and the compendium
 * test read the same field list. Numbers carry integer/min/max so bad sheet input is rejected.
 */
export function schemaFromSpec(fields: SpecFields): foundry.data.fields.DataSchema {
  const out: foundry.data.fields.DataSchema = {};
  for (const [key, spec] of Object.entries(fields)) out[key] = fieldFromSpec(spec);
  return out;
}

function fieldFromSpec(spec: FieldSpec): foundry.data.fields.DataField.Any {
  const f = foundry.data.fields;
  switch (spec.kind) {
    case "int":
      return new f.NumberField({ required: true, nullable: false, integer: true, min: spec.min, max: spec.max, initial: spec.initial });
    case "number":
      return new f.NumberField({ required: true, nullable: false, min: spec.min, max: spec.max, initial: spec.initial });
    case "bool":
      return new f.BooleanField({ initial: spec.initial });
    case "choice":
      return new f.StringField({ required: true, blank: spec.choices.includes(""), choices: [...spec.choices], initial: spec.initial });
    case "string":
      return new f.StringField({ required: true, blank: true, initial: spec.initial });
    case "html":
      return new f.HTMLField({ required: true, blank: true });
    case "stringList":
      return new f.ArrayField(new f.StringField({ required: true, blank: false }));
    case "record":
      return new f.ObjectField();
    case "object":
      return new f.SchemaField(schemaFromSpec(spec.fields));
    case "list":
      return new f.ArrayField(new f.SchemaField(schemaFromSpec(spec.of)));
  }
}
