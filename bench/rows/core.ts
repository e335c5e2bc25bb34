import seedrandom from "seedrandom";
import { DiceRoller } from "@dice-roller/rpg-dice-roller";
import { SeededDice } from "../../src/core/dice.js";
import { fmt, opsPerSecond, type BenchRow } from "../harness.js";

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
      const port = opsPerSecond(() => portPool(dice));
      const raw = opsPerSecond(() => {
        let s = 0;
        for (let i = 0; i < 5; i++) if (1 + Math.floor(alea() * 6) >= 3) s++;
        return s;
      });
      const peer = opsPerSecond(() => roller.roll("5d6>=3"));
      return [
        `dice port           ${fmt(port, 0)} pools/s`,
        `raw alea d6 × 5     ${fmt(raw, 0)} pools/s`,
        `rpg-dice-roller     ${fmt(peer, 0)} pools/s  ("5d6>=3")`,
        `ratio (a) port / raw alea        = ${fmt(port / raw, 3)}`,
        `ratio (b) port / rpg-dice-roller = ${fmt(port / peer, 3)}`,
      ];
    },
  },
];
