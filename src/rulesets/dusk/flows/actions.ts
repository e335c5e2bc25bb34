import { RulesError } from "../../../core/errors.js";
import { actorAtUuid } from "../../../foundry/flows/participants.js";
import type { JsonObject } from "../../../foundry/chat/exchange-types.js";
import { format, guarded, localize } from "../../../foundry/flows/notify.js";
import { openExchange } from "../../../foundry/relay/relay.js";
import { ownsOrRefuses } from "../../../foundry/sheets/sheet-behaviour.js";
import { isStat } from "../rules/stats.js";
import type { TaskChoices } from "../rules/dialog-state.js";
import type { DuskCardPayload } from "../rules/card.js";
import { isCharacter, isNpc, itemSystem } from "./live.js";
import { currentDuskOptions } from "./options.js";
import { attackSetup, defenceSetup, taskSetup, type RollSetup } from "./requests.js";
import { rollDawnDusk, taskDialog } from "./roll.js";
import { assertMayAttack, fightRefOf } from "./tracker.js";
import { requestCombat } from "../../../foundry/combat/combat-request.js";
import { reportAnswer } from "../../../foundry/relay/relay.js";
import { spellControl } from "../rules/tracker.js";

/**
 * What the dusk sheet buttons do: open the task dialog with live odds, roll the Dawn and Dusk
 * dice on the roller's client, and ask the GM to post the card (see openers.ts). Recovery is in
 * recovery.ts.
 */

/** Rolls the dice of a set-up roll and asks the GM to post its card; nothing is written here. */
export async function rollAndOpen(actor: Actor.Implementation, title: string, setup: RollSetup, data: JsonObject): Promise<void> {
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

/**
 * A spell cast from the sheet (DB-ACT-4..6, DB-ACT-9): in a running fight it is recorded as the
 * tracker's control for its cast time would record it — the GM checks who asks and the rules
 * refuse a cast the round no longer allows (a reaction spell after a standard spell). Outside a
 * fight there is no turn to record it in, and the player is told so.
 */
export async function castSpell(actor: Actor.Implementation, itemId: string | null): Promise<void> {
  await guarded(async () => {
    const spell = itemSystem(itemId ? actor.items.get(itemId) : undefined, "duskSpell");
    if (!isCharacter(actor) || !spell || !ownsOrRefuses(actor)) return;
    const fight = fightRefOf(actor);
    const name = actor.items.get(itemId ?? "")?.name ?? "";
    if (!fight) return void ui.notifications?.info(format("FRAY.Dusk.Sheet.CastOutsideFight", { name: actor.name, spell: name }));
    reportAnswer(await requestCombat({ op: "control", ...fight, control: spellControl(spell.castTime) }));
  });
}

/** A PC attacks the targeted NPC with a weapon (DB-ACT-5, DB-FVTT-5). */
export async function attackWith(actor: Actor.Implementation, itemId: string | null): Promise<void> {
  await guarded(async () => {
    if (!isCharacter(actor) || !ownsOrRefuses(actor)) return;
    const token = game.user?.targets.first() ?? null;
    if (!isNpc(token?.actor ?? null)) throw new RulesError("FRAY.Dusk.Refusal.NoTarget", {});
    assertMayAttack(actor);
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
  const pc = actorAtUuid(payload.pc.uuid);
  const npc = actorAtUuid(payload.npc?.uuid);
  if (!isCharacter(pc) || !isNpc(npc)) return null;
  const setup = defenceSetup(pc, npc, game.user?.isGM ?? false, payload.fight);
  return taskDialog(localize("FRAY.Dusk.Dialog.DefenceTitle"), setup.input, setup.initial, currentDuskOptions());
}
