import { tokenDistance } from "../../../foundry/flows/token-distance.js";
import { applyDeltas } from "../../../foundry/chat/apply-deltas.js";
import { createExchange } from "../../../foundry/chat/create-exchange.js";
import { EXCHANGE_CLOSED } from "../../../foundry/chat/exchange-types.js";
import { localize, notifyRulesError, warn } from "../../../foundry/flows/notify.js";
import { participant } from "../../../foundry/flows/participants.js";
import { armorPiecesOf, livingDerived, skillChance, skillChanceOf } from "../data/state.js";
import { firstAid } from "../rules/healing.js";
import { intentRefusal } from "../rules/actions.js";
import { successLevel } from "../rules/success.js";
import { exhausted } from "../rules/fatigue.js";
import { CHARACTERISTIC_ROLL_LABELS } from "../sheets/labels.js";
import { actorLike, attackDialogInput, brpSystem, isBrp } from "./openers.js";
import { isActorOf, isItemOf } from "../../../foundry/documents/subtypes.js";
import { openExchange } from "../../../foundry/relay/relay.js";
import { handsRefusalOf } from "../data/state.js";
import { renderTemplate } from "../../../foundry/dialog/live-dialog.js";
import { GUIDE_ACTIONS } from "../../../foundry/sheets/sheet-kit.js";
import { rollDialog } from "./dialog.js";
import { rollState, type GradeChoice, type RollChoices, type RollDialogInput } from "./dialog-state.js";
import { skillPayloadWithView } from "./exchange-cards.js";
import { rollFormula, rollJson } from "./foundry-dice.js";
import { healingDeltas, pullOut } from "./healing.js";
import { selfRemoval } from "../rules/special.js";
import { currentBrpOptions } from "./options.js";
import { intentDialogContext, recordIntent, type IntentForm } from "./intent.js";
import { askGM, refused, registerGMRequest, reportAnswer, type Asker, type RelayAnswer } from "../../../foundry/relay/socket.js";
import type { BrpEncounterState } from "../rules/encounter.js";
import { readEncounterRecord } from "../../../foundry/combat/encounter-record.js";
import { FrayCombat } from "../../../foundry/documents/combat.js";
import { spendInCombat } from "../../../foundry/combat/spend.js";
import { afterAttack, attackRefusalOf, rollDyingBlow } from "./dying-blow.js";

/**
 * What the brp sheet buttons do in Foundry: open the roll dialog, roll real dice, and post a card
 * (attacks through the exchange card and the GM relay) or apply changes the user may make to
 * their own actor. Every rules decision is taken by the pure modules these call.
 */

export { actorLike };
export { usePowerOf } from "./powers.js";


/**
 * Attack with a weapon (or shield) of `actor` against the targeted token (BRP-FVTT-5): the dialog
 * and the d100 here, then the GM opens the card from the documents, these choices and this roll
 * (openers.ts).
 */
