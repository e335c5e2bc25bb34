import { registeredSheets, renderTemplate } from "./applications.js";
import { attributesOf, datasetOf, decode, HTMLElement, HTMLInputElement } from "./form.js";

/**
 * Typing into an input of a document's sheet, as a browser and ApplicationV2 do it. The sheet is
 * prepared and rendered with its real context and templates (edit mode, as its owner opens it to
 * type), and `_onRender` runs on the rendered form, so the sheet installs its own listeners (Fray's
 * numeric guard among them). The input is found by name with the attributes it renders with; a
 * disabled one cannot be typed into. The text is kept as a number input keeps it (HTML "number"
 * input: text that is not a valid number leaves the value "" with `validity.badInput` set), a
 * `change` event reaches the form's listeners, and unless one stopped it the form submits on
 * change (ApplicationV2 `form.submitOnChange`), which here updates the typed field.
 */

interface SheetLike {
  isEditable: boolean;
  element: unknown;
  _configureRenderOptions(options: object): void;
  _prepareContext(options: object): Promise<object>;
  _configureRenderParts(options: object): Record<string, { template: string }>;
  _onRender(context: object, options: object): Promise<void>;
}

type Listener = (event: ChangeEvent) => void;
interface ChangeEvent {
  readonly type: string;
  readonly target: unknown;
  stopImmediatePropagation(): void;
}

/** The label text around or for an input (`HTMLInputElement#labels`). */
function labelsOf(html: string, at: number, id: string | undefined): Array<{ textContent: string }> {
  const opened = html.lastIndexOf("<label", at);
  const closed = html.indexOf("</label>", opened);
  const text = (from: number, to: number) => decode(html.slice(from, to).replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim();
  if (opened >= 0 && closed > at && html.lastIndexOf("</label>", at) < opened) return [{ textContent: text(opened, closed) }];
  const forId = id ? new RegExp(`<label\\b[^>]*\\bfor="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(html) : null;
  return forId ? [{ textContent: text(forId.index, forId.index + forId[0].length) }] : [];
}

function inputNamed(html: string, name: string) {
  for (const match of html.matchAll(/<input\b[^>]*>/gi)) {
    const attributes = attributesOf(match[0]);
    if (attributes["name"] !== name) continue;
    const input = Object.assign(new HTMLInputElement(), {
      name,
      type: (attributes["type"] ?? "text").toLowerCase(),
      value: attributes["value"] ?? "",
      defaultValue: attributes["value"] ?? "",
      disabled: "disabled" in attributes,
      validity: { badInput: false },
      labels: labelsOf(html, match.index ?? 0, attributes["id"]),
      getAttribute: (attribute: string) => attributes[attribute] ?? null,
      hasAttribute: (attribute: string) => attribute in attributes,
    });
    Object.assign(input.dataset, datasetOf(attributes));
    return input;
  }
  return null;
}

export async function typeIntoSheet(document: { type: string; update(data: object): Promise<unknown> }, name: string, text: string): Promise<void> {
  const SheetClass = registeredSheets.get(document.type) as (new (options: object) => SheetLike) | undefined;
  if (!SheetClass) throw new Error(`no sheet registered for ${document.type}`);
  const sheet = new SheetClass({ document });
  sheet._configureRenderOptions({ mode: "edit" });
  const context = await sheet._prepareContext({});
  const html = (await Promise.all(Object.values(sheet._configureRenderParts({})).map((part) => renderTemplate(part.template, context)))).join("\n");
  const input = inputNamed(html, name);
  if (!input) throw new Error(`the ${document.type} sheet has no input "${name}"`);
  if (input.disabled) throw new Error(`the ${document.type} sheet's "${name}" is disabled for this user`);
  const listeners: Array<{ type: string; listener: Listener; capture: boolean }> = [];
  const form = Object.assign(new HTMLElement(), {
    addEventListener: (type: string, listener: Listener, options?: { capture?: boolean }) => void listeners.push({ type, listener, capture: Boolean(options?.capture) }),
    querySelectorAll: () => [input],
  });
  sheet.element = form;
  await sheet._onRender(context, {});
  const number = input.type === "number";
  const valid = !number || (text.trim() !== "" && Number.isFinite(Number(text)));
  input.value = valid ? text : "";
  input.validity.badInput = number && !valid && text.trim() !== "";
  let stopped = false;
  const event: ChangeEvent = { type: "change", target: input, stopImmediatePropagation: () => void (stopped = true) };
  for (const { listener } of [...listeners.filter((l) => l.type === "change" && l.capture), ...listeners.filter((l) => l.type === "change" && !l.capture)]) {
    if (stopped) break;
    listener(event);
  }
  if (!stopped) await document.update({ [name]: number ? Number(input.value) : input.value });
}
