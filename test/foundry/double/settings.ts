import type { Client } from "./client.js";

/**
 * `game.settings` per client (API page foundry.helpers.ClientSettings, SettingConfig): `register`
 * then `get`/`set`; reading or writing a key nobody registered throws; world settings live on
 * the server, only a GM may set them, and every client learns the new value (its `onChange`
 * runs there, and `createSetting`/`updateSetting` fire). Client settings stay in that browser,
 * across a reload (its localStorage).
 */
export interface SettingConfig {
  scope?: "world" | "client" | "user";
  type?: unknown;
  default?: unknown;
  onChange?: (value: unknown, options: object, userId: string) => void;
  [key: string]: unknown;
}

export class Settings {
  readonly settings = new Map<string, SettingConfig>();
  readonly menus = new Map<string, Record<string, unknown>>();
  private get local(): Map<string, unknown> {
    return this.client.server.browserStorage(this.client.userId);
  }

  constructor(private readonly client: Client) {}

  register(namespace: string, key: string, config: SettingConfig): void {
    this.settings.set(`${namespace}.${key}`, { scope: "client", ...config });
  }
  registerMenu(namespace: string, key: string, config: Record<string, unknown>): void {
    this.menus.set(`${namespace}.${key}`, config);
  }

  private configOf(namespace: string, key: string): SettingConfig {
    const config = this.settings.get(`${namespace}.${key}`);
    if (!config) throw new Error(`"${namespace}.${key}" is not a registered game setting`);
    return config;
  }

  get(namespace: string, key: string): unknown {
    const config = this.configOf(namespace, key);
    const id = `${namespace}.${key}`;
    const stored = config.scope === "world" ? this.client.server.worldSetting(id) : structuredClone(this.local.get(id));
    return stored === undefined ? config.default : cast(config.type, stored);
  }

  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const config = this.configOf(namespace, key);
    const id = `${namespace}.${key}`;
    const cleaned = cast(config.type, value);
    if (config.scope !== "world") {
      this.local.set(id, structuredClone(cleaned));
      config.onChange?.(cleaned, {}, this.client.userId);
      return cleaned;
    }
    await this.client.server.setWorldSetting(this.client.userId, id, cleaned);
    return cleaned;
  }

  /** The server told this client a world setting changed: onChange here, then the document hook. */
  receive(id: string, value: unknown, created: boolean, userId: string): void {
    // As every broadcast, it runs in the receiving browser: its game, its documents.
    this.client.run(() => {
      const config = this.settings.get(id);
      const typed = config ? cast(config.type, value) : value;
      config?.onChange?.(typed, {}, userId);
      const setting = { id, key: id, value: typed };
      this.client.hooks.callAll(created ? "createSetting" : "updateSetting", setting, { value: typed }, {}, userId);
    });
  }
}

function cast(type: unknown, value: unknown): unknown {
  if (type === Number) return Number(value);
  if (type === Boolean) return value === "false" ? false : Boolean(value);
  if (type === String) return value === null || value === undefined ? "" : String(value);
  return value;
}
