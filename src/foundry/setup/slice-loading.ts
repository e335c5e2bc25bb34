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
