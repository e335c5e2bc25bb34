import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireArray, requireOneOf, requireRecord, requireString } from "../../../core/validate.js";
import { BRP_DEFAULTS, brpOption, type BrpOptions } from "./options.js";
import { bodyOf, locationHitPointsLeft, requireHarm, type BrpHarm, type Wound } from "./harm.js";
import { SUCCESS_LEVELS, type SuccessLevel } from "./success.js";

/**
 * Spreads healed points over the open wounds as evenly as possible (BRP-HEAL-3): round by round
 * each open wound gets one point, the worst wounds first, so leftover points go to them. Wounds
 * with a lodged weapon larger than a knife cannot heal (BRP-SPC-16).
 */
export function distributeHealing(wounds: readonly Wound[], points: number): Wound[] {
  requireInteger(points, "points", 0, 10_000);
  const out = (requireArray(wounds, "wounds") as readonly Wound[]).map((w, i) => ({ ...requireWound(w, `wounds[${i}]`) }));
  let left = points;
  while (left > 0) {
    const open = out
      .map((w, i) => ({ w, i }))
      .filter(({ w }) => w.remaining > 0 && !blocksHealing(w))
      .sort((a, b) => b.w.remaining - a.w.remaining || a.i - b.i);
    if (open.length === 0) break;
    for (const { i } of open) {
      if (left === 0) break;
      out[i] = { ...out[i]!, remaining: out[i]!.remaining - 1 };
      left--;
    }
  }
  return out;
}

/** A wound as the harm record keeps it: the fields healing reads. */
function requireWound(value: unknown, field: string): Wound {
  const wound = requireRecord(value, field);
  requireString(wound.id, `${field}.id`);
  requireInteger(wound.remaining, `${field}.remaining`, 0, 100_000);
  if (wound.impaled !== null) requireRecord(wound.impaled, `${field}.impaled`);
  return value as Wound;
}

function blocksHealing(w: Wound): boolean {
  return w.impaled !== null && w.impaled.largerThanKnife;
}

function restore(harm: BrpHarm, wounds: Wound[]): BrpHarm {
  const healed = harm.wounds.reduce((s, w) => s + w.remaining, 0) - wounds.reduce((s, w) => s + w.remaining, 0);
  const hp = Math.min(harm.hpMax, harm.hp + healed);
  // Healed points also leave the wound's location; a disabled (not maimed) location recovers
  // once its damage is below its hit points again.
  const locationDamage = { ...harm.locationDamage };
  const locationState = { ...harm.locationState };
  harm.wounds.forEach((before, i) => {
    const loc = before.location;
    const delta = before.remaining - (wounds[i]?.remaining ?? before.remaining);
    if (!loc || delta <= 0) return;
    locationDamage[loc] = Math.max(0, (locationDamage[loc] ?? 0) - delta);
    // A location the body no longer has (its table was changed since) keeps its state.
    const row = bodyOf(harm).find((r) => r.key === loc);
    if (row && locationState[loc] === "disabled" && (locationDamage[loc] ?? 0) < locationHitPointsLeft(harm, row)) locationState[loc] = "ok";
  });
  // Medical attention that raises a fatally wounded character to 1 HP or more saves them (BRP-FAT-2).
  const fatal = harm.fatal && hp >= 1 ? null : harm.fatal;
  // Waking up stays a GM call (the worked example's Healing 1 does it), so unconsciousness is kept.
  return { ...harm, hp, wounds, fatal, locationDamage, locationState };
}

/** BRP-HEAL-1/3: a week of natural healing of `roll` (1D3) points, spread over the wounds. */
export function naturalHealing(harm: BrpHarm, roll: number): BrpHarm {
  requireInteger(roll, "roll", 0, 3);
  return restore(requireHarm(harm), distributeHealing(harm.wounds, roll));
}

/** BRP-HEAL-2 option: the days between restored points when a week's roll is spread: ⌈7 / roll⌉. */
export function daysPerPoint(roll: number): number {
  requireInteger(roll, "roll", 1, 3);
  return Math.ceil(7 / roll);
}

/**
 * Points restored by the end of day `day` (1..7) of a week: all at the end, or spread one point
 * every ⌈7 / roll⌉ days. The spread divides the week's roll across that week, so the whole roll
 * is in by day 7 even when the rounded-up interval would push the last point past it. The sheet
 * grants whole weeks; no world setting spreads them yet.
 */
export function healedByDay(roll: number, day: number, spread = false): number {
  requireInteger(day, "day", 0, 7);
  requireInteger(roll, "roll", 0, 3);
  if (roll === 0) return 0;
  if (day === 7) return roll;
  if (spread !== true) return 0;
  return Math.min(roll, Math.floor(day / daysPerPoint(roll)));
}

/**
 * First Aid on one wound (BRP-HEAL-4, BRP-SPC-4, BRP-FUM-8): a success restores `roll` (1D3)
 * points to that wound, never more than it has left, and stops its bleeding; a fumble costs 1
 * hit point; a failure changes nothing. With the one-attempt setting a character may not try the
 * same wound twice.
 */
