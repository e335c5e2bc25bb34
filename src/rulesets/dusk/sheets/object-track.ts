import { RulesError } from "../../../core/errors.js";
import { storedSystem } from "../../../foundry/data/field-spec.js";
import { ACTOR_SPECS } from "../rules/specs.js";
import { damageObject, OBJECT_TRACK, type ObjectCondition } from "../rules/damage.js";

/**
 * The object sheet's two buttons: one step down the damage track (the rules' `damageObject`) or
 * one step back up (a repair, which the rules leave to the GM). Pure, so the step is tested.
 */
export function nextObjectCondition(condition: ObjectCondition, direction: 1 | -1): ObjectCondition {
  if (direction === 1) return damageObject(condition, 1);
  const index = OBJECT_TRACK.indexOf(condition);
  if (index < 0) throw new RulesError("FRAY.Dusk.Error.UnknownObjectCondition", { condition: String(condition) });
  return OBJECT_TRACK[Math.max(0, index - 1)]!;
}

/** Writes the next condition; a sheet its user may not edit changes nothing. */
export async function moveObjectTrack(actor: Actor.Implementation, editable: boolean, direction: 1 | -1): Promise<void> {
  if (!editable) return;
  const condition = storedSystem(ACTOR_SPECS, actor, "duskObject")?.condition;
  if (!condition) return;
  const next = nextObjectCondition(condition, direction);
  if (next !== condition) await actor.update({ "system.condition": next } as Actor.UpdateData);
}
