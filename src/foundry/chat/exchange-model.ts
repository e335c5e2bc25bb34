import type { FrayChatMessage } from "../documents/chat-message.js";
import type { ExchangeData } from "./exchange-types.js";
import { migrateSystem } from "../migrations/steps.js";

const { fields } = foundry.data;

function exchangeSchema() {
  const text = (initial = "") => new fields.StringField({ required: true, blank: true, initial });
  const uuid = () => new fields.StringField({ required: true, nullable: true, blank: false, initial: null });
  return {
    ruleset: text("pool"),
    kind: text(),
    state: text(),
    participants: new fields.ArrayField(
      new fields.SchemaField({ role: text(), actorUuid: uuid(), tokenUuid: uuid(), name: text() }),
    ),
    rolls: new fields.ArrayField(
      new fields.SchemaField({
        index: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
        purpose: text(),
        role: text(),
      }),
    ),
    pending: new fields.SchemaField(
      { actorUuid: uuid(), actions: new fields.ArrayField(text()), prompt: text() },
      { required: true, nullable: true, initial: null },
    ),
    resolution: new fields.ObjectField({ required: true, nullable: true, initial: null }),
    applications: new fields.ArrayField(
      new fields.SchemaField({
        id: text(),
        userId: text(),
        action: text(),
        deltas: new fields.ArrayField(new fields.ObjectField()),
        undone: new fields.BooleanField({ initial: false }),
      }),
    ),
    payload: new fields.ObjectField(),
  };
}
type ExchangeSchema = ReturnType<typeof exchangeSchema>;

/**
 * The `exchange` ChatMessage subtype: one attack or opposed roll from first roll to applied
 * damage. Rulesets keep their own details in `payload`; everything the shared card, the relay and
 * undo need is in the typed fields.
 */
export class ExchangeModel extends foundry.abstract.TypeDataModel<ExchangeSchema, FrayChatMessage> {
  static override defineSchema(): ExchangeSchema {
    return exchangeSchema();
  }

  /** Older cards' shapes, brought up to date on every load before the schema cleans the data. */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return super.migrateData(migrateSystem("exchange", source) as Record<string, unknown>);
  }

  /** A plain, detached copy for handlers and the pure relay checks. */
  toExchangeData(): ExchangeData {
    // The stored source has exactly the ExchangeData shape (see exchangeSchema); the deltas and
    // payload are ObjectFields whose JSON content the typed schema cannot describe.
    return this.toObject() as unknown as ExchangeData;
  }
}
