import type { SeededDice } from "../../core/dice.js";
import { RulesError } from "../../core/errors.js";
import {
  runExchange,
  createFlurryEncounter,
  currentFlurry,
  declareIntention,
  engage,
  flurryDecision,
  holdInitiative,
  isEngaged,
  loseActions,
  recordAttack,
  resolveOutOfActions,
  stepFlurry,
  takeInitiative,
  type FlurryEncounterState,
  type Posture,
  type Wound,
} from "../../rulesets/flurry/rules/index.js";
import { fromExchangeResult } from "../../rulesets/flurry/rules/fast-exchange.js";
import { pickTarget } from "../targeting.js";
import type { FightRecord } from "../types.js";
import { soleSide, wantsToFlee } from "./common.js";
import { exchangeInput, fightRecord, isDown, SEVERITY_WEIGHT, type FlurryPrepared } from "./flurry.js";

/**
 * A flurry fight played through the rules' own encounter model and flurry machine
 * (`createFlurryEncounter`, `stepFlurry`…) and each exchange through the step machine
 * (`runExchange`), as the tracker plays a round: the reference the
 * simulator's numbers-only fight (`flurrySim.fight`) is proven against, die for die
 * (test/sim/flurry-fast.test.ts).
 */
/** Far more steps than any fight of the round limit can take: past it the machine is stuck. */
const STEP_LIMIT = 1_000_000;

export function stepFight(prepared: FlurryPrepared, dice: SeededDice): FightRecord {
  const { placed, options } = prepared;
  const model = createFlurryEncounter(options);
  const n = placed.length;
  const wounds: Wound[][] = placed.map((p) => [...(p.fighter.wounds ?? [])]);
  const taken = placed.map(() => 0);
  const down = wounds.map(isDown);
  const fled = placed.map(() => false);
  /** The last round each fighter is stunned through (WC-WND-10), 0 when not stunned. */
  const stunnedThrough = placed.map(() => 0);
  /** Fallen this round (WC-WND-9/12): he gets up with his next movement phase. */
  const fallen = placed.map(() => false);
  const byId = new Map(placed.map((p) => [p.id, p.index]));
  const foes: number[] = [];
  const hurt = (i: number): number => {
    let w = 0;
    for (const x of wounds[i]!) w += SEVERITY_WEIGHT[x.severity];
    return -w;
  };
  let state: FlurryEncounterState = model.begin(
    prepared.participants.filter((_, i) => !down[i]),
    dice,
  );
  let round = 1;
  let openedFlurry = "";
  let winner = soleSide(placed, down);
  const fellOut = (i: number): void => {
    down[i] = true;
    state = model.leave(state, placed[i]!.id);
  };
  for (let steps = 0; winner === undefined; steps++) {
    if (steps > STEP_LIMIT) throw new RulesError("FRAY.Sim.Error.Stalled", { ruleset: "flurry" });
    if (state.phase === "morale") {
      round++;
      if (round > prepared.maxRounds) break;
      state = model.nextRound(state, dice);
      continue;
    }
    if (state.phase === "movement" || state.phase === "adjustment") {
      const list = state.phase === "movement" ? state.order : [...state.order].reverse();
      const id = list[state.cursor]!;
      const me = byId.get(id)!;
      if (state.phase === "movement") {
        fallen[me] = false;
        // Closing in on a foe (the map is abstract: everyone can reach everyone).
        let engaged = false;
        for (let i = 0; i < n && !engaged; i++) if (!down[i] && placed[i]!.side !== placed[me]!.side && isEngaged(state, id, placed[i]!.id)) engaged = true;
        if (!engaged && wantsToFlee(placed, down, me, placed[me]!.tactics.flee)) {
          fled[me] = true;
          fellOut(me);
          winner = soleSide(placed, down);
          continue;
        }
        if (!engaged && stunnedThrough[me]! < round) {
          foes.length = 0;
          for (let i = 0; i < n; i++) if (!down[i] && placed[i]!.side !== placed[me]!.side) foes.push(i);
          const pick = pickTarget(placed[me]!.tactics.target, foes, hurt, dice);
          if (pick >= 0) state = engage(state, id, placed[foes[pick]!]!.id);
        }
      }
      state = model.act(state, id, 0, true);
      continue;
    }
    const open = currentFlurry(state)!;
    if (open.key !== openedFlurry) {
      openedFlurry = open.key;
      // A stunned fighter has no actions in this round's flurry (WC-WND-10).
      for (const f of open.fighters) {
        const i = byId.get(f.id)!;
        if (stunnedThrough[i]! >= round && f.actionsLeft > 0 && currentFlurry(state)?.key === open.key) state = stepFlurry(state, (x) => loseActions(x, f.id, f.actionsLeft));
      }
      continue;
    }
    const d = flurryDecision(open);
    if (d.kind === "ended") throw new RulesError("FRAY.Sim.Error.Stalled", { ruleset: "flurry" });
    const actor = byId.get(d.actor)!;
    const tactics = placed[actor]!.tactics;
    if (d.kind === "takeOrHold") {
      state = stepFlurry(state, (f) => (tactics.holdInitiative ? holdInitiative(f, d.actor) : takeInitiative(f, d.actor)));
      continue;
    }
    if (d.kind === "declareIntention") {
      state = stepFlurry(state, (f) => declareIntention(f, d.actor, tactics.intention));
      continue;
    }
    if (d.kind === "outOfActions") {
      const running = wantsToFlee(placed, down, actor, tactics.flee);
      const choice = running ? "withdraw" : d.options.includes(tactics.actionless) ? tactics.actionless : "letGo";
      state = stepFlurry(state, (f) => resolveOutOfActions(f, d.actor, choice));
      continue;
    }
    // An attack: the defenceless first, then the tactic's pick.
    foes.length = 0;
    for (const id of d.indefensible.length > 0 ? d.indefensible : d.targets) foes.push(byId.get(id)!);
    const target = foes[pickTarget(tactics.target, foes, hurt, dice)]!;
    const posture: Posture = stunnedThrough[target]! >= round ? "stunned" : fallen[target] ? "fallen" : "standing";
    const defenseModifier = open.fighters.find((f) => f.id === placed[target]!.id)!.defenseModifier;
    const input = exchangeInput(prepared, actor, target, wounds[actor]!, wounds[target]!, posture, d.indefensible.includes(placed[target]!.id), round, defenseModifier);
    const result = fromExchangeResult(runExchange(input, dice, () => input.location!, options));
    state = stepFlurry(state, (f) =>
      recordAttack(f, {
        attackerId: d.actor,
        defenderId: placed[target]!.id,
        hit: result.hit,
        margin: result.margin,
        defenderCanRespond: result.defenderCanRespond,
        defenderActionsLost: result.actionsLost,
        defenderIncapacitated: result.incapacitated,
      }),
    );
    if (result.wound) {
      wounds[target]!.push(result.wound);
      taken[target]!++;
    }
    for (const c of result.outcome?.conditions ?? []) {
      if (c.id === "stunned" && c.duration.kind === "rounds") stunnedThrough[target] = Math.max(stunnedThrough[target]!, round + c.duration.rounds - 1);
      if (c.id === "fallen") fallen[target] = true;
    }
    if (result.wound && isDown(wounds[target]!)) fellOut(target);
    winner = soleSide(placed, down);
  }
  return fightRecord(winner, Math.min(round, prepared.maxRounds), down, fled, taken);
}
