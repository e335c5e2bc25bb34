import { ReplayDice } from "../../../core/dice.js";
import { RulesError } from "../../../core/errors.js";
import type {
  ExchangeActionRequest,
  ExchangeData,
  ExchangeHandler,
  ExchangeHandlers,
  ExchangeStep,
  JsonObject,
  PlannedDelta,
} from "../../../foundry/chat/exchange-types.js";
import { FoundryDice } from "../../../foundry/dice/foundry-dice.js";
import { rollJson } from "../../../foundry/flows/dice.js";
import { localize } from "../../../foundry/flows/notify.js";
import { acceptRolledDice } from "../../../foundry/relay/accept-rolled.js";
import { withWound } from "../data/state.js";
import {
  INTENTIONS,
  MANEUVER_TACTICS,
  advanceExchange,
  planFor,
  breakOff,
  declareIntention,
  exchangeDecision,
  flurryDecision,
  holdInitiative,
  recordAttack,
  resolveOutOfActions,
  startExchange,
  stepFlurry,
  takeInitiative,
  woundNotation,
  type ExchangeResult,
  type ExchangeState,
  type FlurryEncounterState,
  type FlurryState,
  type HitLocation,
  type Intention,
  type ManeuverTactic,
} from "../rules/index.js";
import { blowInput, defenceReasonKey, impactDiceOf, maneuverImpactOf, thresholdsWhere, weaponOf } from "./flurry-blow.js";
import { defenceFor } from "./flurry-board.js";
import { LOCATION_ACTIONS, OUT_OF_ACTIONS, nextDeclarer, type CardLine, type FlurryCardPayload } from "./flurry-card.js";
import { actorOfCombatant, encounterDelta, liveFight, openFlurry, type LiveFight } from "./flurry-fight.js";
import { cardStepFor, forgetDeclarations, heldDeclarations, holdDeclaration } from "./flurry-cards.js";
import { askDeclaration, askImpactDice, askSteps, rollAttack } from "./flurry-dialogs.js";
import { BUTTON_LABELS, CHOICE_LINES, CONDITION_LABELS, MANEUVER_EFFECT_LINES } from "./flurry-labels.js";
import { fighterOf } from "./live.js";
import { currentFlurryOptions } from "./options.js";

/**
 * The buttons of the flurry card (WC-FVTT-5), resolved on the active GM's client against the fight
 * as it stands: take or hold the initiative, declare an intention and tactic (kept by the GM until
 * everyone has declared), attack with the presser's 3d6, the GM's hit location, and the choice
 * about an opponent out of actions. Each press stores the flurry's next step on the combat as a
 * delta, with the wound it dealt, so the card's Undo takes both back.
 */

const payloadOf = (exchange: ExchangeData) => exchange.payload as unknown as FlurryCardPayload;

/** The fight of this card and the combatant whose decision the press claims (refused when it is someone else's). */
function claimed(
  exchange: ExchangeData,
  request: ExchangeActionRequest,
  kind: ReturnType<typeof flurryDecision>["kind"] | ReadonlyArray<ReturnType<typeof flurryDecision>["kind"]>,
): { fight: LiveFight; flurry: FlurryState; actor: string } {
  const payload = payloadOf(exchange);
  const fight = liveFight(payload.combatId, payload.flurryKey);
  const flurry = openFlurry(fight);
  const decision = flurryDecision(flurry);
  const kinds: readonly string[] = typeof kind === "string" ? [kind] : kind;
  if (!kinds.includes(decision.kind) || !("actor" in decision)) throw new RulesError("FRAY.Flurry.Error.FlurryMovedOn");
  // Declarations are asked of each fighter in turn while the rules wait for all of them (resolveDeclare checks who).
  const uuid = actorOfCombatant(fight.combat, decision.actor)?.uuid ?? null;
  if (kind !== "declareIntention" && request.actorUuid !== null && request.actorUuid !== uuid) throw new RulesError("FRAY.Relay.NotYourDecision");
  return { fight, flurry, actor: decision.actor };
}

