import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireArray, requireBoolean, requireNumber, requireOneOf, requireRecord } from "../../../core/validate.js";
import { DEFAULT_POOL_OPTIONS, type PoolOptions } from "./options.js";
import { buildPool, checkFace, countSuccesses, type PoolBreakdown } from "./pool.js";
import { MOUNT_CLASSES, SHIP_SIZES, tableEntry, type MountSize, type ShipSize } from "./tables.js";
import type { AttackPlan } from "./attack.js";
import type { FrayEvent } from "../../../core/vocabulary.js";
import { applyDamage, type DamageApplication, type TrackState } from "./tracks.js";
import { MOVEMENT_MODES, movementYards, type MovementMode } from "./movement.js";

/** Attack modifier of a mount or team by size and claws/fangs (FC-MNT-6, FC-VEH-4). */
export function mountAttackModifier(size: MountSize, clawsOrFangs: boolean): number {
  const cls = MOUNT_CLASSES.find((c) => c.size === size && c.clawsOrFangs === Boolean(clawsOrFangs));
  if (!cls) throw new RulesError("FRAY.Pool.Error.UnknownEntry", { value: String(size), table: "mount size" });
  return cls.attackModifier;
}

export interface CreatureAttackSetup {
  /** The rider's or driver's Ride/Team skill. */
  readonly rideDice: number;
  readonly size: MountSize;
  readonly clawsOrFangs: boolean;
  /** Only trained creatures carry riders or pull vehicles (FC-MNT-1). */
  readonly trained: boolean;
  /** The rider's track, injury and poison penalties (zero or negative). */
  readonly penalty?: number;
  readonly extraDice?: number;
}

/**
 * A mount or team induced to attack: a Ride/Team roll plus the creature's modifier, resolved as a
 * melee attack (Parry and Armor cancel as usual, FC-MNT-7) dealing Wounds; a Partial Action of
 * the rider (FC-MNT-5 proposal). The same plan serves a vehicle's team (FC-VEH-4).
 */
export function planCreatureAttack(setup: CreatureAttackSetup, options: Pick<PoolOptions, "minimumPool"> = DEFAULT_POOL_OPTIONS): AttackPlan {
  if (!requireRecord(setup, "setup").trained) throw new RulesError("FRAY.Pool.Error.UntrainedMount", {});
  const pool = buildPool(
    [
      { source: "skill", dice: requireInteger(setup.rideDice, "rideDice", 0, 100) },
      { source: "mount", dice: mountAttackModifier(setup.size, setup.clawsOrFangs) },
      { source: "tracks", dice: setup.penalty ?? 0 },
      { source: "extra", dice: setup.extraDice ?? 0 },
    ],
    options,
  );
  return { skill: "melee", pool, damageTrack: "wound", action: "partial", maneuversUsed: 0, coupDeGrace: false };
}

// ---------------------------------------------------------------- steered moves

/** How a rider moves a mount, or a driver a vehicle: no crawling with everything aboard. */
export const STEERED_MOVE_MODES = ["walk", "jog", "run"] as const satisfies readonly MovementMode[];
export type SteeredMoveMode = (typeof STEERED_MOVE_MODES)[number];

/**
 * Rider and mount (or driver, vehicle and everyone aboard) move together at the mount's or the
 * vehicle's rate (FC-MNT-4 a, FC-VEH-3): yards from that Speed by the mode's multiple (FC-MOV-2..4),
 * paid from the rider's or driver's actions as a move of their own would be — Walk a Partial,
 * Jog or Run a Full (FC-MNT-5 proposal). `speed` is the mount's after its own penalties.
 */
export function steeredMove(speed: number, mode: SteeredMoveMode): { readonly yards: number; readonly action: "partial" | "full" } {
  requireInteger(speed, "speed", 0, 10_000);
  requireOneOf(mode, "mode", STEERED_MOVE_MODES);
  return { yards: movementYards(speed, mode), action: MOVEMENT_MODES[mode].action };
}

// ---------------------------------------------------------------- ships

/** Pilot successes needed to control a ship of this size, after the GM's adjustment (FC-SHIP-2). */
export function shipControlDifficulty(size: ShipSize, gmAdjustment = 0): number {
  return Math.max(0, tableEntry(SHIP_SIZES, size, "ship size").controlDifficulty + requireInteger(gmAdjustment, "adjustment", -10, 10));
}

/** No ship sails or rams farther than this in one action (yards). */
const MAX_YARDS = 100_000;

export interface RamSetup {
  readonly pilotDice: number;
  readonly size: ShipSize;
  /** Yards between the ship and its target; it must lie within the ship's Speed (FC-SHIP-4). */
  readonly distance: number;
  readonly shipSpeed: number;
  readonly penalty?: number;
  readonly extraDice?: number;
}

