import { applyDeltas } from "../../../foundry/chat/apply-deltas.js";
import type { PlannedDelta } from "../../../foundry/chat/exchange-types.js";
import { readEncounterRecord } from "../../../foundry/combat/encounter-record.js";
import { escapeHtml } from "../../../foundry/flows/html.js";
import { disengageSucceeds } from "../rules/actions.js";
import { defenceMet } from "../rules/disengage.js";
import type { BrpEncounterState } from "../rules/encounter.js";
import type { ExchangeOutcome } from "../rules/exchange.js";
import { SUCCESS_LEVELS, type SuccessLevel } from "../rules/success.js";
import type { AttackPayload } from "./attack.js";
import { brpSystem, isBrp } from "./openers.js";

/**
 * Disengaging (BRP-ACT-10, BRP-DATA-2), run by the active GM: each attack that closes on a
 * fighter who stated Disengage this round adds the defence it met to that fighter's record, and
 * as the next round begins the rules' `disengageSucceeds` decides whether the fighter got away:
 * out of the melee (Unengaged, free to move its full movement away), or still Engaged.
 */

const FLAG = "brpDisengage";

/** The defences a fighter met in one round, as its actor's flag keeps them. */
interface DefencesMet {
  readonly round: number;
  readonly defences: readonly SuccessLevel[];
}

function recordOf(actor: Actor.Implementation): DefencesMet | null {
  const flag = (actor.flags as Record<string, Record<string, unknown> | undefined>)["fray"]?.[FLAG] as Partial<DefencesMet> | undefined;
  if (!flag || !Number.isInteger(flag.round) || !Array.isArray(flag.defences)) return null;
  return { round: flag.round!, defences: flag.defences.filter((level): level is SuccessLevel => (SUCCESS_LEVELS as readonly unknown[]).includes(level)) };
}

/** The running brp encounter's state and the combatant of this actor in it. */
function statementOf(actor: Actor.Implementation): string | null {
  // Read from the combat's flag (this module is loaded by the exchange handlers, outside Foundry too).
  const combat = game.combat;
  const record = readEncounterRecord(combat?.flags);
  if (!combat?.started || record?.ruleset !== "brp") return null;
  const combatant = combat.combatants.contents.find((c) => c.actor?.uuid === actor.uuid);
  const state = record.state as BrpEncounterState;
  return combatant?.id ? (state.statements[combatant.id]?.action ?? null) : null;
}

/** The change an attack that closed makes to a disengaging defender's record of defences met (none otherwise). */
export function disengageDeltas(payload: AttackPayload, o: ExchangeOutcome, round: number): PlannedDelta[] {
  const uuid = payload.defender.uuid;
  const actor = uuid ? fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]) : null;
  if (!uuid || !(actor instanceof Actor) || !isBrp(actor) || !o.attackLevel || statementOf(actor) !== "disengage") return [];
  const met = defenceMet(o.attackLevel, o.defence && o.defence.kind !== "none" ? (o.defenceLevel ?? "failure") : null);
  if (met === null) return [];
  const before = recordOf(actor);
  const defences = before?.round === round ? [...before.defences, met] : [met];
  // Field by field: the round a number, the defences a list (each replaced whole).
  return [
    { kind: "update", uuid, path: `flags.fray.${FLAG}.round`, to: round },
    { kind: "update", uuid, path: `flags.fray.${FLAG}.defences`, to: defences },
  ];
}

/**
 * GM, as round `round` begins: every fighter who stated Disengage in the round just over gets
 * away when each parry and dodge it made succeeded (or no one attacked it), else stays engaged;
 * the result is said in chat.
 */
export async function settleDisengagement(combat: Combat.Implementation, round: number): Promise<void> {
  const record = readEncounterRecord(combat.flags);
  const finished = record?.ruleset === "brp" ? (record.past[record.past.length - 1] as BrpEncounterState | undefined) : undefined;
  if (!finished || finished.round !== round - 1) return;
  for (const [combatantId, statement] of Object.entries(finished.statements)) {
    const actor = combat.combatants.get(combatantId)?.actor ?? null;
    if (statement.action !== "disengage" || !isBrp(actor)) continue;
    const met = recordOf(actor);
    const away = disengageSucceeds(met?.round === finished.round ? met.defences : []);
    if (away) {
      await applyDeltas([
        { kind: "status", actorUuid: actor.uuid, statusId: "engaged", active: false },
        { kind: "status", actorUuid: actor.uuid, statusId: "unengaged", active: true },
      ]);
    }
    const key = away ? "FRAY.Brp.Disengage.Away" : "FRAY.Brp.Disengage.Held";
    const text = game.i18n?.format(key, { name: escapeHtml(actor.name), move: String(brpSystem(actor).move) }) ?? key;
    await ChatMessage.create({ speaker: ChatMessage.getSpeaker({ actor }), content: `<p>${text}</p>` });
  }
}
