import type { ActorSpec, DocumentRef, Seat, Table } from "../table.js";

/**
 * The people of the clash scenarios: a sword-and-shield hero, a second player's spear fighter,
 * an ogre with a club, and a wyvern whose tail can whip (the seed's Tail Whip).
 */
const skills = (over: Record<string, number>) => ({ melee: 30, ranged: 30, brawl: 30, evade: 30, magic: 0, willpower: 30, endurance: 30, ...over });
const pool = (value: number, max = value) => ({ value, max });
const weapon = (name: string, skill: string, damage: string, tags: string[]) => ({ name, type: "clashWeapon", system: { skill, damage, tags, range: 0, equipped: true, description: "" } });
const maneuver = (name: string, system: Record<string, unknown>) => ({ name, type: "clashManeuver", system: { requires: "", stackable: false, natural: false, followUp: "", status: "", description: "", ...system } });
const armor = (name: string, protection: number, kind = "armor") => ({ name, type: "clashArmor", system: { kind, protection, equipped: true, description: "" } });

export const hero = (owners: readonly Seat[] = ["playerA"], over: Record<string, unknown> = {}): ActorSpec => ({
  name: "Hero",
  type: "clashCharacter",
  owners,
  system: { skills: skills({ melee: 60, evade: 40, willpower: 50 }), ap: pool(2), luck: pool(2), hp: pool(12), naturalArmor: 0, initiativeBonus: 2, ...over },
  items: [weapon("Longsword", "melee", "1d8", ["edged"]), armor("Leather Armor", 2), maneuver("Bleed", { requires: "edged", status: "bleeding" }), maneuver("Trip", { followUp: "evade", status: "prone" })],
});

export const mira = (owners: readonly Seat[] = ["playerB"]): ActorSpec => ({
  name: "Mira",
  type: "clashCharacter",
  owners,
  system: { skills: skills({ melee: 50, evade: 45 }), ap: pool(2), luck: pool(1), hp: pool(11), naturalArmor: 0, initiativeBonus: 1 },
  items: [weapon("Spear", "melee", "1d8", ["pierce", "reach"]), maneuver("Trip", { followUp: "evade", status: "prone" })],
});

export const ogre = (over: Record<string, unknown> = {}): ActorSpec => ({
  name: "Ogre",
  type: "clashCreature",
  system: { skills: skills({ melee: 55, evade: 30, willpower: 40, endurance: 60 }), ap: pool(2), luck: pool(1), hp: pool(20), naturalArmor: 2, initiativeBonus: 0, ...over },
  items: [weapon("Great Club", "melee", "1d10", ["blunt"]), maneuver("Stun", { requires: "blunt", followUp: "endurance", status: "stunned" }), maneuver("Shove Aside", {})],
});

export const wyvern = (): ActorSpec => ({
  name: "Wyvern",
  type: "clashCreature",
  system: { skills: skills({ brawl: 60, evade: 30, willpower: 50, endurance: 65 }), ap: pool(3), luck: pool(0), hp: pool(30), naturalArmor: 4, initiativeBonus: 1 },
  items: [weapon("Bite", "brawl", "1d10", ["bite"]), weapon("Barbed Tail", "brawl", "1d6", ["tail", "venom"]), maneuver("Tail Whip", { requires: "tail", natural: true, followUp: "willpower", status: "stunned" })],
});

/** A duellist who trips and disarms: two maneuvers that each call for a follow-up roll. */
export const duellist = (owners: readonly Seat[] = ["playerB"]): ActorSpec => ({
  name: "Duellist",
  type: "clashCharacter",
  owners,
  system: { skills: skills({ melee: 60, evade: 50 }), ap: pool(2), luck: pool(0), hp: pool(10), naturalArmor: 0, initiativeBonus: 3 },
  items: [weapon("Rapier", "melee", "1d6", ["pierce"]), maneuver("Trip", { followUp: "evade", status: "prone" }), maneuver("Disarm", { followUp: "melee", status: "disarmed" })],
});

/** A pit fighter who grapples and throws sand: Pin and Blind, both resisted. */
export const pitFighter = (owners: readonly Seat[] = ["playerB"]): ActorSpec => ({
  name: "Pit Fighter",
  type: "clashCharacter",
  owners,
  system: { skills: skills({ brawl: 60, evade: 40 }), ap: pool(2), luck: pool(0), hp: pool(12), naturalArmor: 0, initiativeBonus: 2 },
  items: [weapon("Fists", "brawl", "1d4", ["grip"]), maneuver("Pin", { requires: "grip", followUp: "endurance", status: "pinned" }), maneuver("Blind", { followUp: "evade", status: "blinded" })],
});

/** A reactive drill the veteran learned: rolled with Evade, or with the ready weapon when it strikes back. */
const drill = (name: string, key: string, strikes: boolean) => ({ name, type: "clashAction", system: { key, kind: "reactive", source: strikes ? "weapon" : "skill", skill: "evade", dealsDamage: strikes, description: "" } });

/** A veteran with eight reactions: the two everyone has and six drills. */
export const veteran = (owners: readonly Seat[] = ["playerB"]): ActorSpec => ({
  name: "Veteran",
  type: "clashCharacter",
  owners,
  system: { skills: skills({ melee: 55, evade: 45 }), ap: pool(2), luck: pool(0), hp: pool(12), naturalArmor: 0, initiativeBonus: 1 },
  items: [
    weapon("Spear", "melee", "1d8", ["pierce"]),
    drill("Shield Block", "shieldBlock", true),
    drill("Sidestep", "sidestep", false),
    drill("Duck Under", "duckUnder", true),
    drill("Riposte", "riposte", false),
    drill("Bind the Blade", "bindBlade", true),
    drill("Fall Back", "fallBack", false),
  ],
});

/** The id of an actor's item by type and name, as a seat sees it. */
export function itemId(table: Table, seat: Seat, actor: DocumentRef, type: string, name: string): string {
  const item = table.seat(seat).actor(actor).items.contents.find((candidate) => String(candidate.type) === type && candidate.name === name);
  if (!item?.id) throw new Error(`${actor.name} has no ${type} ${name}`);
  return item.id;
}
