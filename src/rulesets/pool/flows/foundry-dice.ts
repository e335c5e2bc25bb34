import { facesOf } from "../../../foundry/flows/dice.js";

export { facesOf, rollJson } from "../../../foundry/flows/dice.js";

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

