import seedrandom from "seedrandom";
import { SeededDice } from "../../src/core/dice.js";
import { newDefenceRound, newHarm, resolveMatrix, runExchange, successLevel, type ExchangeInput } from "../../src/rulesets/brp/rules/index.js";
import { fmt, opsPerSecond, type BenchRow } from "../harness.js";

/** One attack (70%) against a parry (55%): two d100s through the port, both levels, the matrix cell. */
function portExchange(dice: SeededDice): boolean {
  const attack = successLevel(dice.rollOne(100), 70);
  const parry = successLevel(dice.rollOne(100), 55);
  return resolveMatrix(attack, { kind: "parry", level: parry }).delivered !== "blocked";
}

const fullInput: ExchangeInput = {
  round: 1,
  attacker: { id: "a", siz: 13, chance: 70, damageModifier: "+1D4", weapon: { id: "sword", formula: "1D8+1", specialType: "bleeding", kind: "melee" } },
  defender: {
    id: "d",
    harm: newHarm(14),
    armor: [{ id: "leather", value: 1 }],
    state: { siz: 12, dodge: 40 },
    items: [{ id: "shield", kind: "shield", skill: 55, shieldSize: "full", hp: 12, armor: 8 }],
    round: newDefenceRound(),
  },
};

export const rows: BenchRow[] = [
  {
    name: "brp: attack + parry resolution (2 d100 through the seeded port, levels, matrix) vs raw alea d100 × 2",
    run() {
      const dice = new SeededDice("bench");
      const alea = seedrandom.alea("bench");
      const port = opsPerSecond(() => portExchange(dice));
      const raw = opsPerSecond(() => 1 + Math.floor(alea() * 100) + 1 + Math.floor(alea() * 100));
      const full = opsPerSecond(() => runExchange(fullInput, dice).pending === null, 300);
      return [
        `resolve (port)          ${fmt(port, 0)} exchanges/s`,
        `raw alea d100 × 2       ${fmt(raw, 0)} pairs/s`,
        `full step machine       ${fmt(full, 0)} exchanges/s  (defence choice, damage, armor, wound)`,
        `ratio resolve / raw alea = ${fmt(port / raw, 3)}`,
      ];
    },
  },
];
