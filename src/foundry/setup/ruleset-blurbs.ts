/**
 * One line per ruleset for the chooser: how a fight feels, and what a table needs to play it.
 * Pure data (full literal i18n keys), by ruleset key.
 */
export const RULESET_BLURBS: Readonly<Record<string, { readonly feel: string; readonly needs: string }>> = {
  pool: { feel: "FRAY.Chooser.Feel.Pool", needs: "FRAY.Chooser.Needs.Pool" },
  brp: { feel: "FRAY.Chooser.Feel.Brp", needs: "FRAY.Chooser.Needs.Brp" },
  dusk: { feel: "FRAY.Chooser.Feel.Dusk", needs: "FRAY.Chooser.Needs.Dusk" },
  clash: { feel: "FRAY.Chooser.Feel.Clash", needs: "FRAY.Chooser.Needs.Clash" },
  flurry: { feel: "FRAY.Chooser.Feel.Flurry", needs: "FRAY.Chooser.Needs.Flurry" },
};

/** The chooser's entries: each offered ruleset with its blurb (none for a key without one). */
export function chooserEntries(rulesets: ReadonlyArray<{ readonly key: string; readonly label: string }>) {
  return rulesets.map((ruleset) => ({ key: ruleset.key, label: ruleset.label, feel: RULESET_BLURBS[ruleset.key]?.feel ?? "", needs: RULESET_BLURBS[ruleset.key]?.needs ?? "" }));
}
