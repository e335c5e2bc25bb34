import { RulesError } from "../../core/errors.js";
import type { BrpFighter, ClashFighter, PoolFighter } from "../../sim/index.js";
import type { RulesetKey } from "../ruleset-keys.js";
import * as brpState from "../../rulesets/brp/data/state.js";
import * as clashState from "../../rulesets/clash/data/state.js";
import * as poolState from "../../rulesets/pool/data/state.js";
import type { AttackSkill, WeaponClass } from "../../rulesets/pool/rules/index.js";

/**
 * An actor as the simulator sees it, per ruleset: plain stored data (`actor.toObject()` in a world,
 * a compendium source file on the command line) read through the data models' own pure
 * derivations, so a fighter starts the simulated fight with the numbers — and the wounds — its
 * sheet shows. Pure: no Foundry globals.
 */
export interface ActorSource {
  readonly name: string;
  readonly type: string;
  readonly system: unknown;
  readonly items?: ReadonlyArray<{ readonly _id?: string | null; readonly name: string; readonly type: string; readonly system: unknown }>;
}

const itemsOf = (actor: ActorSource) => (actor.items ?? []).map((i) => ({ id: i._id ?? "", name: i.name, type: i.type, system: i.system }));

function requireRuleset(actor: ActorSource, ruleset: RulesetKey): void {
  if (!String(actor.type).startsWith(ruleset)) throw new RulesError("FRAY.Sim.Error.WrongRuleset", { name: actor.name, ruleset });
}

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

/** Each ruleset's actor → fighter reading; a ruleset missing here cannot be simulated from a world yet. */
export const FIGHTER_OF: Readonly<Partial<Record<RulesetKey, (actor: ActorSource, id: string) => unknown>>> = {
  pool: poolFighterOf,
  brp: brpFighterOf,
  clash: clashFighterOf,
};
