/**
 * Narrow typed access to the Foundry v13 APIs that the pinned type package (fvtt-types 13.340.1)
 * does not describe yet. Each function names the v13 call it makes; the casts live only here so
 * the rest of the glue stays strictly typed. Remove a shim when the types catch up.
 */

interface TextEditorV13 {
  implementation: { getDragEventData(event: DragEvent): Record<string, unknown> };
}

/** `foundry.applications.ux.TextEditor.implementation.getDragEventData` (v13 namespaced form). */
export function getDragEventData(event: DragEvent): Record<string, unknown> {
  return (foundry.applications.ux.TextEditor as unknown as TextEditorV13).implementation.getDragEventData(event);
}

export interface DragDropOptions {
  dragSelector: string | null;
  dropSelector: string | null;
  permissions: { dragstart?: (selector: string) => boolean; drop?: (selector: string) => boolean };
  callbacks: { dragstart?: (event: DragEvent) => void; dragover?: (event: DragEvent) => void; drop?: (event: DragEvent) => void };
}
interface DragDropV13 {
  implementation: new (options: DragDropOptions) => { bind(element: HTMLElement): unknown };
}

/** Binds a v13 `DragDrop.implementation` to an application's element. */
export function bindDragDrop(element: HTMLElement, options: DragDropOptions): void {
  new (foundry.applications.ux.DragDrop as unknown as DragDropV13).implementation(options).bind(element);
}

interface HandlebarsV13 {
  loadTemplates(paths: string[] | Record<string, string>): Promise<unknown>;
}

/** `foundry.applications.handlebars.loadTemplates` with a name → path map (also registers partials). */
export function loadTemplates(paths: Record<string, string>): Promise<unknown> {
  return (foundry.applications.handlebars as unknown as HandlebarsV13).loadTemplates(paths);
}

type SheetClass = foundry.applications.api.DocumentSheetV2.AnyConstructor;
interface SheetRegistry {
  registerSheet(scope: string, sheetClass: SheetClass, options: { types?: string[]; makeDefault?: boolean; label?: string }): void;
}
interface DocumentCollectionsV13 {
  collections: { Actors: SheetRegistry; Items: SheetRegistry };
}

/** `foundry.documents.collections.Actors/Items.registerSheet` (v13 namespaced collections). */
export function registerSheet(documentName: "Actor" | "Item", sheetClass: SheetClass, options: { types: string[]; makeDefault: boolean; label: string }): void {
  const { collections } = foundry.documents as unknown as DocumentCollectionsV13;
  (documentName === "Actor" ? collections.Actors : collections.Items).registerSheet("fray", sheetClass, options);
}

interface UiConfig {
  combat: unknown;
}

/** Replaces the combat tracker sidebar tab class (`CONFIG.ui.combat`), typed for AppV1 in the pinned types. */
export function setCombatTrackerClass(trackerClass: abstract new (...args: never[]) => foundry.applications.api.ApplicationV2.Any): void {
  (CONFIG.ui as unknown as UiConfig).combat = trackerClass;
}

interface TextEditorEnrich {
  implementation: { enrichHTML(html: string, options: { relativeTo?: unknown; secrets?: boolean }): Promise<string> };
}

/** `foundry.applications.ux.TextEditor.implementation.enrichHTML` (v13 namespaced form). */
export function enrichHTML(html: string, relativeTo: { isOwner: boolean }): Promise<string> {
  return (foundry.applications.ux.TextEditor as unknown as TextEditorEnrich).implementation.enrichHTML(html, { relativeTo, secrets: relativeTo.isOwner });
}

interface HandlebarsRender {
  renderTemplate(path: string, data: object): Promise<string>;
}

/** `foundry.applications.handlebars.renderTemplate` (v13 namespaced form). */
export function renderTemplate(path: string, data: object): Promise<string> {
  return (foundry.applications.handlebars as unknown as HandlebarsRender).renderTemplate(path, data);
}

/** What a v13 token-ruler waypoint carries that Fray reads: the measurement from the path's start. */
export interface TokenRulerWaypointV13 {
  readonly measurement: { readonly distance: number };
}
/** A segment's or a highlighted square's drawing style (colour as a number, 0xRRGGBB). */
export interface TokenRulerStyleV13 {
  color?: number;
}
/** The overridable parts of v13's `TokenRuler` (shapes as the dnd5e and draw-steel rulers use them). */
export interface TokenRulerV13 {
  readonly token: { readonly actor: Actor.Implementation | null; readonly document: { readonly parent: { readonly grid?: { readonly units?: string } | null } | null } };
  _getWaypointLabelContext(waypoint: TokenRulerWaypointV13, state: object): object | undefined;
  _getSegmentStyle(waypoint: TokenRulerWaypointV13): TokenRulerStyleV13;
  _getGridHighlightStyle(waypoint: TokenRulerWaypointV13, offset: unknown): TokenRulerStyleV13;
}
export type TokenRulerClassV13 = new (...args: never[]) => TokenRulerV13;

/** `foundry.canvas.placeables.tokens.TokenRuler`, v13's default token ruler (null when absent). */
export function tokenRulerBase(): TokenRulerClassV13 | null {
  const api = globalThis as unknown as { foundry?: { canvas?: { placeables?: { tokens?: { TokenRuler?: TokenRulerClassV13 } } } } };
  return api.foundry?.canvas?.placeables?.tokens?.TokenRuler ?? null;
}

/** Sets `CONFIG.Token.rulerClass`, the class every token's ruler is built from. */
export function setTokenRulerClass(rulerClass: TokenRulerClassV13): void {
  (CONFIG.Token as unknown as { rulerClass: TokenRulerClassV13 }).rulerClass = rulerClass;
}
