import { RulesError } from "../../../core/errors.js";
import type { FlurryFighter } from "../../../sim/rulesets/flurry.js";
import { armourByLocation, parseImpactDice, woundsOf } from "../../../rulesets/flurry/data/state.js";
import type { FighterSystem, WeaponSystem } from "../../../rulesets/flurry/data/specs.js";
import { itemsOf, requireRuleset, type ActorSource } from "../actor-source.js";

/**
 * A flurry fighter or creature: Fighter rank, attribute modifiers, Strength, thresholds, innate
 * resistance, movement, the wounds it carries, armour per location (every equipped piece, as the
 * sheet adds them) and its attack: the equipped hand weapon with the best skill (a missile weapon
 * only when it has no other), with its own impact dice when the author gave them. A creature's
 * per-location thresholds are not read: the simulator takes one set for the whole body.
 */
export function flurryFighterOf(actor: ActorSource, id: string): FlurryFighter {
  requireRuleset(actor, "flurry");
  const system = actor.system as FighterSystem;
  const items = itemsOf(actor);
  const skillOf = (weapon: WeaponSystem) => system.skills[weapon.skill] ?? 0;
  const weapons = items.filter((i) => i.type === "flurryWeapon" && (i.system as WeaponSystem).equipped !== false).map((i) => i.system as WeaponSystem);
  const weapon = [...weapons].sort((a, b) => Number(a.missileRange > 0) - Number(b.missileRange > 0) || skillOf(b) - skillOf(a))[0];
  if (!weapon) throw new RulesError("FRAY.Sim.Error.NoWeapon", { name: actor.name });
  const parsed = parseImpactDice(weapon.impactDice ?? "");
  if ("problem" in parsed) throw new RulesError(parsed.problem, { dice: weapon.impactDice });
  return {
    id,
    name: actor.name,
    playerCharacter: actor.type === "flurryFighter",
    fighterRank: system.fighterRank,
    agilityMod: system.attributes.agility.mod,
    dexterityMod: system.attributes.dexterity.mod,
    strengthMod: system.attributes.strength.mod,
    shockMod: system.shockMod,
    skill: skillOf(weapon),
    strength: system.attributes.strength.value,
    weapon: { impactModifier: weapon.impactModifier, penetrationValue: weapon.penetration, wounds: weapon.wounds, ...(parsed.dice ? { impactDice: parsed.dice } : {}) },
    thresholds: system.thresholds,
    armour: armourByLocation(items),
    innateResistance: system.innateResistance,
    movementRate: system.movementRate,
    wounds: woundsOf(system),
  };
}
