import { RulesError } from "../../../core/errors.js";
import type { ClashFighter } from "../../../sim/rulesets/clash.js";
import * as clashState from "../../../rulesets/clash/data/state.js";
import { itemsOf, requireRuleset, type ActorSource } from "../actor-source.js";

/** A clash combatant: its Attack with the ready weapon (Cast Magic without one), every reaction it knows, AP, Luck left, armor and hit points left. */
export function clashFighterOf(actor: ActorSource, id: string): ClashFighter {
  requireRuleset(actor, "clash");
  const system = actor.system as clashState.CombatantSystem;
  const items = itemsOf(actor);
  const actions = clashState.actionsOf(system, items).filter((def) => def.kind === "proactive");
  const weapon = clashState.readyWeapon(system, items);
  const spell = items.find((i) => i.type === "clashSpell") ?? null;
  const attack = actions.map((def) => clashState.resolveAction(def, system, def.source === "weapon" ? weapon : def.source === "spell" ? spell : null)).find((resolved) => resolved?.action.dealsDamage);
  if (!attack) throw new RulesError("FRAY.Sim.Error.NoWeapon", { name: actor.name });
  const stats = clashState.participantStats(system);
  return {
    id,
    name: actor.name,
    playerCharacter: actor.type === "clashCharacter",
    ap: stats.ap,
    luck: system.luck.value,
    armor: clashState.armorOf(system, items).total,
    hp: system.hp.value,
    initiative: stats.initiative,
    action: attack.action,
    reactions: clashState.reactionsOf(system, items).map((reaction) => reaction.action),
  };
}
