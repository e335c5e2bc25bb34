import { RulesError } from "../../../core/errors.js";
import { requireArray, requireRecord } from "../../../core/validate.js";
import { type Hex, type Sector, hexDistance, requireHex, sectorOf } from "./hex.js";
import { type MapFighter, enterHex } from "./engagement.js";
import { hexIn, zonesOf } from "./zones.js";
import { type HexTerrain, stepCost } from "./movement.js";
import type { FlurryOptions } from "./options.js";

/** One hex of a move and the ground in it (open when the scene marks nothing). */
export interface PathStep {
  readonly hex: Hex;
  readonly terrain: HexTerrain;
}

export interface WalkedStep {
  readonly hex: Hex;
  readonly sector: Sector;
  readonly cost: number;
}

export interface WalkResult {
  /** The hexes entered, in order, with what each cost (WC-FACE-2, WC-MOV-4). */
  readonly steps: WalkedStep[];
  /** Movement points the steps entered cost together. */
  readonly cost: number;
  /** Where the mover ends: the last hex entered (his start when he entered none). */
  readonly end: Hex;
  /** WC-MOV-7: he entered a zone of danger and stopped there, short of the hexes planned after it. */
  readonly stoppedByDanger: boolean;
  /** The hostiles whose zone of danger stopped him. */
  readonly stoppedBy: string[];
  /** WC-ENG-1/2: everyone he is engaged with where he ends (in a fight, everyone he engaged along the way). */
  readonly engagedWith: string[];
}

/**
 * A fighter walks a path of adjacent hexes (his own hex first excluded), keeping his facing (he
 * turns with a pivot, WC-FACE-2): each step costs its terrain (WC-MOV-4), doubled or raised on a
 * flank or behind (WC-FACE-2, the facing-cost option); the walk ends at the first hex inside an
 * engaged hostile's zone of danger (WC-MOV-7, WC-ENG-2). Budgets per phase are the tracker's.
 *
 * In a running fight (`engageOnTheWay`), engagement happens along the way, not only where he ends
 * (WC-ENG-1): every hostile whose zone of threat a step enters, or whom a step brings into the
 * walker's own zone of threat, is engaged with him from that step on. An engaged fighter projects
 * a zone of danger (WC-ZONE-2), so a step that engages a hostile standing within reach of that very
 * hex stops the walk there too (our reading of WC-ENG-2: "movement stops and a flurry ensues").
 * Outside a fight nobody is engaged by a walk: only where he ends tells whom he would engage.
 */
export function walkPath(mover: MapFighter, path: readonly PathStep[], others: readonly MapFighter[], options: Pick<FlurryOptions, "facingCostRule"> & { readonly engageOnTheWay?: boolean }): WalkResult {
  requireRecord(mover, "mover");
  requireHex(mover.position, "position");
  requireArray(path, "path");
  requireArray(others, "others");
  const steps: WalkedStep[] = [];
  let at = mover.position;
  let cost = 0;
  const engaged = new Set<string>();
  let board = others;
  for (const step of path) {
    requireHex(requireRecord(step, "step").hex as Hex, "step.hex");
    if (hexDistance(at, step.hex) !== 1) throw new RulesError("FRAY.Flurry.Error.PathNotAdjacent");
    const sector = sectorOf(at, mover.facing, step.hex);
    const stepMp = stepCost(step.terrain, sector, options);
    let entry = enterHex({ ...mover, position: at }, step.hex, board);
    const newlyEngaged = options.engageOnTheWay === true ? board.filter((o) => !o.engaged && entry.engagedWith.includes(o.id)).map((o) => o.id) : [];
    if (newlyEngaged.length > 0) {
      board = board.map((o) => (newlyEngaged.includes(o.id) ? { ...o, engaged: true } : o));
      entry = enterHex({ ...mover, position: at }, step.hex, board);
    }
    if (options.engageOnTheWay !== true) engaged.clear();
    for (const id of entry.engagedWith) engaged.add(id);
    steps.push({ hex: step.hex, sector, cost: stepMp });
    cost += stepMp;
    at = step.hex;
    if (entry.mustStop) {
      const here = step.hex;
      const stoppedBy = board.filter((o) => o.id !== mover.id && o.side !== mover.side && o.engaged && hexIn(zonesOf(o).danger, here)).map((o) => o.id);
      return { steps, cost, end: at, stoppedByDanger: true, stoppedBy, engagedWith: [...engaged] };
    }
  }
  return { steps, cost, end: at, stoppedByDanger: false, stoppedBy: [], engagedWith: [...engaged] };
}
