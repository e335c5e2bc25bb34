import { ReplayDice } from "../../../core/dice.js";
import { actorItems } from "../../../foundry/flows/actor-items.js";
import { factsOf, withView } from "../../../foundry/chat/card-payload.js";
import { RulesError } from "../../../core/errors.js";
import type { ExchangeOpener } from "../../../foundry/chat/create-exchange.js";
import type { ExchangeData, ExchangeHandler, ExchangeStep, JsonObject } from "../../../foundry/chat/exchange-types.js";
import { EXCHANGE_CLOSED } from "../../../foundry/chat/exchange-types.js";
import { rollsFromJson } from "../../../foundry/chat/rolls.js";
import { liveDialog, renderTemplate } from "../../../foundry/dialog/live-dialog.js";
import { rollFormula, rollJson } from "../../../foundry/flows/dice.js";
import { readForm } from "../../../foundry/flows/form.js";
import { guarded, localize, warn } from "../../../foundry/flows/notify.js";
import { actorAtUuid, actorRef, participant } from "../../../foundry/flows/participants.js";
import { acceptRolledDice } from "../../../foundry/relay/accept-rolled.js";
import { openExchange } from "../../../foundry/relay/relay.js";
import { GUIDE_ACTIONS } from "../../../foundry/sheets/sheet-kit.js";
import { ownsOrRefuses } from "../../../foundry/sheets/sheet-behaviour.js";
import { characterDerived, type CharacterSystem } from "../rules/derived.js";
import { finishRecovery, healthAfterEncounter, startRecovery, takeRest, type Rest, type Rester, type RestDay } from "../rules/recovery.js";
import { endAdrenaline, healOneDay } from "../rules/wounds.js";
import { startOfAction } from "../rules/harm.js";
import type { PoolSpend } from "../rules/stats.js";
import { isCharacter, itemSystem, livePc, pcSystem } from "./live.js";
import { currentDuskOptions } from "./options.js";
import { allocationFrom, halfHealthView, stunRegainView, woundsOnView, isRest, shareOutcome, recoveryCardView, recoveryDialogContext, type RecoveryCardPayload, type RecoveryDialogInput } from "../rules/recovery-dialog.js";

/**
 * Recovery from the sheet (DB-REC-1..5, DB-FVTT-6). A rest button rolls the d6 on the player's
 * client; the GM posts a recovery card that takes the rest (refused if already used today) and
 * holds the points; the card's "Share out" opens the dialog where the player spreads them over the
 * Pools and chooses to take health back in full. Closing the dialog changes nothing; each step is
 * undoable from the card. The end of an encounter switches deferred wound penalties on and asks,
 * per character, to bring health back up to half — each on a card of its own, undoable.
 */

const T = "systems/fray/templates/dusk";
export const RECOVERY_TEMPLATES = {
  dialog: `${T}/dialog/recovery-dialog.hbs`,
  left: `${T}/parts/recovery-left.hbs`,
  card: `${T}/chat/parts/recovery-body.hbs`,
  encounterOver: `${T}/dialog/encounter-over.hbs`,
} as const;

function systemOf(actor: Actor.Implementation): CharacterSystem {
  const system = pcSystem(actor);
  if (!system) throw new RulesError("FRAY.Dusk.Refusal.NotACharacter", { name: actor.name });
  return system;
}

/** The character as the recovery rules read it, health held to its maximum now. */
function resterOf(actor: Actor.Implementation): Rester {
  const system = systemOf(actor);
  const maxHealth = characterDerived(system, actorItems(actor), currentDuskOptions()).maxHealth;
  return { level: system.level, pools: system.pools, health: Math.min(system.health.value, maxHealth), maxHealth, day: { used: system.restsUsed } as RestDay };
}

// ---------------------------------------------------------------- the rest button (player's client)

/** A rest from the sheet: the d6 of the recovery roll, sent to the GM to open the card. */
export async function rest(actor: Actor.Implementation, chosen: string): Promise<void> {
  await guarded(async () => {
    if (!isCharacter(actor) || !ownsOrRefuses(actor)) return;
    if (!isRest(chosen)) throw new RulesError("FRAY.Dusk.Error.UnknownRest", { rest: chosen });
    takeRest(resterOf(actor).day, chosen); // refuses a rest already taken before anything is rolled
    const d6 = await rollFormula("1d6");
    await openExchange("dusk", "recovery", actor.uuid, { rest: chosen, values: [d6.total], rolls: [{ roll: rollJson(d6.roll) }] });
  });
}