/** Stores the flurry's next step and shows it on the card. */
function stepped(
  exchange: ExchangeData,
  fight: LiveFight,
  next: FlurryEncounterState,
  extra: { deltas?: PlannedDelta[]; lines?: CardLine[]; blow?: FlurryCardPayload["blow"]; rolls?: ExchangeStep["rolls"] } = {},
): ExchangeStep {
  const payload = payloadOf(exchange);
  const deltas = next === fight.state ? [...(extra.deltas ?? [])] : [...(extra.deltas ?? []), encounterDelta(fight, next)];
  const step = cardStepFor(fight.combat, next, { ...payload, step: payload.step + 1, blow: extra.blow ?? null, lines: extra.lines ?? payload.lines });
  return { ...step, deltas, ...(extra.rolls ? { rolls: extra.rolls } : {}) };
}

function resolveTake(exchange: ExchangeData, request: ExchangeActionRequest): ExchangeStep {
  const { fight, actor } = claimed(exchange, request, "takeOrHold");
  const take = request.action === "take";
  const next = stepFlurry(fight.state, (f) => (take ? takeInitiative(f, actor) : holdInitiative(f, actor)));
  return stepped(exchange, fight, next, {
    lines: [{ key: take ? "FRAY.Flurry.Card.Took" : "FRAY.Flurry.Card.Held", data: { name: fight.combat.combatants.get(actor)?.name ?? actor } }],
  });
}

function resolveDeclare(exchange: ExchangeData, request: ExchangeActionRequest): ExchangeStep {
  const payload = payloadOf(exchange);
  const { fight, flurry } = claimed(exchange, request, "declareIntention");
  const declarer = nextDeclarer(flurry, new Set(heldDeclarations(payload.combatId, payload.flurryKey).keys()));
  if (!declarer || (request.actorUuid !== null && actorOfCombatant(fight.combat, declarer)?.uuid !== request.actorUuid))
    throw new RulesError("FRAY.Relay.NotYourDecision");
  const intention = request.data["intention"];
  const tactic = request.data["tactic"];
  if (!INTENTIONS.includes(intention as Intention) || !MANEUVER_TACTICS.includes(tactic as ManeuverTactic))
    throw new RulesError("FRAY.Relay.BadChoice", { what: "intention" });
  holdDeclaration(payload.combatId, payload.flurryKey, declarer, { intention: intention as Intention, tactic: tactic as ManeuverTactic });
  const held = heldDeclarations(payload.combatId, payload.flurryKey);
  const name = fight.combat.combatants.get(declarer)?.name ?? declarer;
  if (flurry.fighters.some((f) => !held.has(f.id)))
    return stepped(exchange, fight, fight.state, { lines: [{ key: "FRAY.Flurry.Card.Declared", data: { name } }] });
  // Everyone has declared: the choices go into the flurry in the rules' order, attacker first.
  let next = fight.state;
  for (let guard = 0; guard < flurry.fighters.length; guard++) {
    const open = next.flurries[next.flurryCursor];
    const d = open ? flurryDecision(open) : null;
    if (d?.kind !== "declareIntention") break;
    const choice = held.get(d.actor)!;
    next = stepFlurry(next, (f) => declareIntention(f, d.actor, choice.intention, choice.tactic));
  }
  forgetDeclarations(payload.combatId, payload.flurryKey);
  return stepped(exchange, fight, next, { lines: [{ key: "FRAY.Flurry.Card.AllDeclared" }] });
}

/** The blow goes on with the GM's dice until it needs the GM (the location) or is over. */
function carryOn(state: ExchangeState, gm: FoundryDice): ExchangeState {
  let now = state;
  for (let guard = 0; guard < 6; guard++) {
    const d = exchangeDecision(now);
    if (d.kind !== "roll") return now;
    now = advanceExchange(now, { kind: "roll" }, gm);
  }
  return now;
}

const gmRolls = (gm: FoundryDice, purpose: string) => gm.rolls.map((roll) => ({ roll: rollJson(roll) as unknown as JsonObject, purpose, role: "defender" }));

