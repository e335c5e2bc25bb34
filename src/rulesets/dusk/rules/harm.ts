import { requireInteger } from "../../../core/errors.js";
import { requireDicePort, type Dice } from "../../../core/dice.js";
import { requireBoolean, requireRecord, requireString } from "../../../core/validate.js";
import type { Condition } from "../../../core/vocabulary.js";
import { applyDestinedEffect } from "./roll.js";
import { requirePools, shiftPool, type Pools } from "./stats.js";
import { applicableArmor, DAMAGE_POOLS, damageAfterArmor, NPC_KINDS, requireArmor, type ArmorTotal, type DamageKind, type NpcKind } from "./damage.js";
import { requireWounds, rollWound, type Wound, type WoundRoll } from "./wounds.js";
import { requireOneOf } from "./choices.js";
import type { DuskEvent } from "./events.js";
import { DEFAULT_DUSK_OPTIONS, requireDuskOptions, type DuskOptions } from "./options.js";

/** A PC (or an elite NPC using the PC procedure) as harm sees it. */
export interface HarmTarget {
  readonly id: string;
  readonly health: number;
  readonly pools: Pools;
  readonly wounds: readonly Wound[];
  readonly armor: ArmorTotal;
  readonly destiny: number;
  readonly level: number;
  /** Set by a 0-health wound the character survived: one health back at its next action (DB-HP-3). */
  readonly regainOnNextAction: boolean;
  readonly dead: boolean;
}

export interface NpcHarmTarget {
  readonly id: string;
  readonly kind: NpcKind;
  readonly health: number;
  readonly armor: number;
  readonly wounds: readonly Wound[];
  /** Elite only: wounds it can hold before it is incapacitated (default from the options). */
  readonly woundLimit?: number;
  readonly dead: boolean;
  readonly incapacitated: boolean;
}

/** Checks a PC as a sheet or a stored exchange hands it over: every field harm reads or passes on. */
export function requireHarmTarget(target: HarmTarget): HarmTarget {
  requireRecord(target, "pc");
  requireString(target.id, "pc.id");
  requireInteger(target.health, "pc.health", 0, 1000);
  requirePools(target.pools);
  requireWounds(target.wounds);
  requireArmor(target.armor);
  requireInteger(target.destiny, "pc.destiny", 0, 1000);
  requireInteger(target.level, "pc.level", 0, 100);
  requireBoolean(target.regainOnNextAction, "pc.regainOnNextAction");
  requireBoolean(target.dead, "pc.dead");
  return target;
}

/** Checks an NPC as harm sees it. */
export function requireNpcTarget(target: NpcHarmTarget): NpcHarmTarget {
  requireRecord(target, "npc");
  requireString(target.id, "npc.id");
  requireOneOf(target.kind, "npc.kind", NPC_KINDS);
  requireInteger(target.health, "npc.health", 0, 1000);
  requireInteger(target.armor, "npc.armor", 0, 1000);
  requireWounds(target.wounds);
  if (target.woundLimit !== undefined) requireInteger(target.woundLimit, "npc.woundLimit", 0, 20);
  requireBoolean(target.dead, "npc.dead");
  requireBoolean(target.incapacitated, "npc.incapacitated");
  return target;
}

export interface PcHarmResult<T extends HarmTarget = HarmTarget> {
  readonly target: T;
  readonly doom: number;
  readonly dealt: number;
  readonly woundRoll: WoundRoll | undefined;
  readonly events: DuskEvent[];
}

/** Stunned "for one action": it ends when its bearer's next turn begins (DB-HP-3, DB-SPEC-2). */
export function stunnedCondition(targetId: string, round: number): Condition {
  requireString(targetId, "targetId");
  requireInteger(round, "round", 0, 100_000);
  return { id: "stunned", duration: { kind: "untilOwnerNextTurn" }, ownerId: targetId, appliedRound: round };
}

/**
 * Damage to a PC (DB-HP-2, DB-HP-3, DB-ARM-1, DB-ARM-4). Health floors at 0; damage that leaves
 * health at 0 stuns and rolls a wound through `dice` (2d12 + held wound values, with the roll's
 * destined effect on Destiny and Doom; Destiny above the level is lost as there is no task to
 * spend it on). Damage to a stat Pool lowers that Pool and never stuns.
 */
export function harmPc(
  target: HarmTarget,
  damage: number,
  kind: DamageKind,
  dice: Dice,
  doom: number,
  round = 0,
  options: DuskOptions = DEFAULT_DUSK_OPTIONS,
): PcHarmResult {
  requireHarmTarget(target);
  requireDicePort(dice);
  requireDuskOptions(options);
  requireInteger(doom, "doom", 0, 1_000_000);
  requireInteger(round, "round", 0, 100_000);
  requireOneOf(requireRecord(kind, "damageKind").pool ?? "health", "damagePool", DAMAGE_POOLS);
  return applyPcHarm(target, damage, kind, dice, doom, round);
}

/**
 * `harmPc` without the checks of the target, the dice and the counters: for the exchange, whose
 * `startExchange` checked the PC, and for the simulator's inner loop. The damage is still checked.
 */
