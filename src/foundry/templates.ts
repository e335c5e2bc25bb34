/** Where Foundry serves Fray's templates from. */
export const TEMPLATE_ROOT = "systems/fray/templates";

/** The shared templates (templates/shared/…); parts/ ones are partials. */
export const SHARED_TEMPLATES = {
  tabs: `${TEMPLATE_ROOT}/shared/parts/tabs.hbs`,
  sheetHeader: `${TEMPLATE_ROOT}/shared/parts/sheet-header.hbs`,
  breakdown: `${TEMPLATE_ROOT}/shared/parts/breakdown.hbs`,
  sectionHeader: `${TEMPLATE_ROOT}/shared/parts/section-header.hbs`,
  prose: `${TEMPLATE_ROOT}/shared/parts/prose.hbs`,
  field: `${TEMPLATE_ROOT}/shared/parts/field.hbs`,
  houseBadge: `${TEMPLATE_ROOT}/shared/parts/house-badge.hbs`,
  itemControls: `${TEMPLATE_ROOT}/shared/parts/item-controls.hbs`,
  track: `${TEMPLATE_ROOT}/shared/parts/track.hbs`,
  notesTab: `${TEMPLATE_ROOT}/shared/actor/notes-tab.hbs`,
  modeToggle: `${TEMPLATE_ROOT}/shared/parts/mode-toggle.hbs`,
  itemRow: `${TEMPLATE_ROOT}/shared/parts/item-row.hbs`,
  itemList: `${TEMPLATE_ROOT}/shared/parts/item-list.hbs`,
  actorMain: `${TEMPLATE_ROOT}/shared/actor/actor-main.hbs`,
  actorItems: `${TEMPLATE_ROOT}/shared/actor/actor-items.hbs`,
  itemDescription: `${TEMPLATE_ROOT}/shared/item/item-description.hbs`,
  exchangeCard: `${TEMPLATE_ROOT}/shared/chat/exchange-card.hbs`,
  trackerGroups: `${TEMPLATE_ROOT}/shared/combat/tracker-groups.hbs`,
  trackerSimulate: `${TEMPLATE_ROOT}/shared/combat/tracker-simulate.hbs`,
  rulesetChooser: `${TEMPLATE_ROOT}/shared/dialogs/ruleset-chooser.hbs`,
  rulesetOptions: `${TEMPLATE_ROOT}/shared/settings/ruleset-options.hbs`,
} as const;

/**
 * Foundry's `loadTemplates` map: each template registered as a partial under its own full path,
 * so `{{> "systems/fray/templates/shared/parts/tabs.hbs"}}` works everywhere.
 */
export function partialMap(paths: readonly string[]): Record<string, string> {
  return Object.fromEntries(paths.map((path) => [path, path]));
}
