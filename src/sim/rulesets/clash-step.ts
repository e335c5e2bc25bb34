import type { SeededDice } from "../../core/dice.js";
import { applyHpDamage, clashChooser, createClashEncounter, driveExchange, fromStepOutcome, spendReactionAp, startExchange, type ClashEncounterState } from "../../rulesets/clash/rules/index.js";
import { pickTarget } from "../targeting.js";
import type { FightRecord } from "../types.js";
import { soleSide, standingFoes, wantsToFlee } from "./common.js";
import { clashInput, clashRecord, type ClashPrepared } from "./clash.js";

const apOf = (state: ClashEncounterState, id: string): number => state.order.find((c) => c.id === id)?.ap ?? 0;

/**
 * A clash fight played through the rules' own encounter model (`createClashEncounter`,
 * `spendReactionAp`) and step machine (`driveExchange`), as the tracker plays the turns and the
 * clash cards the exchanges: the reference the simulator's numbers-only
 * fight (`clashSim.fight`) is proven against, die for die (test/sim/clash-fast.test.ts).
 */
export function stepFight(prepared: ClashPrepared, dice: SeededDice): FightRecord {
  const { placed, options } = prepared;
  const model = createClashEncounter(options);
  const hp = placed.map((p) => ({ value: p.fighter.hp, max: p.fighter.hp }));
  const luck = placed.map((p) => p.fighter.luck);
  const down = hp.map((h) => h.value <= 0);
  const fled = placed.map(() => false);
  const byId = new Map(placed.map((p) => [p.id, p.index]));
  const foes: number[] = [];
  let state = model.begin(prepared.participants.filter((_, i) => !down[i]), dice);
  let round = 1;
  let winner = soleSide(placed, down);
  while (winner === undefined && round <= prepared.maxRounds) {
    if (state.currentId === null) {
      round++;
      if (round > prepared.maxRounds) break;
      state = model.nextRound(state, dice);
      continue;
    }
    const actor = byId.get(state.currentId)!;
    if (wantsToFlee(placed, down, actor, placed[actor]!.tactics.flee)) {
      down[actor] = true;
      fled[actor] = true;
      state = model.leave(state, placed[actor]!.id);
      winner = soleSide(placed, down);
      continue;
    }
    standingFoes(placed, down, actor, foes);
    const pick = pickTarget(placed[actor]!.tactics.target, foes, (i) => hp[i]!.value, dice);
    const ap = apOf(state, placed[actor]!.id);
    if (pick < 0 || ap < 1) {
      state = model.act(state, placed[actor]!.id, 0, true);
      continue;
    }
    const target = foes[pick]!;
    const a = placed[actor]!;
    const t = placed[target]!;
    const input = clashInput(prepared, actor, target, ap, apOf(state, t.id), luck);
    const result = fromStepOutcome(driveExchange(startExchange(input, options), dice, clashChooser(a.tactics, t.tactics)));
    luck[actor] = result.attacker.luck;
    luck[target] = result.defender.luck;
    if (result.reacted) state = spendReactionAp(state, t.id);
    // A reaction spending the actor's turn is not possible (only the defender reacts), so the actor is still current.
    state = model.act(state, a.id, 1, true);
    if (result.hitter !== null && result.dealt > 0) {
      const hurt = result.hitter === "attacker" ? target : actor;
      hp[hurt] = applyHpDamage(hp[hurt]!, result.dealt);
      if (hp[hurt]!.value <= 0) {
        down[hurt] = true;
        state = model.leave(state, placed[hurt]!.id);
      }
    }
    winner = soleSide(placed, down);
  }
  return clashRecord(placed, winner, Math.min(round, prepared.maxRounds), down, fled, hp.map((h) => h.value), luck);
}