// ---------------------------------------------------------------- the card (GM's client)

const payloadOf = (exchange: ExchangeData) => factsOf<RecoveryCardPayload>(exchange.payload);
const stored = (payload: RecoveryCardPayload): JsonObject => withView(payload, recoveryCardView(payload));

const openRecovery: ExchangeOpener = (data, { actorUuid }) => {
  const actor = actorAtUuid(actorUuid);
  if (!isCharacter(actor)) throw new RulesError("FRAY.Relay.BadChoice", { what: "actor" });
  const chosen = data["rest"];
  if (!isRest(chosen)) throw new RulesError("FRAY.Dusk.Error.UnknownRest", { rest: String(chosen) });
  const dice = acceptRolledDice(["1d6"], data, "FRAY.Dusk.Roll.Recovery", "actor");
  const step = startRecovery(resterOf(actor), chosen, new ReplayDice(dice.faces));
  const payload: RecoveryCardPayload = { pc: actorRef(actor), rest: chosen, d6: step.state.d6, level: step.state.rester.level, points: step.state.points, shared: null };
  return {
    ruleset: "dusk",
    kind: "recovery",
    state: "open",
    participants: [participant("actor", actor)],
    pending: { actorUuid: actor.uuid, actions: ["shareRecovery"], prompt: "FRAY.Dusk.Recovery.Prompt" },
    payload: stored(payload),
    rolls: rollsFromJson(dice.rolls),
    speaker: actor,
    openingCost: { action: "rest", deltas: [{ kind: "update", uuid: actor.uuid, path: "system.restsUsed", to: [...step.state.rester.day.used] }] },
  };
};

/** The player's client: the dialog over the Pools as they are now; null (nothing sent) when closed. */
async function shareDialog(exchange: ExchangeData): Promise<JsonObject | null> {
  const payload = payloadOf(exchange);
  const actor = actorAtUuid(payload.pc.uuid);
  if (!isCharacter(actor)) return null;
  const rester = resterOf(actor);
  const room = (stat: keyof PoolSpend) => rester.pools[stat].max - rester.pools[stat].value;
  const input: RecoveryDialogInput = {
    name: actor.name,
    rest: payload.rest,
    d6: payload.d6,
    level: payload.level,
    pools: rester.pools,
    decision: { type: "allocateRecovery", by: "player", points: payload.points, room: { might: room("might"), speed: room("speed"), intellect: room("intellect") }, healthMissing: rester.maxHealth - rester.health },
  };
  const shared = await liveDialog({
    title: localize("FRAY.Dusk.Recovery.Title"),
    content: await renderTemplate(RECOVERY_TEMPLATES.dialog, recoveryDialogContext(input)),
    classes: ["fray", "dialog", "dusk"],
    rollLabel: "FRAY.Dusk.Recovery.Share",
    oddsSelector: ".fray-dusk-recovery-left",
    renderOdds: (root) => {
      const typed = allocationFrom(readForm(root));
      return renderTemplate(RECOVERY_TEMPLATES.left, recoveryDialogContext(input, typed.allocation, typed.restoreHealth).left);
    },
    read: (form) => allocationFrom(readForm(form)),
  });
  return shared ? ({ allocation: { ...shared.allocation }, restoreHealth: shared.restoreHealth } as JsonObject) : null;
}

/** GM: the points shared out over the character's Pools as they are now (the rules refuse more than rolled). */
function resolveShare(exchange: ExchangeData, request: { readonly data: JsonObject }): ExchangeStep {
  const payload = payloadOf(exchange);
  const actor = actorAtUuid(payload.pc.uuid);
  if (!isCharacter(actor)) return { state: EXCHANGE_CLOSED };
  const allocation = request.data["allocation"] as unknown as PoolSpend;
  const restoreHealth = request.data["restoreHealth"];
  const rester = resterOf(actor);
  const state = { rester, rest: payload.rest, points: payload.points, d6: payload.d6, done: false };
  const done = finishRecovery(state, allocation, restoreHealth as boolean);
  const { deltas, shared } = shareOutcome(actor.uuid, rester, done.state.rester, done.wasted);
  return { state: EXCHANGE_CLOSED, pending: null, payload: stored({ ...payload, shared }), resolution: { points: payload.points - done.wasted }, deltas };
}