function resolveAttack(exchange: ExchangeData, request: ExchangeActionRequest): ExchangeStep {
  const { fight, flurry, actor } = claimed(exchange, request, "attack");
  const decision = flurryDecision(flurry);
  if (decision.kind !== "attack") throw new RulesError("FRAY.Flurry.Error.FlurryMovedOn");
  const wanted = request.data["defenderId"];
  const defenderId = typeof wanted === "string" && decision.targets.includes(wanted) ? wanted : decision.targets[0]!;
  const attacker = actorOfCombatant(fight.combat, actor);
  const defender = actorOfCombatant(fight.combat, defenderId);
  if (!attacker || !defender) throw new RulesError("FRAY.Flurry.Error.NotInFlurry", { id: defenderId });
  const wielded = weaponOf(attacker, request.data["itemId"], localize("FRAY.Flurry.Card.Fists"));
  const me = flurry.fighters.find((f) => f.id === actor)!;
  // A maneuver rolls Strength alone (WC-MAN-2): the weapon's impact is not asked for, the maneuver's may be.
  const maneuver = planFor(me.intention ?? "strike").resolution.kind === "maneuver";
  const impact = maneuver ? null : impactDiceOf(fighterOf(attacker), wielded.weapon, currentFlurryOptions(), request.data["impactDice"]);
  const maneuverImpact = maneuver ? maneuverImpactOf(fighterOf(attacker), currentFlurryOptions(), request.data["impactDice"]) : null;
  const defence = defenceFor(fight.combat, flurry, actor, defenderId, decision.indefensible.includes(defenderId));
  if (!defence) throw new RulesError("FRAY.Flurry.Error.NotInFlurry", { id: defenderId });
  const setup = blowInput(
    { actor: attacker, id: actor, wielded, impact, intention: me.intention ?? "strike", maneuverImpact },
    { actor: defender, id: defenderId, defense: defence },
    fight.combat.round,
  );
  const dice = acceptRolledDice(["3d6"], request.data, "FRAY.Flurry.Roll.Attack", "attacker");
  const rolled = advanceExchange(startExchange(setup.input, currentFlurryOptions()), { kind: "roll" }, new ReplayDice(dice.faces));
  const gm = new FoundryDice();
  const now = carryOn(rolled, gm);
  const blow = { exchange: now, attackerId: actor, defenderId, weapon: wielded.name };
  const rolls = [...dice.rolls, ...gmRolls(gm, "FRAY.Flurry.Roll.Impact")];
  const names = { attacker: attacker.name, defender: defender.name, weapon: wielded.name };
  const opening: CardLine = {
    key: "FRAY.Flurry.Card.Attacked",
    data: { ...names, total: now.attack?.total ?? 0, defense: setup.input.defense.target },
    names: { reason: defenceReasonKey(setup.defenceReason) },
  };
  if (exchangeDecision(now).kind === "chooseLocation")
    return stepped(exchange, fight, fight.state, { blow, lines: [opening, { key: "FRAY.Flurry.Card.Hit", data: { margin: now.attack?.margin ?? 0 } }], rolls });
  return finishBlow(exchange, fight, blow, [opening], rolls);
}

function resolveLocation(exchange: ExchangeData, request: ExchangeActionRequest): ExchangeStep {
  const payload = payloadOf(exchange);
  const blow = payload.blow;
  const location = LOCATION_ACTIONS[request.action];
  if (!blow || !location) throw new RulesError("FRAY.Flurry.Error.FlurryMovedOn");
  const fight = liveFight(payload.combatId, payload.flurryKey);
  openFlurry(fight);
  const defender = actorOfCombatant(fight.combat, blow.defenderId);
  if (!defender) throw new RulesError("FRAY.Flurry.Error.NotInFlurry", { id: blow.defenderId });
  // A creature's named parts carry their own thresholds: the blow is weighed against those.
  const input = { ...blow.exchange.input, defender: { ...blow.exchange.input.defender, thresholds: thresholdsWhere(defender, location) } };
  const gm = new FoundryDice();
  const placed = advanceExchange({ ...blow.exchange, input }, { kind: "location", location }, gm);
  const now = carryOn(placed, gm);
  return finishBlow(exchange, fight, { ...blow, exchange: now }, payload.lines, gmRolls(gm, "FRAY.Flurry.Roll.Impact"));
}

const SEVERITY_KEY = (s: string) => `FRAY.Flurry.Severity.${s.charAt(0).toUpperCase()}${s.slice(1)}`;
const LOCATION_KEY = (l: HitLocation) => `FRAY.Flurry.Location.${l.charAt(0).toUpperCase()}${l.slice(1)}`;

