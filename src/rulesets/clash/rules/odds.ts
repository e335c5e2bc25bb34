import { RulesError } from "../../../core/errors.js";
import { clashOptions, type ClashOptions } from "./options.js";
import { CLASH_CELL_KEYS, clashCell, clashCellKey, resolveClash, type ClashCellKey } from "./table.js";
import { flipRoll, makeRoll, tierRank, isSuccessful, TIERS, type ClashRoll, type Tier } from "./tiers.js";

/**
 * Exact odds of every clash-table cell for two skills (item 4 of the issue). The 100 × 100 pairs
 * of d100 faces are equally likely; grouping each side's 100 faces by final tier and reading gives
 * the same sums as visiting every pair, in a few hundred steps instead of ten thousand. Luck flips
 * are deterministic, so they fold in exactly: a side that "flips when it helps" flips a failed
 * roll whenever the flipped digits reach a better tier. Rerolls are a fresh random roll and are
 * not modelled here.
 */
export interface ClashOddsQuery {
  readonly attackerSkill: number;
  readonly defenderSkill: number;
  /** False: the defender does not react and sits in the "failure" row for every roll. */
  readonly defenderReacts?: boolean;
  readonly attackerFlipsWhenItHelps?: boolean;
  readonly defenderFlipsWhenItHelps?: boolean;
}

/** For a "higher roll hits" cell: how its probability splits between the two sides. */
export interface HigherRollSplit {
  readonly attackerHigher: number;
  readonly defenderHigher: number;
  readonly equal: number;
}

export interface ClashOdds {
  /** Probability of landing in each of the 16 cells (sums to 1). */
  readonly cells: ReadonlyMap<ClashCellKey, number>;
  /** Split of the "higher roll hits" cells, as probabilities of the whole clash. */
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

/** Readings 0..100 are counted per tier: counts[tier][reading]. */
type Histogram = Record<Tier, Uint32Array>;

function histogram(skill: number, preset: ClashOptions["tierPreset"], flips: boolean): Histogram {
  const h = { fumble: new Uint32Array(101), failure: new Uint32Array(101), success: new Uint32Array(101), critical: new Uint32Array(101) };
  for (let face = 1; face <= 100; face++) {
    const roll = finalRollFor(face, skill, preset, flips);
    h[roll.tier][roll.value]! += 1;
  }
  return h;
}

const total = (counts: Uint32Array): number => counts.reduce((a, b) => a + b, 0);

/** Pairs (a, d) with a above, below and equal to d, from two histograms of readings. */
function compare(attacker: Uint32Array, defender: Uint32Array): { above: number; below: number; equal: number } {
  let above = 0;
  let below = 0;
  let equal = 0;
  let defenderUnder = 0; // defender faces reading strictly less than the current value
  const defenderAll = total(defender);
  for (let v = 0; v <= 100; v++) {
    const a = attacker[v]!;
    const d = defender[v]!;
    above += a * defenderUnder;
    equal += a * d;
    below += a * (defenderAll - defenderUnder - d);
    defenderUnder += d;
  }
  return { above, below, equal };
}

export function clashOdds(query: ClashOddsQuery, options: Readonly<Record<string, unknown>> = {}): ClashOdds {
  const { tierPreset, tiePolicy } = clashOptions(options);
  if (typeof query !== "object" || query === null) throw new RulesError("FRAY.Clash.Error.Malformed", { field: "query" });
  const attacker = histogram(query.attackerSkill, tierPreset, query.attackerFlipsWhenItHelps ?? false);
  const reacts = query.defenderReacts ?? true;
  // Validate the defender's skill even when it does not react.
  const rolled = histogram(query.defenderSkill, tierPreset, query.defenderFlipsWhenItHelps ?? false);
  const defender: Histogram = reacts ? rolled : { fumble: new Uint32Array(101), failure: Uint32Array.from({ length: 101 }, (_, v) => (v === 0 ? 100 : 0)), success: new Uint32Array(101), critical: new Uint32Array(101) };

  const pairs = 10_000;
  const cells = new Map<ClashCellKey, number>();
  const higherRoll = new Map<ClashCellKey, HigherRollSplit>();
  let attackerHits = 0;
  let defenderHits = 0;
  for (const key of CLASH_CELL_KEYS) cells.set(key, 0);
  for (const a of TIERS) {
    for (const d of TIERS) {
      const key = clashCellKey(a, d);
      const count = total(attacker[a]) * total(defender[d]);
      cells.set(key, count / pairs);
      const cell = clashCell(a, d);
      if (cell.kind === "hit") {
        if (cell.hitter === "attacker") attackerHits += count;
        else defenderHits += count;
      } else if (cell.kind === "higherRoll" && count > 0) {
        const { above, below, equal } = compare(attacker[a], defender[d]);
        higherRoll.set(key, { attackerHigher: above / pairs, defenderHigher: below / pairs, equal: equal / pairs });
        attackerHits += above;
        defenderHits += below + (tiePolicy === "defender" ? equal : 0);
      }
    }
  }
  return { cells, higherRoll, attackerHits: attackerHits / pairs, defenderHits: defenderHits / pairs, nobodyHits: (pairs - attackerHits - defenderHits) / pairs };
}

/** Chances of a defender's choice once the attacker's final roll is known. */
export interface ReactionOdds {
  readonly defenderHits: number;
  readonly attackerHits: number;
  readonly nobodyHits: number;
  /** Chance of each defender tier (the attacker's column is fixed). */
  readonly tiers: Readonly<Record<Tier, number>>;
}

/**
 * DL-FLOW-4: what a reaction rolled at `reactionSkill` (or no reaction, `null`) gives against the
 * attacker's known roll, face by face through the table: exact, for the defender's prompt.
 */
export function oddsAgainstRoll(attacker: ClashRoll, reactionSkill: number | null, options: Readonly<Record<string, unknown>> = {}): ReactionOdds {
  const validated = clashOptions(options);
  if (typeof attacker !== "object" || attacker === null) throw new RulesError("FRAY.Clash.Error.Malformed", { field: "attacker" });
  const tiers: Record<Tier, number> = { fumble: 0, failure: 0, success: 0, critical: 0 };
  let defenderHits = 0;
  let attackerHits = 0;
  const faces = reactionSkill === null ? [null] : Array.from({ length: 100 }, (_, i) => i + 1);
  for (const face of faces) {
    const defender = face === null ? null : makeRoll(face, reactionSkill!, validated.tierPreset);
    tiers[defender?.tier ?? "failure"] += 1;
    const hitter = resolveClash(attacker, defender, validated).hitter;
    if (hitter === "defender") defenderHits += 1;
    else if (hitter === "attacker") attackerHits += 1;
  }
  const n = faces.length;
  const share = (count: number) => count / n;
  return {
    defenderHits: share(defenderHits),
    attackerHits: share(attackerHits),
    nobodyHits: share(n - defenderHits - attackerHits),
    tiers: { fumble: share(tiers.fumble), failure: share(tiers.failure), success: share(tiers.success), critical: share(tiers.critical) },
  };
}
