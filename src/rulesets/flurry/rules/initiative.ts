import { requireDicePort, type Dice } from "../../../core/dice.js";
import { requireArray, requireRecord, requireString } from "../../../core/validate.js";

import { RulesError, requireInteger } from "../../../core/errors.js";
import { type Skew, rollWithSkew } from "./check.js";
import { requireModifier } from "./guards.js";

/** One fighter's initiative roll: 3d6 (+ a skew die) + Fighter rank (WC-INIT-1, WC-FLY-2). */
export interface InitiativeRoll {
  readonly id: string;
  readonly faces: number[];
  readonly kept: number[];
  readonly total: number;
}

export interface InitiativeEntrant {
  readonly id: string;
  /** Fighter rank, or the skill replacing it for non-combat initiative (WC-INIT-3). */
  readonly modifier: number;
  readonly fighterRank: number;
  readonly agilityMod: number;
  readonly skew?: Skew;
}

/** An entrant handed in by the tracker: who it is and the numbers initiative reads. */
function requireEntrant(e: InitiativeEntrant): InitiativeEntrant {
  requireString(requireRecord(e, "entrant").id, "entrant.id");
  requireModifier(e.modifier, "initiativeModifier");
  requireInteger(e.fighterRank, "fighterRank", 0, 100);
  requireInteger(e.agilityMod, "agilityMod", -20, 20);
  return e;
}

export function rollInitiative(dice: Dice, e: InitiativeEntrant, purpose = "initiative"): InitiativeRoll {
  requireEntrant(e);
  const { rolled, kept, sum } = rollWithSkew(dice, 3, 6, e.skew ?? "none", purpose);
  return { id: e.id, faces: rolled, kept, total: sum + e.modifier };
}

/**
 * WC-INIT-2 (option): the side whose best Tactics skill is higher rolls with a high skew die;
 * equal best skills give nobody the die. Returns the favoured side, if any.
 */
export function tacticsSkewSide(members: ReadonlyArray<{ side: string; tactics: number }>): string | undefined {
  const best = new Map<string, number>();
  requireArray(members, "members");
  for (const m of members) best.set(requireString(requireRecord(m, "member").side, "side"), Math.max(best.get(m.side) ?? -Infinity, requireModifier(m.tactics, "tactics")));
  const ranked = [...best.entries()].sort((a, b) => b[1] - a[1]);
  if (ranked.length < 2) return undefined;
  return ranked[0]![1] > ranked[1]![1] ? ranked[0]![0] : undefined;
}

/**
 * WC-INIT-1/4: highest total first; ties go to the higher Fighter rank, then the higher Agility
 * modifier, then a fresh 3d6 roll among those still tied (repeated until they differ). Returns the
 * order and the tie-break rolls made.
 */
export function orderByInitiative(dice: Dice, entrants: readonly InitiativeEntrant[], rolls: ReadonlyMap<string, number>): { order: string[]; tieRolls: InitiativeRoll[] } {
  requireDicePort(dice);
  for (const e of requireArray(entrants, "entrants")) requireEntrant(e as InitiativeEntrant);
  if (!(rolls instanceof Map)) throw new RulesError("FRAY.Error.NotARecord", { field: "rolls", value: String(rolls) });
  for (const total of rolls.values()) requireModifier(total, "initiative");
  const tieRolls: InitiativeRoll[] = [];
  const byKey = (e: InitiativeEntrant): [number, number, number] => [rolls.get(e.id) ?? -Infinity, e.fighterRank, e.agilityMod];
  const compare = (a: InitiativeEntrant, b: InitiativeEntrant): number => {
    const ka = byKey(a);
    const kb = byKey(b);
    for (let i = 0; i < 3; i++) if (ka[i] !== kb[i]) return kb[i]! - ka[i]!;
    return 0;
  };
  const sorted = [...entrants].sort(compare);
  const order: string[] = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i + 1;
    while (j < sorted.length && compare(sorted[i]!, sorted[j]!) === 0) j++;
    order.push(...breakTie(dice, sorted.slice(i, j), tieRolls));
    i = j;
  }
  return { order, tieRolls };
}

function breakTie(dice: Dice, tied: InitiativeEntrant[], log: InitiativeRoll[]): string[] {
  if (tied.length === 1) return [tied[0]!.id];
  const rolls = tied.map((e) => rollInitiative(dice, { ...e, skew: "none" }, "initiative tie"));
  log.push(...rolls);
  const groups = new Map<number, InitiativeEntrant[]>();
  tied.forEach((e, k) => {
    const t = rolls[k]!.total;
    groups.set(t, [...(groups.get(t) ?? []), e]);
  });
  return [...groups.keys()].sort((a, b) => b - a).flatMap((t) => breakTie(dice, groups.get(t)!, log));
}

/**
 * Orders without dice when ties must be settled now (a pre-rolled flurry initiative in the
 * generic tracker path): total, Fighter rank, Agility, then the reserve roll, then id.
 */
export function orderWithoutDice(entrants: ReadonlyArray<InitiativeEntrant & { total: number; reserve: number }>): string[] {
  for (const e of requireArray(entrants, "entrants")) {
    const entrant = e as InitiativeEntrant & { total: number; reserve: number };
    requireEntrant(entrant);
    requireModifier(entrant.total, "initiative");
    requireModifier(entrant.reserve, "reserve");
  }
  return [...entrants]
    .sort((a, b) => b.total - a.total || b.fighterRank - a.fighterRank || b.agilityMod - a.agilityMod || b.reserve - a.reserve || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((e) => e.id);
}

/** WC-FLY-8: actions per flurry are 2, plus 1 for every fifth Fighter rank. */
export function actionsPerFlurry(fighterRank: number): number {
  return 2 + Math.floor(requireInteger(fighterRank, "fighterRank", 0, 100) / 5);
}