/** What the blow did, line by line. */
function storyOf(result: ExchangeResult, defenderName: string): CardLine[] {
  const lines: CardLine[] = [];
  if (!result.hit) return [{ key: result.slidOffArmour ? "FRAY.Flurry.Card.SlidOff" : "FRAY.Flurry.Card.Missed", data: { name: defenderName } }];
  if (result.critical) lines.push({ key: "FRAY.Flurry.Card.Critical", data: { dice: result.attack?.extraImpactDice ?? 0 } });
  if (result.location) lines.push({ key: "FRAY.Flurry.Card.Location", names: { location: LOCATION_KEY(result.location) } });
  if (result.strike) lines.push({ key: "FRAY.Flurry.Card.Impact", data: { impact: result.strike.impact, effective: result.strike.effectiveImpact } });
  if (result.wound)
    lines.push({
      key: "FRAY.Flurry.Card.Wound",
      data: { name: defenderName, mark: woundNotation(result.wound) },
      names: { severity: SEVERITY_KEY(result.wound.severity), location: LOCATION_KEY(result.wound.location) },
    });
  else if (!result.maneuver) lines.push({ key: "FRAY.Flurry.Card.NoWound", data: { name: defenderName } });
  if (result.maneuver) {
    const effect = result.maneuver.effect;
    lines.push({ key: MANEUVER_EFFECT_LINES[effect.kind], data: { name: defenderName, ...("target" in effect ? { target: effect.target } : {}) } });
    if (result.outcome?.check) lines.push({ key: result.outcome.check.success ? "FRAY.Flurry.Card.CheckPassed" : "FRAY.Flurry.Card.CheckFailed", data: { name: defenderName, total: result.outcome.check.total } });
  }
  if (result.actionsLost > 0) lines.push({ key: "FRAY.Flurry.Card.ActionsLost", data: { name: defenderName, count: result.actionsLost } });
  for (const condition of result.outcome?.conditions ?? [])
    lines.push({ key: "FRAY.Flurry.Card.Condition", data: { name: defenderName }, names: { condition: CONDITION_LABELS[condition.id] ?? condition.id } });
  return lines;
}

/** Statuses the world knows for the blow's lasting conditions (a condition without a status is told on the card only). */
function statusDeltas(defender: Actor.Implementation, result: ExchangeResult): PlannedDelta[] {
  const known = new Set((CONFIG.statusEffects ?? []).map((effect) => String((effect as { id?: unknown }).id ?? "")));
  const ids = [...new Set((result.outcome?.conditions ?? []).map((c) => c.id))].filter((id) => known.has(id) && !defender.statuses.has(id));
  return ids.map((statusId) => ({ kind: "status", actorUuid: defender.uuid, statusId, active: true }));
}

function finishBlow(
  exchange: ExchangeData,
  fight: LiveFight,
  blow: NonNullable<FlurryCardPayload["blow"]>,
  before: readonly CardLine[],
  rolls: ExchangeStep["rolls"],
): ExchangeStep {
  const decision = exchangeDecision(blow.exchange);
  if (decision.kind !== "done") return stepped(exchange, fight, fight.state, { blow, lines: [...before], rolls });
  const result = decision.result;
  const defender = actorOfCombatant(fight.combat, blow.defenderId);
  const deltas: PlannedDelta[] = [];
  if (result.wound && defender) {
    const wounds = withWound(fighterOf(defender).wounds, {
      location: result.wound.location,
      severity: result.wound.severity,
      nature: result.wound.nature,
      shockValue: result.wound.shockValue ?? 0,
    });
    deltas.push({ kind: "update", uuid: defender.uuid, path: "system.wounds", to: JSON.parse(JSON.stringify(wounds)) as JsonObject[] });
  }
  if (defender) deltas.push(...statusDeltas(defender, result));
  const next = stepFlurry(fight.state, (f) =>
    recordAttack(f, {
      attackerId: blow.attackerId,
      defenderId: blow.defenderId,
      hit: result.hit,
      margin: result.attack?.margin ?? 0,
      defenderCanRespond: result.defenderCanRespond,
      defenderActionsLost: result.actionsLost,
      defenderIncapacitated: result.incapacitated,
    }),
  );
  return stepped(exchange, fight, next, { deltas, lines: [...before, ...storyOf(result, defender?.name ?? blow.defenderId)], rolls });
}