export async function attackFromSheet(actor: Actor.Implementation, itemId: string | null): Promise<void> {
  const item = itemId ? actor.items.get(itemId) : undefined;
  if (!item) return;
  const token = game.user?.targets.first() ?? null;
  // An object has no parry, dodge or wounds: the GM applies a blow to it from its sheet (BRP-WND-6).
  if (isActorOf(token?.actor, "brpObject")) return warn("FRAY.Brp.Object.NotALivingTarget", { name: token.actor.name });
  const defender = isBrp(token?.actor) ? token.actor : null;
  if (!token || !defender) return warn("FRAY.Brp.Warning.NoTarget");
  // The dead, unconscious and fatally wounded do not attack, save a dying blow (BRP-FAT-1, BRP-OPT-5).
  const refusal = attackRefusalOf(actor);
  if (refusal) return warn(refusal, { name: actor.name });
  // A two-handed weapon with a shield on the arm (BRP-DATA-4): the sheet's row says so too.
  const hands = handsRefusalOf(item, actorLike(actor).items);
  if (hands) return warn(hands, { weapon: item.name });
  const options = currentBrpOptions();
  const input = attackDialogInput(actorLike(actor), item, actorLike(defender), options);
  // The range band starts from the measured distance between the tokens; the dialog's field overrides it (BRP-FVTT-5).
  const metres = tokenDistance(actor.getActiveTokens()[0] as unknown as { center: { x: number; y: number } } | undefined, token as unknown as { center: { x: number; y: number } }, "metres");
  const choices = await rollDialog(item.name, input, { grade: "normal", flat: 0, distance: metres, defence: 0 }, options);
  if (!choices) return;
  const state = rollStateOrWarn(input, choices);
  if (!state) return;
  if (state.chance === null) return warn("FRAY.Brp.Odds.Impossible");
  const d100 = await rollFormula("1d100");
  const opened = await openExchange("brp", "attack", actor.uuid, { itemId: item.id, targets: [token.document.uuid], choices: { ...choices }, values: [d100.total], rolls: [{ roll: rollJson(d100.roll) }] });
  // In a fight, the attack uses the DEX-rank slot the attacker acts in (BRP-FVTT-3).
  if (opened) await spendInCombat(actor, 1, true);
  // A dying blow struck: the character passes on (BRP-OPT-5).
  if (opened) await afterAttack(actor);
}

/** The dialog's roll state; a choice the rules refuse (a split share under 50%, BRP-OPT-1) is said and rolls nothing. */
function rollStateOrWarn(input: RollDialogInput, choices: RollChoices): ReturnType<typeof rollState> | null {
  try {
    return rollState(input, choices);
  } catch (error) {
    notifyRulesError(error);
    return null;
  }
}

/** Rolls a d100 against `chance` after the dialog's modifiers and posts the skill card. */
export async function rollAgainst(
  actor: Actor.Implementation,
  label: string,
  chance: number,
  healed: (level: ReturnType<typeof successLevel>) => Promise<{ wound: string; points: number; fumbleLoss: number } | null> = async () => null,
  grade: GradeChoice = "normal",
): Promise<void> {
  const options = currentBrpOptions();
  const tired = options.fatiguePoints && isBrp(actor) && exhausted(brpSystem(actor).fatiguePoints.value);
  const input: RollDialogInput = { kind: "skill", name: actor.name, label: localize(label), target: "", skill: chance, missile: null, melee: true, defences: [], ...(tired ? { exhausted: true } : {}) };
  const choices = await rollDialog(localize(label), input, { grade, flat: 0, distance: 0, defence: 0 }, options);
  if (!choices) return;
  const state = rollStateOrWarn(input, choices);
  if (!state) return;
  if (state.chance === null) return warn("FRAY.Brp.Odds.Impossible");
  const d100 = await rollFormula("1d100");
  const level = successLevel(d100.total, state.chance, options);
  const result = await healed(level);
  await createExchange({
    ruleset: "brp",
    kind: "skill",
    state: EXCHANGE_CLOSED,
    participants: [participant("actor", actor)],
    pending: null,
    payload: skillPayloadWithView({ actor: { uuid: actor.uuid, name: actor.name, img: actor.img ?? "" }, label, chance: state.chance, roll: d100.total, healed: result }, options),
    rolls: [{ roll: d100.roll, purpose: "FRAY.Brp.Sheet.Roll", role: "actor" }],
    speaker: actor,
  });
}

export async function rollSkill(actor: Actor.Implementation, itemId: string | null): Promise<void> {
  const item = itemId ? actor.items.get(itemId) : undefined;
  if (!isItemOf(item, "brpSkill")) return;
  // The chance the sheet shows: worn armor's penalties included (BRP-ARM-4).
  const items = actorLike(actor).items;
  await rollAgainst(actor, item.name, skillChanceOf(items.find((i) => i.id === item.id) ?? item, armorPiecesOf(items)).total);
}