const shareRecovery: ExchangeHandler = { label: "FRAY.Dusk.Recovery.Share", icon: "fa-solid fa-bed", prepare: shareDialog, resolve: resolveShare };

/**
 * GM: a character brought back up to half health after an encounter (DB-REC-4), worked out from
 * the character as it is now; posted as a card whose Undo takes the health back. Refused when the
 * character already has half its health or more.
 */
const openHalfHealth: ExchangeOpener = (_data, { actorUuid }) => {
  const actor = actorAtUuid(actorUuid);
  if (!isCharacter(actor)) throw new RulesError("FRAY.Relay.BadChoice", { what: "actor" });
  const { health, maxHealth } = resterOf(actor);
  const to = healthAfterEncounter(health, maxHealth);
  if (to <= health) throw new RulesError("FRAY.Dusk.Refusal.HalfHealthAlready", { name: actor.name });
  return {
    ruleset: "dusk",
    kind: "halfHealth",
    state: EXCHANGE_CLOSED,
    participants: [participant("actor", actor)],
    pending: null,
    payload: withView({ pc: actorRef(actor) }, halfHealthView(actorRef(actor), health, to)),
    speaker: actor,
    openingCost: { action: "halfHealth", deltas: [{ kind: "update", uuid: actor.uuid, path: "system.health.value", to }] },
  };
};

/** A character's wound items with the wound each stands for. */
function woundsOf(actor: Actor.Implementation) {
  return actor.items.contents.flatMap((item) => {
    const s = itemSystem(item, "duskWound");
    return s ? [{ item, wound: { type: s.woundType, value: s.value, deferred: s.deferred } }] : [];
  });
}

/**
 * GM: a character's deferred wound penalties come into force as the encounter ends (DB-WND-3),
 * as the rules' endAdrenaline says from the wounds as they are now; posted as a card whose Undo
 * defers them again. Refused when no wound is deferred (a repeated request).
 */
const openWoundsOn: ExchangeOpener = (_data, { actorUuid }) => {
  const actor = actorAtUuid(actorUuid);
  if (!isCharacter(actor)) throw new RulesError("FRAY.Relay.BadChoice", { what: "actor" });
  const wounds = woundsOf(actor);
  const after = endAdrenaline(wounds.map((w) => w.wound));
  const coming = wounds.filter((w, i) => w.wound.deferred && after[i]?.deferred === false);
  if (!coming.length) throw new RulesError("FRAY.Dusk.Refusal.NoDeferredWounds", { name: actor.name });
  return {
    ruleset: "dusk",
    kind: "woundsOn",
    state: EXCHANGE_CLOSED,
    participants: [participant("actor", actor)],
    pending: null,
    payload: withView({ pc: actorRef(actor) }, woundsOnView(actorRef(actor), coming.map((w) => w.wound))),
    speaker: actor,
    openingCost: { action: "woundsOn", deltas: coming.map(({ item }) => ({ kind: "update", uuid: item.uuid, path: "system.deferred", to: false })) },
  };
};

/**
 * GM, as the action turn of a character who survived a 0-health wound begins: its 1 health back
 * (DB-HP-3), from the rules' startOfAction on the character as it is now; posted as a card whose
 * Undo takes it back. Only a GM asks (the tracker's step does); refused when nothing is owed.
 */
const openStunRegain: ExchangeOpener = (_data, { actorUuid, askerId }) => {
  const actor = actorAtUuid(actorUuid);
  if (!game.users?.get(askerId)?.isGM) throw new RulesError("FRAY.Combat.GMOnly", {});
  if (!isCharacter(actor)) throw new RulesError("FRAY.Relay.BadChoice", { what: "actor" });
  const before = livePc(actor);
  const { target, regained } = startOfAction(before);
  if (!regained) throw new RulesError("FRAY.Dusk.Refusal.NothingOwed", { name: actor.name });
  return {
    ruleset: "dusk",
    kind: "stunRegain",
    state: EXCHANGE_CLOSED,
    participants: [participant("actor", actor)],
    pending: null,
    payload: withView({ pc: actorRef(actor) }, stunRegainView(actorRef(actor), before.health, target.health)),
    speaker: actor,
    openingCost: {
      action: "stunRegain",
      deltas: [
        { kind: "update", uuid: actor.uuid, path: "system.health.value", to: target.health },
        { kind: "update", uuid: actor.uuid, path: "system.regainOnNextAction", to: false },
      ],
    },
  };
};