export function firstAid(
  harm: BrpHarm,
  woundId: string,
  healerId: string,
  level: SuccessLevel,
  roll: number,
  options: Pick<BrpOptions, "firstAidLimit"> = BRP_DEFAULTS,
): BrpHarm {
  requireHarm(harm);
  requireString(healerId, "healerId");
  requireOneOf(level, "level", SUCCESS_LEVELS);
  const wound = harm.wounds.find((w) => w.id === requireString(woundId, "woundId"));
  if (!wound) throw new RulesError("FRAY.Brp.Error.UnknownWound", { wound: woundId });
  if (brpOption(options, "firstAidLimit") === "onePerCharacter" && wound.firstAidBy.includes(healerId)) {
    throw new RulesError("FRAY.Brp.Error.FirstAidAlreadyTried", { wound: woundId });
  }
  const tried = harm.wounds.map((w) => (w.id === woundId ? { ...w, firstAidBy: [...w.firstAidBy, healerId] } : w));
  if (level === "fumble") {
    return { ...harm, hp: harm.hp - 1, wounds: tried.map((w) => (w.id === woundId ? { ...w, damage: w.damage + 1, remaining: w.remaining + 1 } : w)) };
  }
  if (level === "failure") return { ...harm, wounds: tried };
  requireInteger(roll, "roll", 1, 3);
  if (blocksHealing(wound)) throw new RulesError("FRAY.Brp.Error.ImpaledBlocksHealing", { wound: woundId });
  const after = tried.map((w) => (w.id === woundId ? { ...w, remaining: Math.max(0, w.remaining - roll), bleeding: false } : w));
  return restore({ ...harm, wounds: tried }, after);
}

/** Healing from a power or other source aimed at one wound (BRP-HEAL-7), capped at what the wound has left. */
export function healWound(harm: BrpHarm, woundId: string, points: number): BrpHarm {
  requireHarm(harm);
  const wound = harm.wounds.find((w) => w.id === requireString(woundId, "woundId"));
  if (!wound) throw new RulesError("FRAY.Brp.Error.UnknownWound", { wound: woundId });
  requireInteger(points, "points", 0, 10_000);
  if (blocksHealing(wound)) throw new RulesError("FRAY.Brp.Error.ImpaledBlocksHealing", { wound: woundId });
  return restore(harm, harm.wounds.map((w) => (w.id === woundId ? { ...w, remaining: Math.max(0, w.remaining - points) } : w)));
}

/** The Healing power (BRP-HEAL-7): level N rolls ND6 and costs 3 power points per level. */
export function healingPower(level: number): { readonly dice: string; readonly powerPointCost: number } {
  requireInteger(level, "level", 1, 10);
  return { dice: `${level}D6`, powerPointCost: 3 * level };
}

export type CareConditions = "poor" | "decent" | "excellent";

/** What a week under given care needs and yields (BRP-HEAL-6). */
export interface WeekOfCare {
  /** A roll the caregiver must make first, and whether it is Difficult. */
  readonly careRoll: { readonly required: boolean; readonly difficult: boolean };
  /** Healing dice for the week given the care roll's level. */
  readonly healingDice: readonly string[];
  /** Extra damage (a fumbled care roll under poor conditions). */
  readonly damageDice: string | null;
}

export function weekOfCare(conditions: CareConditions, careLevel: SuccessLevel | null, options: Pick<BrpOptions, "excellentCareBonus"> = BRP_DEFAULTS): WeekOfCare {
  const ok = careLevel === "success" || careLevel === "special" || careLevel === "critical";
  if (conditions === "poor") {
    return {
      careRoll: { required: true, difficult: true },
      healingDice: ok ? ["1D3"] : [],
      damageDice: careLevel === "fumble" ? "1D3" : null,
    };
  }
  if (conditions === "decent") return { careRoll: { required: false, difficult: false }, healingDice: ["1D3"], damageDice: null };
  const bonus = ok && options.excellentCareBonus !== "none" ? [options.excellentCareBonus] : [];
  return { careRoll: { required: true, difficult: false }, healingDice: ["1D3", ...bonus], damageDice: null };
}

/**
 * A week under care, applied (BRP-HEAL-1, BRP-HEAL-3, BRP-HEAL-6): each healing die's roll (1D3)
 * spread over the wounds in turn, then any damage a fumbled care roll did (the newest wound takes it).
 */
export function weekOfHealing(harm: BrpHarm, healingRolls: readonly number[], damage = 0): BrpHarm {
  requireHarm(harm);
  requireInteger(requireArray(healingRolls, "healingRolls").length, "healing dice", 0, 2);
  requireInteger(damage, "damage", 0, 3);
  const healed = healingRolls.reduce((h, roll) => naturalHealing(h, roll), harm);
  const newest = healed.wounds.at(-1);
  if (!damage || !newest) return { ...healed, hp: healed.hp - damage };
  return { ...healed, hp: healed.hp - damage, wounds: healed.wounds.map((w) => (w === newest ? { ...w, damage: w.damage + damage, remaining: w.remaining + damage } : w)) };
}
