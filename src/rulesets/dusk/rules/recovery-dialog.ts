import type { JsonObject, PlannedDelta } from "../../../core/exchange-plan.js";
import { RESTS, type RecoveryDecision, type Rest, type Rester } from "./recovery.js";
import { STATS, type Pools, type PoolSpend, type Stat } from "./stats.js";
import { WOUND_SEVERITY } from "./wounds.js";
import { requireOneOf } from "./choices.js";
import { requireInteger } from "../../../core/errors.js";
import { requireArray, requireRecord, requireString } from "../../../core/validate.js";

/**
 * The recovery dialog and card as pure data (DB-REC-1..4, DB-FVTT-6): the points a recovery roll
 * gave, each Pool with its room, the points still to share as the player types, and what the card
 * shows once they are shared. The rules decide; this only arranges what the templates print.
 */

export interface RecoveryDialogInput {
  readonly name: string;
  readonly rest: Rest;
  readonly d6: number;
  readonly level: number;
  readonly pools: Pools;
  readonly decision: RecoveryDecision;
}

/** What the player typed, read leniently: anything not a whole number counts as 0 for the live count. */
export function allocationFrom(values: Readonly<Record<string, string | boolean>>): { readonly allocation: PoolSpend; readonly restoreHealth: boolean } {
  const points = (stat: Stat) => {
    const n = Number(values[stat]);
    return Number.isInteger(n) ? n : 0;
  };
  return { allocation: { might: points("might"), speed: points("speed"), intellect: points("intellect") }, restoreHealth: values["restoreHealth"] === true };
}

/** The live line under the Pools: points left to share, or how far over the roll the player went. */
export function pointsLeft(points: number, allocation: PoolSpend) {
  const shared = STATS.reduce((sum, stat) => sum + allocation[stat], 0);
  const left = points - shared;
  return { left, over: left < 0, key: left < 0 ? "FRAY.Dusk.Recovery.Over" : "FRAY.Dusk.Recovery.Left", count: Math.abs(left) };
}

export function recoveryDialogContext(input: RecoveryDialogInput, allocation: PoolSpend = { might: 0, speed: 0, intellect: 0 }, restoreHealth = true) {
  const { decision } = input;
  return {
    headline: { name: input.name, rest: `FRAY.Dusk.Rest.${input.rest}`, d6: input.d6, level: input.level, points: decision.points },
    pools: STATS.map((stat) => ({ stat, label: `FRAY.Dusk.Stat.${stat}`, value: input.pools[stat].value, max: input.pools[stat].max, room: decision.room[stat], shared: allocation[stat] })),
    healthMissing: decision.healthMissing,
    restoreHealth,
    left: pointsLeft(decision.points, allocation),
  };
}

/** Everything a recovery card keeps: the roll, then (once shared) where the points went. */
export interface RecoveryCardPayload {
  readonly pc: { readonly uuid: string; readonly name: string; readonly img: string };
  readonly rest: Rest;
  readonly d6: number;
  readonly level: number;
  readonly points: number;
  readonly shared: (PoolSpend & { readonly wasted: number; readonly health: { readonly from: number; readonly to: number } | null }) | null;
}

/** The card's lines, in the order they happened. */
export function recoveryCardView(payload: RecoveryCardPayload) {
  const lines: Array<{ key: string; data: Record<string, string | number> }> = [
    { key: "FRAY.Dusk.Recovery.Rolled", data: { d6: payload.d6, level: payload.level, points: payload.points } },
  ];
  const shared = payload.shared;
  if (shared) {
    for (const stat of STATS) if (shared[stat] > 0) lines.push({ key: "FRAY.Dusk.Recovery.ToPool", data: { points: shared[stat], stat: `FRAY.Dusk.Stat.${stat}` } });
    if (shared.wasted > 0) lines.push({ key: "FRAY.Dusk.Recovery.Wasted", data: { points: shared.wasted } });
    if (shared.health) lines.push({ key: "FRAY.Dusk.Recovery.Health", data: { from: shared.health.from, to: shared.health.to } });
  }
  return { name: payload.pc.name, img: payload.pc.img, rest: `FRAY.Dusk.Rest.${payload.rest}`, lines };
}

/** The card of health brought back up to half after an encounter, in the recovery card's shape. */
export function halfHealthView(pc: { readonly name: string; readonly img: string }, from: number, to: number) {
  return { name: pc.name, img: pc.img, rest: "FRAY.Dusk.Recovery.AfterEncounter", lines: [{ key: "FRAY.Dusk.Recovery.HalfHealthLine", data: { from, to } }] };
}

function requireCardPc(pc: { readonly name: string; readonly img: string }): void {
  requireString(requireRecord(pc, "pc").name, "pc.name");
  requireString(pc.img, "pc.img");
}

/** The card of deferred wound penalties coming into force as an encounter ends (DB-WND-3), in the recovery card's shape. */
export function woundsOnView(pc: { readonly name: string; readonly img: string }, wounds: ReadonlyArray<{ readonly type: string; readonly value: number }>) {
  requireCardPc(pc);
  for (const w of requireArray(wounds, "wounds")) {
    const wound = requireRecord(w, "wound");
    requireOneOf(wound.type, "wound.type", Object.keys(WOUND_SEVERITY));
    requireInteger(wound.value, "wound.value", 0, 1000);
  }
  return { name: pc.name, img: pc.img, rest: "FRAY.Dusk.Recovery.AfterEncounter", headline: "FRAY.Dusk.Recovery.WoundsOnHeadline", lines: wounds.map((w) => ({ key: "FRAY.Dusk.Recovery.WoundOnLine", data: { stat: `FRAY.Dusk.Wound.${w.type}`, points: w.value } })) };
}

/** The card of the health point a character who survived its wound gets back as it acts again (DB-HP-3). */
export function stunRegainView(pc: { readonly name: string; readonly img: string }, from: number, to: number) {
  requireCardPc(pc);
  requireInteger(from, "from", 0, 1000);
  requireInteger(to, "to", 0, 1000);
  return { name: pc.name, img: pc.img, rest: "FRAY.Dusk.Recovery.AfterEncounter", headline: "FRAY.Dusk.Recovery.StunRegainHeadline", lines: [{ key: "FRAY.Dusk.Recovery.StunRegainLine", data: { from, to } }] };
}

export const isRest = (value: unknown): value is Rest => typeof value === "string" && (RESTS as readonly string[]).includes(value);

/** What a share-out changed on the character (`before` as it was, `after` as the rules left it): the document changes and the card's summary. */
export function shareOutcome(uuid: string, before: Rester, after: Rester, wasted: number): { deltas: PlannedDelta[]; shared: NonNullable<RecoveryCardPayload["shared"]> } {
  const deltas: PlannedDelta[] = [];
  if (STATS.some((stat) => after.pools[stat].value !== before.pools[stat].value)) deltas.push({ kind: "update", uuid, path: "system.pools", to: JSON.parse(JSON.stringify(after.pools)) as JsonObject });
  if (after.health !== before.health) deltas.push({ kind: "update", uuid, path: "system.health.value", to: after.health });
  const gained = (stat: Stat) => after.pools[stat].value - before.pools[stat].value;
  const health = after.health !== before.health ? { from: before.health, to: after.health } : null;
  return { deltas, shared: { might: gained("might"), speed: gained("speed"), intellect: gained("intellect"), wasted, health } };
}