/**
 * WC-FLY-11: the choice about an opponent out of actions. Pressing him back takes one action per
 * hex (1 up to the actions left); withdrawing goes up to as many hexes as actions left (0 stays).
 */
function resolveOut(exchange: ExchangeData, request: ExchangeActionRequest): ExchangeStep {
  const { fight, flurry, actor } = claimed(exchange, request, "outOfActions");
  const choice = OUT_OF_ACTIONS[request.action];
  if (!choice) throw new RulesError("FRAY.Relay.ActionNotAllowed", { action: request.action });
  const moves = choice === "press" || choice === "withdraw";
  // Whole steps only; anything else the rules refuse with their own message (a range or "not a whole number").
  const steps = moves ? Number(request.data["steps"] ?? (choice === "press" ? 1 : 0)) : 0;
  const next = stepFlurry(fight.state, (f) => resolveOutOfActions(f, actor, choice, steps));
  const decision = flurryDecision(flurry);
  const other = decision.kind === "outOfActions" ? decision.actionless : "";
  const names = { name: fight.combat.combatants.get(actor)?.name ?? actor, other: fight.combat.combatants.get(other)?.name ?? other };
  const line: CardLine = moves ? { key: CHOICE_LINES[choice], data: { ...names, steps } } : { key: CHOICE_LINES[choice], data: names };
  return stepped(exchange, fight, next, { lines: [line] });
}

/**
 * WC-FLY-9: the fighter whose decision it is breaks off instead (take or hold, or attack): his
 * actions are given up and an opponent with actions left chooses what it costs him (WC-FLY-11).
 */
function resolveBreakOff(exchange: ExchangeData, request: ExchangeActionRequest): ExchangeStep {
  const { fight, actor } = claimed(exchange, request, ["takeOrHold", "attack"]);
  const next = stepFlurry(fight.state, (f) => breakOff(f, actor));
  return stepped(exchange, fight, next, { lines: [{ key: "FRAY.Flurry.Card.BrokeOff", data: { name: fight.combat.combatants.get(actor)?.name ?? actor } }] });
}

/** Every press steps the combat's encounter: it waits its turn in that combat's change queue. */
const combatOf = (exchange: ExchangeData) => payloadOf(exchange).combatId;

const handlers: Record<string, ExchangeHandler> = {
  take: { label: "FRAY.Flurry.Button.Take", icon: "fa-solid fa-bolt", resolve: resolveTake, combatOf },
  hold: { label: "FRAY.Flurry.Button.Hold", icon: "fa-solid fa-hand", resolve: resolveTake, combatOf },
  declare: { label: "FRAY.Flurry.Button.Declare", icon: "fa-solid fa-eye-slash", prepare: () => askDeclaration(), resolve: resolveDeclare, combatOf },
  breakOff: { label: "FRAY.Flurry.Button.BreakOff", icon: "fa-solid fa-person-running", resolve: resolveBreakOff, combatOf },
  attack: {
    label: "FRAY.Flurry.Button.Attack",
    icon: "fa-solid fa-khanda",
    prepare: (exchange, context) => rollAttack(exchange, context.actorUuid, askImpactDice),
    resolve: resolveAttack,
    combatOf,
  },
};
for (const action of Object.keys(LOCATION_ACTIONS)) handlers[action] = { label: BUTTON_LABELS[action]!, resolve: resolveLocation, combatOf };
for (const action of Object.keys(OUT_OF_ACTIONS)) handlers[action] = { label: BUTTON_LABELS[action]!, resolve: resolveOut, combatOf };
handlers["press"] = { ...handlers["press"]!, prepare: (exchange) => askSteps(exchange, "press") };
handlers["withdraw"] = { ...handlers["withdraw"]!, prepare: (exchange) => askSteps(exchange, "withdraw") };

export const FLURRY_EXCHANGE_HANDLERS: ExchangeHandlers = { flurry: handlers };
