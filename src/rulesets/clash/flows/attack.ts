import { RulesError } from "../../../core/errors.js";
import { createExchange } from "../../../foundry/chat/create-exchange.js";
import { rollFormula } from "../../../foundry/flows/dice.js";
import { guarded, localize, warn } from "../../../foundry/flows/notify.js";
import { participant } from "../../../foundry/flows/participants.js";
import { actionsOf, exchangeCombatant, maneuversAvailable, reactionsOf, resolveAction, type ActionDef, type CombatantSystem, type ItemLike, type ManeuverSystem } from "../data/state.js";
import { payloadWithView } from "./card-view.js";
import { pendingOf, startClash, stateOf, type ManeuverView, type NewClash, type ReactionView } from "./clash-card.js";
import { attackDialog } from "./dialog.js";
import { currentClashOptions } from "./options.js";

/**
 * Starting a clash from a sheet (DL-FLOW-1/2): the attack dialog with live odds, the attacker's
 * d100 rolled for real, the AP spent, and the clash card posted for the defender to answer.
 * Every rules decision is the pure modules'; this file fetches documents and posts.
 */

export function isClash(actor: Actor.Implementation | null | undefined): actor is Actor.Implementation {
  const type = String(actor?.type ?? "");
  return type === "clashCharacter" || type === "clashCreature";
}

const itemsOf = (actor: Actor.Implementation): ItemLike[] => actor.items.contents.map((i) => ({ id: i.id, name: i.name, type: i.type, system: i.system, img: i.img }));
const systemOf = (actor: Actor.Implementation) => actor.system as unknown as CombatantSystem;

/** The first targeted token's actor, if it plays clash. */
function targetActor(): Actor.Implementation | null {
  const actor = game.user?.targets.first()?.actor ?? null;
  return isClash(actor) ? actor : null;
}

/** The proactive action a sheet button means: the one named, else Attack for a weapon and Cast Magic for a spell. */
function proactiveFor(defs: readonly ActionDef[], item: ItemLike, key: string | null): ActionDef | null {
  const wanted = key ?? (item.type === "clashSpell" ? "castMagic" : "attack");
  return defs.find((d) => d.kind === "proactive" && d.key === wanted) ?? null;
}

function maneuverViews(items: readonly ItemLike[], tags: readonly string[]): Record<string, ManeuverView> {
  const out: Record<string, ManeuverView> = {};
  for (const m of maneuversAvailable(items, tags)) {
    const item = items.find((i) => i.id === m.id);
    const description = String((item?.system as (ManeuverSystem & { description?: string }) | undefined)?.description ?? "");
    out[m.id] = { name: m.name, status: m.status, followUp: m.followUp ? (m.followUp.skill as ManeuverView["followUp"]) : null, stackable: m.stackable, description };
  }
  return out;
}

/** Attack (or cast, or another proactive action) with an item of `actor` against the targeted token. */
export async function attackFromSheet(actor: Actor.Implementation, itemId: string | null, actionKey: string | null = null): Promise<void> {
  await guarded(async () => {
    const item = itemId ? actor.items.get(itemId) : undefined;
    if (!item) return;
    const defender = targetActor();
    if (!defender) return warn("FRAY.Clash.Warning.NoTarget");
    if (defender.uuid === actor.uuid) return warn("FRAY.Clash.Error.SameCombatant", { id: actor.name });
    const options = currentClashOptions();
    const attackerItems = itemsOf(actor);
    const used = attackerItems.find((i) => i.id === item.id)!;
    const def = proactiveFor(actionsOf(systemOf(actor), attackerItems), used, actionKey);
    if (!def) return warn("FRAY.Clash.Warning.NoAction");
    const base = resolveAction(def, systemOf(actor), used);
    if (!base) return warn("FRAY.Clash.Warning.NoAction");
    if (systemOf(actor).ap.value < 1) throw new RulesError("FRAY.Clash.Error.NoActionPoints", { actor: actor.name });

    const defenderItems = itemsOf(defender);
    const reactions = reactionsOf(systemOf(defender), defenderItems);
    const reactionViews: ReactionView[] = reactions.map((r) => {
      const rdef = actionsOf(systemOf(defender), defenderItems).find((d) => d.key === r.action.id)!;
      return { id: r.action.id, name: rdef.name, item: r.item?.name ?? null, skillKey: r.skillKey, skill: r.action.skill, dealsDamage: r.action.dealsDamage };
    });
    const choices = await attackDialog(
      item.name,
      { attacker: actor.name, target: defender.name, action: def.name, item: base.item?.name ?? null, skill: base.action.skill, reactions: reactionViews, defenderCanReact: systemOf(defender).ap.value >= 1 && reactions.length > 0 },
      options,
    );
    if (!choices) return;
    const resolved = resolveAction(def, systemOf(actor), used, choices.modifier)!;
    const defenderTags = [...new Set(reactions.flatMap((r) => r.tags))];
    const clash: NewClash = {
      attacker: { uuid: actor.uuid, name: actor.name, img: actor.img ?? "" },
      defender: { uuid: defender.uuid, name: defender.name, img: defender.img ?? "" },
      action: { key: def.key, name: def.name, item: resolved.item?.name ?? null, skillKey: resolved.skillKey, skill: resolved.action.skill },
      reactions: reactionViews,
      maneuvers: { ...maneuverViews(defenderItems, defenderTags), ...maneuverViews(attackerItems, resolved.tags) },
      input: {
        attacker: { ...exchangeCombatant(actor.uuid, systemOf(actor), attackerItems, resolved.tags), action: resolved.action },
        defender: { ...exchangeCombatant(defender.uuid, systemOf(defender), defenderItems, defenderTags), reactions: reactions.map((r) => r.action) },
      },
    };
    const d100 = await rollFormula("1d100");
    const payload = startClash(clash, d100.total, options, Date.now());
    // DL-FLOW-1: the attacker's own AP, spent by its owner; the GM keeps the tracker in step (hooks.ts).
    await actor.update({ "system.ap.value": payload.state.attackerAp } as Actor.UpdateData);
    await createExchange({
      ruleset: "clash",
      kind: "clash",
      state: stateOf(payload),
      participants: [participant("attacker", actor), participant("defender", defender)],
      pending: pendingOf(payload),
      payload: payloadWithView(payload, options),
      rolls: [{ roll: d100.roll, purpose: "FRAY.Clash.Roll.Attack", role: "attacker" }],
      speaker: actor,
    });
  });
}

/** The name a sheet shows for an action (a built-in's i18n key, localized). */
export const actionLabel = (def: ActionDef) => (def.builtIn ? localize(def.name) : def.name);
