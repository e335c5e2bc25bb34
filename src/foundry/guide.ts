/**
 * Where the in-app guide lives: the `fray-guide` JournalEntry compendium, one entry per ruleset,
 * one page per topic. Sheets and dialogs put `data-guide="<ruleset>.<topic>"` on a "?" button;
 * this table turns that key into the page's UUID. Pure: the ids are those of the pack sources
 * (packs/_source/fray-guide), which a test keeps in step.
 */

export const GUIDE_PACK = "fray.fray-guide";

/** Entry id per ruleset and page id per topic, exactly as in the pack sources. */
export const GUIDE_PAGES: Readonly<Record<string, { readonly entry: string; readonly pages: Readonly<Record<string, string>> }>> = {
  pool: {
    entry: "frayGuidePool000",
    pages: {
      setup: "poolGuideSetup00",
      initiative: "poolGuideInit000",
      turns: "poolGuideTurns00",
      defence: "poolGuideDefence",
      damage: "poolGuideDamage0",
      recovery: "poolGuideRest000",
      mounts: "poolGuideMounts0",
      skills: "poolGuideSkills0",
      conditions: "poolGuideConds00",
      gear: "poolGuideGear000",
      rules: "poolGuideRules00",
    },
  },
  brp: {
    entry: "frayGuideBrp0000",
    pages: {
      setup: "brpGuideSetup000",
      initiative: "brpGuideInit0000",
      turns: "brpGuideTurns000",
      defence: "brpGuideDefence0",
      damage: "brpGuideDamage00",
      recovery: "brpGuideHeal0000",
      skills: "brpGuideSkills00",
      rules: "brpGuideRules000",
    },
  },
  dusk: {
    entry: "frayGuideDusk000",
    pages: {
      setup: "duskGuideSetup00",
      initiative: "duskGuideInit000",
      tasks: "duskGuideTasks00",
      defence: "duskGuideDefence",
      damage: "duskGuideDamage0",
      undo: "duskGuideUndo000",
      recovery: "duskGuideRest000",
      range: "duskGuideRange00",
      rules: "duskGuideRules00",
    },
  },
  clash: {
    entry: "frayGuideClash00",
    pages: {
      setup: "clashGuideSetup0",
      initiative: "clashGuideInit00",
      turns: "clashGuideTurns0",
      reactions: "clashGuideReact0",
      timer: "clashGuideTimer0",
      maneuvers: "clashGuideCMs000",
      damage: "clashGuideDamage",
      tiers: "clashGuideTiers0",
    },
  },
  flurry: {
    entry: "frayGuideFlurry0",
    pages: { overview: "flurryGuideStub0", fighter: "flurryGuideFight", defence: "flurryGuideDefnc", wounds: "flurryGuideWound", impact: "flurryGuideImpct", movement: "flurryGuideZones" },
  },
};

/** `Compendium.fray.fray-guide.JournalEntry.<entry>.JournalEntryPage.<page>` for "<ruleset>.<topic>", or null. */
export function guideUuid(key: string): string | null {
  const [ruleset, topic] = key.split(".");
  const guide = ruleset ? GUIDE_PAGES[ruleset] : undefined;
  const page = guide && topic ? guide.pages[topic] : undefined;
  return guide && page ? `Compendium.${GUIDE_PACK}.JournalEntry.${guide.entry}.JournalEntryPage.${page}` : null;
}
