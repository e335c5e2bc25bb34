/** Settings with a computed key, which the typed SettingConfig does not list. */
interface DoomSettings {
  register(namespace: string, key: string, config: Record<string, unknown>): void;
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
}
const dynamicSettings = () => game.settings as unknown as DoomSettings;

/**
 * The GM's Doom pool (DB-DATA-3): one world value, no cap. Only a GM may write world settings,
 * so it changes on the GM's client (card handlers, tracker buttons) and every client reads it.
 */
export const DOOM_KEY = "duskDoom";
const KEY = DOOM_KEY;

export function registerDoom(): void {
  dynamicSettings().register("fray", KEY, { name: "FRAY.Dusk.Doom.Name", hint: "FRAY.Dusk.Doom.Hint", scope: "world", config: false, type: Number, default: 0, onChange: () => ui.combat?.render() });
}

export function currentDoom(): number {
  try {
    const value = Number(dynamicSettings().get("fray", KEY));
    return Number.isInteger(value) && value >= 0 ? value : 0;
  } catch {
    return 0;
  }
}

/** Sets the pool (GM only; a player's client never calls this). */
export async function setDoom(value: number): Promise<void> {
  if (!game.user?.isGM || value === currentDoom()) return;
  await dynamicSettings().set("fray", KEY, Math.max(0, Math.trunc(value)));
}
