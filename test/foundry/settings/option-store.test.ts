import { afterEach, describe, expect, it } from "vitest";
import { RulesError } from "../../../src/core/errors.js";
import { optionStore, type SettingsPort } from "../../../src/foundry/settings/option-store.js";
import { POOL_OPTION_STORE, currentPoolOptions } from "../../../src/rulesets/pool/flows/options.js";
import { BRP_OPTION_STORE, currentBrpOptions } from "../../../src/rulesets/brp/flows/options.js";
import { poolOptionsSchema } from "../../../src/rulesets/pool/rules/options.js";
import { Client } from "../double/client.js";
import { ROLES } from "../double/documents.js";
import { Server } from "../double/server.js";

/**
 * World settings as the double's server and one GM's client keep them (test/foundry/double:
 * reading or writing an unregistered key throws; only a GM sets a world setting; `onChange` runs
 * on every connected client when the server broadcasts the new value).
 */
function worldSettings(): SettingsPort & { readonly configs: Map<string, Record<string, unknown>>; stored(id: string): unknown; preset(id: string, value: unknown): void } {
  const server = new Server("option-store");
  const gm = server.addUser("Gamemaster", ROLES.GAMEMASTER);
  const client = new Client(server, "gm", gm.id);
  server.connect(client);
  const settings = client.settings;
  return {
    // Fray's registrations only (the client registers core's own settings too).
    get configs() {
      return new Map([...settings.settings].filter(([id]) => id.startsWith("fray.")));
    },
    stored: (id) => server.worldSetting(id),
    preset: (id, value) => server.presetWorldSetting(id, value),
    register: (namespace, key, config) => settings.register(namespace, key, config),
    get: (namespace, key) => settings.get(namespace, key),
    set: (namespace, key, value) => settings.set(namespace, key, value),
  };
}

const labels = <S extends object>(schema: S) => Object.fromEntries(Object.keys(schema).map((k) => [k, { name: k, hint: "" }])) as never;

describe("ruleset option store", () => {
  it("reads back exactly what the GM saved, for every pool and brp option (one key per option, registered and read alike)", async () => {
    for (const store of [POOL_OPTION_STORE, BRP_OPTION_STORE]) {
      const settings = worldSettings();
      store.register(settings, labels(store.schema));
      expect(settings.configs.size).toBe(Object.keys(store.schema).length);
      const changed: Record<string, unknown> = {};
      for (const [option, spec] of Object.entries(store.schema)) {
        changed[option] = spec.type === "boolean" ? !spec.default : spec.type === "number" ? (spec.default === spec.max ? spec.min : spec.max) : spec.choices.find((c: string) => c !== spec.default);
      }
      await store.write(settings, changed);
      expect(store.read(settings)).toEqual(changed);
    }
  });

  it("registers world, GM-only, menu-less settings with the change callback", () => {
    const settings = worldSettings();
    const onChange = () => undefined;
    POOL_OPTION_STORE.register(settings, labels(poolOptionsSchema), onChange);
    for (const config of settings.configs.values()) expect(config).toMatchObject({ scope: "world", config: false, onChange });
    expect([...settings.configs.keys()]).toContain("fray.pool_turnMode");
  });

  it("falls back to defaults per option: unregistered, unset or no longer valid", () => {
    const settings = worldSettings();
    expect(POOL_OPTION_STORE.read(settings).turnMode).toBe("alternate");
    expect(POOL_OPTION_STORE.read(undefined).minimumPool).toBe(0);
    POOL_OPTION_STORE.register(settings, labels(poolOptionsSchema));
    settings.preset("fray.pool_minimumPool", 9);
    settings.preset("fray.pool_turnMode", "sideBlock");
    const read = POOL_OPTION_STORE.read(settings);
    expect(read.minimumPool).toBe(0);
    expect(read.turnMode).toBe("sideBlock");
  });

  it("refuses an invalid value before writing any", async () => {
    const settings = worldSettings();
    const store = optionStore("pool", poolOptionsSchema);
    store.register(settings, labels(poolOptionsSchema));
    await expect(store.write(settings, { turnMode: "sideBlock", minimumPool: 7 })).rejects.toBeInstanceOf(RulesError);
    expect(settings.stored("fray.pool_turnMode")).toBeUndefined();
  });

  it("runs the change callback on every write", async () => {
    const settings = worldSettings();
    let calls = 0;
    POOL_OPTION_STORE.register(settings, labels(poolOptionsSchema), () => calls++);
    await POOL_OPTION_STORE.write(settings, { freeActionsPerRound: 3, luckRollDice: 2 });
    expect(calls).toBe(2);
  });
});

describe("the flows' option readers", () => {
  afterEach(() => {
    delete (globalThis as { game?: unknown }).game;
  });
  it("see the GM's saved pool and brp options through game.settings", async () => {
    const settings = worldSettings();
    (globalThis as { game?: unknown }).game = { settings };
    POOL_OPTION_STORE.register(settings, labels(POOL_OPTION_STORE.schema));
    BRP_OPTION_STORE.register(settings, labels(BRP_OPTION_STORE.schema));
    await POOL_OPTION_STORE.write(settings, { turnMode: "sideBlock" });
    await BRP_OPTION_STORE.write(settings, { hitLocations: true });
    expect(currentPoolOptions().turnMode).toBe("sideBlock");
    expect(currentBrpOptions().hitLocations).toBe(true);
  });
});
