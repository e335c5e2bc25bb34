import type { PoolFighter } from "../../../sim/rulesets/pool.js";
import * as poolState from "../../../rulesets/pool/data/state.js";
import type { AttackSkill, WeaponClass } from "../../../rulesets/pool/rules/index.js";
import { itemsOf, requireRuleset, type ActorSource } from "../actor-source.js";

/** A pool actor: its best readied melee weapon (else its first weapon), defence and tracks. */
export function poolFighterOf(actor: ActorSource, id: string): PoolFighter {
  requireRuleset(actor, "pool");
  const system = actor.system as poolState.LivingSystem;
  const items = itemsOf(actor);
  const derived = poolState.livingDerived(system, items);
  const weapons = items.filter((i) => i.type === "poolWeapon" && (i.system as { equipped?: boolean }).equipped !== false);
  const weapon = (weapons.find((w) => (w.system as { skill: string }).skill === "melee") ?? weapons[0])?.system as { skill: AttackSkill; weaponClass: WeaponClass } | undefined;
  const skill: AttackSkill = weapon?.skill ?? "melee";
  return {
    id,
    name: actor.name,
    playerCharacter: actor.type === "poolCharacter",
    attack: { skill, skillDice: system.skills[skill], weaponClass: weapon?.weaponClass ?? "unarmed" },
    defender: derived.defender,
    harm: derived.harm,
  };
}