/** The sheet's Dying blow control (BRP-OPT-5): the Stamina roll through the roll dialog. */
export async function dyingBlowFromSheet(actor: Actor.Implementation): Promise<void> {
  await rollDyingBlow(actor, rollAgainst);
}

/** Stamina, Idea, Agility or Luck: the characteristic × 5 (BRP-DATA-1). */
export async function rollCharacteristic(actor: Actor.Implementation, key: string): Promise<void> {
  if (!(key in CHARACTERISTIC_ROLL_LABELS)) return;
  const k = key as keyof typeof CHARACTERISTIC_ROLL_LABELS;
  const a = actorLike(actor);
  const values = livingDerived(a.system, a.items, currentBrpOptions()).values;
  await rollAgainst(actor, CHARACTERISTIC_ROLL_LABELS[k], values?.rolls[k] ?? 0);
}

/**
 * First Aid on one wound (BRP-HEAL-4, BRP-FUM-8): the healer is the selected token's actor, or
 * the patient treating themself; the patient's owner applies the result.
 */
export async function firstAidOn(patient: Actor.Implementation, woundId: string | null): Promise<void> {
  const wound = woundId ? patient.items.get(woundId) : undefined;
  if (!wound) return;
  if (!patient.isOwner) return warn("FRAY.Brp.Warning.NotYourPatient");
  const selected = canvas?.tokens?.controlled[0]?.actor ?? null;
  const healer = isBrp(selected) ? selected : patient;
  const options = currentBrpOptions();
  const h = actorLike(healer);
  const skills = livingDerived(h.system, h.items, options).skills;
  await rollAgainst(healer, "FRAY.Brp.Sheet.FirstAid", skillChance(skills, "firstAid"), async (level) => {
    const p = actorLike(patient);
    const before = livingDerived(p.system, p.items, options).harm;
    const points = level === "success" || level === "special" || level === "critical" ? (await rollFormula("1d3")).total : 1;
    try {
      const after = firstAid(before, woundId ?? "", healer.id ?? "", level, points, options);
      await applyDeltas(healingDeltas(patient.uuid, before, after));
      return { wound: wound.name, points: Math.max(0, after.hp - before.hp), fumbleLoss: Math.max(0, before.hp - after.hp) };
    } catch (error) {
      notifyRulesError(error);
      return null;
    }
  });
}

// ---------------------------------------------------------------- statements of intent

const INTENT_REQUEST = "brp.intent";
const INTENT_TEMPLATE = "systems/fray/templates/brp/dialog/intent-dialog.hbs";

interface IntentRequest {
  readonly combatId: string;
  readonly combatantId: string;
  readonly form: IntentForm;
}

function statementsOpen(combat: { readonly flags: unknown } | null | undefined): BrpEncounterState | null {
  const record = readEncounterRecord(combat?.flags);
  const state = record?.ruleset === "brp" ? (record.state as BrpEncounterState) : null;
  return state?.phase === "statements" ? state : null;
}

/** Whether the actor's combat is taking statements now (the sheet shows the button then). */
export function canStateIntent(actor: Actor.Implementation): boolean {
  const combat = game.combat;
  return statementsOpen(combat) !== null && combat?.combatants.contents.some((c) => c.actor?.uuid === actor.uuid) === true;
}

/** The brp encounter in its DEX-rank countdown, with this actor's combatant, when there is one. */
function actionPhaseOf(actor: Actor.Implementation): { combat: FrayCombat; combatantId: string; state: BrpEncounterState } | null {
  const combat = game.combat;
  const combatant = combat?.combatants.contents.find((c) => c.actor?.uuid === actor.uuid);
  const record = readEncounterRecord(combat?.flags);
  const state = record?.ruleset === "brp" ? (record.state as BrpEncounterState) : null;
  if (!(combat instanceof FrayCombat) || !combatant?.id || state?.phase !== "action") return null;
  return { combat, combatantId: combatant.id, state };
}

