import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BRP_EXCHANGE_HANDLERS } from "../../src/rulesets/brp/flows/handlers.js";
import { CLASH_EXCHANGE_HANDLERS } from "../../src/rulesets/clash/flows/handlers.js";
import { DUSK_EXCHANGE_HANDLERS } from "../../src/rulesets/dusk/flows/handlers.js";
import { POOL_EXCHANGE_HANDLERS } from "../../src/rulesets/pool/flows/handlers.js";
import { flattenLang } from "../support/i18n-keys.js";

/**
 * A card button names what it does: every action a ruleset's cards can offer has its own label
 * in lang/en.json, so the shared card never falls back to a generic "next step" button.
 */
const lang = flattenLang(JSON.parse(readFileSync(join(import.meta.dirname, "../../lang/en.json"), "utf8")));
const TABLES = { pool: POOL_EXCHANGE_HANDLERS, brp: BRP_EXCHANGE_HANDLERS, clash: CLASH_EXCHANGE_HANDLERS, dusk: DUSK_EXCHANGE_HANDLERS };

describe("card buttons", () => {
  it.each(Object.entries(TABLES))("every %s card action has a label of its own", (_ruleset, table) => {
    const unlabelled = Object.entries(table).flatMap(([kind, handlers]) =>
      Object.entries(handlers ?? {})
        .filter(([, handler]) => !handler.label || handler.label === "FRAY.Exchange.UnknownAction" || !lang.has(handler.label))
        .map(([action, handler]) => `${kind}.${action}: ${String(handler.label)}`),
    );
    expect(unlabelled).toEqual([]);
  });
});
