import type { ActorSpec, Seat } from "../table.js";

/**
 * The people of the flurry scenarios: a veteran soldier with sword, mail and shield; a second
 * player's spearman whose spear has no impact dice entered; and a cave bear with named forelegs.
 */

/**
 * Flurry is offered to GMs, so its scenarios need no prepared world (and a live Quench world plays
 * them); kept as "no world" for scripts that still name it.
 */
export const FLURRY_WORLD = undefined;

/**
 * The scene the board scenarios make active first (`table.createScene`): a hex field at 2 m per
 * hex (odd rows pushed right), where every token is placed (WC-FVTT-3). A live world gets it for
 * the scenario and its own active scene back afterwards.
 */
export const FLURRY_FIELD = { name: "Flurry field", active: true, grid: { type: 2, size: 100, distance: 2, units: "m" } } as const;

const LOCATIONS = ["head", "chest", "belly", "leftArm", "rightArm", "leftLeg", "rightLeg"] as const;
const covering = (...locations: string[]) => Object.fromEntries(LOCATIONS.map((l) => [l, locations.includes(l)]));
const skills = (over: Record<string, number>) => ({ sword: 0, axe: 0, mace: 0, spear: 0, polearm: 0, dagger: 0, brawl: 0, shield: 0, bow: 0, crossbow: 0, thrown: 0, tactics: 0, acrobatics: 0, jumping: 0, climbing: 0, balance: 0, ...over });
const attributes = (str: [number, number], agl: [number, number], dex: [number, number]) => ({ strength: { value: str[0], mod: str[1] }, agility: { value: agl[0], mod: agl[1] }, dexterity: { value: dex[0], mod: dex[1] } });
const weapon = (name: string, system: Record<string, unknown>) => ({ name, type: "flurryWeapon", system: { skill: "sword", impactModifier: 0, impactDice: "", penetration: 0, wounds: "cut", range: 1, reach: "swung", criticalRange: 0, missileRange: 0, needsLoad: false, hands: 1, equipped: true, description: "", ...system } });
const protection = (name: string, type: "flurryArmor" | "flurryShield", system: Record<string, unknown>) => ({ name, type, system: { absorption: 0, penetrationThreshold: 0, defenseBonus: 0, equipped: true, description: "", ...system } });

const fighter = (over: Record<string, unknown>) => ({
  fighterRank: 3,
  attributes: attributes([10, 0], [10, 0], [10, 0]),
  shockMod: 0,
  mass: 75,
  innateResistance: 0,
  thresholds: { impaired: 4, disabled: 8, destroyed: 12 },
  skills: skills({}),
  paces: { creep: 1, walk: 2, jog: 4, run: 6, sprint: 8 },
  movementRate: 6,
  facing: { kind: "side", index: 0 },
  wounds: [],
  notes: "",
  ...over,
});

/** FR 6, AGL +1: Defense 17 in front; sword skill 5 with 1d8 impact entered; mail on the body, a round shield on the left arm. */
export const soldier = (owners: readonly Seat[] = ["playerA"]): ActorSpec => ({
  name: "Veteran Soldier",
  type: "flurryFighter",
  owners,
  system: fighter({ fighterRank: 6, attributes: attributes([6, 1], [12, 1], [11, 0]), skills: skills({ sword: 5, shield: 2, tactics: 2 }), movementRate: 7 }),
  items: [
    weapon("Arming Sword", { skill: "sword", impactModifier: 2, impactDice: "1d8", penetration: 1 }),
    protection("Mail Hauberk", "flurryArmor", { absorption: 3, penetrationThreshold: 5, covers: covering("chest", "belly", "leftArm", "rightArm") }),
    protection("Round Shield", "flurryShield", { absorption: 2, penetrationThreshold: 6, defenseBonus: 1, covers: covering("leftArm", "chest") }),
  ],
});

/** Strength 8 + a spear's impact modifier 3 = Impact Cap 11: beyond the surviving table, and no dice entered. */
export const spearman = (owners: readonly Seat[] = ["playerB"]): ActorSpec => ({
  name: "Spearman",
  type: "flurryFighter",
  owners,
  system: fighter({ fighterRank: 2, attributes: attributes([8, 0], [10, 0], [10, 0]), skills: skills({ spear: 4 }) }),
  items: [weapon("Boar Spear", { skill: "spear", impactModifier: 3, penetration: 2, wounds: "puncture", reach: "thrust", range: 2 })],
});

/** A creature: its forelegs are named and carry their own thresholds. */
export const caveBear = (): ActorSpec => ({
  name: "Cave Bear",
  type: "flurryCreature",
  system: {
    ...fighter({ fighterRank: 4, attributes: attributes([14, 3], [8, -1], [6, -2]), innateResistance: 2, mass: 350, thresholds: { impaired: 7, disabled: 14, destroyed: 21 }, skills: skills({ brawl: 4 }), movementRate: 8 }),
    locations: [
      { location: "leftArm", name: "Left foreleg", impaired: 6, disabled: 12, destroyed: 18 },
      { location: "rightArm", name: "Right foreleg", impaired: 6, disabled: 12, destroyed: 18 },
    ],
  },
  items: [weapon("Claws", { skill: "brawl", impactModifier: -2, penetration: 1 })],
});

/** The same field stored in a prepared world, for scenarios that start from one (a live world skips those). */
export const FLURRY_BOARD = { documents: { Scene: [{ _id: "flurryField00001", ...FLURRY_FIELD, tokens: [], regions: [], flags: {} }] } } as const;
