/** Compendium packs of the flurry ruleset (`packs/_source/<name>`), shown first in a flurry world. */
export const FLURRY_PACKS: readonly string[] = ["flurry-weapons", "flurry-armor", "flurry-fighters"];
