import { RulesError } from "../../core/errors.js";
import type { EncounterSpec, FighterTally, TargetRule } from "../types.js";
import { TARGET_RULES } from "../types.js";

/** The default round limit: a fight still going after it is a draw. */
export const DEFAULT_MAX_ROUNDS = 50;

/** One fighter of a prepared encounter: where it stands and what its side's tactics are. */
export interface Placed<Fighter, Tactics> {
  readonly index: number;
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly sideIndex: number;
  readonly fighter: Fighter;
  readonly tactics: Tactics;
}

/**
 * Checks the sides (two or more, each with fighters, ids unique) and flattens them in order,
 * each fighter with its side's tactics (the ruleset's defaults overridden by the side's).
 */
export function placeFighters<Fighter extends { readonly id: string; readonly name?: string }, Tactics extends { readonly target: TargetRule }>(
  spec: EncounterSpec<Fighter, Tactics>,
  defaults: Tactics,
  checkTactics: (tactics: Tactics) => void = () => undefined,
): Placed<Fighter, Tactics>[] {
  if (spec.sides.length < 2) throw new RulesError("FRAY.Sim.Error.TwoSides", { sides: spec.sides.length });
  const seen = new Set<string>();
  const sideKeys = new Set<string>();
  const out: Placed<Fighter, Tactics>[] = [];
  spec.sides.forEach((side, sideIndex) => {
    if (sideKeys.has(side.key)) throw new RulesError("FRAY.Sim.Error.DuplicateSide", { side: side.key });
    sideKeys.add(side.key);
    if (side.fighters.length === 0) throw new RulesError("FRAY.Sim.Error.EmptySide", { side: side.key });
    const tactics = { ...defaults, ...(side.tactics ?? {}) } as Tactics;
    if (!TARGET_RULES.includes(tactics.target)) throw new RulesError("FRAY.Sim.Error.BadTactic", { tactic: "target", value: String(tactics.target) });
    checkTactics(tactics);
    for (const fighter of side.fighters) {
      if (typeof fighter.id !== "string" || fighter.id === "" || seen.has(fighter.id)) throw new RulesError("FRAY.Sim.Error.DuplicateFighter", { id: String(fighter.id) });
      seen.add(fighter.id);
      out.push({ index: out.length, id: fighter.id, name: fighter.name ?? fighter.id, side: side.key, sideIndex, fighter, tactics });
    }
  });
  return out;
}

export function maxRoundsOf(spec: { readonly maxRounds?: number }): number {
  const value = spec.maxRounds ?? DEFAULT_MAX_ROUNDS;
  if (!Number.isInteger(value) || value < 1 || value > 1000) throw new RulesError("FRAY.Sim.Error.BadTactic", { tactic: "maxRounds", value: String(value) });
  return value;
}

export function freshTallies(count: number, resources: readonly string[]): FighterTally[] {
  return Array.from({ length: count }, () => ({ fell: false, fled: false, harm: 0, spent: Object.fromEntries(resources.map((r) => [r, 0])) }));
}

/**
 * When a side's fighters run (the tactic `flee`): "never", or the share of the side already out
 * of the fight (fallen or fled), above 0 and up to 1, at which each one still standing runs when
 * its turn comes (how it gets away is its ruleset's: see each simulator).
 */
export type FleeRule = "never" | number;

export function requireFlee(value: FleeRule): void {
  if (value === "never") return;
  if (typeof value !== "number" || !(value > 0 && value <= 1)) throw new RulesError("FRAY.Sim.Error.BadFlee", { value: String(value) });
}

/** Whether fighter `i` runs now: its side has lost at least the share its tactics name. */
export function wantsToFlee(placed: readonly { readonly side: string }[], down: readonly boolean[], i: number, rule: FleeRule): boolean {
  if (rule === "never" || down[i]) return false;
  const side = placed[i]!.side;
  let members = 0;
  let out = 0;
  for (let k = 0; k < placed.length; k++) {
    if (placed[k]!.side !== side) continue;
    members++;
    if (down[k]) out++;
  }
  return out / members >= rule;
}

/** The one side with anyone standing, null when none is left, undefined while two or more stand. */
export function soleSide(placed: readonly { readonly side: string }[], down: readonly boolean[]): string | null | undefined {
  let found: string | null = null;
  for (let i = 0; i < placed.length; i++) {
    if (down[i]) continue;
    const side = placed[i]!.side;
    if (found === null) found = side;
    else if (found !== side) return undefined;
  }
  return found;
}

/** Indices of standing foes of `fighter`, in placement order. */
export function standingFoes(placed: readonly { readonly side: string }[], down: readonly boolean[], fighter: number, out: number[]): number[] {
  out.length = 0;
  const side = placed[fighter]!.side;
  for (let i = 0; i < placed.length; i++) if (!down[i] && placed[i]!.side !== side) out.push(i);
  return out;
}

/** Refuses a tactic value outside its list. */
export function requireTactic<T extends string>(value: T, allowed: readonly T[], tactic: string): void {
  if (!allowed.includes(value)) throw new RulesError("FRAY.Sim.Error.BadTactic", { tactic, value: String(value) });
}
