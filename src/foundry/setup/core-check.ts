import { format } from "../flows/notify.js";

/**
 * The v13 APIs Fray's boot relies on (the namespaced forms in src/foundry/shims.ts and the
 * application classes its sheets, dialogs and tracker extend). Foundry refuses to launch a system
 * whose manifest `compatibility.minimum` is above the running core, so that minimum is the real
 * guard and must name a build that has all of them: 13.341, the first stable v13 build (the
 * namespaces arrived during the v13 prototype builds). A manifest saying only "13" let prototype
 * builds start Fray. Classes Fray extends are needed as soon as its module loads; the functions
 * are looked up when used, and this check names any that are missing when the world is ready,
 * so a too-loose manifest shows up as a clear message instead of a broken table.
 */
export const CORE_APIS: readonly string[] = [
  "foundry.applications.api.ApplicationV2",
  "foundry.applications.api.HandlebarsApplicationMixin",
  "foundry.applications.api.DocumentSheetV2",
  "foundry.applications.api.DialogV2",
  "foundry.applications.sheets.ActorSheetV2",
  "foundry.applications.sheets.ItemSheetV2",
  "foundry.applications.sidebar.tabs.CombatTracker",
  "foundry.applications.handlebars.loadTemplates",
  "foundry.applications.handlebars.renderTemplate",
  "foundry.applications.ux.TextEditor",
  "foundry.applications.ux.DragDrop",
  "foundry.documents.collections.Actors",
  "foundry.documents.collections.Items",
];

/** Where the APIs are looked up: the page's globals (a test passes a core of its own). */
export type CoreGlobals = Readonly<Record<string, unknown>>;

function lookup(root: CoreGlobals, path: string): unknown {
  let value: unknown = root;
  for (const part of path.split(".")) value = value !== null && (typeof value === "object" || typeof value === "function") ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}

/** The APIs of `CORE_APIS` this core does not provide. */
export function missingCoreApis(root: CoreGlobals = globalThis as unknown as CoreGlobals): string[] {
  return CORE_APIS.filter((path) => lookup(root, path) === undefined);
}

/** The GM's message for a core without them, naming the build Fray needs. */
export function coreTooOldMessage(missing: readonly string[], minimum: string): string {
  return format("FRAY.Notice.CoreTooOld", { minimum, missing: missing.join(", ") });
}

/** At `ready`: a GM on a core that lacks what Fray uses is told which build it needs. */
export function reportMissingCoreApis(root?: CoreGlobals): string | null {
  const missing = missingCoreApis(root);
  if (!missing.length) return null;
  const minimum = String((game.system as { compatibility?: { minimum?: unknown } } | undefined)?.compatibility?.minimum ?? "13");
  const message = coreTooOldMessage(missing, minimum);
  console.error(`Fray | ${message}`);
  if (game.user?.isGM) ui.notifications?.error(message, { permanent: true });
  return message;
}
