import { applyDeltas } from "../../../foundry/chat/apply-deltas.js";
import { harmDelta } from "./healing.js";
import { FrayCombat } from "../../../foundry/documents/combat.js";
import type { PlannedDelta } from "../../../foundry/chat/exchange-types.js";
import { livingDerived } from "../data/state.js";
import { isStatusTimer, VISION_OBSCURED_DURATION, visionObscuredTimer } from "../rules/attack.js";
import { rollFormula } from "./foundry-dice.js";
import { bleedingDue, markBleedingDone, type BrpEncounterState } from "../rules/encounter.js";
import type { BrpHarm } from "../rules/harm.js";
import { actorLike, moveOnRank } from "./actions.js";
import { brpSystem, isBrp } from "./openers.js";
import { FATIGUE_PER_BLEEDING_ROUND } from "../rules/fatigue.js";
import { currentBrpOptions } from "./options.js";
import { registerBrpSkillHooks } from "./skills.js";
import { heldWoundIds, STAUNCHING, staunchAtRoundEnd } from "./staunch.js";
import { powersAtRoundStart } from "./powers.js";
import { settleDisengagement } from "./disengage.js";
import { bleedingStep, changedWounds, endOfRoundStep, roundDeltas, type RoundStep } from "./rounds.js";

/**
 * Combat hooks, run by the active GM only: bleeding when the DEX-rank countdown reaches rank 1
 * (BRP-SPC-2), and at each round's end the shock countdown, the fatal-wound window, the stun
 * and entangle countdowns and the staunching Stamina roll (BRP-WND-4, BRP-FAT-2, BRP-SPC-3,
 * BRP-SPC-6, BRP-SPC-11).
 */

function brpActors(combat: Combat.Implementation): Actor.Implementation[] {
  return combat.combatants.contents.map((c) => c.actor).filter((a): a is Actor.Implementation => isBrp(a));
}

function harmNow(actor: Actor.Implementation): BrpHarm {
  const a = actorLike(actor);
  return livingDerived(a.system, a.items, currentBrpOptions()).harm;
}

async function applyStep(actor: Actor.Implementation, step: (harm: BrpHarm, id: string) => RoundStep): Promise<void> {
  const before = harmNow(actor);
  const after = step(before, actor.id ?? "");
  const deltas: PlannedDelta[] = [...roundDeltas(actor.uuid, before, after)];
  // With fatigue points in use, a round of bleeding also costs one (BRP-SPC-2).
  if (after.bled > 0 && currentBrpOptions().fatiguePoints) deltas.push({ kind: "update", uuid: actor.uuid, path: "system.fatiguePoints.value", to: brpSystem(actor).fatiguePoints.value - FATIGUE_PER_BLEEDING_ROUND });
  for (const w of changedWounds(before, after.harm)) {
    deltas.push({ kind: "update", uuid: `${actor.uuid}.Item.${w.id}`, path: "system.damage", to: w.damage }, { kind: "update", uuid: `${actor.uuid}.Item.${w.id}`, path: "system.remaining", to: w.remaining });
  }
  if (deltas.length) await applyDeltas(deltas);
}

async function onUpdateCombat(combat: Combat.Implementation, changed: Record<string, unknown>): Promise<void> {
  if (!game.users?.activeGM?.isSelf || !(combat instanceof FrayCombat)) return;
  // Marked on the combat's change queue against the state as it is then, so two updates in quick
  // succession cannot both find bleeding due.
  let bleedingRound = 0;
  const due = combat.encounterRecord?.ruleset === "brp" && await combat.changeEncounter((state) => {
    const brp = state as BrpEncounterState;
    if (!bleedingDue(brp)) return null;
    bleedingRound = brp.round;
    return markBleedingDone(brp);
  }, "mark");
  // A wound held closed does not bleed while the hand stays on it (BRP-SPC-3).
  if (due) for (const actor of brpActors(combat)) await applyStep(actor, (harm, id) => bleedingStep(harm, bleedingRound, id, heldWoundIds(actorLike(actor).items, actor.statuses.has(STAUNCHING))));
  const round = changed["round"];
  if (typeof round === "number" && round > 1) {
    // Who stated Disengage last round gets away or stays engaged (BRP-ACT-10).
    await settleDisengagement(combat, round);
    for (const actor of brpActors(combat)) {
      await applyStep(actor, (harm, id) => endOfRoundStep(harm, round - 1, id));
      // The Stamina roll of a character pressing a bleeding wound comes at the round's end.
      await staunchAtRoundEnd(actor);
      // A power waiting for this round takes effect; one whose rounds are over is removed (BRP-POW-2).
      await powersAtRoundStart(actor, round);
    }
  }
}

const VISION_OBSCURED = "visionObscured";

/**
 * GM, as Vision obscured is put on a fighter in a running fight: a 1D3, rolled and shown, sets how
 * many rounds it lasts (this one included); the round's end lifts it when they are over (BRP-DATA-3).
 */
async function timeVisionObscured(effect: ActiveEffect.Implementation): Promise<void> {
  if (!game.users?.activeGM?.isSelf || !effect.statuses.has(VISION_OBSCURED)) return;
  const actor = effect.parent;
  if (!(actor instanceof Actor) || !isBrp(actor)) return;
  const combat = game.combat;
  if (!combat?.started || !combat.combatants.contents.some((c) => c.actor?.uuid === actor.uuid)) return;
  const rolled = await rollFormula(VISION_OBSCURED_DURATION);
  const harm = harmNow(actor);
  const timer = visionObscuredTimer(actor.id ?? "", combat.round, rolled.total);
  const conditions = [...harm.conditions.filter((c) => !(c.id === VISION_OBSCURED && isStatusTimer(c))), timer];
  await applyDeltas([harmDelta(actor.uuid, { ...harm, conditions })]);
  const flavor = game.i18n?.format("FRAY.Brp.ObscuredVision.Lasts", { name: actor.name, rounds: String(rolled.total) }) ?? "";
  await rolled.roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor });
}

export function registerBrpHooks(): void {
  registerBrpSkillHooks();
  // A stated Move is done when the mover drags their token on their DEX rank (BRP-ACT-5).
  Hooks.on("moveToken", ((token: { actor: Actor.Implementation | null }, _movement: unknown, _operation: unknown, user: { isSelf?: boolean } | null) => {
    if (user?.isSelf && isBrp(token.actor)) void moveOnRank(token.actor, true);
  }) as never);
  Hooks.on("createActiveEffect", (effect: ActiveEffect.Implementation) => void timeVisionObscured(effect));
  Hooks.on("updateCombat", (combat: Combat.Implementation, changed: unknown) => void onUpdateCombat(combat, changed as Record<string, unknown>));
}
