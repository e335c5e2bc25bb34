import { validateOptions, type OptionsOf, type OptionsSchema } from "../../core/options.js";
import type { RulesetOptionLabel } from "../ruleset.js";
import type { RulesetKey } from "../ruleset-keys.js";
import { settingSpecs } from "./option-fields.js";

/**
 * The one accessor through which a ruleset's options are registered as world settings, read
 * and written. Every setting key is computed here and nowhere else, so what is read is always
 * what was registered.
 */

/** The part of `game.settings` the store uses (computed keys are outside the typed SettingConfig). */
export interface SettingsPort {
  register(namespace: string, key: string, config: Record<string, unknown>): void;
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
}

export interface OptionStore<S extends OptionsSchema> {
  readonly ruleset: RulesetKey;
  readonly schema: S;
  /**
   * Registers every option as a GM-only world setting. `onChange` runs on every client whenever
   * a stored value is created or changed (world settings call it from both, see Foundry issues
   * #9051 and #11924).
   */
  register(settings: SettingsPort, labels: { readonly [K in keyof S]: RulesetOptionLabel }, onChange?: () => void): void;
  /**
   * The current options, each validated on its own: an unset, unregistered or no-longer-valid
   * value falls back to that option's default without touching the others.
   */
  read(settings: SettingsPort | undefined): OptionsOf<S>;
  /** Writes validated values (throws a RulesError for an invalid one before writing anything). */
  write(settings: SettingsPort, values: Readonly<Record<string, unknown>>): Promise<void>;
}

const NAMESPACE = "fray";

export function optionStore<S extends OptionsSchema>(ruleset: RulesetKey, schema: S): OptionStore<S> {
  // Built from the same spec list the settings menu shows, so keys cannot drift apart.
  const specs = settingSpecs(ruleset, schema, {});
  const keyOf = new Map(specs.map((spec) => [spec.option, spec.key]));
  return {
    ruleset,
    schema,
    register(settings, labels, onChange) {
      for (const spec of settingSpecs(ruleset, schema, labels)) {
        const type = spec.type === "boolean" ? Boolean : spec.type === "number" ? Number : String;
        settings.register(NAMESPACE, spec.key, {
          name: spec.name,
          hint: spec.hint,
          scope: "world",
          config: false,
          type,
          default: spec.default,
          ...(onChange ? { onChange } : {}),
        });
      }
    },
    read(settings) {
      const valid: Record<string, unknown> = {};
      for (const [option, key] of keyOf) {
        let stored: unknown;
        try {
          stored = settings?.get(NAMESPACE, key);
        } catch {
          continue; // Not registered in this world (another ruleset's options): the default stands.
        }
        try {
          validateOptions(schema, { [option]: stored });
          valid[option] = stored;
        } catch {
          // A stored value that no longer fits (the schema changed): this option's default stands.
        }
      }
      return validateOptions(schema, valid);
    },
    async write(settings, values) {
      const checked = validateOptions(schema, values) as Record<string, unknown>;
      for (const option of Object.keys(values)) {
        const key = keyOf.get(option);
        if (key) await settings.set(NAMESPACE, key, checked[option]);
      }
    },
  };
}

/** `game.settings` as the store's port, when a game is running. */
export function gameSettings(): SettingsPort | undefined {
  return (globalThis as { game?: { settings?: SettingsPort } }).game?.settings;
}
