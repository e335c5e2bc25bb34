import type { BrpFighter, FlurryFighter, PoolFighter } from "../../src/sim/index.js";
import { freshHarm } from "../../src/rulesets/pool/rules/index.js";

/** A pool fighter with a melee weapon: `melee` skill dice, a weapon class, Parry and Armor. */
export function poolFighter(id: string, melee: number, parry = 0, armor = 0, weaponClass: "light" | "medium" | "heavy" = "medium"): PoolFighter {
  return { id, attack: { skill: "melee", skillDice: melee, weaponClass }, defender: { parry, armor, conditions: [] }, harm: freshHarm() };
}

/** A brp swordsman with a full shield. */
export function brpFighter(id: string, skill: number, hitPoints = 13): BrpFighter {
  return {
    id,
    dex: 12,
    int: 12,
    siz: 13,
    hitPoints,
    attack: { chance: skill, damageModifier: "+1D4", weapon: { id: "sword", formula: "1D8+1", specialType: "bleeding", kind: "melee" } },
    defender: { siz: 13, dodge: 30 },
    armor: [{ id: "leather", value: 1 }],
    items: [{ id: "shield", kind: "shield", skill: 50, shieldSize: "full", hp: 12, armor: 8 }],
  };
}

/** A flurry swordsman: Fighter rank 3, AGL +1, a cut of impact cap 12 against mail on the chest and a helm. */
export function flurryFighter(id: string, skill: number, fighterRank = 3): FlurryFighter {
  return {
    id,
    fighterRank,
    agilityMod: 1,
    skill,
    strength: 10,
    // A sword whose impact dice the designer gave (caps past the table's surviving rows need them, WC-STR-2).
    weapon: { impactModifier: 2, penetrationValue: 1, wounds: "cut", impactDice: { kind: "dice", count: 1, faces: 10 } },
    thresholds: { impaired: 4, disabled: 8, destroyed: 12 },
    armour: { chest: { absorption: 3, penetrationThreshold: 5 }, head: { absorption: 2, penetrationThreshold: 4 } },
  };
}
