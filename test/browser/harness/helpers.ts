/**
 * Stand-ins for exactly the Handlebars helpers Fray templates may use (the list lives in the
 * project conventions). They behave like Foundry's for the arguments our templates pass, with one
 * deliberate difference: `localize` returns an unknown key unchanged, so the harness sees it on
 * screen and fails the fixture.
 */
import type HandlebarsNamespace from "handlebars";

type Handlebars = typeof HandlebarsNamespace;
type HelperOptions = HandlebarsNamespace.HelperOptions;
type Hash = Record<string, unknown>;

/** Foundry's `{name}` placeholder formatting; unknown placeholders stay visible. */
export function formatMessage(template: string, data: Hash): string {
  return template.replace(/\{([^{}]+)\}/g, (whole, name: string) => (name in data ? String(data[name]) : whole));
}

function isOptions(value: unknown): value is HelperOptions {
  return typeof value === "object" && value !== null && "hash" in value && "data" in value;
}

/** Positional arguments of a variadic helper (Handlebars appends its options object last). */
function positional(args: unknown[]): unknown[] {
  return isOptions(args.at(-1)) ? args.slice(0, -1) : args;
}

interface Choice {
  value: string;
  label: string;
  group?: string;
  disabled?: boolean;
}

function normalizeChoices(choices: unknown, hash: Hash): Choice[] {
  const valueAttr = typeof hash.valueAttr === "string" ? hash.valueAttr : "value";
  const labelAttr = typeof hash.labelAttr === "string" ? hash.labelAttr : "label";
  const fromObject = (value: string, entry: unknown): Choice => {
    if (entry && typeof entry === "object") {
      const record = entry as Hash;
      return { value, label: String(record[labelAttr] ?? value), group: record.group as string | undefined, disabled: Boolean(record.disabled) };
    }
    return hash.inverted ? { value: String(entry), label: value } : { value, label: String(entry) };
  };
  if (Array.isArray(choices)) {
    return choices.map((entry: unknown) => {
      if (entry && typeof entry === "object") return fromObject(String((entry as Hash)[valueAttr]), entry);
      return { value: String(entry), label: String(entry) };
    });
  }
  if (choices && typeof choices === "object") return Object.entries(choices).map(([value, entry]) => fromObject(value, entry));
  return [];
}

export function registerStandInHelpers(hb: Handlebars, lang: ReadonlyMap<string, string>): void {
  const escape = (text: unknown) => hb.escapeExpression(String(text));
  const localize = (key: unknown, data: Hash = {}): string => {
    const text = typeof key === "string" ? lang.get(key) : undefined;
    if (text === undefined) return String(key);
    return Object.keys(data).length > 0 ? formatMessage(text, data) : text;
  };

  hb.registerHelper("localize", (key: unknown, options: HelperOptions) => localize(key, options.hash as Hash));

  hb.registerHelper("selectOptions", (choices: unknown, options: HelperOptions) => {
    const hash = options.hash as Hash;
    const selected = new Set([hash.selected].flat().filter((v) => v !== undefined && v !== null).map(String));
    const label = (text: string) => escape(hash.localize ? localize(text) : text);
    const option = (choice: Choice) =>
      `<option value="${escape(choice.value)}"${selected.has(choice.value) ? " selected" : ""}${choice.disabled ? " disabled" : ""}>${label(choice.label)}</option>`;
    const parts: string[] = [];
    if (hash.blank !== undefined && hash.blank !== null) parts.push(`<option value="">${label(String(hash.blank))}</option>`);
    let list = normalizeChoices(choices, hash);
    if (hash.sort) list = [...list].sort((a, b) => a.label.localeCompare(b.label));
    const groups = new Map<string | undefined, Choice[]>();
    for (const choice of list) groups.set(choice.group, [...(groups.get(choice.group) ?? []), choice]);
    for (const [group, members] of groups) {
      const body = members.map(option).join("");
      parts.push(group === undefined ? body : `<optgroup label="${label(group)}">${body}</optgroup>`);
    }
    return new hb.SafeString(parts.join(""));
  });

  hb.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
  hb.registerHelper("disabled", (value: unknown) => (value ? "disabled" : ""));
  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  hb.registerHelper("ne", (a: unknown, b: unknown) => a !== b);
  hb.registerHelper("lt", (a: number, b: number) => a < b);
  hb.registerHelper("gt", (a: number, b: number) => a > b);
  hb.registerHelper("lte", (a: number, b: number) => a <= b);
  hb.registerHelper("gte", (a: number, b: number) => a >= b);
  hb.registerHelper("and", (...args: unknown[]) => positional(args).every(Boolean));
  hb.registerHelper("or", (...args: unknown[]) => positional(args).some(Boolean));
  hb.registerHelper("not", (value: unknown) => !value);
  hb.registerHelper("concat", (...args: unknown[]) => positional(args).map(String).join(""));
  hb.registerHelper("ifThen", (criteria: unknown, ifTrue: unknown, ifFalse: unknown) => (criteria ? ifTrue : ifFalse));

  hb.registerHelper("numberFormat", (value: unknown, options: HelperOptions) => {
    const hash = options.hash as Hash;
    const decimals = Number(hash.decimals ?? 0);
    const number = Number(value);
    const text = number.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    return hash.sign && number >= 0 ? `+${text}` : text;
  });

  // Foundry's editor helper wraps already-enriched HTML; the content is not escaped.
  hb.registerHelper("editor", (content: unknown, options: HelperOptions) => {
    const hash = options.hash as Hash;
    const target = hash.target ? ` data-edit="${escape(hash.target)}"` : "";
    const classes = ["editor", typeof hash.class === "string" ? hash.class : ""].join(" ").trim();
    return new hb.SafeString(`<div class="${escape(classes)}"><div class="editor-content"${target}>${String(content ?? "")}</div></div>`);
  });
}
