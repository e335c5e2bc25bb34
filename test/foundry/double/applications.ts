import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { requireClient } from "./context.js";
import { ROOT } from "./client.js";
import { actionElements, fillForm, formElements, formRoot, textOf } from "./form.js";
import { hop } from "./server.js";
import { registerStandInHelpers } from "../../browser/harness/helpers.js";
import { flattenLang } from "../../support/i18n-keys.js";
import { filesUnder } from "../../../scripts/lib/project.js";

/**
 * The application layer, only as far as Fray's modules need it to load and its flows need it to
 * run: ApplicationV2 and the sheet bases exist so Fray's classes can extend them (their rendering
 * is covered by the Chromium template harness, not here); `DialogV2.wait` is answered by the
 * scenario (see form.ts); `renderTemplate` renders Fray's real templates with real Handlebars
 * and the harness's stand-ins for core's helpers, so cards and dialogs carry their real HTML.
 */

const TEMPLATE_PREFIX = "systems/fray/templates/";
let handlebars: typeof Handlebars | null = null;

function templates(): typeof Handlebars {
  if (handlebars) return handlebars;
  const hb = Handlebars.create();
  registerStandInHelpers(hb, flattenLang(JSON.parse(readFileSync(join(ROOT, "lang/en.json"), "utf8")) as Record<string, unknown>));
  for (const path of filesUnder(ROOT, "templates", ".hbs")) hb.registerPartial(`${TEMPLATE_PREFIX}${path}`, hb.compile(readFileSync(join(ROOT, "templates", path), "utf8"), { preventIndent: true }));
  handlebars = hb;
  return hb;
}

export async function renderTemplate(path: string, data: object): Promise<string> {
  const hb = templates();
  const partial = hb.partials[path] as HandlebarsTemplateDelegate | undefined;
  if (!partial) throw new Error(`no template ${path}`);
  return partial(data, { allowProtoPropertiesByDefault: true, allowProtoMethodsByDefault: true });
}

type HandlebarsTemplateDelegate = (context: unknown, options?: object) => string;

/** Options merged down the class chain, as ApplicationV2 does with DEFAULT_OPTIONS. */
function mergedOptions(cls: unknown): Record<string, unknown> {
  const chain: Array<Record<string, unknown>> = [];
  for (let c = cls as { DEFAULT_OPTIONS?: Record<string, unknown> } | null; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    if (Object.prototype.hasOwnProperty.call(c, "DEFAULT_OPTIONS") && c.DEFAULT_OPTIONS) chain.unshift(c.DEFAULT_OPTIONS);
  }
  const out: Record<string, unknown> = { actions: {} };
  for (const options of chain) {
    for (const [key, value] of Object.entries(options)) {
      out[key] = key === "actions" ? { ...(out["actions"] as object), ...(value as object) } : value;
    }
  }
  return out;
}

export class ApplicationV2 {
  static DEFAULT_OPTIONS: Record<string, unknown> = {};
  static PARTS: Record<string, unknown> = {};
  static TABS: Record<string, unknown> = {};
  readonly options: Record<string, unknown>;
  element: unknown = null;
  constructor(options: Record<string, unknown> = {}) {
    this.options = { ...mergedOptions(this.constructor), ...options };
  }
  async render(): Promise<this> {
    return this;
  }
  async close(): Promise<this> {
    return this;
  }
  async _prepareContext(_options: unknown): Promise<Record<string, unknown>> {
    return {};
  }
  _configureRenderParts(_options: unknown): Record<string, unknown> {
    return { ...((this.constructor as typeof ApplicationV2).PARTS ?? {}) };
  }
  _configureRenderOptions(_options: unknown): void {}
  async _onRender(_context: unknown, _options: unknown): Promise<void> {}
  /**
   * The tabs of a group as templates read them (API v13 `ApplicationV2#_prepareTabs`): each tab of
   * the class's TABS with `group`, and the group's initial tab `active`.
   */
  _prepareTabs(group: string): Record<string, Record<string, unknown>> {
    const config = (this.constructor as typeof ApplicationV2).TABS[group] as { tabs?: Array<Record<string, unknown>>; initial?: string } | undefined;
    const tabs = config?.tabs ?? [];
    const initial = config?.initial ?? String(tabs[0]?.["id"] ?? "");
    return Object.fromEntries(tabs.map((tab) => [String(tab["id"]), { ...tab, group, active: tab["id"] === initial, cssClass: tab["id"] === initial ? "active" : "" }]));
  }
}

/** Template rendering is the Chromium harness's business; the mixin adds nothing here. */
export function HandlebarsApplicationMixin<T>(Base: T): T {
  return Base;
}

