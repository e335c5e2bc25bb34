import { RulesError } from "../../../core/errors.js";
import { EXCHANGE_CLOSED, type ExchangeData, type ExchangeHandlers, type ExchangeStep, type JsonObject, type PlannedDelta } from "../../../foundry/chat/exchange-types.js";
import { attackAgainst, type AttackPayload, type EffectPayload, type OpposedPayload, type RamPayload } from "./cards.js";
import { attackApplyStep, crushStep, injuryForRoll, opposedApplyStep, poisonExposureStep, ramApplyStep } from "./steps.js";
import { nextOpposedDecision, submitOpposedRoll, COMPASS, type OpposedState } from "../rules/opposed.js";
import { coatingDelivers, poisonDeathHours, poisonTargetNumber, type PoisonBatch } from "../rules/poison.js";
import { INJURY_LABELS } from "../sheets/labels.js";
import { currentPoolOptions } from "./options.js";
import { actorFrom, skillOf, snapshot } from "./snapshot.js";
import { checkPool } from "./dialog-state.js";
import { payloadWithView, type CardFacts } from "./exchange-cards.js";
import { facesOf, rollD6, rollJson } from "./foundry-dice.js";
import { acceptPool } from "../../../foundry/relay/dice.js";

/**
 * The buttons of the pool cards. `prepare` runs on the pressing user's client (it rolls that
 * user's dice); `resolve` runs on the active GM's client, reads the documents as they are now, and
 * returns the step: new state, updated payload, and the deltas the glue applies (and can undo).
 * A player's dice are taken only when their count is the pool the GM works out now and every
 * face is 1–6 (relay/dice.ts).
 */

type StepRoll = { roll: JsonObject; purpose: string; role: string };

const closed = (card: CardFacts, deltas: readonly PlannedDelta[], rolls: ExchangeStep["rolls"] = []): ExchangeStep => ({
  state: EXCHANGE_CLOSED,
  pending: null,
  payload: payloadWithView(card, currentPoolOptions()),
  deltas,
  rolls,
});

function need<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new RulesError("FRAY.Pool.Error.MissingDocument", { what });
  return value;
}

function payloadOf<T>(exchange: ExchangeData): T {
  return exchange.payload as unknown as T;
}

/** After the damage: a coated weapon's dose, then the GM's injury roll, then nothing (FC-POI-8, FC-INJ-2). */
function afterAttack(next: AttackPayload, deltas: readonly PlannedDelta[], rolls: StepRoll[] = []): ExchangeStep {
  const options = currentPoolOptions();
  const facts = { kind: "attack" as const, facts: next };
  if (next.poisonedUuid && !next.applied.some((line) => line.key === "FRAY.Pool.Card.PoisonResisted" || line.key === "FRAY.Pool.Card.PoisonDying")) {
    return { state: "poisoned", pending: { actorUuid: next.poisonedUuid, actions: ["resistPoison"], prompt: "FRAY.Pool.Card.TargetMustRoll" }, payload: payloadWithView(facts, options), deltas, rolls };
  }
  const offer = next.targets.some((t) => attackAgainst(next, t, options).outcome.offerInjury);
  if (offer && !next.injuriesRolled) return { state: "injury", pending: { actorUuid: null, actions: ["injury"], prompt: "FRAY.Pool.Card.OfferInjury" }, payload: payloadWithView(facts, options), deltas, rolls };
  return closed(facts, deltas, rolls);
}

function applyAttack(exchange: ExchangeData, applicationId: string): ExchangeStep {
  const payload = payloadOf<AttackPayload>(exchange);
  const options = currentPoolOptions();
  const actors = payload.targets.map((t) => actorFrom(t.uuid)).filter((a): a is Actor.Implementation => a !== null);
  const step = attackApplyStep(payload, actors.map(snapshot), applicationId, options);
  const deltas = [...step.deltas];
  let poisonedUuid: string | null = null;
  if (payload.coating) {
    const hit = payload.targets.find((t) => {
      const { outcome } = attackAgainst(payload, t, options);
      return coatingDelivers(outcome.damage, outcome.track);
    });
    if (hit?.uuid) {
      poisonedUuid = hit.uuid;
      deltas.push({ kind: "update", uuid: payload.coating.weaponUuid, path: "system.coating.strength", to: "" });
    }
  }
  return afterAttack({ ...payload, poisonedUuid, applied: [...payload.applied, ...step.lines] }, deltas);
}

