import seedrandom from "seedrandom";
import { SeededDice, type Dice } from "../../src/core/dice.js";
import {
  armorTotal,
  startExchange,
  stepExchange,
  type ExchangeRequest,
  type ExchangeStep,
  type TaskDecision,
  type TaskInput,
} from "../../src/rulesets/dusk/rules/index.js";
import { fmt, opsPerSecond, type BenchRow } from "../harness.js";

/**
 * An ogre (level 4, TN 12) swings at a hurt PC: the PC's Speed defence, the Doom and Destiny
 * windows (passed), and on a failed defence 6 damage − 2 armor takes the last 4 health, so every
 * hit also rolls a wound.
 */
const request: ExchangeRequest = {
  direction: "npcAttacks",
  pc: {
    id: "pc",
    level: 3,
    pools: { might: { value: 9, max: 9 }, speed: { value: 14, max: 14 }, intellect: { value: 17, max: 17 } },
    effortMax: 2,
    destiny: 0,
    wounds: [],
    health: 4,
    armor: armorTotal({ physical: ["medium"] }),
    regainOnNextAction: false,
    dead: false,
  },
  npc: { id: "ogre", kind: "elite", level: 4, health: 12, armor: 1, damage: 6, wounds: [], dead: false, incapacitated: false },
  doom: 0,
};

function answer(decision: TaskDecision): TaskInput {
  if (decision.type === "chooseEffort") return { type: "effort", levels: 0 };
  if (decision.type === "spendDoom") return { type: "doom", hinderSteps: 0 };
  return { type: "destiny", spend: [] };
}

function exchange(dice: Dice): boolean {
  let step: ExchangeStep = startExchange(request, dice);
  while (step.pending) step = stepExchange(step.state, answer(step.pending), dice);
  return step.state.outcome?.hit ?? false;
}

export const rows: BenchRow[] = [
  {
    name: "dusk: one full exchange (PC defence 2d12 vs TN 12, Doom/Destiny windows, damage, wound roll) through the seeded dice port",
    run() {
      const dice = new SeededDice("bench");
      const alea = seedrandom.alea("bench");
      const d12 = () => 1 + Math.floor(alea() * 12);
      const port = opsPerSecond(() => exchange(dice));
      // Raw generation of the same dice: two d12 for the defence, two more for the wound when it fails.
      const raw = opsPerSecond(() => {
        const total = d12() + d12();
        if (total >= 12) return false;
        return d12() + d12() > 0;
      });
      return [
        `dusk exchange via port   ${fmt(port, 0)} exchanges/s`,
        `raw alea, same dice      ${fmt(raw, 0)} exchanges/s`,
        `ratio port / raw alea  = ${fmt(port / raw, 3)}`,
      ];
    },
  },
];
