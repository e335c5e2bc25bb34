import { RulesError } from "../../../core/errors.js";
import { EXCHANGE_CLOSED, type JsonObject } from "../../../foundry/chat/exchange-types.js";
import { readEncounterRecord } from "../../../foundry/combat/encounter-record.js";
import { isMessageOf } from "../../../foundry/documents/subtypes.js";
import { guarded } from "../../../foundry/flows/notify.js";
import { exchangeOf, openExchange } from "../../../foundry/relay/relay.js";
import { ownsOrRefuses } from "../../../foundry/sheets/sheet-behaviour.js";
import type { FightRef } from "../rules/card.js";
import type { DuskEncounterState } from "../rules/encounter.js";
import { INTERCEPT_CONTROL, SHORT_MOVE_CONTROL, interceptRefusal, interceptTaken, shortMoveRefusal, shortMoveRolled } from "../rules/tracker.js";
import { rollAndOpen } from "./actions.js";
import { isCharacter, isNpc, itemSystem } from "./live.js";
import { attackSetup, shortMoveSetup } from "./requests.js";
import { fullPayload } from "./secret.js";

/**
 * The dusk tracker controls that roll first (DB-FVTT-3). A Short move (DB-ACT-1) opens the
 * character's Speed roll; once its card is final the GM's client records the move — made, the
 * standard action only is left; missed, the bonus action only. An Intercept (DB-ACT-8) opens the
 * interceptor's attack on the targeted foe: a character's attack roll, or, for an NPC, the
 * targeted character's defence from the card (DB-ACT-10); the reaction is spent as the card
 * opens, and a hit deals nothing but makes its target Intercepted (an undoable change of the card).
 */

interface EncounterCombat extends Combat.Implementation {
  changeEncounter(change: (state: unknown) => unknown): Promise<boolean>;
}

type Refusal = (state: DuskEncounterState, combatantId: string) => string | null;
const REFUSALS: Readonly<Record<string, Refusal>> = { [SHORT_MOVE_CONTROL]: shortMoveRefusal, [INTERCEPT_CONTROL]: interceptRefusal };

function duskStateOf(combat: Combat.Implementation): DuskEncounterState | null {
  const record = readEncounterRecord(combat.flags);
  return record?.ruleset === "dusk" ? (record.state as DuskEncounterState) : null;
}

/** Refuses, before any dice, a control the fight does not allow now (moved already, reaction spent). */
function assertMay(combat: Combat.Implementation, combatantId: string, control: string): void {
  const state = duskStateOf(combat);
  const refusal = state ? (REFUSALS[control]?.(state, combatantId) ?? null) : "FRAY.Combat.NotStarted";
  if (refusal) throw new RulesError(refusal, { id: combat.combatants.get(combatantId)?.name ?? "" });
}

/** The presser's client: a control the dusk model marks rollFirst opens its roll. */
export async function rollForControl(combat: Combat.Implementation, combatantId: string, control: string): Promise<void> {
  await guarded(async () => {
    const actor = combat.combatants.get(combatantId)?.actor ?? null;
    if (!combat.id || !REFUSALS[control] || !actor || !ownsOrRefuses(actor)) return;
    assertMay(combat, combatantId, control);
    const ref: FightRef = { combatId: combat.id, combatantId };
    const isGM = game.user?.isGM ?? false;
    if (control === SHORT_MOVE_CONTROL && isCharacter(actor)) return void (await rollAndOpen(actor, "FRAY.Dusk.Dialog.ShortMoveTitle", shortMoveSetup(actor, isGM), { mode: "shortMove", ...ref }));
    if (control !== INTERCEPT_CONTROL) return;
    const token = game.user?.targets.first() ?? null;
    // A character intercepts an NPC with its weapon; an NPC intercepts a character, who defends (DB-ACT-10).
    if (isCharacter(actor) && isNpc(token?.actor ?? null)) {
      const itemId = actor.items.contents.find((item) => itemSystem(item, "duskWeapon")?.equipped)?.id ?? null;
      await rollAndOpen(actor, "FRAY.Dusk.Dialog.InterceptTitle", attackSetup(actor, itemId, token!.actor, isGM), { mode: "intercept", itemId, targets: [token!.document.uuid], ...ref });
    } else if (isNpc(actor) && isCharacter(token?.actor ?? null)) {
      await openExchange("dusk", "roll", actor.uuid, { mode: "npcIntercept", targets: [token!.document.uuid], ...ref });
    } else throw new RulesError("FRAY.Dusk.Refusal.NoTarget", {});
  });
}

/** GM: the combatant a card claims for `control` — one of this actor's in a running dusk fight, free to take it now. */
export function claimedFor(control: string, actor: Actor.Implementation, data: JsonObject): FightRef {
  const combat = game.combats?.get(String(data["combatId"])) as Combat.Implementation | undefined;
  const combatant = combat?.combatants.get(String(data["combatantId"]));
  if (!combat?.id || !combatant?.id || combatant.actor?.uuid !== actor.uuid) throw new RulesError("FRAY.Relay.BadChoice", { what: "combatantId" });
  assertMay(combat, combatant.id, control);
  return { combatId: combat.id, combatantId: combatant.id };
}

function encounterOf(ref: FightRef): EncounterCombat | null {
  const combat = game.combats?.get(ref.combatId) as EncounterCombat | undefined;
  return typeof combat?.changeEncounter === "function" ? combat : null;
}

/** GM, as an Intercept's card opens: the reaction is spent, whatever the attack does (DB-ACT-8). */
export async function recordIntercept(ref: FightRef): Promise<void> {
  await encounterOf(ref)?.changeEncounter((state) => interceptTaken(state as DuskEncounterState, ref.combatantId));
}

/** GM: a Short move card whose result is final records the move in its fight (once: a moved combatant is left be). */
async function recordIfFinal(message: ChatMessage.Implementation): Promise<void> {
  if (!game.users?.activeGM?.isSelf || !isMessageOf(message, "exchange")) return;
  const exchange = exchangeOf(message);
  if (exchange.ruleset !== "dusk" || exchange.state !== EXCHANGE_CLOSED || !("move" in exchange.payload || "secretId" in exchange.payload)) return;
  const payload = fullPayload(exchange.payload);
  const outcome = payload.task?.outcome;
  const combat = payload.move ? encounterOf(payload.move) : null;
  if (!payload.move || !outcome || !combat) return;
  const { combatantId } = payload.move;
  await combat.changeEncounter((state) => shortMoveRolled(state as DuskEncounterState, combatantId, outcome.success));
}

export function registerShortMoves(): void {
  const record = (message: ChatMessage.Implementation) => void guarded(() => recordIfFinal(message));
  Hooks.on("createChatMessage", record);
  Hooks.on("updateChatMessage", record);
}