export const RECOVERY_OPENERS: Readonly<Record<string, ExchangeOpener>> = { recovery: openRecovery, halfHealth: openHalfHealth, woundsOn: openWoundsOn, stunRegain: openStunRegain };
export const RECOVERY_HANDLERS = { recovery: { shareRecovery } } as const;
export const RECOVERY_CARD = { title: "FRAY.Dusk.Recovery.CardTitle", bodyPartial: RECOVERY_TEMPLATES.card } as const;
export const HALF_HEALTH_CARD = { title: "FRAY.Dusk.Recovery.EncounterOverTitle", bodyPartial: RECOVERY_TEMPLATES.card } as const;
export const WOUNDS_ON_CARD = HALF_HEALTH_CARD;
export const STUN_REGAIN_CARD = { title: "FRAY.Dusk.Recovery.StunRegainTitle", bodyPartial: RECOVERY_TEMPLATES.card } as const;

// ---------------------------------------------------------------- the end of an encounter

interface DialogApi {
  wait(config: Record<string, unknown>): Promise<unknown>;
}

/** The characters the user may bring back to half health, each with the health it would have. */
function halfHealthOffers(actors: readonly Actor.Implementation[]) {
  return actors.flatMap((actor) => {
    const { health, maxHealth } = resterOf(actor);
    const after = healthAfterEncounter(health, maxHealth);
    return after > health ? [{ id: actor.id ?? "", name: actor.name, from: health, to: after, max: maxHealth }] : [];
  });
}

/**
 * An encounter is over (DB-REC-4, DB-WND-3): deferred wound penalties come into force at once, then
 * one dialog asks, character by character, whether to bring health back up to half. Closing it
 * leaves every health as it is.
 */
export async function encounterOver(characters: readonly Actor.Implementation[]): Promise<void> {
  const mine = characters.filter((actor) => isCharacter(actor) && actor.isOwner);
  // Each character's wounds through the GM onto a card of its own, undoable (DB-WND-3).
  for (const actor of mine) if (woundsOf(actor).some((w) => w.wound.deferred)) await openExchange("dusk", "woundsOn", actor.uuid, {});
  const offers = halfHealthOffers(mine);
  if (!offers.length) return;
  const Dialog = foundry.applications.api.DialogV2 as unknown as DialogApi;
  const chosen = await Dialog.wait({
    classes: ["fray", "dialog", "dusk"],
    window: { title: localize("FRAY.Dusk.Recovery.EncounterOverTitle") },
    content: await renderTemplate(RECOVERY_TEMPLATES.encounterOver, { offers }),
    rejectClose: false,
    actions: GUIDE_ACTIONS,
    buttons: [{ action: "ok", label: localize("FRAY.Dusk.Recovery.EncounterOverConfirm"), default: true, callback: (_event: Event, button: HTMLButtonElement) => readForm(button.form ?? button.closest<HTMLElement>("form") ?? document.body) }],
  });
  if (!chosen || typeof chosen !== "object") return;
  const ticked = chosen as Readonly<Record<string, string | boolean>>;
  // Each through the GM onto its own card, undoable like every other change to a character.
  for (const offer of offers) if (ticked[`heal-${offer.id}`] === true) await openExchange("dusk", "halfHealth", mine.find((a) => a.id === offer.id)!.uuid, {});
}

/** The sheet's "Encounter over" for one character. */
export async function afterEncounter(actor: Actor.Implementation): Promise<void> {
  if (!isCharacter(actor) || !ownsOrRefuses(actor)) return;
  await encounterOver([actor]);
}

/** A day of rest: the least serious wound loses a point of value (DB-REC-5). */
export async function restDay(actor: Actor.Implementation): Promise<void> {
  if (!isCharacter(actor) || !ownsOrRefuses(actor)) return;
  const items = woundsOf(actor);
  const wounds = items.map((i) => i.wound);
  if (!wounds.length) return warn("FRAY.Dusk.Warning.NoWounds", { name: actor.name });
  const healed = healOneDay(wounds);
  // healOneDay keeps every untouched wound as the same object, so the first difference is the one healed.
  const changedIndex = wounds.findIndex((w, i) => healed[i] !== w);
  const item = items[changedIndex]?.item;
  if (!item) return;
  const after = wounds[changedIndex]!.value - 1;
  if (after <= 0) await item.delete();
  else await item.update({ "system.value": after } as Item.UpdateData);
}

export type { Rest };
