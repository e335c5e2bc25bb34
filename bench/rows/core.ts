import seedrandom from "seedrandom";
import { DiceRoller } from "@dice-roller/rpg-dice-roller";
import { SeededDice } from "../../src/core/dice.js";
import { bestOfRounds, fmt, type BenchRow } from "../harness.js";

/** Counting successes (faces 3+) on a 5d6 pool through the seeded dice port. */
function portPool(dice: SeededDice): number {
  let successes = 0;
  for (const face of dice.roll(5, 6)) if (face >= 3) successes++;
  return successes;
}

export const rows: BenchRow[] = [
  {
    name: "core: 5d6 pool, successes on 3+, through the seeded dice port",
    run() {
      const dice = new SeededDice("bench");
      const alea = seedrandom.alea("bench");
      const roller = new DiceRoller();
      // The same work on both sides: five faces drawn into a fresh array, then counted. The port
      // adds only its own cost (checking the request); interleaved rounds, best of each.
      const [port, raw, peer] = bestOfRounds([
        () => portPool(dice),
        () => {
          const faces = new Array<number>(5);
          for (let i = 0; i < 5; i++) faces[i] = 1 + Math.floor(alea() * 6);
          let s = 0;
          for (const face of faces) if (face >= 3) s++;
          return s;
        },
        () => roller.roll("5d6>=3"),
      ]).best as [number, number, number];
      return [
        `dice port           ${fmt(port, 0)} pools/s`,
        `raw alea d6 × 5     ${fmt(raw, 0)} pools/s`,
        `rpg-dice-roller     ${fmt(peer, 0)} pools/s  ("5d6>=3")`,
        `ratio (a) port / raw alea        = ${fmt(port / raw, 3)}  (the same work both sides: 1.000 means the port costs nothing; within ±0.05 is noise)`,
        `ratio (b) port / rpg-dice-roller = ${fmt(port / peer, 3)}`,
      ];
    },
  },
];
