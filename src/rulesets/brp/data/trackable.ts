import type { TrackableAttributes } from "../../../foundry/ruleset.js";
import type { BrpActorType } from "./specs.js";

/** Token bar attributes per brp subtype; the first two are a new token's bars. */
export const BRP_TRACKABLE: Readonly<Record<BrpActorType, TrackableAttributes>> = {
  brpCharacter: { bar: ["hitPoints", "powerPoints"], value: ["move"] },
  brpCreature: { bar: ["hitPoints", "powerPoints"], value: ["move"] },
  brpObject: { bar: ["hitPoints"], value: ["armor", "move"] },
};
