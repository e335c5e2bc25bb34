/**
 * Fray's entry point: wires the shared Foundry glue and the world's active ruleset into Foundry.
 * The data models of the active ruleset and of every ruleset whose documents the world holds are
 * registered before documents are built (so documents of another ruleset still load and nothing is
 * lost by switching); the active ruleset's slice (sheets, flows, options, cards) and each ruleset's
 * models are chunks of their own, imported during `init` (see foundry/registry.ts).
 */
import "./foundry/config-types.js";
import { activeRuleset, activeRulesetKey, setActiveRulesetKey } from "./foundry/active.js";
import { ExchangeModel } from "./foundry/chat/exchange-model.js";
import { onRenderChatMessageHTML } from "./foundry/chat/render-hook.js";
import { FrayCombatTracker } from "./foundry/combat/tracker.js";
import { registerCombatRelay } from "./foundry/combat/combat-relay.js";
import { FrayActor } from "./foundry/documents/actor.js";
import { FrayChatMessage } from "./foundry/documents/chat-message.js";
import { FrayCombat } from "./foundry/documents/combat.js";
import { FrayCombatant } from "./foundry/documents/combatant.js";
import { FrayItem } from "./foundry/documents/item.js";
import { registerGuardHooks } from "./foundry/guard-hooks.js";
import { migrateWorld } from "./foundry/migrations/world.js";
import { RULESETS, loadDocumentModels, loadSlice } from "./foundry/registry.js";
import { registerRelay } from "./foundry/relay/relay.js";
import type { DataModelClass, DocumentModels } from "./foundry/ruleset.js";
import { applyWorldOptions, registerRulesetOptions, registerSettings } from "./foundry/settings/settings.js";
import { offerRulesetChooser } from "./foundry/setup/chooser.js";
import { reportMissingCoreApis } from "./foundry/setup/core-check.js";
import { holdSetupUntil, noteSliceFailure, startSliceLoad, tellGmOfSliceFailure } from "./foundry/setup/slice-loading.js";
import { rulesetsNeededByWorld } from "./foundry/setup/world-rulesets.js";
import { loadTemplates, registerSheet, setCombatTrackerClass } from "./foundry/shims.js";
import { SHARED_STATUS_EFFECTS, collectTrackableAttributes, mergeStatusEffects, registeredStatusEffects } from "./foundry/status-effects.js";
import { SHARED_TEMPLATES, partialMap } from "./foundry/templates.js";
import { registerQuench } from "./quench/index.js";

Hooks.once("init", () => {
  registerSettings();
  setActiveRulesetKey(game.settings?.get("fray", "ruleset") ?? "", game.settings?.get("fray", "previewRulesets") === true);
  console.log(`Fray | initializing with the ${activeRulesetKey()} ruleset`);

  CONFIG.Actor.documentClass = FrayActor;
  CONFIG.Item.documentClass = FrayItem;
  CONFIG.ChatMessage.documentClass = FrayChatMessage;
  CONFIG.Combat.documentClass = FrayCombat;
  CONFIG.Combatant.documentClass = FrayCombatant;
  CONFIG.ChatMessage.dataModels.exchange = ExchangeModel;

  setCombatTrackerClass(FrayCombatTracker);
  // Foreign actors keep their bars too: every ruleset's token attributes are known.
  // The pinned types describe trackableAttributes as plain strings; v13 takes { bar, value } per subtype.
  CONFIG.Actor.trackableAttributes = collectTrackableAttributes(Object.values(RULESETS).map((entry) => entry.trackableAttributes)) as unknown as typeof CONFIG.Actor.trackableAttributes;

  registerRelay();
  registerCombatRelay();
  // Derived values read the options: hand them over as soon as settings can be read, re-deriving
  // actors prepared with the defaults (not at `ready`, long after everything derived).
  Hooks.once("setup", () => applyWorldOptions(activeRuleset()));
  registerGuardHooks();
  void loadTemplates(partialMap(Object.values(SHARED_TEMPLATES)));

  // Only the world's ruleset loads beyond its manifest, plus the models of rulesets whose documents
  // the world holds (from the raw world data Foundry hands over before init); Foundry sets the game
  // up, documents first, once they are in.
  const needed = rulesetsNeededByWorld((game as unknown as { data?: unknown }).data, activeRulesetKey());
  const models = loadDocumentModels(needed, (key, error) => console.error(`Fray | the ${key} data models failed to load`, error)).then(registerDataModels);
  startSliceLoad();
  const key = activeRulesetKey();
  const slice = loadSlice(key).then((ruleset) => {
    if (!ruleset) throw new Error(`the ${key} slice exports no Ruleset`);
    installActiveSlice();
  });
  // Each settles on its own: a slice that fails must not let setup start before the models are in.
  holdSetupUntil(Promise.all([models, slice.catch((error: unknown) => noteSliceFailure(key, error))]), (error) => console.error("Fray | registering the data models failed", error));
});

/** Registers the active slice: sheets, status effects, options, flows, templates. Runs before documents initialize. */
function installActiveSlice(): void {
  const ruleset = activeRuleset();
  for (const sheet of ruleset.sheets ?? []) {
    registerSheet(sheet.documentName, sheet.sheetClass, { types: [...sheet.types], makeDefault: sheet.makeDefault ?? true, label: sheet.label });
  }
  CONFIG.statusEffects = mergeStatusEffects(CONFIG.statusEffects, SHARED_STATUS_EFFECTS, ruleset.statusEffects ?? [], registeredStatusEffects()) as typeof CONFIG.statusEffects;
  registerRulesetOptions(ruleset.key);
  ruleset.registerFlows?.();
  void loadTemplates(partialMap(ruleset.templates ?? []));
}

/** The loaded rulesets' Actor and Item models, so every Fray document the world holds loads with its model. */
function registerDataModels(loaded: readonly DocumentModels[]): void {
  // CONFIG's model records are typed per configured subtype; ours are assigned by computed name.
  const actorModels = CONFIG.Actor.dataModels as Record<string, DataModelClass>;
  const itemModels = CONFIG.Item.dataModels as Record<string, DataModelClass>;
  for (const models of loaded) {
    Object.assign(actorModels, models.actorModels);
    Object.assign(itemModels, models.itemModels);
  }
}

Hooks.once("setup", () => {
  // Status effects (the slice's among them) sorted by their names in the user's language, as the token HUD lists them.
  const i18n = game.i18n;
  if (i18n) CONFIG.statusEffects.sort((a, b) => i18n.localize(String(a.name ?? "")).localeCompare(i18n.localize(String(b.name ?? ""))));
});

Hooks.once("ready", async () => {
  reportMissingCoreApis();
  await migrateWorld();
  await offerRulesetChooser();
  noticeRulesetFallback();
  tellGmOfSliceFailure(rulesetLabel);
});

const rulesetLabel = (key: string): string => game.i18n?.localize(RULESETS[key as keyof typeof RULESETS]?.label ?? key) ?? key;

/** Tells a GM when the world's chosen ruleset has no playable slice in this build and another runs instead. */
function noticeRulesetFallback(): void {
  const chosen = game.settings?.get("fray", "ruleset");
  if (!game.user?.isGM || !chosen || chosen === activeRulesetKey()) return;
  ui.notifications?.warn(game.i18n?.format("FRAY.Notice.RulesetUnavailable", { chosen: rulesetLabel(chosen), active: rulesetLabel(activeRulesetKey()) }) ?? chosen);
}

Hooks.on("renderChatMessageHTML", (message: ChatMessage.Implementation, html: HTMLElement) => onRenderChatMessageHTML(message, html));

registerQuench();
