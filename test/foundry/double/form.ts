/**
 * A dialog's form as its rendered HTML declares it: every input, select and textarea with a name,
 * with the value it renders with. The double has no DOM; dialog callbacks read forms through
 * `querySelector('[name="…"]')` and `querySelectorAll("input[name], select[name]")`, which these
 * small elements answer. Answering a field the form does not have is an error, so a scenario
 * cannot pass by setting a value the real dialog never shows.
 */
/** The few element classes flows test with `instanceof` (installed as globals by globals.ts). */
export class HTMLElement {
  readonly dataset: Record<string, string> = {};
}
export class HTMLInputElement extends HTMLElement {}
export class HTMLSelectElement extends HTMLElement {}
export class HTMLTextAreaElement extends HTMLElement {}
export class HTMLButtonElement extends HTMLElement {}

export interface FormElement extends HTMLElement {
  readonly tagName: "INPUT" | "SELECT" | "TEXTAREA";
  readonly name: string;
  readonly type: string;
  value: string;
  checked: boolean;
  readonly options: readonly string[];
}

function element(kind: typeof HTMLElement, fields: Omit<FormElement, keyof HTMLElement>, dataset: Record<string, string>): FormElement {
  const made = Object.assign(new kind(), fields) as FormElement;
  Object.assign(made.dataset, dataset);
  return made;
}

const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

export function attributesOf(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  const body = tag.replace(/^<\w+/, "").replace(/\/?>$/, "");
  for (const match of body.matchAll(ATTRIBUTE)) out[(match[1] ?? "").toLowerCase()] = decode(match[2] ?? match[3] ?? match[4] ?? "");
  return out;
}

export function decode(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

export function datasetOf(attributes: Record<string, string>): Record<string, string> {
  const dataset: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name.startsWith("data-")) dataset[name.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return dataset;
}

export function formElements(html: string): FormElement[] {
  const elements: FormElement[] = [];
  for (const match of html.matchAll(/<input\b[^>]*>/gi)) {
    const attributes = attributesOf(match[0]);
    if (!attributes["name"]) continue;
    const type = (attributes["type"] ?? "text").toLowerCase();
    elements.push(element(HTMLInputElement, { tagName: "INPUT", name: attributes["name"], type, value: attributes["value"] ?? (type === "checkbox" ? "on" : ""), checked: "checked" in attributes, options: [] }, datasetOf(attributes)));
  }
  for (const match of html.matchAll(/<select\b[^>]*>([\s\S]*?)<\/select>/gi)) {
    const attributes = attributesOf(match[0].slice(0, match[0].indexOf(">") + 1));
    if (!attributes["name"]) continue;
    const options = [...(match[1] ?? "").matchAll(/<option\b[^>]*>/gi)].map((option) => attributesOf(option[0]));
    const values = options.map((option) => option["value"] ?? "");
    const selected = options.find((option) => "selected" in option)?.["value"] ?? values[0] ?? "";
    elements.push(element(HTMLSelectElement, { tagName: "SELECT", name: attributes["name"], type: "select-one", value: selected, checked: false, options: values }, datasetOf(attributes)));
  }
  for (const match of html.matchAll(/<textarea\b[^>]*>([\s\S]*?)<\/textarea>/gi)) {
    const attributes = attributesOf(match[0].slice(0, match[0].indexOf(">") + 1));
    if (attributes["name"]) elements.push(element(HTMLTextAreaElement, { tagName: "TEXTAREA", name: attributes["name"], type: "textarea", value: decode(match[1] ?? ""), checked: false, options: [] }, datasetOf(attributes)));
  }
  return elements;
}

/** The buttons and links of a dialog that run a `data-action`, each by its data attributes (`action` included). */
export function actionElements(html: string): Array<Record<string, string>> {
  return [...html.matchAll(/<(?:button|a)\b[^>]*\bdata-action\s*=[^>]*>/gi)].map((match) => datasetOf(attributesOf(match[0])));
}

/** Sets the answered values, refusing unknown fields and select values the form does not offer. */
export function fillForm(elements: readonly FormElement[], answer: Readonly<Record<string, string | number | boolean>>): void {
  for (const [name, value] of Object.entries(answer)) {
    const element = elements.find((candidate) => candidate.name === name);
    if (!element) throw new Error(`the dialog has no field "${name}" (fields: ${elements.map((e) => e.name).join(", ")})`);
    if (element.type === "checkbox") element.checked = Boolean(value);
    else if (element.tagName === "SELECT" && !element.options.includes(String(value))) throw new Error(`the dialog's "${name}" offers ${element.options.join(", ")}, not "${String(value)}"`);
    else element.value = String(value);
  }
}

/** The text a rendered piece of HTML shows: tags dropped, entities decoded, whitespace collapsed. */
export function textOf(html: string): string {
  return decode(html.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim();
}

/**
 * Where the first element carrying `className` sits in `html`, from its opening tag to its
 * matching closing tag (elements of the same name nested inside are counted), or null.
 */
function outerRange(html: string, className: string): [number, number] | null {
  const escaped = className.replace(/[-.]/g, "\\$&");
  const open = new RegExp(`<(\\w+)\\b[^>]*\\bclass\\s*=\\s*"(?:[^"]*\\s)?${escaped}(?:\\s[^"]*)?"[^>]*>`, "i").exec(html);
  if (!open) return null;
  const tags = new RegExp(`<(/?)${open[1] ?? ""}\\b[^>]*>`, "gi");
  tags.lastIndex = open.index;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    if (tag[1]) depth -= 1;
    else if (!tag[0].endsWith("/>")) depth += 1;
    if (depth === 0) return [open.index, tag.index + tag[0].length];
  }
  return null;
}

/**
 * A part of the rendered dialog found by class (`querySelector(".fray-dusk-odds")`): reading its
 * `outerHTML` gives its HTML; setting it replaces the part in the dialog, as the DOM's
 * `Element.outerHTML` setter does (MDN "Element: outerHTML property").
 */
function partOf(root: { html: string }, className: string) {
  if (!outerRange(root.html, className)) return null;
  return {
    get outerHTML(): string {
      const [start, end] = outerRange(root.html, className) ?? [0, 0];
      return root.html.slice(start, end);
    },
    set outerHTML(html: string) {
      const range = outerRange(root.html, className);
      if (range) root.html = root.html.slice(0, range[0]) + html + root.html.slice(range[1]);
    },
  };
}

/**
 * The form root handed to dialog callbacks: enough of HTMLElement for reading fields, and for
 * replacing a live part by class. `html` is the dialog as it stands.
 */
export function formRoot(elements: readonly FormElement[], html = "") {
  const listeners = new Map<string, Array<() => void>>();
  const root = Object.assign(new HTMLElement(), {
    elements,
    html,
    querySelector(selector: string): FormElement | ReturnType<typeof partOf> {
      const byName = /\[name=["']?([^"'\]]+)["']?\]/.exec(selector)?.[1];
      if (byName) return elements.find((element) => element.name === byName) ?? null;
      const byClass = /^\.([\w-]+)$/.exec(selector.trim())?.[1];
      return byClass ? partOf(root, byClass) : null;
    },
    querySelectorAll(selector: string): FormElement[] {
      return selector.includes("[name") ? [...elements] : [];
    },
    addEventListener(type: string, listener: () => void) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    dispatch(type: string) {
      for (const listener of listeners.get(type) ?? []) listener();
    },
    closest() {
      return root;
    },
  });
  return root;
}
