import type { FrayEvent } from "../../../core/vocabulary.js";
import type { JsonObject, JsonValue, PlannedDelta } from "../../../foundry/chat/exchange-types.js";
import { storedDefenceRound, storedHarm, woundSystem } from "../data/state.js";
import type { ExchangeOutcome } from "../rules/exchange.js";
import { markUnableToFight, type BrpHarm } from "../rules/harm.js";
import type { CharacteristicKey } from "../rules/majorWounds.js";
import type { AttackPayload } from "./attack.js";

/**
 * What a finished attack changes, as the planned deltas the GM side applies (each undoable from
 * the card): the defender's hit points and injury record, one wound item per injury, this round's
 * defence count, hit points lost by the parrying item and the attacking weapon, lasting
 * characteristic loss from a major wound, and status effects for the conditions that arose.
 */

/** Conditions the rules raise that Fray shows as token status effects (see index.ts). */
export const BRP_STATUS_IDS = ["prone", "stunned", "entangled", "fatallyWounded"] as const;

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as JsonValue;

export function statusDeltas(actorUuid: string, events: readonly FrayEvent[]): PlannedDelta[] {
  const ids = new Set<string>();
  for (const e of events) {
    if (e.type === "unconscious") ids.add("unconscious");
    if (e.type === "died") ids.add("dead");
    if (e.type === "conditionAdded" && (BRP_STATUS_IDS as readonly string[]).includes(e.condition.id)) ids.add(e.condition.id);
  }
  return [...ids].map((statusId) => ({ kind: "status", actorUuid, statusId, active: true }));
}

/** Deltas for a harm record that changed from `before` to `after` (new wounds become items). */
export function harmDeltas(actorUuid: string, before: BrpHarm, after: BrpHarm, woundName: string, extra: { majorWoundRoll?: number; permanent?: boolean } = {}): PlannedDelta[] {
  const known = new Set(before.wounds.map((w) => w.id));
  const deltas: PlannedDelta[] = [
    { kind: "update", uuid: actorUuid, path: "system.hitPoints.value", to: after.hp },
    { kind: "update", uuid: actorUuid, path: "system.harm", to: json(storedHarm(after)) },
  ];
  for (const w of after.wounds) {
    if (known.has(w.id)) continue;
    const major = w.severity === "major" ? extra : {};
    const data: JsonObject = { name: woundName, type: "brpWound", img: "icons/svg/blood.svg", system: json(woundSystem(w, w.impaled ? woundName : "", major.majorWoundRoll ?? 0, major.permanent ?? false)) as JsonObject };
    deltas.push({ kind: "create", parentUuid: actorUuid, documentName: "Item", data });
  }
  return deltas;
}

/**
 * Conditions with a countdown that the blow started (stun, entangle, knockback) join the injury
 * record, so the round-end step can count them down and lift their status (BRP-SPC-6, BRP-SPC-11).
 */
export function withCountdowns(harm: BrpHarm, events: readonly FrayEvent[]): BrpHarm {
  const added = events.flatMap((e) => (e.type === "conditionAdded" && e.condition.duration.kind === "rounds" ? [e.condition] : []));
  if (added.length === 0) return harm;
  const ids = new Set(added.map((c) => c.id));
  return { ...harm, conditions: [...harm.conditions.filter((c) => !ids.has(c.id)), ...added] };
}

export interface ClosingContext {
  /** The combat round (0 outside combat). */
  readonly round: number;
  /** The defender's injuries when the damage landed (the live record the exchange replayed on). */
  readonly harmBefore: BrpHarm;
  readonly defenderCharacteristics: Readonly<Record<CharacteristicKey, number>>;
  readonly defenderMove: number;
}

/** Every change a closed attack makes; empty when the attack missed and no one fumbled into harm. */
export function closingDeltas(payload: AttackPayload, o: ExchangeOutcome, ctx: ClosingContext): PlannedDelta[] {
  const deltas: PlannedDelta[] = [];
  const defender = payload.defender.uuid;
  const input = payload.exchange.input;
  if (defender && o.defence && o.defence.kind !== "none") {
    deltas.push({ kind: "update", uuid: defender, path: "system.defence", to: json(storedDefenceRound(o.defenceRound, ctx.round)) });
  }
  // A dodge takes the hand off a wound being staunched (BRP-SPC-3): it bleeds again.
  if (defender && o.defence?.kind === "dodge" && input.defender.state.staunching) deltas.push({ kind: "status", actorUuid: defender, statusId: "staunching", active: false });
  if (defender && o.harm && o.harm !== ctx.harmBefore) {
    let harm = withCountdowns(o.harm, o.events);
    if (o.majorWound?.fight === "unable") harm = markUnableToFight(harm, ctx.round);
    deltas.push(...harmDeltas(defender, ctx.harmBefore, harm, payload.weapon.name, { majorWoundRoll: o.majorWound?.row.from ?? 0, permanent: o.majorWound?.permanent ?? false }));
    if (o.majorWound?.permanent) {
      for (const [key, loss] of Object.entries(o.majorWound.losses) as [CharacteristicKey, number][]) {
        deltas.push({ kind: "update", uuid: defender, path: `system.characteristics.${key}`, to: Math.max(0, ctx.defenderCharacteristics[key] - loss) });
      }
      if (o.majorWound.moveLoss > 0) deltas.push({ kind: "update", uuid: defender, path: "system.move", to: Math.max(0, ctx.defenderMove - o.majorWound.moveLoss) });
    }
    deltas.push(...statusDeltas(defender, o.events));
  }
  if (o.parryingItem && o.parryingItem.damage > 0) {
    const item = input.defender.items.find((i) => i.id === o.parryingItem!.id);
    const uuid = payload.items[o.parryingItem.id]?.uuid;
    if (item && uuid) deltas.push({ kind: "update", uuid, path: "system.hp.value", to: Math.max(0, (item.hp ?? 0) - o.parryingItem.damage) });
  }
  // The matrix already limits this to parried blows (melee only where the chapter says so).
  if (o.attackingWeaponDamage > 0 && payload.weapon.uuid && input.attacker.weapon.hp !== undefined) {
    deltas.push({ kind: "update", uuid: payload.weapon.uuid, path: "system.hp.value", to: Math.max(0, input.attacker.weapon.hp - o.attackingWeaponDamage) });
  }
  return deltas;
}