async function prepareAttackPoison(exchange: ExchangeData): Promise<JsonObject> {
  const payload = payloadOf<AttackPayload>(exchange);
  return rollStaminaOf(need(actorFrom(payload.poisonedUuid ?? null), "target"));
}

function resolveAttackPoison(exchange: ExchangeData, data: JsonObject, applicationId: string): ExchangeStep {
  const payload = payloadOf<AttackPayload>(exchange);
  const coating = need(payload.coating, "coating");
  const target = need(actorFrom(payload.poisonedUuid ?? null), "target");
  const { faces, roll } = acceptPool(data, staminaPoolOf(target));
  const step = poisonExposureStep(snapshot(target), { batchId: coating.batchId, strength: coating.strength }, faces, game.combat?.round ?? 0, applicationId);
  const line = { applicationId, key: step.passed ? "FRAY.Pool.Card.PoisonResisted" : "FRAY.Pool.Card.PoisonDying", name: target.name, amount: poisonDeathHours(poisonTargetNumber(coating.strength)), track: "" };
  const rolls: StepRoll[] = roll ? [{ roll, purpose: "FRAY.Pool.Roll.Check", role: "target" }] : [];
  return afterAttack({ ...payload, applied: [...payload.applied, ...step.lines, line] }, step.deltas, rolls);
}

/** How many dice a Stamina roll against poison takes for this creature now. */
function staminaPoolOf(target: Actor.Implementation): number {
  const { dice, penalty } = skillOf(target, "stamina");
  return checkPool(dice, penalty, 0, currentPoolOptions()).rolled;
}

async function rollStaminaOf(target: Actor.Implementation): Promise<JsonObject> {
  const { faces, roll } = await rollD6(staminaPoolOf(target));
  return { faces, roll: roll ? rollJson(roll) : null };
}

/** The GM rolls a d6 on the injuries table for every target hit hard enough (FC-INJ-2). */
async function rollInjuries(exchange: ExchangeData): Promise<ExchangeStep> {
  const payload = payloadOf<AttackPayload>(exchange);
  const options = currentPoolOptions();
  const deltas: PlannedDelta[] = [];
  const rolls: StepRoll[] = [];
  for (const target of payload.targets.filter((t) => attackAgainst(payload, t, options).outcome.offerInjury)) {
    const { faces, roll } = await rollD6(1);
    if (roll) rolls.push({ roll: rollJson(roll), purpose: "FRAY.Pool.Card.RollInjury", role: "gm" });
    const kind = injuryForRoll(faces[0] ?? 1);
    const name = game.i18n?.localize(INJURY_LABELS[kind]) ?? kind;
    if (target.uuid) deltas.push({ kind: "create", parentUuid: target.uuid, documentName: "Item", data: { name, type: "poolInjury", img: "icons/svg/blood.svg", system: { kind, permanent: false, treated: false, description: "" } } });
  }
  return afterAttack({ ...payload, injuriesRolled: true }, deltas, rolls);
}

function applyRam(exchange: ExchangeData, applicationId: string): ExchangeStep {
  const payload = payloadOf<RamPayload>(exchange);
  const target = need(actorFrom(payload.target.uuid), "target");
  const ship = need(actorFrom(payload.ship.uuid), "ship");
  const step = ramApplyStep(payload, snapshot(target), snapshot(ship), applicationId);
  return closed({ kind: "ram", facts: { ...payload, applied: [...payload.applied, ...step.lines] } }, step.deltas);
}

function applyCrush(exchange: ExchangeData, applicationId: string): ExchangeStep {
  const payload = payloadOf<EffectPayload & { targetUuid: string }>(exchange);
  const target = need(actorFrom(payload.targetUuid), "target");
  const step = crushStep(snapshot(target), applicationId);
  return closed({ kind: "effect", facts: { ...payload, applied: [...payload.applied, ...step.lines] } }, step.deltas);
}

type OpposedCard = OpposedPayload & { readonly state: OpposedState };

/** The target's owner rolls the opposing pool on their own client (a real Roll). */
async function prepareOpposed(exchange: ExchangeData): Promise<JsonObject> {
  const payload = payloadOf<OpposedCard>(exchange);
  const { faces, roll } = await rollD6(payload.state.targetPool.rolled);
  return { faces, roll: roll ? rollJson(roll) : null };
}

