import { guideUuid } from "../guide.js";
import { enrichHTML } from "../shims.js";
import type { SheetMode } from "./sheet-behaviour.js";

/**
 * Glue both base sheets share (actor and item): rich text enriched for reading, the guide page a
 * "?" opens, and opening a child document's sheet in the parent's mode.
 */

/**
 * Each named rich-text field enriched for reading: links, rolls and embeds resolved relative to
 * the document, and secret blocks kept only for its owners (`secrets: isOwner`).
 */
export async function enrichProse(document: { readonly isOwner: boolean; readonly system?: unknown }, fields: Readonly<Record<string, string>>): Promise<Record<string, string>> {
  const entries = await Promise.all(
    Object.entries(fields).map(async ([key, path]) => {
      const raw = foundry.utils.getProperty(document, path);
      return [key, await enrichHTML(typeof raw === "string" ? raw : "", document)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

interface JournalPageLike {
  readonly id: string | null;
  readonly parent: { sheet: { render(options: Record<string, unknown>): unknown } | null } | null;
}

/** Opens the guide page a "?" button names (`data-guide="pool.initiative"`) at that page. */
export async function openGuidePage(key: string | undefined): Promise<void> {
  const uuid = key ? guideUuid(key) : null;
  if (!uuid) return;
  const page = (await fromUuid(uuid as Parameters<typeof fromUuid>[0])) as unknown as JournalPageLike | null;
  if (!page?.parent?.sheet) {
    ui.notifications?.warn(game.i18n?.localize("FRAY.Guide.Missing") ?? "FRAY.Guide.Missing");
    return;
  }
  await page.parent.sheet.render({ force: true, pageId: page.id });
}

/** For dialogs (DialogV2 `actions`): the "?" in a dialog's section header opens its guide page. */
export const GUIDE_ACTIONS = {
  openGuide: (_event: Event, target: HTMLElement): void => void openGuidePage(target.dataset["guide"]),
};

interface ModalSheet {
  render(options: Record<string, unknown>): unknown;
}

/** Re-renders an open sheet in the given mode (ApplicationV2 passes unknown render options through). */
export async function renderInMode(sheet: unknown, mode: SheetMode): Promise<void> {
  await (sheet as ModalSheet).render({ mode });
}

/** Opens a child document's sheet (an embedded item) in the mode its parent sheet is in. */
export async function openInMode(sheet: unknown, mode: SheetMode): Promise<void> {
  await (sheet as ModalSheet | null)?.render({ force: true, mode });
}
