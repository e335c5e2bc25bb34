import { RulesError } from "../../../core/errors.js";
import { EXCHANGE_CLOSED, type JsonObject } from "../../../foundry/chat/exchange-types.js";
import { readEncounterRecord } from "../../../foundry/combat/encounter-record.js";
import { isMessageOf } from "../../../foundry/documents/subtypes.js";
import { guarded } from "../../../foundry/flows/notify.js";
import { exchangeOf } from "../../../foundry/relay/relay.js";
import { ownsOrRefuses } from "../../../foundry/sheets/sheet-behaviour.js";
import type { DuskEncounterState } from "../rules/encounter.js";
import { SHORT_MOVE_CONTROL, shortMoveRefusal, shortMoveRolled } from "../rules/tracker.js";
import { rollAndOpen } from "./actions.js";
import { isCharacter } from "./live.js";
import { shortMoveSetup } from "./requests.js";
import { fullPayload } from "./secret.js";

/**
 * A character's Short move from the tracker (DB-ACT-1, DB-FVTT-3): the control opens the Speed
 * roll on the presser's client, the GM posts its card like any task, and once the card's result
 * is final the GM's client records the move — made, the standard action only is left; missed,
 * the bonus action only.
 */

/** Which combatant's move a Short move card records, kept on the card. */
export interface ShortMoveRef {
  readonly combatId: string;
  readonly combatantId: string;
}

interface EncounterCombat extends Combat.Implementation {
  changeEncounter(change: (state: unknown) => unknown): Promise<boolean>;
}

function duskStateOf(combat: Combat.Implementation): DuskEncounterState | null {
  const record = readEncounterRecord(combat.flags);
  return record?.ruleset === "dusk" ? (record.state as DuskEncounterState) : null;
}

/** Refuses, before any dice, a Short move the fight does not allow now (not the movement phase, moved already). */
function assertMayShortMove(combat: Combat.Implementation, combatantId: string): void {
  const state = duskStateOf(combat);
  const refusal = state ? shortMoveRefusal(state, combatantId) : "FRAY.Combat.NotStarted";
  if (refusal) throw new RulesError(refusal, { id: combat.combatants.get(combatantId)?.name ?? "" });
}

/** The presser's client: the tracker's Short move control opens the character's Speed roll. */
export async function rollForControl(combat: Combat.Implementation, combatantId: string, control: string): Promise<void> {
  await guarded(async () => {
    const actor = combat.combatants.get(combatantId)?.actor ?? null;
    if (control !== SHORT_MOVE_CONTROL || !combat.id || !isCharacter(actor) || !ownsOrRefuses(actor)) return;
    assertMayShortMove(combat, combatantId);
    const move: ShortMoveRef = { combatId: combat.id, combatantId };
    await rollAndOpen(actor, "FRAY.Dusk.Dialog.ShortMoveTitle", shortMoveSetup(actor, game.user?.isGM ?? false), { mode: "shortMove", ...move });
  });
}

/** GM: the combatant a Short move card claims — one of this actor's in a running dusk fight, free to move now. */
export function claimedShortMove(actor: Actor.Implementation, data: JsonObject): ShortMoveRef {
  const combat = game.combats?.get(String(data["combatId"])) as Combat.Implementation | undefined;
  const combatant = combat?.combatants.get(String(data["combatantId"]));
  if (!combat?.id || !combatant?.id || combatant.actor?.uuid !== actor.uuid) throw new RulesError("FRAY.Relay.BadChoice", { what: "combatantId" });
  assertMayShortMove(combat, combatant.id);
  return { combatId: combat.id, combatantId: combatant.id };
}

/** GM: a Short move card whose result is final records the move in its fight (once: a moved combatant is left be). */
async function recordIfFinal(message: ChatMessage.Implementation): Promise<void> {
  if (!game.users?.activeGM?.isSelf || !isMessageOf(message, "exchange")) return;
  const exchange = exchangeOf(message);
  if (exchange.ruleset !== "dusk" || exchange.state !== EXCHANGE_CLOSED || !("move" in exchange.payload || "secretId" in exchange.payload)) return;
  const payload = fullPayload(exchange.payload) as ReturnType<typeof fullPayload> & { readonly move?: ShortMoveRef };
  const outcome = payload.task?.outcome;
  const combat = payload.move ? (game.combats?.get(payload.move.combatId) as EncounterCombat | undefined) : undefined;
  if (!payload.move || !outcome || typeof combat?.changeEncounter !== "function") return;
  const { combatantId } = payload.move;
  await combat.changeEncounter((state) => shortMoveRolled(state as DuskEncounterState, combatantId, outcome.success));
}

export function registerShortMoves(): void {
  const record = (message: ChatMessage.Implementation) => void guarded(() => recordIfFinal(message));
  Hooks.on("createChatMessage", record);
  Hooks.on("updateChatMessage", record);
}
