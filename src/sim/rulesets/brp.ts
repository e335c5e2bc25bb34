import type { SeededDice } from "../../core/dice.js";
import type { TapeDice } from "../../core/die-source.js";
import type { EncounterParticipant } from "../../core/encounter.js";
import {
  brpOptions,
  createBrpEncounter,
  currentSlots,
  defaultChoice,
  brpKernel,
  brpKernelAttacker,
  brpKernelHandOff,
  BrpKernelDefender,
  BrpKernelOut,
  BrpHarmBook,
  FRESH_DEFENCE_ROUND,
  LEVEL_SUCCEEDS,
  newHarm,
  statementOrder,
  type ArmorPiece,
  type BrpEncounterState,
  type BrpKernelAttacker,
  type BrpHarm,
  type BrpHarmState,
  type BrpOptions,
  type DefenceRound,
  type DefenderState,
  type ExchangeAnswer,
  type ExchangeDecision,
  type ExchangeInput,
  type ExchangeWeapon,
  type ParryItem,
} from "../../rulesets/brp/rules/index.js";
import { RememberedModel } from "../remembered-model.js";
import { pickTarget } from "../targeting.js";
import type { EncounterSpec, FightRecord, RulesetSim, TargetRule } from "../types.js";
import { freshTallies, maxRoundsOf, placeFighters, requireFlee, requireTactic, soleSide, standingFoes, wantsToFlee, type FleeRule, type Placed } from "./common.js";

/** A brp fighter in the rules' own terms: its attack, its defences, armor and injuries. */
export interface BrpFighter {
  readonly id: string;
  readonly name?: string;
  readonly playerCharacter?: boolean;
  /** Characteristics the DEX-rank encounter reads. */
  readonly dex: number;
  readonly int: number;
  readonly siz: number;
  /** The weapon attack: chance after modifiers, damage modifier ("+1D4"), the weapon itself. */
  readonly attack: { readonly chance: number; readonly damageModifier: string; readonly weapon: ExchangeWeapon; readonly attacks?: number; readonly weaponLength?: number };
  readonly defender: Omit<DefenderState, "dexRank">;
  readonly armor: readonly ArmorPiece[];
  readonly items: readonly (ParryItem & { readonly hp?: number; readonly maxHp?: number; readonly armor?: number })[];
  /** Injuries at the start (new when left out, from `hitPoints`). */
  readonly harm?: BrpHarm;
  readonly hitPoints?: number;
}

/** Whom a brp side attacks and whether it defends (the best parry or Dodge offered, or none). */
export interface BrpTactics {
  readonly target: TargetRule;
  readonly defence: "best" | "none";
  /** When to disengage and leave (see `FleeRule`; BRP-ACT-10). */
  readonly flee: FleeRule;
}

export const BRP_DEFAULT_TACTICS: BrpTactics = { target: "weakest", defence: "best", flee: "never" };

interface BrpPrepared {
  readonly placed: readonly Placed<BrpFighter, BrpTactics>[];
  readonly options: BrpOptions;
  readonly participants: readonly EncounterParticipant[];
  readonly startHarm: readonly BrpHarm[];
  readonly maxRounds: number;
  /** The encounter model, its answers remembered across the run's fights. */
  readonly model: RememberedModel<BrpEncounterState>;
  /** Each fighter's attack as the exchange reads it: the same every time, so built once. */
  readonly attackers: readonly ExchangeInput["attacker"][];
  /** The same, worked into the kernel's numbers (`brpKernelAttacker`). */
  readonly kernelAttackers: readonly BrpKernelAttacker[];
  /** The answers each fighter's side gives (its `defence` tactic). */
  readonly choosers: readonly ((d: ExchangeDecision) => ExchangeAnswer)[];
  /** Each fighter as a defender by the DEX rank it is attacked at, built on first use. */
  readonly defenders: readonly Map<number, BrpKernelDefender>[];
  /** Each fighter's injuries as the kernel carries them, their states remembered across the run's fights. */
  readonly books: readonly BrpHarmBook[];
}