async function resolveOpposed(exchange: ExchangeData, data: JsonObject, applicationId: string): Promise<ExchangeStep> {
  const payload = payloadOf<OpposedCard>(exchange);
  const { faces, roll } = acceptPool(data, payload.state.targetPool.rolled);
  const state = submitOpposedRoll(payload.state, "target", faces);
  const decision = nextOpposedDecision(state);
  if (decision.type !== "done") throw new RulesError("FRAY.Pool.Error.NotYourRoll", { role: "target" });
  let scatter: string | null = null;
  const rolls: StepRoll[] = roll ? [{ roll, purpose: "FRAY.Pool.Roll.Opposed", role: "target" }] : [];
  if (decision.result.weaponScatterYards) {
    const d8 = new foundry.dice.Roll("1d8");
    await d8.evaluate();
    scatter = COMPASS[(facesOf(d8)[0] ?? 1) - 1] ?? "N";
    rolls.push({ roll: rollJson(d8), purpose: "FRAY.Pool.Roll.Opposed", role: "gm" });
  }
  const initiator = need(actorFrom(payload.initiator.uuid), "initiator");
  const target = need(actorFrom(payload.target.uuid), "target");
  const step = opposedApplyStep(decision.result.events, snapshot(initiator), snapshot(target), payload.kind, applicationId);
  const next: OpposedCard = { ...payload, state, target: { ...payload.target, dice: faces }, scatter, applied: [...payload.applied, ...step.lines] };
  return closed({ kind: "opposed", facts: next }, step.deltas, rolls);
}

type PoisonCard = { readonly targetUuid: string; readonly batch: PoisonBatch; readonly round: number; readonly check: { readonly parts: unknown; readonly rolled: number } } & EffectPayload;

async function preparePoison(exchange: ExchangeData): Promise<JsonObject> {
  const payload = payloadOf<PoisonCard>(exchange);
  return rollStaminaOf(need(actorFrom(payload.targetUuid), "target"));
}

function resolvePoison(exchange: ExchangeData, data: JsonObject, applicationId: string): ExchangeStep {
  const payload = payloadOf<PoisonCard>(exchange);
  const target = need(actorFrom(payload.targetUuid), "target");
  const { faces, roll } = acceptPool(data, staminaPoolOf(target));
  const step = poisonExposureStep(snapshot(target), payload.batch, faces, payload.round, applicationId);
  const line = step.passed ? { key: "FRAY.Pool.Card.PoisonResisted" } : { key: "FRAY.Pool.Card.PoisonDying", hours: poisonDeathHours(poisonTargetNumber(payload.batch.strength)) };
  const next = { ...payload, dice: faces, lines: [...payload.lines, line], applied: [...payload.applied, ...step.lines] };
  const rolls: NonNullable<ExchangeStep["rolls"]> = roll ? [{ roll, purpose: "FRAY.Pool.Roll.Check", role: "target" }] : [];
  return closed({ kind: "poison", facts: next }, step.deltas, rolls);
}

export const POOL_EXCHANGE_HANDLERS: ExchangeHandlers = {
  attack: {
    apply: { label: "FRAY.Pool.Card.Apply", icon: "fa-solid fa-heart-crack", resolve: (exchange, request) => applyAttack(exchange, request.applicationId) },
    resistPoison: { label: "FRAY.Pool.Card.RollStamina", icon: "fa-solid fa-flask", prepare: (exchange) => prepareAttackPoison(exchange), resolve: (exchange, request) => resolveAttackPoison(exchange, request.data, request.applicationId) },
    injury: { label: "FRAY.Pool.Card.RollInjury", icon: "fa-solid fa-bandage", resolve: (exchange) => rollInjuries(exchange) },
  },
  ram: { apply: { label: "FRAY.Pool.Card.Apply", icon: "fa-solid fa-ship", resolve: (exchange, request) => applyRam(exchange, request.applicationId) } },
  effect: { apply: { label: "FRAY.Pool.Card.Apply", resolve: (exchange, request) => applyCrush(exchange, request.applicationId) } },
  opposed: {
    rollTarget: { label: "FRAY.Pool.Card.RollOpposed", icon: "fa-solid fa-dice", prepare: (exchange) => prepareOpposed(exchange), resolve: (exchange, request) => resolveOpposed(exchange, request.data, request.applicationId) },
  },
  poison: {
    rollStamina: { label: "FRAY.Pool.Card.RollStamina", icon: "fa-solid fa-dice", prepare: (exchange) => preparePoison(exchange), resolve: (exchange, request) => resolvePoison(exchange, request.data, request.applicationId) },
  },
};
