import { RulesError } from "../../../core/errors.js";
import { TIERS, requireClashRoll, type ClashRoll, type Tier } from "./tiers.js";
import type { ClashOptions } from "./options.js";

export type Side = "attacker" | "defender";

/** What one cell of the clash table says (DL-CLASH-1). */
export type ClashCell =
  | { readonly kind: "higherRoll" }
  | { readonly kind: "hit"; readonly hitter: Side; readonly maneuvers: 1 | 2 | 3 }
  | { readonly kind: "noHit"; readonly result: "bothFail" | "attackerFumbles" | "defenderFumbles" | "bothFumble" };

export type ClashCellKey = `${Tier}/${Tier}`;

/** Key of the cell at attacker column `attacker`, defender row `defender`. */
export function clashCellKey(attacker: Tier, defender: Tier): ClashCellKey {
  return `${attacker}/${defender}`;
}

const higher: ClashCell = { kind: "higherRoll" };
const attackerHits = (maneuvers: 1 | 2 | 3): ClashCell => ({ kind: "hit", hitter: "attacker", maneuvers });
const defenderHits = (maneuvers: 1 | 2 | 3): ClashCell => ({ kind: "hit", hitter: "defender", maneuvers });

/**
 * The 4×4 clash table as data, keyed "attackerTier/defenderTier". A defender who does not react
 * sits in the "failure" row (DL-FLOW-4, DL-FLOW-7).
 */
export const CLASH_TABLE: ReadonlyMap<ClashCellKey, ClashCell> = new Map<ClashCellKey, ClashCell>([
  // Defender criticals
  ["critical/critical", higher],
  ["success/critical", defenderHits(1)],
  ["failure/critical", defenderHits(2)],
  ["fumble/critical", defenderHits(3)],
  // Defender succeeds
  ["critical/success", attackerHits(1)],
  ["success/success", higher],
  ["failure/success", defenderHits(1)],
  ["fumble/success", defenderHits(2)],
  // Defender fails (or does not react)
  ["critical/failure", attackerHits(2)],
  ["success/failure", attackerHits(1)],
  ["failure/failure", { kind: "noHit", result: "bothFail" }],
  ["fumble/failure", { kind: "noHit", result: "attackerFumbles" }],
  // Defender fumbles
  ["critical/fumble", attackerHits(3)],
  ["success/fumble", attackerHits(2)],
  ["failure/fumble", { kind: "noHit", result: "defenderFumbles" }],
  ["fumble/fumble", { kind: "noHit", result: "bothFumble" }],
]);

export function clashCell(attacker: Tier, defender: Tier): ClashCell {
  const cell = CLASH_TABLE.get(clashCellKey(attacker, defender));
  if (!cell) throw new RulesError("FRAY.Clash.Error.UnknownTier", { attacker, defender });
  return cell;
}

/** Every cell key, attacker tiers best first within each defender row, best row first. */
export const CLASH_CELL_KEYS: readonly ClashCellKey[] = [...TIERS]
  .reverse()
  .flatMap((defender) => [...TIERS].reverse().map((attacker) => clashCellKey(attacker, defender)));

/** The outcome of one clash once both final rolls are known. */
export interface ClashResolution {
  readonly key: ClashCellKey;
  readonly cell: ClashCell;
  /** Who hits (and so may choose maneuvers and rolls damage), or null when nobody does. */
  readonly hitter: Side | null;
  readonly maneuvers: number;
  /** A "higher roll hits" cell whose two rolls read the same, under the stalemate policy. */
  readonly stalemate: boolean;
  /** Sides whose fumble the GM adjudicates (DL-CLASH-7). */
  readonly fumblers: readonly Side[];
}

/**
 * DL-CLASH-1/2, DL-DICE-6/7: looks the two final rolls up in the table. `defender` null means the
 * defender did not react and counts as failing.
 */
export function resolveClash(attacker: ClashRoll, defender: ClashRoll | null, options: Pick<ClashOptions, "tiePolicy">): ClashResolution {
  requireClashRoll(attacker, "attacker");
  if (defender !== null) requireClashRoll(defender, "defender");
  const defenderTier: Tier = defender ? defender.tier : "failure";
  const key = clashCellKey(attacker.tier, defenderTier);
  const cell = clashCell(attacker.tier, defenderTier);
  const none: readonly Side[] = [];
  switch (cell.kind) {
    case "hit":
      return { key, cell, hitter: cell.hitter, maneuvers: cell.maneuvers, stalemate: false, fumblers: none };
    case "noHit":
      return { key, cell, hitter: null, maneuvers: 0, stalemate: false, fumblers: fumblersOf(cell.result) };
    case "higherRoll": {
      // Only reachable when both rolled (a missing defender counts as failing).
      const defenderValue = defender?.value ?? -1;
      const hitter: Side | null =
        attacker.value > defenderValue ? "attacker" : attacker.value < defenderValue || options.tiePolicy === "defender" ? "defender" : null;
      return { key, cell, hitter, maneuvers: 0, stalemate: hitter === null, fumblers: none };
    }
  }
}

function fumblersOf(result: "bothFail" | "attackerFumbles" | "defenderFumbles" | "bothFumble"): Side[] {
  switch (result) {
    case "bothFail":
      return [];
    case "attackerFumbles":
      return ["attacker"];
    case "defenderFumbles":
      return ["defender"];
    case "bothFumble":
      return ["attacker", "defender"];
  }
}
