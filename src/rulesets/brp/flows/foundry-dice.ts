import type { FumbleTableKey } from "../rules/fumbles.js";
import { fumbleRollsPending } from "../rules/slice-fumble-queue.js";
import type { BrpOptions } from "../rules/options.js";
import { facesOf, rollFormula, type Rolled } from "../../../foundry/flows/dice.js";

export { rollFormula, rollJson, type Rolled } from "../../../foundry/flows/dice.js";

/**
 * Real Foundry rolls for brp: formulas evaluated by Foundry (so chat shows the dice and Dice So
 * Nice animates them) and draws from the compendium RollTables; the totals go to the pure rules.
 * Only called inside Foundry (nothing runs at import time).
 */

/** The stable ids of the brp-tables compendium RollTables (see packs/_source/brp-tables). */
export const TABLE_IDS = {
  meleeAttack: "SamQF2RUDj7ta8ut",
  meleeParry: "5SvJnDs6ssXSdS1Q",
  missileAttack: "NYoJHysMix0HWmxK",
  natural: "WCWnklcICfyi6QnC",
  majorWounds: "jglSLjiE6WQVb3X9",
  hitLocations: "X3unQPgMCHRpiDcf",
} as const;

interface DrawableTable {
  roll(): Promise<{ roll: Roll }>;
}

/** The compendium table, or null when the pack is missing (then plain dice are rolled instead). */
async function tableOf(id: string): Promise<DrawableTable | null> {
  const pack = game.packs?.get("fray.brp-tables");
  const doc = pack ? await pack.getDocument(id) : null;
  return doc ? (doc as unknown as DrawableTable) : null;
}

/** One draw from a brp RollTable (falling back to the table's formula as plain dice). */
export async function drawTable(id: string, fallbackFormula: string): Promise<Rolled> {
  const table = await tableOf(id);
  if (!table) return rollFormula(fallbackFormula);
  const { roll } = await table.roll();
  return { total: roll.total ?? 0, faces: facesOf(roll), roll };
}

/** A whole fumble chain drawn from the right table, one draw at a time until the rules are satisfied (BRP-FUM-6). */
export async function drawFumbles(table: FumbleTableKey, options: Pick<BrpOptions, "fumbleRollCap">): Promise<Rolled[]> {
  const draws: Rolled[] = [];
  while (fumbleRollsPending(table, draws.map((d) => d.total), options) > 0) draws.push(await drawTable(TABLE_IDS[table], "1d100"));
  return draws;
}
