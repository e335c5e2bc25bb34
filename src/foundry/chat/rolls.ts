import type { JsonObject } from "./exchange-types.js";

/**
 * A serialized roll (Roll#toJSON output, already checked by relay/dice.ts) as a Foundry Roll for the
 * card; a roll that Foundry cannot read throws here, before anything is written.
 */
export function rollFromJson(json: JsonObject): Roll {
  return Roll.fromData(json as unknown as Parameters<typeof Roll.fromData>[0]) as unknown as Roll;
}

/** Dice a relay accepted (serialized rolls with their purpose and role), as the rolls a new card shows. */
export function rollsFromJson(rolls: ReadonlyArray<{ readonly roll: JsonObject; readonly purpose: string; readonly role: string }>): Array<{ roll: Roll; purpose: string; role: string }> {
  return rolls.map((rolled) => ({ roll: rollFromJson(rolled.roll), purpose: rolled.purpose, role: rolled.role }));
}
