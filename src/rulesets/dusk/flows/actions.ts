import { RulesError } from "../../../core/errors.js";
import { applyOwnDeltas, postExchange } from "../../../foundry/flows/post.js";
import { actorRef, participant } from "../../../foundry/flows/participants.js";
import { format, guarded, localize, warn } from "../../../foundry/flows/notify.js";
import { rollFormula } from "../../../foundry/flows/dice.js";
import { characterDerived, type CharacterSystem, type NpcSystem } from "../data/state.js";
import { rangeBand, type RangeBandKey } from "../rules/ranges.js";
import { healOneDay } from "../rules/wounds.js";
import { healthAfterEncounter, recoveryPoints, takeRest, type Rest } from "../rules/recovery.js";
import { DEFENCE_STAT } from "../rules/exchange.js";
import { isStat, type Stat } from "../rules/stats.js";
import type { TaskDialogInput } from "./dialog-state.js";
import type { CardRequest, DuskCardPayload } from "./card.js";
import { payloadWithView, type StoredPayload } from "./handlers.js";
import { actorAt, isCharacter, isNpc, itemsOf } from "./live.js";
import { currentDuskOptions } from "./options.js";
import { requestFrom, rollDawnDusk, taskDialog } from "./roll.js";

/**
 * What the dusk sheet buttons do: open the task dialog with live odds, roll the Dawn and Dusk
 * dice, and post the roll card, which the active GM settles through the rules. Recovery changes
 * only the character's own sheet, so it applies here.
 */

function dialogInput(actor: Actor.Implementation, purpose: TaskDialogInput["purpose"], headline: TaskDialogInput["headline"], extra: Partial<TaskDialogInput> = {}): TaskDialogInput {
  const system = actor.system as unknown as CharacterSystem;
  const derived = characterDerived(system, itemsOf(actor), currentDuskOptions());
  const skills = actor.items.contents
    .filter((i) => String(i.type) === "duskSkill")
    .map((i) => {
      const s = i.system as unknown as { stat: Stat; level: "trained" | "specialized" };
      return { id: i.id ?? "", name: i.name, level: s.level, stat: s.stat };
    });
  return { name: actor.name, purpose, headline, pools: system.pools, effortCosts: derived.effortCosts, skills, woundHinder: derived.penalties.hinderSteps, fixedDifficulty: null, attack: null, isGM: game.user?.isGM ?? false, ...extra };
}

async function postRoll(payload: StoredPayload, speaker: Actor.Implementation, roll: Roll | null): Promise<void> {
  await postExchange({
    ruleset: "dusk",
    kind: "roll",
    speaker,
    participants: [participant("actor", actorAt(payload.pc.uuid)), ...(payload.npc ? [participant(payload.mode === "attack" ? "target" : "attacker", actorAt(payload.npc.uuid))] : [])],
    payload: payloadWithView(payload),
    pending: { actorUuid: null, actions: ["settle"], prompt: "FRAY.Dusk.Card.Settling" },
    rolls: [{ roll, purpose: "FRAY.Dusk.Roll.Task", role: "actor" }],
  });
}

const round = () => game.combat?.round ?? 0;

/** A task of any stat from the sheet (DB-CORE-1). */
export async function rollTask(actor: Actor.Implementation, stat: string, skillId = ""): Promise<void> {
  await guarded(async () => {
    if (!isCharacter(actor)) return;
    const input = dialogInput(actor, "task", { key: "FRAY.Dusk.Dialog.TaskHeadline", data: { name: actor.name } });
    const choices = await taskDialog(localize("FRAY.Dusk.Dialog.TaskTitle"), input, { stat: isStat(stat) ? stat : "speed", skillId }, currentDuskOptions());
    if (!choices) return;
    const request = requestFrom(input, choices, currentDuskOptions());
    const rolled = await rollDawnDusk();
    const payload: StoredPayload = { mode: "task", pc: actorRef(actor), npc: null, label: "", damage: 0, request, task: null, exchange: null, round: round(), dice: rolled.dice };
    await postRoll(payload, actor, rolled.roll);
  });
}

interface TokenLike {
  readonly actor: Actor.Implementation | null;
  readonly center: { x: number; y: number };
}

/** Range band between two tokens from the scene's grid (DB-FVTT-8); Immediate without a canvas. */
export function bandBetween(a: TokenLike | null, b: TokenLike | null): RangeBandKey | "beyond" {
  const board = canvas as unknown as { grid?: { measurePath(points: Array<{ x: number; y: number }>): { distance: number } }; scene?: { grid?: { units?: string } } } | null;
  if (!a || !b || !board?.grid) return "immediate";
  const distance = board.grid.measurePath([a.center, b.center]).distance;
  const units = (board.scene?.grid?.units ?? "ft").toLowerCase();
  const feet = units.startsWith("m") ? distance * 3.28 : units.startsWith("y") ? distance * 3 : distance;
  return rangeBand(Math.max(0, Math.round(feet)));
}

const tokenOf = (actor: Actor.Implementation) => (actor.getActiveTokens()[0] as unknown as TokenLike | undefined) ?? null;

