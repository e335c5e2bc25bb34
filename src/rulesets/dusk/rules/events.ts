import type { FrayEvent } from "../../../core/vocabulary.js";
import type { DestinedEffect } from "./roll.js";
import type { Stat } from "./stats.js";
import type { WoundResult } from "./wounds.js";

/** What a Dusk procedure reports: the shared events plus the ruleset's own resources and rolls. */
export type DuskEvent =
  | FrayEvent
  | { readonly type: "rolled"; readonly actorId: string; readonly purpose: string; readonly dawn: number; readonly dusk: number; readonly total: number; readonly effect: DestinedEffect }
  | { readonly type: "poolSpent"; readonly actorId: string; readonly stat: Stat; readonly amount: number }
  | { readonly type: "poolRestored"; readonly actorId: string; readonly stat: Stat; readonly amount: number }
  | { readonly type: "destinyChanged"; readonly actorId: string; readonly from: number; readonly to: number; readonly reason: string }
  | { readonly type: "destinyLost"; readonly actorId: string; readonly amount: number }
  | { readonly type: "doomChanged"; readonly from: number; readonly to: number; readonly reason: string }
  | { readonly type: "woundTaken"; readonly targetId: string; readonly result: WoundResult; readonly value: number; readonly total: number }
  | { readonly type: "taskResolved"; readonly actorId: string; readonly success: boolean; readonly routine: boolean; readonly targetNumber: number };