/** A fighter as a defender at a DEX rank, the same object every time (its plans are remembered on it). */
function defenderAtRank(prepared: BrpPrepared, i: number, rank: number): BrpKernelDefender {
  const known = prepared.defenders[i]!;
  let defender = known.get(rank);
  if (!defender) {
    const fighter = prepared.placed[i]!.fighter;
    const state: DefenderState = { ...fighter.defender, dexRank: rank };
    defender = new BrpKernelDefender(prepared.placed[i]!.id, state, fighter.armor, prepared.choosers[i]!, prepared.options);
    known.set(rank, defender);
  }
  return defender;
}

function prepare(spec: EncounterSpec<BrpFighter, BrpTactics>): BrpPrepared {
  const placed = placeFighters(spec, BRP_DEFAULT_TACTICS, (t) => {
    requireTactic(t.defence, ["best", "none"], "defence");
    requireFlee(t.flee);
  });
  const options = brpOptions(spec.options ?? {});
  const attackers = placed.map((p) => ({ id: p.id, siz: p.fighter.siz, chance: p.fighter.attack.chance, damageModifier: p.fighter.attack.damageModifier, weapon: p.fighter.attack.weapon }));
  const choosers = placed.map((p) => (p.tactics.defence === "best" ? defaultChoice : noDefence));
  const startHarm = placed.map((p) => p.fighter.harm ?? newHarm(p.fighter.hitPoints ?? 12));
  return {
    placed,
    options,
    model: new RememberedModel(createBrpEncounter(options), undefined, brpTurnIdentity),
    participants: placed.map((p) => ({
      id: p.id,
      side: p.side,
      isPlayerCharacter: p.fighter.playerCharacter ?? false,
      stats: { DEX: p.fighter.dex, INT: p.fighter.int, skill: p.fighter.attack.chance, weaponLength: p.fighter.attack.weaponLength ?? 2, attacks: p.fighter.attack.attacks ?? 1 },
    })),
    startHarm,
    books: placed.map((p, i) => new BrpHarmBook(p.id, startHarm[i]!, undefined, options, choosers[i]!)),
    attackers,
    // A critical taken as a special is the attacker's call (both tactics answer it the default way).
    kernelAttackers: attackers.map((a, i) => brpKernelAttacker(a, options, choosers[i]!)),
    choosers,
    defenders: placed.map(() => new Map()),
    maxRounds: maxRoundsOf(spec),
  };
}

/**
 * A brp encounter state without its round counter: no transition but the snapshot reads the
 * round, so rounds that stand alike meet on one remembered state. The fight keeps its own count.
 */
export function brpTurnIdentity(state: BrpEncounterState): string {
  return JSON.stringify({ ...state, round: 0 });
}

const noDefence = (d: ExchangeDecision): ExchangeAnswer => (d.type === "defenceChoice" ? { type: "defenceChoice", index: d.options.length - 1 } : defaultChoice(d));

