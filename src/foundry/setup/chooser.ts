import { readyRulesets } from "../rulesets-store.js";
import { renderTemplate } from "../shims.js";
import { SHARED_TEMPLATES } from "../templates.js";
import { chooserDecision } from "./first-run.js";
import { chooserEntries } from "./ruleset-blurbs.js";

/**
 * The first time the active GM opens a world, asks which ruleset it plays (offering only rulesets
 * whose Foundry slice is ready), stores the choice and reloads when it differs from the current one.
 */
export async function offerRulesetChooser(): Promise<void> {
  const settings = game.settings;
  if (!settings || !game.i18n) return;
  const ready = readyRulesets();
  const decision = chooserDecision({
    isActiveGM: game.users?.activeGM?.isSelf ?? false,
    alreadyChosen: settings.get("fray", "rulesetChosen"),
    ready: ready.map((ruleset) => ruleset.key),
  });
  if (decision === "skip") return;
  const current = settings.get("fray", "ruleset");
  let chosen = current;
  if (decision === "ask") {
    const content = await renderTemplate(SHARED_TEMPLATES.rulesetChooser, { rulesets: chooserEntries(ready) });
    const i18n = game.i18n;
    const answer = await foundry.applications.api.DialogV2.wait({
      window: { title: i18n.localize("FRAY.Chooser.Title") },
      content,
      buttons: ready.map((ruleset) => ({ action: ruleset.key, label: i18n.localize(ruleset.label), default: ruleset.key === current })),
      rejectClose: false,
    });
    if (typeof answer !== "string") return; // closed without choosing: ask again next time
    chosen = answer;
  }
  await settings.set("fray", "rulesetChosen", true);
  if (chosen !== current) {
    await settings.set("fray", "ruleset", chosen);
    foundry.utils.debouncedReload();
  }
}
