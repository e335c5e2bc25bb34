import { RulesError } from "../../../core/errors.js";
import type { BrpFighter } from "../../../sim/rulesets/brp.js";
import * as brpState from "../../../rulesets/brp/data/state.js";
import { itemsOf, requireRuleset, type ActorSource } from "../actor-source.js";

/** A brp actor: its first equipped weapon, its parrying items, armor and injuries. */
export function brpFighterOf(actor: ActorSource, id: string): BrpFighter {
  requireRuleset(actor, "brp");
  const system = actor.system as brpState.LivingSystem;
  const items = itemsOf(actor);
  const derived = brpState.livingDerived(system, items);
  const stats = brpState.participantStats(system, items);
  const weapon = items.find((i) => i.type === "brpWeapon" && (i.system as { equipped?: boolean }).equipped);
  if (!weapon) throw new RulesError("FRAY.Sim.Error.NoWeapon", { name: actor.name });
  const characteristics = brpState.characteristicsOf(system);
  const defender = brpState.defenderStateOf(system, derived);
  return {
    id,
    name: actor.name,
    dex: characteristics.DEX,
    int: characteristics.INT,
    siz: characteristics.SIZ,
    attack: { chance: stats["skill"] ?? 0, damageModifier: derived.values?.damageModifier ?? "0", weapon: brpState.exchangeWeaponOf(weapon), attacks: stats["attacks"] ?? 1, weaponLength: stats["weaponLength"] ?? 2 },
    defender: { siz: defender.siz, dodge: defender.dodge },
    armor: derived.armor,
    items: brpState.parryItemsOf(items, derived.skills),
    harm: derived.harm,
  };
}
