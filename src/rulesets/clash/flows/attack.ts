import { guarded, warn } from "../../../foundry/flows/notify.js";
import { rollFormula, rollJson } from "../../../foundry/flows/dice.js";
import { openExchange } from "../../../foundry/relay/relay.js";
import type { CombatantSystem } from "../data/state.js";
import { buildClash, CLASH_ACTOR_TYPES, type ActorView } from "./build.js";
import { attackDialog } from "./dialog.js";
import { currentClashOptions } from "./options.js";

/**
 * Starting a clash from a sheet (DL-FLOW-1/2): the attack dialog with live odds and the
 * attacker's d100 on this client; the GM then opens the card from the documents, the dialog's
 * modifier and this roll (openers.ts), paying the attacker's AP as it posts the card.
 */

export function isClash(actor: Actor.Implementation | null | undefined): actor is Actor.Implementation {
  return CLASH_ACTOR_TYPES.includes(String(actor?.type ?? ""));
}

/** An actor as the pure clash builders read it. */
export function actorView(actor: Actor.Implementation): ActorView {
  return {
    uuid: actor.uuid,
    name: actor.name,
    img: actor.img ?? "",
    system: actor.system as unknown as CombatantSystem,
    items: actor.items.contents.map((i) => ({ id: i.id ?? "", name: i.name, type: i.type, system: i.system })),
    statuses: [...actor.statuses],
  };
}

/** Attack (or cast, or another proactive action) with an item of `actor` against the targeted token. */
export async function attackFromSheet(actor: Actor.Implementation, itemId: string | null, actionKey: string | null = null): Promise<void> {
  await guarded(async () => {
    if (!itemId || !actor.items.get(itemId)) return;
    const token = game.user?.targets.first() ?? null;
    const defender = token?.actor ?? null;
    if (!token || !isClash(defender)) return warn("FRAY.Clash.Warning.NoTarget");
    const options = currentClashOptions();
    const { dialog } = buildClash(actorView(actor), itemId, actionKey, actorView(defender), 0);
    const choices = await attackDialog(actor.items.get(itemId)?.name ?? "", dialog, options);
    if (!choices) return;
    const d100 = await rollFormula("1d100");
    await openExchange("clash", "clash", actor.uuid, {
      itemId,
      actionKey,
      targets: [token.document.uuid],
      modifier: choices.modifier,
      values: [d100.total],
      rolls: [{ roll: rollJson(d100.roll) }],
    });
  });
}
