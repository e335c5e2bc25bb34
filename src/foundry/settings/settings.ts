import { allRulesets, readyRulesets } from "../rulesets-store.js";
import { DEFAULT_RULESET, type RulesetKey } from "../ruleset-keys.js";
import type { Ruleset } from "../ruleset.js";
import { RulesetOptionsMenu } from "./options-menu.js";
import { gameSettings } from "./option-store.js";

/** Registers Fray's world settings; called in `init`. */
export function registerSettings(): void {
  const settings = game.settings;
  if (!settings) return;
  settings.register("fray", "ruleset", {
    name: "FRAY.Setting.Ruleset.Name",
    hint: "FRAY.Setting.Ruleset.Hint",
    scope: "world",
    config: true,
    type: String,
    default: DEFAULT_RULESET,
    choices: Object.fromEntries(readyRulesets().map((ruleset) => [ruleset.key, ruleset.label])),
    requiresReload: true,
  });
  settings.register("fray", "rulesetChosen", { scope: "world", config: false, type: Boolean, default: false });
  // Hidden: lets a world play a ruleset whose Foundry slice is still being built (see active.ts).
  settings.register("fray", "previewRulesets", { scope: "world", config: false, type: Boolean, default: false });
  settings.register("fray", "schemaVersion", { scope: "world", config: false, type: String, default: "" });
}

/**
 * Registers the active ruleset's options as world settings and the one menu that edits them.
 * A change on any client hands the new options to the ruleset, re-derives its actors and
 * redraws the tracker, so it takes effect at once without a reload.
 */
export function registerRulesetOptions(key: RulesetKey): void {
  const ruleset = allRulesets()[key];
  const options = ruleset.options;
  const settings = gameSettings();
  if (!options || !settings || !game.settings) return;
  options.store.register(settings, options.labels, () => onOptionsChanged(ruleset));
  game.settings.registerMenu("fray", "rulesetOptions", {
    name: "FRAY.Setting.Options.Name",
    label: "FRAY.Setting.Options.Label",
    hint: "FRAY.Setting.Options.Hint",
    icon: "fa-solid fa-sliders",
    // The pinned types expect an AppV1 FormApplication here; v13 accepts ApplicationV2 menus.
    type: RulesetOptionsMenu as unknown as Parameters<NonNullable<typeof game.settings>["registerMenu"]>[2]["type"],
    restricted: true,
  });
}

interface Resettable {
  readonly type: string;
  reset(): void;
  readonly sheet?: { readonly rendered?: boolean; render(options?: unknown): unknown } | null;
}

/** The ruleset's options changed: cache them again, then re-derive what was derived from them. */
function onOptionsChanged(ruleset: Ruleset): void {
  ruleset.options?.apply?.();
  rederiveRulesetActors(ruleset.key);
  ui.combat?.render();
}

/**
 * Hands the world's options to the ruleset once settings can be read (`setup`: v13 initialises
 * documents, settings included, before it), and re-derives the actors already prepared with the
 * defaults when the world's options differ from them.
 */
export function applyWorldOptions(ruleset: Ruleset): void {
  if (ruleset.options?.apply?.()) rederiveRulesetActors(ruleset.key);
}

/** Prepares the ruleset's actors again (derived values), redrawing their open sheets. */
function rederiveRulesetActors(key: RulesetKey): void {
  for (const actor of rulesetActors(key)) {
    actor.reset();
    if (actor.sheet?.rendered) void actor.sheet.render();
  }
}

/** World actors and unlinked token actors of one ruleset (each derives its own values). */
function rulesetActors(key: RulesetKey): Resettable[] {
  const ofRuleset = (actor: Resettable | null | undefined): actor is Resettable => !!actor && actor.type.startsWith(key);
  const world = (game.actors?.contents ?? []) as unknown as Resettable[];
  const scenes = (game.scenes?.contents ?? []) as Scene.Implementation[];
  const synthetic = scenes.flatMap((scene) => scene.tokens.contents.filter((token) => !token.actorLink).map((token) => token.actor as unknown as Resettable | null));
  return [...world, ...synthetic].filter(ofRuleset);
}
