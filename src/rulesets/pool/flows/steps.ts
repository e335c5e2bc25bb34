import type { FrayEvent, Condition } from "../../../core/vocabulary.js";
import { STATUS_FOR_EVENT, expireConditions } from "../../../core/vocabulary.js";
import type { JsonValue, PlannedDelta } from "../../../foundry/chat/exchange-types.js";
import { withCondition } from "../rules/conditions.js";
import { DEFAULT_POOL_OPTIONS, type PoolOptions } from "../rules/options.js";
import { resolvePoisonExposure, advancePoison, type PoisonBatch } from "../rules/poison.js";
import { applyDamage, restore, type TrackState } from "../rules/tracks.js";
import { GRAPPLE_CRUSH_FATIGUE } from "../rules/maneuvers.js";
import { fromCondition, toCondition, type StoredCondition } from "../data/state.js";
import { attackAgainst, type AppliedLine, type AttackPayload, type OpposedPayload, type RamPayload } from "./cards.js";
import { CONDITION_LABELS, TRACK_LABELS } from "../sheets/labels.js";

/**
 * The pure half of every pool card button: from the card's facts and a snapshot of the documents
 * involved to the list of changes (deltas) the GM side applies. The glue records each applied
 * delta with its old value, so every button here is undoable from the card.
 */

export type TrackKey = "wound" | "fatigue" | "fear" | "structure";

/** What the steps need to know about an actor at the moment a button is pressed. */
export interface ActorSnapshot {
  readonly uuid: string;
  readonly id: string;
  readonly name: string;
  readonly tracks?: Readonly<Record<"wound" | "fatigue" | "fear", TrackState>>;
  readonly structure?: TrackState;
  readonly conditions: readonly StoredCondition[];
  readonly poisonImmunities: readonly string[];
  /** UUID of the weapon a Disarm knocks away (the first equipped one), if any. */
  readonly equippedWeaponUuid?: string | null;
}