export class DocumentSheetV2 extends ApplicationV2 {
  constructor(options: Record<string, unknown> = {}) {
    super(options);
  }
  get document(): { isOwner?: boolean } {
    return this.options["document"] as { isOwner?: boolean };
  }
  get isEditable(): boolean {
    return Boolean(this.document?.isOwner);
  }
  _onDrop(_event: unknown): Promise<unknown> | undefined {
    return undefined;
  }
}
export class ActorSheetV2 extends DocumentSheetV2 {
  get actor(): unknown {
    return this.document;
  }
}
export class ItemSheetV2 extends DocumentSheetV2 {
  get item(): unknown {
    return this.document;
  }
}
export class CombatTracker extends ApplicationV2 {
  get viewed(): unknown {
    return (requireClient("CombatTracker").game["combat"] as unknown) ?? null;
  }
}

/**
 * `DialogV2.wait` answered by the scenario: the next answer queued for this client fills the
 * rendered form (unknown fields refused), the dialog's change listeners run once so live parts
 * (odds) recompute from the answer and replace their element's HTML, and the default button's
 * callback reads the form. What the dialog showed as it opened and as it stood when answered is
 * kept as text (`dialogsShown`). An answer of null closes the dialog; a dialog nobody answered is
 * an error the scenario reports.
 */
export class DialogV2 extends ApplicationV2 {
  static async wait(config: Record<string, unknown>): Promise<unknown> {
    const client = requireClient("DialogV2.wait");
    const title = String((config["window"] as { title?: string } | undefined)?.title ?? "");
    client.dialogsOpened.push(title);
    if (!client.dialogAnswers.length) {
      client.recordError(`a dialog opened that the scenario did not answer: "${title}"`);
      return null;
    }
    const answer = client.dialogAnswers.shift() ?? null;
    for (const press of client.dialogPresses.shift() ?? []) await pressInDialog(config, press);
    const content = String(config["content"] ?? "");
    const shown = { title, opened: textOf(content), answered: textOf(content) };
    client.dialogsShown.push(shown);
    if (answer === null) return null;
    const elements = formElements(content);
    const { button: chosen, ...fields } = answer as Record<string, string | number | boolean>;
    fillForm(elements, fields);
    const root = formRoot(elements, content);
    const render = config["render"] as ((event: unknown, dialog: unknown) => void) | undefined;
    if (render) {
      render({}, { element: root });
      root.dispatch("change");
      await hop();
    }
    shown.answered = textOf(root.html);
    const buttons = (config["buttons"] as Array<{ action: string; default?: boolean; callback?: (event: unknown, button: unknown, dialog: unknown) => unknown }> | undefined) ?? [];
    const button = buttons.find((b) => b.action === chosen) ?? buttons.find((b) => b.default) ?? buttons[0];
    if (!button) return null;
    return button.callback ? button.callback({}, { form: root, closest: () => root }, { element: root }) : button.action;
  }
}

/**
 * A click on a button inside an open dialog: the button must be in the rendered content, and
 * DialogV2 runs the handler its `actions` name for the button's `data-action` (API
 * `ApplicationV2` actions: `(event, target)`), as a "?" opening the guide does.
 */
async function pressInDialog(config: Record<string, unknown>, press: Readonly<Record<string, string>>): Promise<void> {
  const client = requireClient("DialogV2 button");
  const wanted = Object.entries(press);
  const found = actionElements(String(config["content"] ?? "")).find((dataset) => wanted.every(([key, value]) => dataset[key] === value));
  if (!found) {
    client.recordError(`the dialog has no button ${JSON.stringify(press)}`);
    return;
  }
  const handler = (config["actions"] as Record<string, unknown> | undefined)?.[found["action"] ?? ""];
  if (typeof handler !== "function") {
    client.recordError(`the dialog's "${found["action"] ?? ""}" button does nothing (no action handler)`);
    return;
  }
  await (handler as (event: unknown, target: unknown) => unknown)({ type: "click", preventDefault() {} }, { dataset: { ...found }, closest: () => null });
  await hop();
}

export const applications = {
  api: { ApplicationV2, HandlebarsApplicationMixin, DocumentSheetV2, DialogV2 },
  sheets: { ActorSheetV2, ItemSheetV2 },
  sidebar: { tabs: { CombatTracker } },
  handlebars: { renderTemplate, loadTemplates: async () => [] },
  ux: {
    TextEditor: { implementation: { enrichHTML: async (html: string) => html, getDragEventData: () => ({}) } },
    DragDrop: { implementation: class { bind() {} } },
  },
  apps: { FilePicker: { implementation: class { async browse() {} } } },
};

/** The sheet class registered for each subtype (`Actors.registerSheet` / `Items.registerSheet`). */
export const registeredSheets = new Map<string, unknown>();
const register = (_scope: string, sheetClass: unknown, options: { types?: string[] }) => {
  for (const type of options.types ?? []) registeredSheets.set(type, sheetClass);
};
export const documentCollections = { Actors: { registerSheet: register }, Items: { registerSheet: register } };
