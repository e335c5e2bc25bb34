import { checkNumericInput, constraintsFromAttributes } from "./numeric-input.js";

/**
 * Behaviour shared by the actor and item base sheets, as plain functions so both classes stay
 * short without a typed mixin: play/edit mode, numeric input validation, and localizing the
 * notifications they raise.
 */

export type SheetMode = "play" | "edit";

/** Render options a Fray sheet reads: `sheet.render({ mode: "edit" })` opens it in edit mode. */
export interface ModeRenderOptions {
  mode?: SheetMode;
  isFirstRender?: boolean;
  renderContext?: string;
}

/**
 * The mode a render shows (pure): the mode the caller asked for; else edit on the first render of
 * a document just created (ready to fill in); else the mode the sheet was in. A sheet its user
 * cannot edit is always in play mode.
 */
export function resolveSheetMode(current: SheetMode, options: ModeRenderOptions, editable: boolean, createContext: string): SheetMode {
  if (!editable) return "play";
  if (options.mode === "play" || options.mode === "edit") return options.mode;
  if (options.isFirstRender && options.renderContext === createContext) return "edit";
  return current;
}

/** Localizes `key` with `data` and shows it as a warning. */
export function warn(key: string, data: Readonly<Record<string, string | number>> = {}): void {
  const text = game.i18n?.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) ?? key;
  ui.notifications?.warn(text);
}

/**
 * Whether the current user owns the sheet's document; anyone else is told so. An Observer sees
 * the sheet with its buttons, and a button must not roll, post or write for someone else's
 * character (the server would refuse the write, after the dice and the card).
 */
export function ownsOrRefuses(document: { readonly isOwner: boolean; readonly name: string | null }): boolean {
  if (document.isOwner) return true;
  warn("FRAY.Sheet.Warning.NotOwner", { name: document.name ?? "" });
  return false;
}

/** The label a warning names an input by: its `<label>`, `aria-label`, or name. */
function inputLabel(input: HTMLInputElement): string {
  const labelled = input.labels?.[0]?.textContent?.trim();
  return labelled || input.getAttribute("aria-label") || input.name;
}

/** Elements that already carry the guard (a sheet's element is replaced when it is closed and reopened). */
const guarded = new WeakSet<HTMLElement>();

/**
 * Installed on a sheet's element (capturing, so it runs before the form's own change handler): a
 * number input whose text is not a number or falls outside its min/max is reset to its rendered
 * value, a localized warning names the problem, and the change never reaches the submit.
 * Sheets call it on every render: it installs once per element, so a sheet closed and opened
 * again (which gets a new element) is guarded too, and a re-render adds no second listener.
 */
export function guardNumericInputs(form: HTMLElement): void {
  if (guarded.has(form)) return;
  guarded.add(form);
  form.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !isNumeric(input) || refuseIfInvalid(input)) return;
      event.stopImmediatePropagation();
    },
    { capture: true },
  );
  // Enter in a field submits the form directly; bad numbers are reset before the submit reads them.
  form.addEventListener("submit", () => form.querySelectorAll("input").forEach((input) => isNumeric(input) && refuseIfInvalid(input)), { capture: true });
}

function isNumeric(input: HTMLInputElement): boolean {
  return input.type === "number" || input.dataset["dtype"] === "Number";
}

/** Checks one input; a bad one is reset to its rendered value with a warning. Returns whether it was fine. */
function refuseIfInvalid(input: HTMLInputElement): boolean {
  const constraints = constraintsFromAttributes({
    min: input.getAttribute("min"),
    max: input.getAttribute("max"),
    step: input.getAttribute("step"),
    integer: input.getAttribute("data-integer"),
  });
  // A number input with bad text reports an empty value; its validity says whether it was bad.
  const raw = input.validity.badInput ? "?" : input.value;
  const verdict = checkNumericInput(raw, constraints, inputLabel(input), input.hasAttribute("data-nullable"));
  if (verdict.ok) return true;
  input.value = input.defaultValue;
  warn(verdict.reason, verdict.data);
  return false;
}

/** Every Fray sheet's context carries these. */
export type BaseSheetContext = {
  isPlay: boolean;
  isEdit: boolean;
  editable: boolean;
  owner: boolean;
  gm: boolean;
  /** The document's ruleset key, for CSS and templates. */
  ruleset: string;
};

export function baseSheetContext(mode: SheetMode, editable: boolean, owner: boolean, ruleset: string | null): BaseSheetContext {
  return {
    isPlay: mode === "play",
    isEdit: mode === "edit" && editable,
    editable,
    owner,
    gm: game.user?.isGM ?? false,
    ruleset: ruleset ?? "",
  };
}

/** The id of the item row a sheet control sits in (`data-item-id` on it or an ancestor), or null. */
export const itemIdOf = (target: HTMLElement): string | null => target.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"] ?? null;

/**
 * A sheet button as ApplicationV2 calls it (`this` the sheet, the pressed control) from `run`,
 * which gets both. With `ownersOnly`, anyone but the actor's owners is told no before it runs.
 */
export function sheetAction<S extends { readonly actor: { readonly isOwner: boolean; readonly name: string | null } }>(run: (sheet: S, target: HTMLElement) => Promise<unknown>, ownersOnly = false) {
  return async function (this: S, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!ownersOnly || ownsOrRefuses(this.actor)) await run(this, target);
  };
}
