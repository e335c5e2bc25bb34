import { afterEach, describe, expect, it } from "vitest";
import { RulesError } from "../../../src/core/errors.js";
import { optionStore, type SettingsPort } from "../../../src/foundry/settings/option-store.js";
import { POOL_OPTION_STORE, currentPoolOptions } from "../../../src/rulesets/pool/flows/options.js";
import { BRP_OPTION_STORE, currentBrpOptions } from "../../../src/rulesets/brp/flows/options.js";
import { poolOptionsSchema } from "../../../src/rulesets/pool/rules/options.js";

/** World settings as Foundry keeps them: reading or writing an unregistered key throws. */
function worldSettings(): SettingsPort & { readonly configs: Map<string, Record<string, unknown>>; readonly values: Map<string, unknown> } {
  const configs = new Map<string, Record<string, unknown>>();
  const values = new Map<string, unknown>();
  const known = (namespace: string, key: string) => {
    const id = `${namespace}.${key}`;
    if (!configs.has(id)) throw new Error(`${id} is not a registered game setting`);
    return id;
  };
  return {
    configs,
    values,
    register: (namespace, key, config) => void configs.set(`${namespace}.${key}`, config),
    get: (namespace, key) => {
      const id = known(namespace, key);
      return values.has(id) ? values.get(id) : configs.get(id)?.["default"];
    },
    set: async (namespace, key, value) => {
      const id = known(namespace, key);
      values.set(id, value);
      (configs.get(id)?.["onChange"] as ((v: unknown) => void) | undefined)?.(value);
      return value;
    },
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
    settings.values.set("fray.pool_minimumPool", 9);
    settings.values.set("fray.pool_turnMode", "sideBlock");
    const read = POOL_OPTION_STORE.read(settings);
    expect(read.minimumPool).toBe(0);
    expect(read.turnMode).toBe("sideBlock");
  });

  it("refuses an invalid value before writing any", async () => {
    const settings = worldSettings();
    const store = optionStore("pool", poolOptionsSchema);
    store.register(settings, labels(poolOptionsSchema));
    await expect(store.write(settings, { turnMode: "sideBlock", minimumPool: 7 })).rejects.toBeInstanceOf(RulesError);
    expect(settings.values.size).toBe(0);
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