export function applyPcHarm<T extends HarmTarget>(target: T, damage: number, kind: DamageKind, dice: Dice, doom: number, round: number): PcHarmResult<T> {
  const pool = kind.pool ?? "health";
  const dealt = damageAfterArmor(damage, applicableArmor(target.armor, kind));
  const events: DuskEvent[] = [];
  if (target.dead || dealt === 0) return { target, doom, dealt: target.dead ? 0 : dealt, woundRoll: undefined, events };
  if (pool !== "health") {
    const pools = shiftPool(target.pools, pool, -dealt);
    events.push({ type: "damageApplied", targetId: target.id, amount: target.pools[pool].value - pools[pool].value, track: pool });
    return { target: { ...target, pools }, doom, dealt, woundRoll: undefined, events };
  }
  const health = Math.max(0, target.health - dealt);
  events.push({ type: "damageApplied", targetId: target.id, amount: target.health - health, track: "health" });
  if (health > 0) return { target: { ...target, health }, doom, dealt, woundRoll: undefined, events };

  events.push({ type: "conditionAdded", targetId: target.id, condition: stunnedCondition(target.id, round) });
  const woundRoll = rollWound(dice, target.wounds);
  const r = woundRoll.roll;
  events.push({ type: "rolled", actorId: target.id, purpose: "wound", dawn: r.dawn, dusk: r.dusk, total: r.total, effect: r.effect });
  const fortune = applyDestinedEffect({ destiny: target.destiny, level: target.level, doom }, r.effect);
  if (fortune.destiny !== target.destiny) events.push({ type: "destinyChanged", actorId: target.id, from: target.destiny, to: fortune.destiny, reason: "wound" });
  if (fortune.overflow > 0) events.push({ type: "destinyLost", actorId: target.id, amount: fortune.overflow });
  if (fortune.doom !== doom) events.push({ type: "doomChanged", from: doom, to: fortune.doom, reason: "wound" });
  events.push({ type: "woundTaken", targetId: target.id, result: woundRoll.result, value: woundRoll.wound?.value ?? 0, total: woundRoll.total });
  const dead = woundRoll.result === "death";
  if (dead) events.push({ type: "died", targetId: target.id });
  const wounds = woundRoll.wound ? [...target.wounds, woundRoll.wound] : target.wounds;
  return {
    target: { ...target, health: 0, wounds, destiny: fortune.destiny, dead, regainOnNextAction: !dead },
    doom: fortune.doom,
    dealt,
    woundRoll,
    events,
  };
}

/** At the start of its next action a character who survived a 0-health wound gets 1 health back. */
export function startOfAction(target: HarmTarget): { readonly target: HarmTarget; readonly regained: number } {
  requireHarmTarget(target);
  if (!target.regainOnNextAction || target.dead) return { target, regained: 0 };
  return { target: { ...target, health: target.health + 1, regainOnNextAction: false }, regained: 1 };
}

export interface NpcHarmResult<T extends NpcHarmTarget = NpcHarmTarget> {
  readonly target: T;
  readonly dealt: number;
  readonly woundRoll: WoundRoll | undefined;
  readonly events: DuskEvent[];
}

/**
 * Damage to an NPC (DB-HP-4, DB-HP-5). A minion dies at 0 health, or at once when hit by an attack
 * that wounds (`wounding`). An elite at 0 rolls a wound like a PC (NPCs never gain Destiny and
 * their rolls move no Doom); it is incapacitated once it holds more wounds than its limit.
 */
export function harmNpc(
  target: NpcHarmTarget,
  damage: number,
  dice: Dice,
  options: DuskOptions = DEFAULT_DUSK_OPTIONS,
  wounding = false,
): NpcHarmResult {
  requireNpcTarget(target);
  requireDicePort(dice);
  requireBoolean(wounding, "wounding");
  return applyNpcHarm(target, damage, dice, requireDuskOptions(options), wounding);
}

/** `harmNpc` without the checks of the target and the dice, as `applyPcHarm` is to `harmPc`. */
export function applyNpcHarm<T extends NpcHarmTarget>(target: T, damage: number, dice: Dice, options: DuskOptions, wounding: boolean): NpcHarmResult<T> {
  const limit = target.woundLimit ?? options.eliteWoundLimit;
  const dealt = damageAfterArmor(damage, target.armor);
  const events: DuskEvent[] = [];
  if (target.dead) return { target, dealt: 0, woundRoll: undefined, events };
  if (target.kind === "minion" && wounding) {
    events.push({ type: "died", targetId: target.id });
    return { target: { ...target, dead: true }, dealt, woundRoll: undefined, events };
  }
  if (dealt === 0) return { target, dealt, woundRoll: undefined, events };
  const health = Math.max(0, target.health - dealt);
  events.push({ type: "damageApplied", targetId: target.id, amount: target.health - health, track: "health" });
  if (health > 0 && !wounding) return { target: { ...target, health }, dealt, woundRoll: undefined, events };
  if (target.kind === "minion") {
    events.push({ type: "died", targetId: target.id });
    return { target: { ...target, health, dead: true }, dealt, woundRoll: undefined, events };
  }
  const woundRoll = rollWound(dice, target.wounds);
  events.push({ type: "woundTaken", targetId: target.id, result: woundRoll.result, value: woundRoll.wound?.value ?? 0, total: woundRoll.total });
  if (woundRoll.result === "death") {
    events.push({ type: "died", targetId: target.id });
    return { target: { ...target, health, dead: true }, dealt, woundRoll, events };
  }
  const wounds = [...target.wounds, woundRoll.wound!];
  const incapacitated = wounds.length > limit;
  if (incapacitated && !target.incapacitated) events.push({ type: "unconscious", targetId: target.id });
  return { target: { ...target, health, wounds, incapacitated: target.incapacitated || incapacitated }, dealt, woundRoll, events };
}
