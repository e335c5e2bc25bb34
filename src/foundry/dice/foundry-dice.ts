import type { Dice } from "../../core/dice.js";

/**
 * The Foundry implementation of the dice port: each request is a real `Roll` (so it can be shown
 * in chat and animated by Dice So Nice), evaluated synchronously with Foundry's randomness, and
 * kept in `rolls` for the flow to attach to its chat card.
 */
export class FoundryDice implements Dice {
  readonly rolls: Roll[] = [];

  roll(count: number, faces: number, _purpose?: string): number[] {
    if (count <= 0) return [];
    const roll = new Roll(`${count}d${faces}`);
    roll.evaluateSync();
    this.rolls.push(roll);
    return roll.dice.flatMap((die) => die.results.map((result) => result.result));
  }
}
