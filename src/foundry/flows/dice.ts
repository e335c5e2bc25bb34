/**
 * Real Foundry rolls for every ruleset's flows: formulas evaluated by Foundry (so chat shows the
 * dice and Dice So Nice animates them); the faces and totals go to the pure rules, which decide
 * what they mean. Only called inside Foundry (nothing runs at import time).
 */

export interface Rolled {
  readonly total: number;
  readonly faces: number[];
  readonly roll: Roll;
}

/** Every die face of an evaluated roll, in the order the terms were rolled. */
export function facesOf(roll: Roll): number[] {
  return roll.dice.flatMap((term) => term.results.map((r) => r.result));
}

export async function rollFormula(formula: string): Promise<Rolled> {
  const roll = new foundry.dice.Roll(formula);
  await roll.evaluate();
  return { total: roll.total ?? 0, faces: facesOf(roll), roll };
}

/** A roll serialized for an exchange's `rolls` list. */
export function rollJson(roll: Roll): Record<string, never> {
  return roll.toJSON() as unknown as Record<string, never>;
}
