import { requireInteger } from "../../../core/errors.js";
import { requireBoolean, requireRecord } from "../../../core/validate.js";

/**
 * Objects and vehicles (BRP-FVTT-1, BRP-WND-6): hit points and armor only. A blow's damage less
 * the armor comes off the hit points; there are no major wounds, no shock, no bleeding and no
 * unconsciousness for something without a body — at 0 hit points it is broken. A critical hit
 * that ignores armor (BRP-MTX-4) passes `ignoreArmor`. Repairs give hit points back up to the
 * maximum.
 */

export interface Structure {
  readonly value: number;
  readonly max: number;
}

export interface StructureHit {
  readonly structure: Structure;
  /** Points that went through the armor and came off the hit points. */
  readonly taken: number;
  /** Points the armor stopped. */
  readonly stopped: number;
  readonly broken: boolean;
}

const MAX = 10_000;

function requireStructure(value: unknown): Structure {
  const s = requireRecord(value, "structure");
  const max = requireInteger(s.max, "structure.max", 1, MAX);
  requireInteger(s.value, "structure.value", 0, max);
  return value as Structure;
}

export function structureDamage(structure: Structure, damage: number, armor: number, ignoreArmor = false): StructureHit {
  const s = requireStructure(structure);
  const rolled = requireInteger(damage, "damage", 0, MAX);
  const av = requireBoolean(ignoreArmor, "ignoreArmor") ? 0 : requireInteger(armor, "armor", 0, 1000);
  const through = Math.max(0, rolled - av);
  const taken = Math.min(through, s.value);
  const value = s.value - taken;
  return { structure: { value, max: s.max }, taken, stopped: rolled - through, broken: value === 0 };
}

export function repairedStructure(structure: Structure, points: number): Structure {
  const s = requireStructure(structure);
  return { value: Math.min(s.max, s.value + requireInteger(points, "points", 0, MAX)), max: s.max };
}