export interface StepResult {
  readonly deltas: PlannedDelta[];
  readonly lines: AppliedLine[];
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as JsonValue;

function trackOf(actor: ActorSnapshot, track: TrackKey): TrackState {
  const t = track === "structure" ? actor.structure : actor.tracks?.[track];
  // A creature hit by a ram takes Wounds; an object hit by an attack takes Structure.
  return t ?? (track === "structure" ? actor.tracks?.wound : actor.structure) ?? { value: 0, max: 3 };
}

function pathOf(actor: ActorSnapshot, track: TrackKey): string {
  if (track === "structure" && actor.structure) return "system.structure.value";
  if (track !== "structure" && !actor.tracks && actor.structure) return "system.structure.value";
  return `system.tracks.${track === "structure" ? "wound" : track}.value`;
}

function statusDeltas(actor: ActorSnapshot, events: readonly FrayEvent[]): PlannedDelta[] {
  const out: PlannedDelta[] = [];
  for (const event of events) {
    if (event.type === "died" || event.type === "unconscious" || event.type === "fled") {
      out.push({ kind: "status", actorUuid: actor.uuid, statusId: STATUS_FOR_EVENT[event.type], active: true });
    }
  }
  return out;
}

/** Ticks `amount` boxes of `track` (FC-DMG-3) and sets the terminal status when the last box is passed. */
export function damageStep(actor: ActorSnapshot, track: TrackKey, amount: number, applicationId: string): StepResult {
  const result = applyDamage(actor.id, trackOf(actor, track), track, amount);
  const deltas: PlannedDelta[] = amount > 0 ? [{ kind: "update", uuid: actor.uuid, path: pathOf(actor, track), to: result.track.value }] : [];
  deltas.push(...statusDeltas(actor, result.events));
  return { deltas, lines: [{ applicationId, key: amount > 0 ? "FRAY.Pool.Card.AppliedDamage" : "FRAY.Pool.Card.AppliedNoDamage", name: actor.name, amount, track: TRACK_LABELS[track] }] };
}

/** Adds and removes conditions as the rules' events say, in one update of the list. */
export function conditionStep(actor: ActorSnapshot, events: readonly FrayEvent[], applicationId: string): StepResult {
  let list: Condition[] = actor.conditions.map(toCondition);
  const lines: AppliedLine[] = [];
  for (const event of events) {
    if (event.type === "conditionAdded" && event.targetId === actor.id) {
      list = withCondition(list, event.condition);
      lines.push({ applicationId, key: "FRAY.Pool.Card.AppliedCondition", name: actor.name, amount: 0, track: conditionLabel(event.condition.id) });
    } else if (event.type === "conditionExpired" && event.targetId === actor.id) {
      list = list.filter((c) => c.id !== event.conditionId);
    }
  }
  const deltas: PlannedDelta[] = [{ kind: "update", uuid: actor.uuid, path: "system.conditions", to: json(list.map(fromCondition)) }];
  deltas.push(...statusDeltas(actor, events.filter((e) => "targetId" in e && e.targetId === actor.id)));
  return { deltas, lines };
}

function conditionLabel(id: string): string {
  return id in CONDITION_LABELS ? CONDITION_LABELS[id as keyof typeof CONDITION_LABELS] : "";
}

/** Apply an attack card: each target's damage from its own Parry and Armor (FC-ATK-3, FC-MAN-3). */
export function attackApplyStep(payload: AttackPayload, targets: readonly ActorSnapshot[], applicationId: string, options: Pick<PoolOptions, "injuryThreshold"> = DEFAULT_POOL_OPTIONS): StepResult {
  const out: StepResult = { deltas: [], lines: [] };
  for (const stored of payload.targets) {
    const actor = targets.find((t) => t.uuid === stored.uuid);
    if (!actor) continue;
    const { outcome } = attackAgainst(payload, stored, options);
    if (outcome.kills) {
      out.deltas.push({ kind: "status", actorUuid: actor.uuid, statusId: STATUS_FOR_EVENT.died, active: true });
      out.lines.push({ applicationId, key: "FRAY.Pool.Card.AppliedKill", name: actor.name, amount: 0, track: TRACK_LABELS.wound });
      continue;
    }
    const step = damageStep(actor, outcome.track, outcome.damage, applicationId);
    out.deltas.push(...step.deltas);
    out.lines.push(...step.lines);
  }
  return out;
}

/** Apply a ram card: the target's Structure (or Wounds), and half back to the rammer unless it has a ram (FC-SHIP-5). */
export function ramApplyStep(payload: RamPayload, target: ActorSnapshot, ship: ActorSnapshot, applicationId: string): StepResult {
  const hit = damageStep(target, payload.targetTrack, payload.damageToTarget, applicationId);
  const back = damageStep(ship, "structure", payload.damageToRammer, applicationId);
  return { deltas: [...hit.deltas, ...back.deltas], lines: [...hit.lines, ...back.lines] };
}

/** A grapple crush: one automatic Fatigue (FC-MAN-11). */
export function crushStep(target: ActorSnapshot, applicationId: string): StepResult {
  return damageStep(target, "fatigue", GRAPPLE_CRUSH_FATIGUE, applicationId);
}

/** The outcome of an opposed card: conditions on both parties; a disarmed weapon is unequipped (FC-MAN-6). */
export function opposedApplyStep(events: readonly FrayEvent[], initiator: ActorSnapshot, target: ActorSnapshot, kind: OpposedPayload["kind"], applicationId: string): StepResult {
  const out: StepResult = { deltas: [], lines: [] };
  for (const actor of [initiator, target]) {
    if (!events.some((e) => "targetId" in e && e.targetId === actor.id)) continue;
    const step = conditionStep(actor, events, applicationId);
    out.deltas.push(...step.deltas);
    out.lines.push(...step.lines);
  }
  if (kind === "disarm" && events.length > 0 && target.equippedWeaponUuid) out.deltas.push({ kind: "update", uuid: target.equippedWeaponUuid, path: "system.equipped", to: false });
  return out;
}

/** A Stamina roll against a poison: immunity to the batch, or the dying countdown (FC-POI-2..5). */
export function poisonExposureStep(target: ActorSnapshot, batch: PoisonBatch, dice: readonly number[], round: number, applicationId: string): StepResult & { passed: boolean } {
  const result = resolvePoisonExposure({ targetId: target.id, batch, immuneBatches: target.poisonImmunities, dice, round });
  if (result.check.passed) {
    return { passed: true, deltas: [{ kind: "update", uuid: target.uuid, path: "system.poisonImmunities", to: json(result.immuneBatches) }], lines: [] };
  }
  return { passed: false, ...conditionStep(target, result.events, applicationId) };
}

/** An hour passes for a poisoned creature, or the antidote is taken (FC-POI-4). */
export function poisonHourStep(target: ActorSnapshot, hours: number, antidote: boolean): StepResult & { hoursLeft: number; died: boolean } {
  const stored = target.conditions.find((c) => c.id === "poisonedDying");
  if (!stored) return { deltas: [], lines: [], hoursLeft: 0, died: false };
  const advanced = advancePoison(target.id, toCondition(stored), hours, antidote);
  const list = target.conditions.filter((c) => c.id !== "poisonedDying").map(toCondition);
  if (advanced.condition) list.push(advanced.condition);
  const deltas: PlannedDelta[] = [{ kind: "update", uuid: target.uuid, path: "system.conditions", to: json(list.map(fromCondition)) }, ...statusDeltas(target, advanced.events)];
  const died = advanced.events.some((e) => e.type === "died");
  return { deltas, lines: [], hoursLeft: Number(advanced.condition?.data?.hoursLeft ?? 0), died };
}

/** Restores boxes of a track (recovery from the sheet). */
export function restoreStep(actor: ActorSnapshot, track: "wound" | "fatigue" | "fear", points: number): PlannedDelta[] {
  const next = restore(trackOf(actor, track), points);
  return [{ kind: "update", uuid: actor.uuid, path: `system.tracks.${track}.value`, to: next.value }];
}

/** Conditions that end when `actorId` starts an activation in `round` (Dodge, Feint: FC-MAN-5, FC-MAN-7). */
export function expireAtTurnStart(conditions: readonly StoredCondition[], actorId: string, round: number): { remaining: StoredCondition[]; expired: string[] } {
  const { remaining, events } = expireConditions(actorId, conditions.map(toCondition), { kind: "turnStart", combatantId: actorId, round });
  return { remaining: remaining.map(fromCondition), expired: events.map((e) => (e.type === "conditionExpired" ? e.conditionId : "")) };
}

/** The injury a d6 on the injuries table gives (same rows as the pool-tables compendium table). */
export function injuryForRoll(face: number): "arm" | "leg" | "eye" | "ear" | "openWound" {
  const rows = ["arm", "leg", "eye", "ear", "openWound", "openWound"] as const;
  return rows[Math.min(6, Math.max(1, Math.trunc(face))) - 1]!;
}
