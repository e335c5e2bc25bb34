/** Compendium packs of the dusk ruleset (`packs/_source/<name>`), shown first in a dusk world. */
export const DUSK_PACKS: readonly string[] = ["dusk-weapons", "dusk-armor", "dusk-abilities", "dusk-skills", "dusk-npcs", "dusk-tables"];
