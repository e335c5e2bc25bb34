/**
 * Foundry calls every hook synchronously and awaits none of them (API page hookEvents), but
 * after `init` and `i18nInit` it awaits `game.setupGame()` — the step that initializes Documents
 * and settings, fires `setup` and draws the UI. The active ruleset's slice is a chunk of its own
 * (imported once the world's setting names it, during `init`); holding `setupGame` until the
 * slice is installed means no document, sheet, card or tracker ever sees the world without it.
 */
interface SetupGame {
  setupGame(): Promise<void>;
}

export function holdSetupUntil(installed: Promise<unknown>, onFailure: (error: unknown) => void): void {
  const target = game as unknown as SetupGame;
  const setupGame = target.setupGame.bind(game);
  target.setupGame = async () => {
    // A slice that fails to load must not stop the world: it opens with the glue alone and says why.
    await installed.catch(onFailure);
    return setupGame();
  };
}

/**
 * Why the world's ruleset slice did not install at this client's boot (null when it did). Kept
 * until `ready`, when notifications can be shown, so the GM learns it from the screen instead of
 * the console; a world without its slice has no sheets, cards or tracker controls for its ruleset.
 */
export interface SliceFailure {
  readonly key: string;
  readonly reason: string;
}

let failure: SliceFailure | null = null;

/** Called as `init` starts loading the slice: a failure of an earlier boot is forgotten. */
export function startSliceLoad(): void {
  failure = null;
}

export function noteSliceFailure(key: string, error: unknown): void {
  failure = { key, reason: error instanceof Error ? error.message : String(error) };
  console.error(`Fray | the ${key} ruleset failed to load`, error);
}

export function sliceFailure(): SliceFailure | null {
  return failure;
}

/** At `ready`: a GM is told, in a notice that stays until dismissed, which ruleset did not load and why. */
export function tellGmOfSliceFailure(rulesetLabel: (key: string) => string): void {
  if (!failure || !game.user?.isGM) return;
  const text = game.i18n?.format("FRAY.Notice.RulesetFailed", { ruleset: rulesetLabel(failure.key), reason: failure.reason }) ?? failure.reason;
  ui.notifications?.error(text, { permanent: true });
}