function fight(prepared: BrpPrepared, dice: SeededDice, tape: TapeDice): FightRecord {
  const { placed, options, model } = prepared;
  const n = placed.length;
  const harm: BrpHarmState[] = prepared.books.map((book) => book.first());
  const defenceRounds: DefenceRound[] = placed.map(() => FRESH_DEFENCE_ROUND);
  const out = new BrpKernelOut();
  // Parrying items wear down and break over the fight (BRP-MTX-1, BRP-MTX-3).
  const items = placed.map((p) => p.fighter.items);
  let round = 1;
  const unable = (i: number): boolean => !harm[i]!.fit;
  const down = placed.map((_, i) => unable(i));
  const byId = new Map(placed.map((p) => [p.id, p.index]));
  const foes: number[] = [];
  const hpOf = (i: number): number => harm[i]!.hp;
  let state: BrpEncounterState = model.begin(prepared.participants.filter((_, i) => !down[i]), dice);
  let winner = soleSide(placed, down);
  const fell = (i: number): void => {
    down[i] = true;
    state = model.leave(state, placed[i]!.id);
  };
  // BRP-ACT-10: a disengagement is declared with the statements; the fighter makes no attack that
  // round and gets away at its end if every attack on it was dodged or parried (or none came).
  const disengaging = placed.map(() => false);
  const heldOn = placed.map(() => false);
  const tallies = freshTallies(n, []);
  let statementsOf = 0;
  while (winner === undefined && round <= prepared.maxRounds) {
    if (state.phase === "statements") {
      if (statementsOf !== round) {
        statementsOf = round;
        for (let i = 0; i < n; i++) {
          disengaging[i] = wantsToFlee(placed, down, i, placed[i]!.tactics.flee);
          heldOn[i] = false;
        }
      }
      state = model.act(state, model.ask(state, "states", (s) => statementOrder(s).find((id) => !s.stated.includes(id))!), 0, true);
      continue;
    }
    if (state.phase === "resolution") {
      // Round end: bleeding, shock countdowns and the fatal-wound window (BRP-SPC-2, BRP-WND-4).
      for (let i = 0; i < n; i++) {
        if (down[i] && harm[i]!.dead) continue;
        harm[i] = harm[i]!.roundEnd();
      }
      round++;
      for (let i = 0; i < n; i++) {
        defenceRounds[i] = FRESH_DEFENCE_ROUND;
        if (!down[i] && unable(i)) fell(i);
        else if (!down[i] && disengaging[i] && !heldOn[i]) {
          tallies[i]!.fled = true;
          fell(i);
        }
      }
      winner = soleSide(placed, down);
      if (winner !== undefined) break;
      // Without initiative rolls (the default) a new round is the statements again, no dice.
      state = options.initiativeRolls ? model.nextRound(state, dice) : model.nextRoundWithoutDice(state);
      continue;
    }
    const slot = model.ask(state, "slot", (s) => currentSlots(s)[0]!);
    const actor = byId.get(slot.participantId)!;
    standingFoes(placed, down, actor, foes);
    const pick = disengaging[actor] ? -1 : pickTarget(placed[actor]!.tactics.target, foes, hpOf, dice);
    if (pick >= 0) {
      const target = foes[pick]!;
      const t = placed[target]!;
      const defender = defenderAtRank(prepared, target, slot.rank);
      const choose = prepared.choosers[target]!;
      if (!brpKernel(prepared.kernelAttackers[actor]!, actor, defender, harm[target]!, items[target]!, defenceRounds[target]!, tape, options, out)) {
        const input: ExchangeInput = {
          round,
          attacker: prepared.attackers[actor]!,
          defender: { id: t.id, harm: harm[target]!.recordAt(round), armor: t.fighter.armor, state: defender.state, items: items[target]!, round: defenceRounds[target]! },
          options,
        };
        brpKernelHandOff(input, harm[target]!, tape, choose, out);
      }
      harm[target] = out.harm;
      defenceRounds[target] = out.round;
      // An attack that got through (no defence, or one that failed) keeps a disengaging fighter engaged.
      if (LEVEL_SUCCEEDS[out.attackLevel] && !(out.defenceLevel >= 0 && LEVEL_SUCCEEDS[out.defenceLevel])) heldOn[target] = true;
      const worn = out.itemId;
      if (worn !== null && out.itemDamage > 0) {
        const damage = out.itemDamage;
        const destroyed = out.itemDestroyed;
        items[target] = items[target]!.map((item) => (item.id === worn ? { ...item, hp: Math.max(0, (item.hp ?? 0) - damage), broken: destroyed } : item));
      }
      if (unable(target)) fell(target);
    }
    if (!down[actor]) state = model.act(state, placed[actor]!.id, 1, true);
    winner = soleSide(placed, down);
  }
  for (let i = 0; i < n; i++) {
    tallies[i]!.fell = down[i]!;
    tallies[i]!.harm = prepared.startHarm[i]!.hp - harm[i]!.hp;
  }
  return { winner: winner ?? null, rounds: Math.min(round, prepared.maxRounds), fighters: tallies };
}

export const brpSim: RulesetSim<BrpFighter, BrpTactics, BrpPrepared> = {
  key: "brp",
  defaultTactics: BRP_DEFAULT_TACTICS,
  harmUnit: "hit points",
  resources: [],
  prepare,
  labels: (prepared) => prepared.placed.map((p) => ({ id: p.id, name: p.name, side: p.side })),
  fight,
};
