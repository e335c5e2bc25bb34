import type { ExchangeCardSpec, ExchangeData, ExchangeHandler, JsonObject } from "./exchange-types.js";

/**
 * The context of the shared exchange card template (templates/shared/chat/exchange-card.hbs).
 * Pure: the renderer passes in the dice each roll shows and the handler and card lookups. Every
 * button is rendered; the renderChatMessageHTML hook then removes those the viewer may not press.
 */

/** Display labels of the shared participant roles (rulesets may use others; they show as "participant"). */
const ROLE_LABELS: Readonly<Record<string, string>> = {
  attacker: "FRAY.Exchange.Role.Attacker",
  defender: "FRAY.Exchange.Role.Defender",
  target: "FRAY.Exchange.Role.Target",
  actor: "FRAY.Exchange.Role.Actor",
};

export interface CardButton {
  readonly action: string;
  readonly label: string;
  readonly icon: string;
  /** A GM's ruling: the render hook shows it to GMs only (absent on every other button). */
  readonly gmOnly?: true;
}

export interface ExchangeCardContext {
  readonly ruleset: string;
  readonly kind: string;
  readonly state: string;
  readonly title: string;
  readonly participants: ReadonlyArray<{ readonly role: string; readonly roleLabel: string; readonly name: string; readonly actorUuid: string }>;
  /** Each roll as the dice that fell (never a formula), with what it was rolled for. */
  readonly rolls: ReadonlyArray<{ readonly purpose: string; readonly role: string; readonly faces: readonly number[]; readonly sides: number; readonly total: number }>;
  readonly bodyPartial: string | null;
  readonly payload: JsonObject;
  readonly resolution: JsonObject | null;
  readonly decision: { readonly prompt: string; readonly actorUuid: string; readonly deciderName: string; readonly buttons: readonly CardButton[] } | null;
  readonly applications: ReadonlyArray<{ readonly id: string; readonly label: string; readonly undone: boolean }>;
}

/** The dice a roll shows: each die's face, the dice's size, and the roll's total. */
export interface RollFaces {
  readonly faces: readonly number[];
  readonly sides: number;
  readonly total: number;
}

export function exchangeCardContext(
  exchange: ExchangeData,
  rollFaces: readonly RollFaces[],
  card: ExchangeCardSpec | null,
  handlerFor: (action: string) => Pick<ExchangeHandler, "label" | "icon" | "gmOnly"> | null,
): ExchangeCardContext {
  const pending = exchange.pending;
  const decider = pending?.actorUuid ? exchange.participants.find((p) => p.actorUuid === pending.actorUuid) : undefined;
  const labelOf = (action: string) => card?.buttonLabel?.(exchange, action) ?? handlerFor(action)?.label ?? "FRAY.Exchange.UnknownAction";
  return {
    ruleset: exchange.ruleset,
    kind: exchange.kind,
    state: exchange.state,
    title: card?.title ?? "FRAY.Exchange.Title",
    participants: exchange.participants.map((p) => ({ role: p.role, roleLabel: ROLE_LABELS[p.role] ?? "FRAY.Exchange.Role.Participant", name: p.name, actorUuid: p.actorUuid ?? "" })),
    rolls: exchange.rolls.flatMap((ref) => {
      const roll = rollFaces[ref.index];
      return roll === undefined ? [] : [{ purpose: ref.purpose, role: ref.role, ...roll }];
    }),
    bodyPartial: card?.bodyPartial ?? null,
    payload: exchange.payload,
    resolution: exchange.resolution,
    decision: pending
      ? {
          prompt: pending.prompt,
          actorUuid: pending.actorUuid ?? "",
          deciderName: decider?.name ?? "",
          buttons: pending.actions.map((action) => ({ action, label: labelOf(action), icon: handlerFor(action)?.icon ?? "", ...(handlerFor(action)?.gmOnly ? { gmOnly: true as const } : {}) })),
        }
      : null,
    applications: [...exchange.applications]
      .filter((application) => application.deltas.length > 0)
      .map((application) => ({ id: application.id, label: labelOf(application.action), undone: application.undone })),
  };
}
