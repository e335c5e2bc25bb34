import type { JsonValue, PlannedDelta } from "../../../foundry/chat/exchange-types.js";
import { storedHarm } from "../data/state.js";
import { RulesError } from "../../../core/errors.js";
import type { BrpHarm } from "../rules/harm.js";
import type { SelfRemoval } from "../rules/special.js";

/** The change that stores an injury record on its actor (`system.harm`, as the data model keeps it). */
export function harmDelta(actorUuid: string, harm: BrpHarm): PlannedDelta {
  return { kind: "update", uuid: actorUuid, path: "system.harm", to: JSON.parse(JSON.stringify(storedHarm(harm))) as JsonValue };
}

/**
 * The document changes of healing (First Aid, a Healing power, natural recovery): the actor's hit
 * points and injury record, and every wound item whose damage, remaining points, bleeding or
 * First Aid attempts changed. Pure; the flow applies them to documents the user owns.
 */
export function healingDeltas(actorUuid: string, before: BrpHarm, after: BrpHarm): PlannedDelta[] {
  const deltas: PlannedDelta[] = [];
  if (after.hp !== before.hp) deltas.push({ kind: "update", uuid: actorUuid, path: "system.hitPoints.value", to: after.hp });
  deltas.push(harmDelta(actorUuid, after));
  for (const w of after.wounds) {
    const old = before.wounds.find((b) => b.id === w.id);
    if (!old) continue;
    const uuid = `${actorUuid}.Item.${w.id}`;
    if (old.damage !== w.damage) deltas.push({ kind: "update", uuid, path: "system.damage", to: w.damage });
    if (old.remaining !== w.remaining) deltas.push({ kind: "update", uuid, path: "system.remaining", to: w.remaining });
    if (old.bleeding !== w.bleeding) deltas.push({ kind: "update", uuid, path: "system.bleeding", to: w.bleeding });
    if (old.impaled && !w.impaled) deltas.push({ kind: "update", uuid, path: "system.impaled.weaponId", to: "" });
    // A failed pull adds to what the lodged weapon has done, which the next attempt resists (BRP-SPC-17).
    if (old.impaled && w.impaled && old.impaled.damageSoFar !== w.impaled.damageSoFar) deltas.push({ kind: "update", uuid, path: "system.impaled.damageSoFar", to: w.impaled.damageSoFar });
    if (old.firstAidBy.length !== w.firstAidBy.length) deltas.push({ kind: "update", uuid, path: "system.firstAidBy", to: [...w.firstAidBy] });
  }
  return deltas;
}

/** The wound a Healing power works on: the most recent one with points left that no lodged weapon blocks. */
export function woundToHeal(harm: BrpHarm): string | null {
  const open = harm.wounds.filter((w) => w.remaining > 0 && !(w.impaled && w.impaled.largerThanKnife));
  return open.at(-1)?.id ?? null;
}

/**
 * A lodged weapon pulled out (BRP-SPC-17): freed, the wound no longer holds it (and can heal);
 * otherwise the 1D3 extra damage lands on the same wound.
 */
export function pullOut(harm: BrpHarm, woundId: string, result: SelfRemoval): BrpHarm {
  const wound = harm.wounds.find((w) => w.id === woundId);
  if (!wound?.impaled) throw new RulesError("FRAY.Brp.Error.UnknownWound", { wound: woundId });
  if (result.freed) return { ...harm, wounds: harm.wounds.map((w) => (w.id === woundId ? { ...w, impaled: null } : w)) };
  const extra = result.extraDamage;
  return {
    ...harm,
    hp: harm.hp - extra,
    wounds: harm.wounds.map((w) => (w.id === woundId && w.impaled ? { ...w, damage: w.damage + extra, remaining: w.remaining + extra, impaled: { ...w.impaled, damageSoFar: w.impaled.damageSoFar + extra } } : w)),
  };
}
