import type { ExchangeCardSpec, JsonObject } from "../../../foundry/chat/exchange-types.js";
import { withView } from "../../../foundry/chat/card-payload.js";
import { attackCardContext, checkCardContext, effectCardContext, initiativeCardContext, opposedCardContext, ramCardContext, type AttackPayload, type CheckPayload, type EffectPayload, type OpposedPayload, type RamPayload } from "./cards.js";
import type { PoolEncounterState } from "../rules/encounter.js";
import { DEFAULT_POOL_OPTIONS, type PoolOptions } from "../rules/options.js";

/**
 * How each pool exchange kind shows on the shared card: its title and the body partial, which
 * renders `payload.view`. The view is recomputed by the pure card builders from the payload's
 * facts whenever the payload changes, so the stored card always shows what the rules decided.
 */
const BODY = "systems/fray/templates/pool/chat/parts";

export const POOL_EXCHANGE_CARDS: Readonly<Record<string, ExchangeCardSpec>> = {
  attack: { title: "FRAY.Pool.Roll.Attack", bodyPartial: `${BODY}/attack-body.hbs` },
  check: { title: "FRAY.Pool.Roll.Check", bodyPartial: `${BODY}/check-body.hbs` },
  opposed: { title: "FRAY.Pool.Roll.Opposed", bodyPartial: `${BODY}/opposed-body.hbs` },
  ram: { title: "FRAY.Pool.Roll.Ram", bodyPartial: `${BODY}/ram-body.hbs` },
  effect: { title: "FRAY.Pool.Roll.Effect", bodyPartial: `${BODY}/effect-body.hbs` },
  poison: { title: "FRAY.Pool.Roll.Poison", bodyPartial: `${BODY}/effect-body.hbs` },
  initiative: { title: "FRAY.Pool.Roll.Initiative", bodyPartial: `${BODY}/initiative-body.hbs` },
};

export type CardFacts =
  | { readonly kind: "attack"; readonly facts: AttackPayload }
  | { readonly kind: "check"; readonly facts: CheckPayload }
  | { readonly kind: "opposed"; readonly facts: OpposedPayload }
  | { readonly kind: "ram"; readonly facts: RamPayload }
  | { readonly kind: "effect" | "poison"; readonly facts: EffectPayload }
  | { readonly kind: "initiative"; readonly facts: { readonly state: Pick<PoolEncounterState, "sides" | "round">; readonly sideNames: Readonly<Record<string, string>> } };

export function viewOf(card: CardFacts, options: Pick<PoolOptions, "injuryThreshold"> = DEFAULT_POOL_OPTIONS): object {
  switch (card.kind) {
    case "attack":
      return attackCardContext(card.facts, options);
    case "check":
      return checkCardContext(card.facts);
    case "opposed":
      return opposedCardContext(card.facts);
    case "ram":
      return ramCardContext(card.facts);
    case "effect":
    case "poison":
      return effectCardContext(card.facts);
    case "initiative":
      return initiativeCardContext(card.facts.state, card.facts.sideNames);
  }
}

/** The payload stored on the message: the facts plus the view the body partial renders. */
export function payloadWithView(card: CardFacts, options: Pick<PoolOptions, "injuryThreshold"> = DEFAULT_POOL_OPTIONS): JsonObject {
  return withView(card.facts, viewOf(card, options));
}
