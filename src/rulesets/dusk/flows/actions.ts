import { RulesError } from "../../../core/errors.js";
import type { JsonObject } from "../../../foundry/chat/exchange-types.js";
import { applyOwnDeltas } from "../../../foundry/flows/post.js";
import { format, guarded, localize, warn } from "../../../foundry/flows/notify.js";
import { rollFormula } from "../../../foundry/flows/dice.js";
import { openExchange } from "../../../foundry/relay/relay.js";
import { ownsOrRefuses } from "../../../foundry/sheets/sheet-behaviour.js";
import { characterDerived, type CharacterSystem } from "../data/state.js";
import { healOneDay } from "../rules/wounds.js";
import { healthAfterEncounter, recoveryPoints, takeRest, type Rest } from "../rules/recovery.js";
import { isStat, type Stat } from "../rules/stats.js";
import type { TaskChoices } from "./dialog-state.js";
import type { DuskCardPayload } from "./card.js";
import { actorAt, isCharacter, isNpc, itemsOf } from "./live.js";
import { currentDuskOptions } from "./options.js";
import { attackSetup, defenceSetup, taskSetup, type RollSetup } from "./requests.js";
import { rollDawnDusk, taskDialog } from "./roll.js";

/**
 * What the dusk sheet buttons do: open the task dialog with live odds, roll the Dawn and Dusk
 * dice on the roller's client, and ask the GM to post the card (see openers.ts). Recovery changes
 * only the character's own sheet, so it applies here.
 */

/** Rolls the dice of a set-up roll and asks the GM to post its card; nothing is written here. */
async function rollAndOpen(actor: Actor.Implementation, title: string, setup: RollSetup, data: JsonObject): Promise<void> {
  const choices = await taskDialog(localize(title), setup.input, setup.initial, currentDuskOptions());
  if (!choices) return;
  await openExchange("dusk", "roll", actor.uuid, { ...data, choices: { ...choices }, ...(await rollDawnDusk()) } as unknown as JsonObject);
}

/** A task of any stat from the sheet (DB-CORE-1). */
export async function rollTask(actor: Actor.Implementation, stat: string, skillId = ""): Promise<void> {
  await guarded(async () => {
    if (!isCharacter(actor) || !ownsOrRefuses(actor)) return;
    const chosen = isStat(stat) ? stat : "speed";
    await rollAndOpen(actor, "FRAY.Dusk.Dialog.TaskTitle", taskSetup(actor, chosen, skillId, game.user?.isGM ?? false), { mode: "task", stat: chosen, skillId });
  });
}

/** A PC attacks the targeted NPC with a weapon (DB-ACT-5, DB-FVTT-5). */
export async function attackWith(actor: Actor.Implementation, itemId: string | null): Promise<void> {
  await guarded(async () => {
    if (!isCharacter(actor) || !ownsOrRefuses(actor)) return;
    const token = game.user?.targets.first() ?? null;
    if (!isNpc(token?.actor ?? null)) throw new RulesError("FRAY.Dusk.Refusal.NoTarget", {});
    const setup = attackSetup(actor, itemId, token!.actor, game.user?.isGM ?? false);
    await rollAndOpen(actor, "FRAY.Dusk.Dialog.AttackTitle", setup, { mode: "attack", itemId, targets: [token!.document.uuid] });
  });
}

/** GM: an NPC attacks each targeted character; each owner rolls the defence from the card (DB-CORE-6). */
export async function npcAttack(npcActor: Actor.Implementation): Promise<void> {
  await guarded(async () => {
    if (!isNpc(npcActor) || !ownsOrRefuses(npcActor)) return;
    const victims = [...(game.user?.targets ?? [])].filter((token) => isCharacter(token.actor));
    if (!victims.length) throw new RulesError("FRAY.Dusk.Refusal.NoTarget", {});
    for (const token of victims) await openExchange("dusk", "roll", npcActor.uuid, { mode: "npcAttack", targets: [token.document.uuid] });
  });
}

