import type { SeededDice } from "../core/dice.js";
import type { TapeDice } from "../core/die-source.js";

/**
 * The shapes every ruleset's simulator shares. A ruleset names its own fighter type (built from its
 * rules' state types: pool's `HarmState`, brp's `BrpHarm`, dusk's PC and NPC records…) and its own
 * tactics record; the engine only needs what a fight produced.
 */
export type RulesetKey = "pool" | "brp" | "dusk" | "clash" | "flurry";
export const RULESET_KEYS: readonly RulesetKey[] = ["pool", "brp", "dusk", "clash", "flurry"];

/** How a fighter picks whom to attack among the foes still standing. */
export type TargetRule = "first" | "weakest" | "strongest" | "random";
export const TARGET_RULES: readonly TargetRule[] = ["first", "weakest", "strongest", "random"];

export interface SideSpec<Fighter, Tactics> {
  readonly key: string;
  /** Overrides of the ruleset's default tactics for this side. */
  readonly tactics?: Partial<Tactics>;
  readonly fighters: readonly Fighter[];
}

export interface EncounterSpec<Fighter, Tactics> {
  readonly ruleset: RulesetKey;
  readonly sides: readonly SideSpec<Fighter, Tactics>[];
  /** A fight still undecided after this many rounds counts as a draw. */
  readonly maxRounds?: number;
  /** The ruleset's options (as its options schema names them). */
  readonly options?: Readonly<Record<string, unknown>>;
}

/** What one fight did to one fighter. */
export interface FighterTally {
  /** Out of the fight at the end (dead, unconscious, fled, incapacitated). */
  fell: boolean;
  /** Out because it ran (its tactics' `flee`, or a rule that makes it run): counted in `fell` too. */
  fled: boolean;
  /** Harm taken, in the ruleset's unit (`harmUnit`). */
  harm: number;
  /** Resources spent, by name (the ruleset's `resources`). */
  readonly spent: Record<string, number>;
}

export interface FightRecord {
  /** The side left standing, or null for a draw (everyone down, or the round limit). */
  readonly winner: string | null;
  readonly rounds: number;
  /** One tally per fighter, sides in order, fighters in order. */
  readonly fighters: readonly FighterTally[];
}

/** A fighter as the engine lists it in results. */
export interface FighterLabel {
  readonly id: string;
  readonly name: string;
  readonly side: string;
}

/** A ruleset's simulator: prepares an encounter once (validated), then plays whole fights. */
export interface RulesetSim<Fighter, Tactics, Prepared> {
  readonly key: RulesetKey;
  readonly defaultTactics: Tactics;
  /** What `FighterTally.harm` counts ("wound boxes", "hit points"…), as an i18n-free word. */
  readonly harmUnit: string;
  /** Resources a fight may spend (luck, Destiny, Effort…). */
  readonly resources: readonly string[];
  prepare(spec: EncounterSpec<Fighter, Tactics>): Prepared;
  labels(prepared: Prepared): readonly FighterLabel[];
  /** Plays one fight; `dice` is the run's generator, `tape` wraps it for the fast paths. */
  fight(prepared: Prepared, dice: SeededDice, tape: TapeDice): FightRecord;
}

/** A count distribution: how many fights ended on each value. */
export interface CountSummary {
  readonly mean: number;
  readonly min: number;
  readonly max: number;
  /** [value, fights] pairs in increasing value. */
  readonly counts: ReadonlyArray<readonly [number, number]>;
}

export interface SideResult {
  readonly key: string;
  readonly wins: number;
  readonly winChance: number;
  /** 95% Wilson score interval of the win chance. */
  readonly interval: readonly [number, number];
}

export interface FighterResult extends FighterLabel {
  readonly fellChance: number;
  /** The share of fights it left by running (part of `fellChance`). */
  readonly fledChance: number;
  readonly harm: CountSummary;
  readonly spent: Readonly<Record<string, CountSummary>>;
}

export interface SimResult {
  readonly ruleset: RulesetKey;
  readonly fights: number;
  readonly seed: string;
  readonly sides: readonly SideResult[];
  readonly draws: { readonly count: number; readonly chance: number };
  readonly rounds: CountSummary;
  readonly harmUnit: string;
  readonly fighters: readonly FighterResult[];
  /** False when the run was cancelled before `fights` were played (the figures cover those played). */
  readonly complete: boolean;
}
