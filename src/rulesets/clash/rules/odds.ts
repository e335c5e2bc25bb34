import { RulesError } from "../../../core/errors.js";
import { clashOptions, type ClashOptions } from "./options.js";
import { CLASH_CELL_KEYS, clashCell, clashCellKey, type ClashCellKey } from "./table.js";
import { flipRoll, makeRoll, tierRank, isSuccessful, type ClashRoll } from "./tiers.js";

/**
 * Exact odds of every clash-table cell for two skills (item 4 of the issue), by enumerating the
 * 100 × 100 equally likely pairs of d100 faces. Luck flips are deterministic, so they can be
 * folded in exactly: a side that "flips when it helps" flips a failed roll whenever the flipped
 * digits reach a better tier. Rerolls are a fresh random roll and are not modelled here.
 */
export interface ClashOddsQuery {
  readonly attackerSkill: number;
  readonly defenderSkill: number;
  /** False: the defender does not react and sits in the "failure" row for every roll. */
  readonly defenderReacts?: boolean;
  readonly attackerFlipsWhenItHelps?: boolean;
  readonly defenderFlipsWhenItHelps?: boolean;
}

/** For a "higher roll hits" cell: how its pairs split between the two sides. */
export interface HigherRollSplit {
  readonly attackerHigher: number;
  readonly defenderHigher: number;
  readonly equal: number;
}

export interface ClashOdds {
  /** Probability of landing in each of the 16 cells (sums to 1). */
  readonly cells: ReadonlyMap<ClashCellKey, number>;
  /** Split of the two "higher roll hits" cells, as probabilities of the whole clash. */
  readonly higherRoll: ReadonlyMap<ClashCellKey, HigherRollSplit>;
  /** Totals under the active tie policy. */
  readonly attackerHits: number;
  readonly defenderHits: number;
  readonly nobodyHits: number;
}

/** The roll a side ends with for one face, after an optional "flip when it helps". */
export function finalRollFor(face: number, skill: number, preset: ClashOptions["tierPreset"], flipsWhenItHelps: boolean): ClashRoll {
  const roll = makeRoll(face, skill, preset);
  if (!flipsWhenItHelps || isSuccessful(roll.tier)) return roll;
  const flipped = flipRoll(roll, preset);
  return tierRank(flipped.tier) > tierRank(roll.tier) ? flipped : roll;
}

export function clashOdds(query: ClashOddsQuery, options: Readonly<Record<string, unknown>> = {}): ClashOdds {
  const { tierPreset, tiePolicy } = clashOptions(options);
  const reacts = query.defenderReacts ?? true;
  const attackerRolls = allFaces().map((face) => finalRollFor(face, query.attackerSkill, tierPreset, query.attackerFlipsWhenItHelps ?? false));
  const defenderRolls = reacts ? allFaces().map((face) => finalRollFor(face, query.defenderSkill, tierPreset, query.defenderFlipsWhenItHelps ?? false)) : null;

  const cellCounts = new Map<ClashCellKey, number>(CLASH_CELL_KEYS.map((k) => [k, 0]));
  const splits = new Map<ClashCellKey, { attackerHigher: number; defenderHigher: number; equal: number }>();
  for (const attacker of attackerRolls) {
    if (!defenderRolls) {
      // Each attacker face pairs with "defender fails" for certain: weight 100 of 10,000.
      add(cellCounts, clashCellKey(attacker.tier, "failure"), 100);
      continue;
    }
    for (const defender of defenderRolls) {
      const key = clashCellKey(attacker.tier, defender.tier);
      add(cellCounts, key, 1);
      if (clashCell(attacker.tier, defender.tier).kind !== "higherRoll") continue;
      const split = splits.get(key) ?? { attackerHigher: 0, defenderHigher: 0, equal: 0 };
      if (attacker.value > defender.value) split.attackerHigher++;
      else if (attacker.value < defender.value) split.defenderHigher++;
      else split.equal++;
      splits.set(key, split);
    }
  }

  const pairs = 10_000;
  const cells = new Map<ClashCellKey, number>();
  let attackerHits = 0;
  let defenderHits = 0;
  for (const [key, count] of cellCounts) {
    cells.set(key, count / pairs);
    const [a, d] = key.split("/") as [ClashRoll["tier"], ClashRoll["tier"]];
    const cell = clashCell(a, d);
    if (cell.kind === "hit") {
      if (cell.hitter === "attacker") attackerHits += count;
      else defenderHits += count;
    }
  }
  const higherRoll = new Map<ClashCellKey, HigherRollSplit>();
  for (const [key, split] of splits) {
    higherRoll.set(key, { attackerHigher: split.attackerHigher / pairs, defenderHigher: split.defenderHigher / pairs, equal: split.equal / pairs });
    attackerHits += split.attackerHigher;
    defenderHits += split.defenderHigher + (tiePolicy === "defender" ? split.equal : 0);
  }
  return { cells, higherRoll, attackerHits: attackerHits / pairs, defenderHits: defenderHits / pairs, nobodyHits: (pairs - attackerHits - defenderHits) / pairs };
}

function allFaces(): number[] {
  return Array.from({ length: 100 }, (_, i) => i + 1);
}

function add(map: Map<ClashCellKey, number>, key: ClashCellKey, amount: number): void {
  const current = map.get(key);
  if (current === undefined) throw new RulesError("FRAY.Clash.Error.UnknownTier", { attacker: key, defender: key });
  map.set(key, current + amount);
}
