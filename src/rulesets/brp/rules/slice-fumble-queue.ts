import { fumbleRow, type FumbleTableKey } from "./fumbles.js";
import { requireArray } from "../../../core/validate.js";
import { BRP_DEFAULTS, brpOption, type BrpOptions } from "./options.js";

/**
 * How many more fumble-table rolls a chain still needs after `rolls` (BRP-FUM-6): one to start,
 * two or three more for every "roll again" row, never past the `fumbleRollCap` option. Lets a
 * caller that draws from a Foundry RollTable one result at a time know when to stop; the
 * outcome itself is `resolveFumble(table, rolls)`.
 */
export function fumbleRollsPending(table: FumbleTableKey, rolls: readonly number[], options: Pick<BrpOptions, "fumbleRollCap"> = BRP_DEFAULTS): number {
  let owed = 1;
  for (const roll of requireArray(rolls, "rolls") as readonly number[]) {
    const effect = fumbleRow(table, roll).effect;
    owed += effect.kind === "rollMore" ? effect.times - 1 : -1;
    if (owed <= 0) return 0;
  }
  return Math.max(0, Math.min(owed, brpOption(options, "fumbleRollCap") - rolls.length));
}