/** The Pilot pool for a ram; a Full Action. Throws when the target is beyond the ship's Speed. */
export function planRam(setup: RamSetup, options: Pick<PoolOptions, "minimumPool"> = DEFAULT_POOL_OPTIONS): { pool: PoolBreakdown; action: "full" } {
  requireRecord(setup, "setup");
  const shipSpeed = requireNumber(setup.shipSpeed, "shipSpeed", 0, MAX_YARDS);
  if (requireNumber(setup.distance, "distance", 0, MAX_YARDS) > shipSpeed) {
    throw new RulesError("FRAY.Pool.Error.RamOutOfReach", { distance: setup.distance, speed: setup.shipSpeed });
  }
  const pool = buildPool(
    [
      { source: "skill", dice: requireInteger(setup.pilotDice, "pilotDice", 0, 100) },
      { source: "ship", dice: tableEntry(SHIP_SIZES, setup.size, "ship size").ramModifier },
      { source: "tracks", dice: setup.penalty ?? 0 },
      { source: "extra", dice: setup.extraDice ?? 0 },
    ],
    options,
  );
  return { pool, action: "full" };
}

export interface RamResult {
  readonly rawSuccesses: number;
  /** 3s and 4s the target's Armor (if any) cancelled. */
  readonly cancelled: number;
  /** Damage to the target: Structure for objects and ships, Wounds for creatures (FC-SHIP-6). */
  readonly damageToTarget: number;
  readonly targetTrack: "structure" | "wound";
  /** Structure the rammer takes: half, rounded down; none with a dedicated ram (FC-SHIP-5). */
  readonly damageToRammer: number;
}

export function resolveRam(input: {
  readonly dice: readonly number[];
  readonly targetArmor?: number;
  readonly targetIsCreature?: boolean;
  readonly usesDedicatedRam: boolean;
}): RamResult {
  const armor = requireInteger(requireRecord(input, "ram").targetArmor ?? 0, "armor", 0, 100);
  if (input.targetIsCreature !== undefined) requireBoolean(input.targetIsCreature, "targetIsCreature");
  requireBoolean(input.usesDedicatedRam, "usesDedicatedRam");
  let mid = 0;
  for (const face of requireArray(input.dice, "dice") as readonly number[]) {
    checkFace(face);
    if (face === 3 || face === 4) mid++;
  }
  const rawSuccesses = countSuccesses(input.dice);
  const cancelled = Math.min(mid, armor);
  const damageToTarget = rawSuccesses - cancelled;
  return {
    rawSuccesses,
    cancelled,
    damageToTarget,
    targetTrack: input.targetIsCreature ? "wound" : "structure",
    damageToRammer: input.usesDedicatedRam ? 0 : Math.floor(damageToTarget / 2),
  };
}

/**
 * Applies a ram to both hulls: the target takes the damage on its Structure (or Wounds for a
 * creature), the rammer half of it on its own Structure (FC-SHIP-5).
 */
export function applyRam(input: {
  readonly result: RamResult;
  readonly targetId: string;
  readonly targetTrack: TrackState;
  readonly rammerId: string;
  readonly rammerStructure: TrackState;
}): { readonly target: DamageApplication; readonly rammer: DamageApplication; readonly events: FrayEvent[] } {
  const result = requireRecord(requireRecord(input, "ram").result, "result");
  requireOneOf(result.targetTrack, "result.targetTrack", ["structure", "wound"]);
  const target = applyDamage(input.targetId, input.targetTrack, input.result.targetTrack, input.result.damageToTarget);
  const rammer = applyDamage(input.rammerId, input.rammerStructure, "structure", input.result.damageToRammer);
  return { target, rammer, events: [...target.events, ...rammer.events] };
}

// ---------------------------------------------------------------- control (FC-MNT-2, FC-VEH-2)

export type MountTask = "walk" | "mountOrDismount" | "lightCargo" | "combatControl" | "attack" | "jump" | "maneuver" | "badWeather";
/** What a trained mount or team does on a plain order, with no Ride/Team roll. */
export const ROUTINE_MOUNT_TASKS: readonly MountTask[] = ["walk", "mountOrDismount", "lightCargo"];

/**
 * Whether a task needs a Ride/Team roll (at a difficulty the GM sets). Untrained creatures
 * cannot be ridden or driven at all (FC-MNT-1).
 */
export function needsRideRoll(task: MountTask, trained: boolean): boolean {
  if (!trained) throw new RulesError("FRAY.Pool.Error.UntrainedMount", {});
  return !ROUTINE_MOUNT_TASKS.includes(task);
}
