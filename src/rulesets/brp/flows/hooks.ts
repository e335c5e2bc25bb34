import { applyDeltas } from "../../../foundry/chat/apply-deltas.js";
import type { PlannedDelta } from "../../../foundry/chat/exchange-types.js";
import { livingDerived, type LivingSystem } from "../data/state.js";
import { bleedingDue, markBleedingDone, type BrpEncounterState } from "../rules/encounter.js";
import type { BrpHarm } from "../rules/harm.js";
import { actorLike } from "./actions.js";
import { currentBrpOptions } from "./options.js";
import { bleedingStep, changedWounds, endOfRoundStep, roundDeltas, type RoundStep } from "./rounds.js";

/**
 * Combat hooks, run by the active GM only: bleeding when the DEX-rank countdown reaches rank 1
 * (BRP-SPC-2), and at each round's end the shock countdown, the fatal-wound window and the stun
 * and entangle countdowns (BRP-WND-4, BRP-FAT-2, BRP-SPC-6, BRP-SPC-11).
 */

interface EncounterFlag {
  readonly ruleset: string;
  readonly state: BrpEncounterState;
}

function brpActors(combat: Combat.Implementation): Actor.Implementation[] {
  return combat.combatants.contents.map((c) => c.actor).filter((a): a is Actor.Implementation => a !== null && String(a.type).startsWith("brp"));
}

function harmNow(actor: Actor.Implementation): BrpHarm {
  const a = actorLike(actor);
  return livingDerived(a.system as LivingSystem, a.items, currentBrpOptions()).harm;
}

async function applyStep(actor: Actor.Implementation, step: (harm: BrpHarm, id: string) => RoundStep): Promise<void> {
  const before = harmNow(actor);
  const after = step(before, actor.id ?? "");
  const deltas: PlannedDelta[] = [...roundDeltas(actor.uuid, before, after)];
  for (const w of changedWounds(before, after.harm)) {
    deltas.push({ kind: "update", uuid: `${actor.uuid}.Item.${w.id}`, path: "system.damage", to: w.damage }, { kind: "update", uuid: `${actor.uuid}.Item.${w.id}`, path: "system.remaining", to: w.remaining });
  }
  if (deltas.length) await applyDeltas(deltas);
}

async function onUpdateCombat(combat: Combat.Implementation, changed: Record<string, unknown>): Promise<void> {
  if (!game.users?.activeGM?.isSelf) return;
  const flag = (combat.flags as { fray?: { encounter?: EncounterFlag } }).fray?.encounter;
  if (flag?.ruleset === "brp" && bleedingDue(flag.state)) {
    const round = flag.state.round;
    await combat.update({ "flags.fray.encounter.state": markBleedingDone(flag.state) } as unknown as Combat.UpdateData);
    for (const actor of brpActors(combat)) await applyStep(actor, (harm, id) => bleedingStep(harm, round, id));
  }
  const round = changed["round"];
  if (typeof round === "number" && round > 1) {
    for (const actor of brpActors(combat)) await applyStep(actor, (harm, id) => endOfRoundStep(harm, round - 1, id));
  }
}

export function registerBrpHooks(): void {
  Hooks.on("updateCombat", (combat: Combat.Implementation, changed: unknown) => void onUpdateCombat(combat, changed as Record<string, unknown>));
}