/** Whether the sheet offers the Move control: the actor is in a fight's DEX-rank countdown. */
export function canMoveOnRank(actor: Actor.Implementation): boolean {
  return actionPhaseOf(actor) !== null;
}

/**
 * A stated Move done on the mover's DEX rank (BRP-ACT-5, BRP-ACT-6, BRP-FVTT-3): from the sheet's
 * Move control, or when the token moves, the slot acting now is marked done and the countdown
 * goes on. Only for a combatant who stated Move and whose rank it is: the control says why
 * otherwise; a token moved at another time (an attack's step, a GM's placing) changes nothing.
 */
export async function moveOnRank(actor: Actor.Implementation, fromToken = false): Promise<void> {
  const fight = actionPhaseOf(actor);
  const say = (key: string) => (fromToken ? undefined : warn(key, { name: actor.name }));
  if (!fight) return say("FRAY.Brp.Move.NotNow");
  if (fight.state.statements[fight.combatantId]?.action !== "move") return say("FRAY.Brp.Move.NotStated");
  if (!fight.combat.snapshot?.canActNow.includes(fight.combatantId)) return say("FRAY.Brp.Move.NotYourRank");
  await spendInCombat(actor, 1, true);
}

/** Asks for this round's intent and has the active GM record it on the encounter (BRP-SOI-1). */
export async function stateIntent(actor: Actor.Implementation): Promise<void> {
  const combat = game.combat;
  const combatant = combat?.combatants.contents.find((c) => c.actor?.uuid === actor.uuid);
  if (!combat || !combatant || !statementsOpen(combat)) return warn("FRAY.Brp.Intent.NotNow", { name: actor.name });
  const initial: IntentForm = { action: "attack", moveMetres: 0, actions: 1, delayTo: 0, hidden: false };
  const content = await renderTemplate(INTENT_TEMPLATE, intentDialogContext(actor.name, initial, game.user?.isGM ?? false));
  const Dialog = foundry.applications.api.DialogV2 as unknown as { wait(config: Record<string, unknown>): Promise<unknown> };
  const form = (await Dialog.wait({
    classes: ["fray", "dialog", "brp"],
    window: { title: localize("FRAY.Brp.Intent.Title") },
    content,
    rejectClose: false,
    actions: GUIDE_ACTIONS,
    buttons: [
      {
        action: "state",
        label: localize("FRAY.Brp.Intent.Button"),
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => {
          const root = button.form ?? document.body;
          const field = (name: string) => root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
          const int = (name: string) => Math.trunc(Number(field(name)?.value ?? 0)) || 0;
          return { action: field("action")?.value ?? "attack", moveMetres: int("moveMetres"), actions: Math.max(1, int("actions")), delayTo: int("delayTo"), hidden: (field("hidden") as HTMLInputElement | null)?.checked ?? false };
        },
      },
    ],
  })) as IntentForm | null;
  if (!form || !combat.id || !combatant.id) return;
  const request: IntentRequest = { combatId: combat.id, combatantId: combatant.id, form };
  reportAnswer(await askGM(INTENT_REQUEST, request));
}

/** The statement form as received: known action, whole numbers in range, a boolean. */
export function parseIntentRequest(data: unknown): IntentRequest | null {
  if (typeof data !== "object" || data === null) return null;
  const r = data as Record<string, unknown>;
  const f = r["form"] as Record<string, unknown> | null | undefined;
  if (typeof r["combatId"] !== "string" || typeof r["combatantId"] !== "string" || typeof f !== "object" || f === null) return null;
  const whole = (value: unknown, min: number) => typeof value === "number" && Number.isInteger(value) && value >= min && value <= 1000;
  if (typeof f["action"] !== "string" || f["action"].length > 40 || !whole(f["moveMetres"], 0) || !whole(f["actions"], 1) || !whole(f["delayTo"], 0) || typeof f["hidden"] !== "boolean") return null;
  const form = { action: f["action"], moveMetres: f["moveMetres"], actions: f["actions"], delayTo: f["delayTo"], hidden: f["hidden"] } as IntentForm;
  return { combatId: r["combatId"], combatantId: r["combatantId"], form };
}

