/**
 * Real Foundry rolls for the pool: `Nd6` evaluated by Foundry (so chat shows the dice and Dice So
 * Nice animates them); the faces are handed to the pure rules, which decide what they mean.
 */
export interface RolledFaces {
  readonly faces: number[];
  readonly roll: Roll | null;
}

export async function rollD6(count: number): Promise<RolledFaces> {
  if (count <= 0) return { faces: [], roll: null };
  const roll = new foundry.dice.Roll(`${count}d6`);
  await roll.evaluate();
  return { faces: facesOf(roll), roll };
}

export function facesOf(roll: Roll): number[] {
  return roll.dice.flatMap((term) => term.results.map((r) => r.result));
}

/** A roll serialized for the exchange's `rolls` list. */
export function rollJson(roll: Roll): Record<string, never> {
  return roll.toJSON() as unknown as Record<string, never>;
}
