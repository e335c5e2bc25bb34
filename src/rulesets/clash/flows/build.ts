import { RulesError } from "../../../core/errors.js";
import { actionsOf, exchangeCombatant, maneuversAvailable, reactionsOf, resolveAction, type ActionDef, type CombatantSystem, type ItemLike, type ManeuverSystem } from "../data/state.js";
import { skillUnder } from "../rules/index.js";
import type { ManeuverView, NewClash, ReactionView } from "./clash-card.js";
import type { AttackDialogInput } from "./dialog-state.js";

/**
 * A clash as both sides build it from the documents: the attacker's client for the dialog, the
 * GM again when opening the card (nothing the client says about skills, weapons, reactions or
 * maneuvers is taken). Pure over plain actor views.
 */

export interface ActorView {
  readonly uuid: string;
  readonly name: string;
  readonly img: string;
  readonly system: CombatantSystem;
  readonly items: readonly (ItemLike & { readonly id: string; readonly name: string })[];
  /** Status effects on the actor now (prone, blinded … make every roll harder, DL-CM-3). */
  readonly statuses?: readonly string[];
}

/** The actor as it fights now: every skill under the penalties of its statuses (DL-CM-3). */
function fighting(view: ActorView): ActorView {
  const statuses = view.statuses ?? [];
  if (statuses.length === 0) return view;
  const skills = Object.fromEntries(Object.entries(view.system.skills).map(([key, value]) => [key, skillUnder(statuses, value)])) as CombatantSystem["skills"];
  return { ...view, system: { ...view.system, skills } };
}

export const CLASH_ACTOR_TYPES = ["clashCharacter", "clashCreature"];

/** The proactive action a sheet button means: the one named, else Attack for a weapon and Cast Magic for a spell. */
function proactiveFor(defs: readonly ActionDef[], item: ItemLike, key: string | null): ActionDef | null {
  const wanted = key ?? (item.type === "clashSpell" ? "castMagic" : "attack");
  return defs.find((d) => d.kind === "proactive" && d.key === wanted) ?? null;
}

function maneuverViews(items: ActorView["items"], tags: readonly string[]): Record<string, ManeuverView> {
  const out: Record<string, ManeuverView> = {};
  for (const m of maneuversAvailable(items, tags)) {
    const source = items.find((i) => i.id === m.id)?.system as (ManeuverSystem & { description?: string }) | undefined;
    out[m.id] = { name: m.name, status: m.status, followUp: (m.followUp?.skill ?? null) as ManeuverView["followUp"], stackable: m.stackable, description: String(source?.description ?? "") };
  }
  return out;
}

export interface BuiltClash {
  readonly clash: NewClash;
  readonly dialog: AttackDialogInput;
}

/**
 * The clash `attacker` starts with item `itemId` (and the proactive action `actionKey`, or the
 * item's usual one) against `defender`, with `modifier` points on the skill. Throws a RulesError
 * when the item, the action or the AP are missing, or when someone attacks themselves.
 */
export function buildClash(attackerNow: ActorView, itemId: string, actionKey: string | null, defenderNow: ActorView, modifier: number): BuiltClash {
  const attacker = fighting(attackerNow);
  const defender = fighting(defenderNow);
  const used = attacker.items.find((i) => i.id === itemId);
  if (!used) throw new RulesError("FRAY.Clash.Warning.NoAction", {});
  if (attacker.uuid === defender.uuid) throw new RulesError("FRAY.Clash.Error.SameCombatant", { id: attacker.name });
  const def = proactiveFor(actionsOf(attacker.system, attacker.items), used, actionKey);
  const resolved = def ? resolveAction(def, attacker.system, used, modifier) : null;
  if (!def || !resolved) throw new RulesError("FRAY.Clash.Warning.NoAction", {});
  if (attacker.system.ap.value < 1) throw new RulesError("FRAY.Clash.Error.NoActionPoints", { actor: attacker.name });
  const defenderDefs = actionsOf(defender.system, defender.items);
  const reactions = reactionsOf(defender.system, defender.items);
  const reactionViews: ReactionView[] = reactions.map((r) => ({ id: r.action.id, name: defenderDefs.find((d) => d.key === r.action.id)?.name ?? r.action.id, item: r.item?.name ?? null, skillKey: r.skillKey, skill: r.action.skill, dealsDamage: r.action.dealsDamage }));
  const defenderTags = [...new Set(reactions.flatMap((r) => r.tags))];
  const clash: NewClash = {
    attacker: { uuid: attacker.uuid, name: attacker.name, img: attacker.img },
    defender: { uuid: defender.uuid, name: defender.name, img: defender.img },
    action: { key: def.key, name: def.name, item: resolved.item?.name ?? null, skillKey: resolved.skillKey, skill: resolved.action.skill },
    reactions: reactionViews,
    maneuvers: { ...maneuverViews(defender.items, defenderTags), ...maneuverViews(attacker.items, resolved.tags) },
    input: {
      attacker: { ...exchangeCombatant(attacker.uuid, attacker.system, attacker.items, resolved.tags), action: resolved.action },
      defender: { ...exchangeCombatant(defender.uuid, defender.system, defender.items, defenderTags), reactions: reactions.map((r) => r.action) },
    },
  };
  const base = resolveAction(def, attacker.system, used)!;
  const dialog: AttackDialogInput = {
    attacker: attacker.name,
    target: defender.name,
    action: def.name,
    item: base.item?.name ?? null,
    skill: base.action.skill,
    reactions: reactionViews.map((r) => ({ name: r.name, item: r.item, skill: r.skill })),
    defenderCanReact: defender.system.ap.value >= 1 && reactions.length > 0,
  };
  return { clash, dialog };
}