/**
 * The GM side: who asks is the server-attested sender; re-checks ownership and the phase, then
 * records the statement (only a GM may make a hidden one) on the combat's change queue.
 */
async function recordIntentAsGM(body: unknown, asker: Asker): Promise<RelayAnswer> {
  const request = parseIntentRequest(body);
  if (!request) return refused("FRAY.Relay.Malformed");
  const combat = game.combats?.find((c) => c.id === request.combatId);
  const combatant = combat?.combatants.find((c) => c.id === request.combatantId);
  const combatantId = combatant?.id;
  if (!(combat instanceof FrayCombat) || !combatantId || !statementsOpen(combat)) return refused("FRAY.Relay.Malformed");
  if (!asker.isGM && !(combatant.actor?.testUserPermission(asker.user, "OWNER") ?? false)) return refused("FRAY.Relay.NotOwner");
  // Engaged or unengaged, as set on the combatant's actor, limits what may be stated (BRP-ACT-1).
  const statuses = combatant.actor?.statuses ?? new Set<string>();
  const refusal = intentRefusal(request.form.action, statuses.has("engaged") ? "engaged" : statuses.has("unengaged") ? "unengaged" : null);
  if (refusal) return refused(refusal);
  const form = { ...request.form, hidden: asker.isGM && request.form.hidden };
  // Recorded on the combat's change queue against the state as it is then (another statement may just have landed).
  const recorded = await combat.changeEncounter((state) => {
    const open = (state as BrpEncounterState).phase === "statements" ? (state as BrpEncounterState) : null;
    return open ? recordIntent(open, combatantId, form) : null;
  });
  if (!recorded) return refused("FRAY.Brp.Intent.NotNow");
  ui.notifications?.info(game.i18n?.format("FRAY.Brp.Intent.Recorded", { name: combatant.name ?? "" }) ?? "");
  return { status: "applied" };
}

/** Registers the GM-side handler of intent requests (called from the ruleset's registerFlows). */
export function registerIntentQuery(): void {
  registerGMRequest(INTENT_REQUEST, (body, asker) => recordIntentAsGM(body, asker));
}

// ---------------------------------------------------------------- lodged weapons

/**
 * The wounded character pulls a lodged weapon out (BRP-SPC-17): STR against the damage it has
 * done (Easy outside combat); a failure costs 1D3 more on the same wound.
 */
export async function pullOutWeapon(actor: Actor.Implementation, woundId: string | null): Promise<void> {
  const wound = woundId ? actor.items.get(woundId) : undefined;
  if (!wound || !woundId) return;
  if (!actor.isOwner) return warn("FRAY.Brp.Warning.NotYourPatient");
  const a = actorLike(actor);
  const before = livingDerived(a.system, a.items, currentBrpOptions()).harm;
  const lodged = before.wounds.find((w) => w.id === woundId)?.impaled;
  if (!lodged) return;
  const d100 = await rollFormula("1d100");
  const d3 = await rollFormula("1d3");
  const result = selfRemoval(a.system.characteristics.STR, lodged.damageSoFar, d100.total, d3.total, false, !game.combat?.started);
  await applyDeltas(healingDeltas(actor.uuid, before, pullOut(before, woundId, result)));
  const flavor = result.freed ? "FRAY.Brp.Card.PulledOut" : "FRAY.Brp.Card.StillLodged";
  await d100.roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor: game.i18n?.format(flavor, { wound: wound.name, points: String(result.extraDamage) }) ?? flavor });
}
