import { activeRulesetKey } from "./active.js";
import { decideCreation, decideDrop, hiddenPacks, type GuardDecision } from "./ruleset-guard.js";
import { RULESET_LABELS, isRulesetKey } from "./ruleset-keys.js";

/**
 * Keeps the world to its ruleset: creation of another ruleset's document is cancelled before it
 * reaches the database (whatever the route: sidebar drop, compendium import, sheet drop, macro),
 * a foreign actor dropped on the canvas makes no token, and other rulesets' packs are hidden from
 * the compendium sidebar. The decisions are the pure functions of ruleset-guard.ts.
 */
export function registerGuardHooks(): void {
  Hooks.on("preCreateActor", (actor: Actor.Implementation) => allowOrWarn(decideCreation({ documentName: "Actor", type: actor.type }, activeRulesetKey())));
  Hooks.on("preCreateItem", (item: Item.Implementation) => allowOrWarn(decideCreation({ documentName: "Item", type: item.type, parentType: item.parent?.type ?? null }, activeRulesetKey())));
  Hooks.on("dropCanvasData", (_canvas, data) => {
    const type = droppedActorType(data);
    return type === undefined ? true : allowOrWarn(decideDrop({ documentName: "Actor", type }, null, activeRulesetKey()));
  });
  Hooks.on("renderCompendiumDirectory", (_app: unknown, html: unknown) => {
    if (html instanceof HTMLElement) hidePacks(html);
  });
}

/** Shows the refusal (ruleset names localized) and returns whether to go on. */
function allowOrWarn(decision: GuardDecision): boolean {
  if (decision.allowed) return true;
  const i18n = game.i18n;
  const name = (key: string | undefined) => (key && isRulesetKey(key) ? (i18n?.localize(RULESET_LABELS[key]) ?? key) : (key ?? ""));
  const data = { ...decision.data, ruleset: name(decision.data["ruleset"]), expected: name(decision.data["expected"]) };
  ui.notifications?.warn(i18n?.format(decision.reason, data) ?? decision.reason);
  return false;
}

/** The subtype of an actor dropped on the canvas (from its UUID's index entry), or undefined for other drops. */
function droppedActorType(data: unknown): string | null | undefined {
  const drop = data as { type?: unknown; uuid?: unknown } | null;
  if (drop?.type !== "Actor" || typeof drop.uuid !== "string") return undefined;
  // Drop data names the actor by UUID string; fromUuidSync's parameter spells UUIDs as templates.
  const found = fromUuidSync(drop.uuid as Parameters<typeof fromUuidSync>[0]) as { type?: unknown } | null;
  return typeof found?.type === "string" ? found.type : null;
}

/** Removes other rulesets' packs (and folders left empty) from the compendium sidebar. */
function hidePacks(html: HTMLElement): void {
  const names = [...(game.packs ?? [])].filter((pack) => pack.metadata.packageName === "fray").map((pack) => pack.metadata.name);
  const emptied = new Set<Element>();
  for (const name of hiddenPacks(names, activeRulesetKey())) {
    const entry = html.querySelector(`[data-pack="fray.${name}"]`);
    const folder = entry?.parentElement?.closest(".folder");
    entry?.remove();
    if (folder) emptied.add(folder);
  }
  for (const folder of emptied) if (!folder.querySelector("[data-pack]")) folder.remove();
}