/** The scene's light level (a scene flag the GM sets; bright when unset). */
function sceneLight(): "bright" | "dim" | "veryDim" | "darkness" {
  const light = (canvas as unknown as { scene?: { getFlag(scope: string, key: string): unknown } } | null)?.scene?.getFlag("fray", "duskLight");
  return light === "dim" || light === "veryDim" || light === "darkness" ? light : "bright";
}

/** A PC attacks the targeted NPC with a weapon (DB-ACT-5, DB-FVTT-5). */
export async function attackWith(actor: Actor.Implementation, itemId: string | null): Promise<void> {
  await guarded(async () => {
    if (!isCharacter(actor)) return;
    const token = [...(game.user?.targets ?? [])][0] as unknown as TokenLike | undefined;
    const target = token?.actor ?? null;
    if (!isNpc(target)) throw new RulesError("FRAY.Dusk.Refusal.NoTarget", {});
    const item = itemId ? actor.items.get(itemId) : undefined;
    const weapon = (item?.system ?? { mode: "melee", damage: 1, stat: "might", range: "immediate", maxRange: "", cut: "bashing" }) as unknown as { mode: "melee" | "ranged"; damage: number; stat: Stat; range: RangeBandKey; maxRange: RangeBandKey | ""; cut: "stabbing" | "slashing" | "bashing"; worksUnderwater: boolean };
    const npc = target.system as unknown as NpcSystem;
    const band = bandBetween(tokenOf(actor), token ?? null);
    const label = item?.name ?? localize("FRAY.Dusk.Sheet.Unarmed");
    const input = dialogInput(actor, "attack", { key: "FRAY.Dusk.Dialog.AttackHeadline", data: { name: actor.name, weapon: label, target: target.name } }, {
      fixedDifficulty: npc.level,
      attack: { mode: weapon.mode, band, weapon: weapon.mode === "ranged" ? { range: weapon.range, ...(weapon.maxRange ? { maxRange: weapon.maxRange } : {}), cut: weapon.cut, worksUnderwater: weapon.worksUnderwater } : { range: "immediate", cut: weapon.cut } },
    });
    const choices = await taskDialog(localize("FRAY.Dusk.Dialog.AttackTitle"), input, { stat: weapon.stat, light: sceneLight() }, currentDuskOptions());
    if (!choices) return;
    const request = requestFrom(input, choices, currentDuskOptions());
    const rolled = await rollDawnDusk();
    const payload: StoredPayload = { mode: "attack", pc: actorRef(actor), npc: actorRef(target), label, damage: weapon.damage, request, task: null, exchange: null, round: round(), dice: rolled.dice };
    await postRoll(payload, actor, rolled.roll);
  });
}

/** GM: an NPC attacks each targeted character; each owner rolls the defence from the card (DB-CORE-6). */
export async function npcAttack(npcActor: Actor.Implementation): Promise<void> {
  await guarded(async () => {
    if (!isNpc(npcActor)) return;
    const npc = npcActor.system as unknown as NpcSystem;
    const victims = [...(game.user?.targets ?? [])].map((t) => (t as unknown as TokenLike).actor).filter(isCharacter);
    if (!victims.length) throw new RulesError("FRAY.Dusk.Refusal.NoTarget", {});
    for (const pc of victims) {
      const payload: StoredPayload = { mode: "defence", pc: actorRef(pc), npc: actorRef(npcActor), label: localize(`FRAY.Dusk.Nature.${npc.nature}`), damage: npc.damage, request: null, task: null, exchange: null, round: round(), dice: null };
      await postExchange({
        ruleset: "dusk",
        kind: "roll",
        speaker: npcActor,
        participants: [participant("attacker", npcActor), participant("defender", pc)],
        payload: payloadWithView(payload),
        pending: { actorUuid: pc.uuid, actions: ["defend"], prompt: "FRAY.Dusk.Card.DefendPrompt" },
        rolls: [],
      });
    }
  });
}

/** The defence dialog, on the client of whoever presses Defend (the character's owner or the GM). */
export async function defenceChoices(payload: DuskCardPayload): Promise<CardRequest | null> {
  const pc = actorAt(payload.pc.uuid);
  const npcActor = actorAt(payload.npc?.uuid);
  if (!isCharacter(pc) || !isNpc(npcActor)) return null;
  const npc = npcActor.system as unknown as NpcSystem;
  const band = bandBetween(tokenOf(npcActor), tokenOf(pc));
  const input = dialogInput(pc, "defence", { key: "FRAY.Dusk.Dialog.DefenceHeadline", data: { name: pc.name, attacker: npcActor.name } }, { fixedDifficulty: npc.level, attack: { mode: band === "immediate" ? "melee" : "ranged", band } });
  const choices = await taskDialog(localize("FRAY.Dusk.Dialog.DefenceTitle"), input, { stat: DEFENCE_STAT[npc.nature], light: sceneLight() }, currentDuskOptions());
  return choices ? requestFrom(input, choices, currentDuskOptions()) : null;
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
