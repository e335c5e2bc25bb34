import { applyDeltas } from "../../../foundry/chat/apply-deltas.js";
import { escapeHtml } from "../../../foundry/flows/html.js";
import { readEncounterRecord } from "../../../foundry/combat/encounter-record.js";
import { requestCombat } from "../../../foundry/combat/combat-request.js";
import { isItemOf } from "../../../foundry/documents/subtypes.js";
import { FrayCombat } from "../../../foundry/documents/combat.js";
import { notifyRulesError, warn } from "../../../foundry/flows/notify.js";
import { reportAnswer } from "../../../foundry/relay/socket.js";
import { livingDerived } from "../data/state.js";
import { usePower as spendPower } from "../rules/actions.js";
import { POWER_CONTROL, powerRefusal, type BrpEncounterState } from "../rules/encounter.js";
import { healWound } from "../rules/healing.js";
import { powerSpan, powerStage, type PowerSpan } from "../rules/powers.js";
import { rollFormula } from "./foundry-dice.js";
import { healingDeltas, woundToHeal } from "./healing.js";
import { actorLike, brpSystem, isBrp } from "./openers.js";
import { currentBrpOptions } from "./options.js";

/**
 * Using a power from the sheet (BRP-POW-*, BRP-DATA-6, BRP-HEAL-7). In a fight it takes the
 * caster's power slot on the tracker (its INT rank in the powers phase, or its DEX-rank slot with
 * statements off), refused out of turn before a point is spent; the points go on the rank it is
 * used (BRP-POW-6). A power with a duration is an effect on the caster that waits for the next
 * round when not instantaneous (BRP-POW-2) and that the start of the round after its last one
 * removes (the GM's round hook, `powersAtRoundStart`).
 */

/** The flag an effect of a power carries: the rounds it works in. */
const POWER_FLAG = "brpPower";

/** The running brp fight this actor is in, with its combatant and the encounter state. */
function fightOf(actor: Actor.Implementation): { combat: FrayCombat; combatantId: string; state: BrpEncounterState } | null {
  const combat = game.combat;
  if (!(combat instanceof FrayCombat) || !combat.started || !combat.id) return null;
  const combatant = combat.combatants.contents.find((c) => c.actor?.uuid === actor.uuid);
  const record = readEncounterRecord(combat.flags);
  if (!combatant?.id || record?.ruleset !== "brp") return null;
  return { combat, combatantId: combatant.id, state: record.state as BrpEncounterState };
}

export async function usePowerOf(actor: Actor.Implementation, itemId: string | null): Promise<void> {
  const item = itemId ? actor.items.get(itemId) : undefined;
  if (!isItemOf(item, "brpPower")) return;
  const power = item.system;
  const fight = fightOf(actor);
  const refusal = fight ? powerRefusal(fight.state, fight.combatantId) : null;
  if (refusal) return warn(refusal, { id: actor.name });
  const healing = power.effect === "healing" ? healingTarget(actor) : null;
  if (healing === "refused") return;
  const round = fight?.combat.round ?? 0;
  const cost = power.cost * power.level;
  let left: number;
  let span: PowerSpan | null;
  try {
    left = spendPower(brpSystem(actor).powerPoints.value, { cost, instantaneous: power.instantaneous }, round).powerPoints;
    span = fight ? powerSpan(round, power.instantaneous, power.durationRounds ?? 0) : null;
  } catch (error) {
    notifyRulesError(error);
    return;
  }
  // The slot first, on the GM's client against the state as it is then: refused, nothing is spent.
  if (fight) {
    const answer = await requestCombat({ op: "control", combatId: fight.combat.id ?? "", combatantId: fight.combatantId, control: POWER_CONTROL });
    if (answer?.status !== "applied") return reportAnswer(answer);
  }
  await actor.update({ "system.powerPoints.value": left } as Actor.UpdateData);
  await postUse(actor, item.name, cost, span, round);
  if (span) await actor.createEmbeddedDocuments("ActiveEffect", [powerEffectData(item, span, round, fight?.combat.id ?? null)] as never);
  if (!healing) return;
  const { patient, before, woundId } = healing;
  const roll = await rollFormula(`${power.level}d6`);
  await applyDeltas(healingDeltas(patient.uuid, before, healWound(before, woundId, roll.total)));
  await roll.roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor: game.i18n?.format("FRAY.Brp.Card.Healed", { wound: patient.items.get(woundId)?.name ?? "", points: String(roll.total) }) ?? "" });
}

