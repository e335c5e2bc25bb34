import type { DuskFighter } from "../../../sim/rulesets/dusk.js";
import * as duskState from "../../../rulesets/dusk/rules/derived.js";
import type { SkillLevel, Stat } from "../../../rulesets/dusk/rules/index.js";
import { itemsOf, requireRuleset, type ActorSource } from "../actor-source.js";

interface WeaponSystem {
  readonly mode: "melee" | "ranged";
  readonly damage: number;
  readonly stat: Stat;
  readonly equipped?: boolean;
}
interface SkillSystem {
  readonly stat: Stat;
  readonly level: Exclude<SkillLevel, "untrained">;
}

/** Bare hands: the damage the attack dialog gives an unarmed PC (DB-FVTT-5). */
const UNARMED_DAMAGE = 1;
const LEVEL_ORDER: readonly SkillLevel[] = ["untrained", "trained", "specialized"];

/**
 * A dusk actor: an NPC as the exchange rules take it (level, health, armor, damage, wounds), or a
 * PC with its Pools, Effort, Destiny, armor and wounds (`pcState`, as the sheet derives them) and
 * its attack: the equipped weapon dealing the most damage (melee before ranged on a tie), bare
 * hands without one. Which skill eases the attack is the player's pick at the table; the
 * simulator takes the best skill of the weapon's stat (untrained when the PC has none).
 */
export function duskFighterOf(actor: ActorSource, id: string): DuskFighter {
  requireRuleset(actor, "dusk");
  const items = itemsOf(actor);
  if (actor.type === "duskNpc") return { kind: "npc", id, name: actor.name, npc: duskState.npcState(id, actor.system as duskState.NpcSystem, items) };
  const weapons = items.filter((i) => i.type === "duskWeapon" && (i.system as WeaponSystem).equipped !== false).map((i) => i.system as WeaponSystem);
  const weapon = [...weapons].sort((a, b) => b.damage - a.damage || Number(a.mode === "ranged") - Number(b.mode === "ranged"))[0];
  const stat: Stat = weapon?.stat ?? "might";
  const levels = items.filter((i) => i.type === "duskSkill" && (i.system as SkillSystem).stat === stat).map((i) => (i.system as SkillSystem).level);
  const skill = levels.reduce<SkillLevel>((best, level) => (LEVEL_ORDER.indexOf(level) > LEVEL_ORDER.indexOf(best) ? level : best), "untrained");
  return { kind: "pc", id, name: actor.name, pc: duskState.pcState(id, actor.system as duskState.CharacterSystem, items), damage: weapon?.damage ?? UNARMED_DAMAGE, skill };
}