/** The defence dialog, on the client of whoever presses Defend (the character's owner or the GM). */
export async function defenceChoices(payload: DuskCardPayload): Promise<TaskChoices | null> {
  const pc = actorAt(payload.pc.uuid);
  const npc = actorAt(payload.npc?.uuid);
  if (!isCharacter(pc) || !isNpc(npc)) return null;
  const setup = defenceSetup(pc, npc, game.user?.isGM ?? false);
  return taskDialog(localize("FRAY.Dusk.Dialog.DefenceTitle"), setup.input, setup.initial, currentDuskOptions());
}

// ---------------------------------------------------------------- recovery (DB-FVTT-6)

/** After an encounter: health back up to half, deferred wound penalties switched on (DB-REC-4, DB-WND-3). */
export async function afterEncounter(actor: Actor.Implementation): Promise<void> {
  if (!isCharacter(actor) || !actor.isOwner) return;
  const system = actor.system as unknown as CharacterSystem;
  const max = characterDerived(system, itemsOf(actor), currentDuskOptions()).maxHealth;
  const health = healthAfterEncounter(Math.min(system.health.value, max), max);
  if (health !== system.health.value) await actor.update({ "system.health.value": health } as Actor.UpdateData);
  const wounds = actor.items.contents.filter((i) => String(i.type) === "duskWound" && (i.system as unknown as { deferred: boolean }).deferred);
  if (wounds.length) await actor.updateEmbeddedDocuments("Item", wounds.map((w) => ({ _id: w.id, "system.deferred": false })));
}

/** A recovery roll (DB-REC-1..3): d6 + level, shared out by the player, health in full if chosen. */
export async function recoveryRoll(actor: Actor.Implementation, rest: Rest): Promise<void> {
  await guarded(async () => {
    if (!isCharacter(actor)) return;
    const system = actor.system as unknown as CharacterSystem;
    const day = takeRest({ used: system.restsUsed as Rest[] }, rest);
    const d6 = await rollFormula("1d6");
    const points = recoveryPoints(d6.total, system.level);
    const max = characterDerived(system, itemsOf(actor), currentDuskOptions()).maxHealth;
    // Points go first to the emptiest Pool; the player may move them by hand afterwards.
    const pools = structuredClone(system.pools) as { -readonly [K in Stat]: { value: number; max: number } };
    for (let left = points; left > 0; left--) {
      const stat = (["might", "speed", "intellect"] as const).filter((s) => pools[s].value < pools[s].max).sort((a, b) => pools[b].max - pools[b].value - (pools[a].max - pools[a].value))[0];
      if (!stat) break;
      pools[stat].value += 1;
    }
    await applyOwnDeltas([
      { kind: "update", uuid: actor.uuid, path: "system.pools", to: pools },
      { kind: "update", uuid: actor.uuid, path: "system.restsUsed", to: [...day.used] },
      { kind: "update", uuid: actor.uuid, path: "system.health.value", to: max },
    ]);
    await d6.roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor: format("FRAY.Dusk.Card.Recovered", { name: actor.name, points, rest: localize(`FRAY.Dusk.Rest.${rest}`) }) });
  });
}

/** A day of rest: the least serious wound loses a point of value (DB-REC-5). */
export async function restDay(actor: Actor.Implementation): Promise<void> {
  if (!isCharacter(actor)) return;
  const items = actor.items.contents.filter((i) => String(i.type) === "duskWound");
  const wounds = items.map((i) => {
    const s = i.system as unknown as { woundType: "winded" | "light" | "moderate" | "severe" | "critical"; value: number; deferred: boolean };
    return { type: s.woundType, value: s.value, deferred: s.deferred };
  });
  if (!wounds.length) return warn("FRAY.Dusk.Warning.NoWounds", { name: actor.name });
  const healed = healOneDay(wounds);
  // healOneDay keeps every untouched wound as the same object, so the first difference is the one healed.
  const changedIndex = wounds.findIndex((w, i) => healed[i] !== w);
  const item = items[changedIndex];
  if (!item) return;
  const after = wounds[changedIndex]!.value - 1;
  if (after <= 0) await item.delete();
  else await item.update({ "system.value": after } as Item.UpdateData);
}