/** The effect a lasting power puts on its caster: off until it takes effect, its rounds in its duration and flag. */
export function powerEffectData(item: { readonly name: string; readonly img?: string | null | undefined; readonly uuid: string }, span: PowerSpan, round: number, combatId: string | null) {
  return {
    name: item.name,
    img: item.img ?? null,
    origin: item.uuid,
    disabled: powerStage(span, round) === "waiting",
    duration: { rounds: span.lastRound - span.fromRound + 1, startRound: span.fromRound, combat: combatId },
    flags: { fray: { [POWER_FLAG]: { fromRound: span.fromRound, lastRound: span.lastRound } } },
  };
}

/** The rounds a power's effect works in, when the effect is one. */
function spanOf(effect: ActiveEffect.Implementation): PowerSpan | null {
  const flag = (effect.flags as Record<string, Record<string, unknown> | undefined>)["fray"]?.[POWER_FLAG] as Partial<PowerSpan> | undefined;
  return Number.isInteger(flag?.fromRound) && Number.isInteger(flag?.lastRound) ? { fromRound: flag!.fromRound!, lastRound: flag!.lastRound! } : null;
}

/**
 * GM, as round `round` begins: a power waiting for it takes effect, one whose rounds are over is
 * removed (BRP-POW-2, BRP-ROUND-3), each said in chat.
 */
export async function powersAtRoundStart(actor: Actor.Implementation, round: number): Promise<void> {
  if (!isBrp(actor)) return;
  for (const effect of actor.effects.contents) {
    const span = spanOf(effect);
    if (!span || !effect.id) continue;
    const stage = powerStage(span, round);
    if (stage === "over") {
      await actor.deleteEmbeddedDocuments("ActiveEffect", [effect.id]);
      await say(actor, "FRAY.Brp.Power.Ends", { power: effect.name, name: actor.name });
    } else if (stage === "working" && effect.disabled) {
      await effect.update({ disabled: false } as ActiveEffect.UpdateData);
      await say(actor, "FRAY.Brp.Power.Begins", { power: effect.name, name: actor.name });
    }
  }
}

async function postUse(actor: Actor.Implementation, power: string, cost: number, span: PowerSpan | null, round: number): Promise<void> {
  const lines = [format("FRAY.Brp.Power.Used", { name: actor.name, power, cost: String(cost) })];
  if (span) lines.push(format(powerStage(span, round) === "waiting" ? "FRAY.Brp.Power.Waits" : "FRAY.Brp.Power.Works", { power, from: String(span.fromRound), last: String(span.lastRound) }));
  await ChatMessage.create({ speaker: ChatMessage.getSpeaker({ actor }), content: lines.map((line) => `<p>${line}</p>`).join("") });
}

async function say(actor: Actor.Implementation, key: string, data: Record<string, string>): Promise<void> {
  await ChatMessage.create({ speaker: ChatMessage.getSpeaker({ actor }), content: `<p>${format(key, data)}</p>` });
}

/** A localized line with names escaped (power and actor names are typed by users). */
function format(key: string, data: Record<string, string>): string {
  const escaped = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, escapeHtml(v)]));
  return game.i18n?.format(key, escaped) ?? key;
}

/** Whom a healing power would heal and which wound, or "refused" (with the warning shown). */
function healingTarget(actor: Actor.Implementation): { patient: Actor.Implementation; before: ReturnType<typeof livingDerived>["harm"]; woundId: string } | "refused" {
  const token = game.user?.targets.first();
  const targeted = token?.actor ?? null;
  const patient = isBrp(targeted) ? targeted : actor;
  if (!patient.isOwner) {
    warn("FRAY.Brp.Warning.NotYourPatient");
    return "refused";
  }
  const p = actorLike(patient);
  const before = livingDerived(p.system, p.items, currentBrpOptions()).harm;
  const woundId = woundToHeal(before);
  if (!woundId) {
    warn("FRAY.Brp.Warning.NothingToHeal");
    return "refused";
  }
  return { patient, before, woundId };
}
