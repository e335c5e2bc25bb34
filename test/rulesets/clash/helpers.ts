import type { ClashAction, CombatManeuver, ExchangeInput } from "../../../src/rulesets/clash/rules/index.js";

/** Faces that give each tier for skill 60 under preset A (doubles). */
export const FACE_FOR_60 = { critical: 44, success: 35, failure: 73, fumble: 77 } as const;

export const swordAttack: ClashAction = { id: "attack", kind: "proactive", skill: 60, dealsDamage: true, damage: "1d8+1" };
export const counterAttack: ClashAction = { id: "counterAttack", kind: "reactive", skill: 60, dealsDamage: true, damage: "1d6" };
export const evade: ClashAction = { id: "evade", kind: "reactive", skill: 60, dealsDamage: false };

export const tailWhip: CombatManeuver = { id: "tailWhip", stackable: false, followUp: { skill: "willpower" } };
export const bleed: CombatManeuver = { id: "bleed", stackable: true };
export const trip: CombatManeuver = { id: "trip", stackable: false };

type Overrides = {
  attacker?: Partial<ExchangeInput["attacker"]>;
  defender?: Partial<ExchangeInput["defender"]>;
};

/** A clash between "hero" (attacking) and "ogre" (defending); every field can be overridden. */
export function clashInput(over: Overrides = {}): ExchangeInput {
  return {
    attacker: { id: "hero", ap: 3, luck: 0, armor: 1, action: swordAttack, maneuvers: [bleed, trip, tailWhip], skills: { willpower: 50 }, ...over.attacker },
    defender: { id: "ogre", ap: 3, luck: 0, armor: 2, reactions: [counterAttack, evade], maneuvers: [bleed, trip, tailWhip], skills: { willpower: 40 }, ...over.defender },
  };
}
