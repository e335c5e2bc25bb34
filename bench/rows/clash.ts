import seedrandom from "seedrandom";
import { RecordingDice, SeededDice } from "../../src/core/dice.js";
import {
  clashOdds,
  driveExchange,
  startExchange,
  type ExchangeChoice,
  type ExchangeDecision,
  type ExchangeInput,
} from "../../src/rulesets/clash/rules/index.js";
import { fmt, microsecondsPerCall, opsPerSecond, type BenchRow } from "../harness.js";

const input: ExchangeInput = {
  attacker: { id: "hero", ap: 3, luck: 0, armor: 1, action: { id: "attack", kind: "proactive", skill: 60, dealsDamage: true, damage: "1d8" } },
  defender: { id: "ogre", ap: 3, luck: 0, armor: 2, reactions: [{ id: "counterAttack", kind: "reactive", skill: 55, dealsDamage: true, damage: "1d8" }] },
};

/** The defender always counter-attacks; winners take no maneuvers; fumbles are acknowledged. */
function policy(decision: ExchangeDecision): ExchangeChoice {
  switch (decision.type) {
    case "react":
      return { type: "react", reactionId: decision.reactionIds[0] ?? null };
    case "chooseManeuvers":
      return { type: "chooseManeuvers", maneuverIds: [] };
    case "adjudicate":
      return { type: "acknowledge" };
    case "luck":
      return { type: "luck", use: "pass" };
    default:
      return { type: "roll" };
  }
}

export const rows: BenchRow[] = [
  {
    name: "clash: one full exchange (attack, counter-attack, table, damage) through the seeded dice port",
    run() {
      const start = startExchange(input);
      // Measure how many dice an exchange asks for, so the raw baseline draws the same amount.
      const recorder = new RecordingDice(new SeededDice("calibrate"));
      const calibrationRuns = 2_000;
      for (let i = 0; i < calibrationRuns; i++) driveExchange(start, recorder, policy);
      const diePerExchange = recorder.log.length / calibrationRuns;

      const dice = new SeededDice("bench");
      const alea = seedrandom.alea("bench");
      const exchange = opsPerSecond(() => driveExchange(start, dice, policy));
      // Raw generation: the two d100s every exchange rolls, plus the d8 of damage when someone hits.
      const hitsShare = diePerExchange - 2;
      let carry = 0;
      const raw = opsPerSecond(() => {
        let s = 1 + Math.floor(alea() * 100);
        s += 1 + Math.floor(alea() * 100);
        carry += hitsShare;
        if (carry >= 1) {
          carry -= 1;
          s += 1 + Math.floor(alea() * 8);
        }
        return s;
      });
      return [
        `dice per exchange   ${fmt(diePerExchange, 3)} (measured)`,
        `exchange machine    ${fmt(exchange, 0)} exchanges/s`,
        `raw alea dice       ${fmt(raw, 0)} exchanges' worth of dice/s`,
        `ratio exchange / raw alea = ${fmt(exchange / raw, 4)}`,
      ];
    },
  },
  {
    name: "clash: exact odds of all 16 clash-table cells (100 × 100 enumeration)",
    run() {
      const micros = microsecondsPerCall(() => clashOdds({ attackerSkill: 65, defenderSkill: 48, attackerFlipsWhenItHelps: true }));
      return [`clashOdds           ${fmt(micros, 1)} µs per call`];
    },
  },
];
