import type { ExchangeCardSpec, JsonObject } from "../../../foundry/chat/exchange-types.js";
import { withView } from "../../../foundry/chat/card-payload.js";
import { skillCardContext, type SkillRollPayload } from "./cards.js";
import type { RollOptions } from "../rules/success.js";

/**
 * How each brp exchange kind shows on the shared card: its title and the body partial, which
 * renders `payload.view` (recomputed by the pure card builders whenever the payload changes).
 */
const BODY = "systems/fray/templates/brp/chat/parts";

export const BRP_EXCHANGE_CARDS: Readonly<Record<string, ExchangeCardSpec>> = {
  attack: { title: "FRAY.Brp.Card.AttackTitle", bodyPartial: `${BODY}/attack-body.hbs` },
  skill: { title: "FRAY.Brp.Card.SkillTitle", bodyPartial: `${BODY}/skill-body.hbs` },
  entangleLuck: { title: "FRAY.Brp.Ruling.EntangleLuckTitle", bodyPartial: `${BODY}/ruling-body.hbs` },
  impaledMove: { title: "FRAY.Brp.Ruling.ImpaledMoveTitle", bodyPartial: `${BODY}/ruling-body.hbs` },
};

export function skillPayloadWithView(payload: SkillRollPayload, options?: RollOptions): JsonObject {
  return withView(payload, skillCardContext(payload, options));
}
