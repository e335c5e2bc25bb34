import type { AppliedDelta, ExchangeApplication, ExchangeData, ExchangeStep, NewExchangeData, PlannedDelta } from "./exchange-types.js";

/**
 * Pure transitions of an exchange: recording a handler's step with what was applied, and
 * planning and recording an undo. The relay applies documents; these decide what the card says.
 */

/**
 * The exchange after `step`: new state and pending decision (a step that names no decision leaves
 * none pending), resolution and payload replaced when given, new rolls indexed after the
 * `rollCountBefore` rolls the message already has, and the press recorded (even without deltas,
 * so a repeat is recognised).
 */
export function advanceExchange(
  exchange: ExchangeData,
  step: ExchangeStep,
  press: { readonly id: string; readonly userId: string; readonly action: string; readonly deltas: readonly AppliedDelta[] },
  rollCountBefore: number,
): ExchangeData {
  const newRolls = (step.rolls ?? []).map((entry, offset) => ({ index: rollCountBefore + offset, purpose: entry.purpose, role: entry.role }));
  const application: ExchangeApplication = { ...press, undone: false };
  return {
    ...exchange,
    state: step.state,
    pending: step.pending ?? null,
    resolution: step.resolution === undefined ? exchange.resolution : step.resolution,
    payload: step.payload ?? exchange.payload,
    rolls: [...exchange.rolls, ...newRolls],
    applications: [...exchange.applications, application],
  };
}

/** The change that reverses one applied delta. */
export function invertDelta(delta: AppliedDelta): PlannedDelta {
  switch (delta.kind) {
    case "update":
      return { kind: "update", uuid: delta.uuid, path: delta.path, to: delta.from };
    case "create":
      return { kind: "delete", uuid: delta.createdUuid };
    case "delete":
      return { kind: "create", parentUuid: delta.parentUuid, documentName: delta.documentName, data: delta.data };
    case "status":
      return { kind: "status", actorUuid: delta.actorUuid, statusId: delta.statusId, active: delta.wasActive };
    case "setting":
      return { kind: "setting", key: delta.key, to: delta.from };
  }
}

/** Reversing an application: each delta inverted, last first. */
export function undoPlan(application: ExchangeApplication): PlannedDelta[] {
  return [...application.deltas].reverse().map(invertDelta);
}

/** The exchange with one application marked undone (the card state itself does not rewind). */
export function markUndone(exchange: ExchangeData, applicationId: string): ExchangeData {
  return {
    ...exchange,
    applications: exchange.applications.map((application) => (application.id === applicationId ? { ...application, undone: true } : application)),
  };
}

/** Applications that changed something and can still be undone, newest first. */
export function undoableApplications(exchange: ExchangeData): ExchangeApplication[] {
  return exchange.applications.filter((application) => !application.undone && application.deltas.length > 0).reverse();
}

/** Builds the exchange as stored in `system`. Pure. */
export function initialExchange(spec: NewExchangeData): ExchangeData {
  return {
    ruleset: spec.ruleset,
    kind: spec.kind,
    state: spec.state,
    participants: spec.participants,
    rolls: (spec.rolls ?? []).map((entry, index) => ({ index, purpose: entry.purpose, role: entry.role })),
    pending: spec.pending ?? null,
    resolution: spec.resolution ?? null,
    applications: [...(spec.applications ?? [])],
    payload: spec.payload ?? {},
  };
}

