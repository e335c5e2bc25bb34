import { RulesError } from "../../../core/errors.js";
import { evenSplit, splitChance } from "../rules/actions.js";
import { missileModifiers } from "../rules/missile.js";
import { exchangeOdds, successOdds } from "../rules/odds.js";
import { BRP_DEFAULTS, type BrpOptions } from "../rules/options.js";
import { SUCCESS_LEVELS, modifiedSkill, successThresholds, type Grade, type LevelLimits, type SkillModifiers } from "../rules/success.js";
import { bandsText } from "../sheets/context.js";
import { DEFENCE_LABELS, DELIVERED_LABELS, GRADE_LABELS, LEVEL_LABELS, RANGE_BAND_LABELS } from "../sheets/labels.js";

/**
 * The roll dialog's state as pure functions: from what the player picked to the chance rolled
 * against and the exact odds of every success level (and, for an attack on a target, of every
 * matrix outcome against the defence the player expects). The Foundry dialog calls these on
 * every change, so the odds update live.
 */

export type GradeChoice = "normal" | Grade;

export interface RollChoices {
  readonly grade: GradeChoice;
  /** Flat situational modifier in percentage points (−30 for darkness-like penalties, +20 …). */
  readonly flat: number;
  /** Metres to the target, for missile attacks; 0 when unknown. */
  readonly distance: number;
  /** Index into the target's defences the odds are computed against. */
  readonly defence: number;
  /** Attacks the skill is split into this round (1: no split; BRP-OPT-1) and which of them this is (from 0). */
  readonly split?: number;
  readonly part?: number;
  /** The first attack's share of a split skill (0: an even split); the others share the rest evenly. */
  readonly first?: number;
}

/** One defence the target could use, as the dialog lists it. */
export interface DefenceChoice {
  readonly kind: "parry" | "dodge" | "none";
  readonly name: string;
  readonly chance: number;
  readonly limits: LevelLimits;
}

export interface RollDialogInput {
  readonly kind: "skill" | "attack";
  readonly name: string;
  /** The skill or weapon rolled. */
  readonly label: string;
  readonly target: string;
  readonly skill: number;
  /** Missile or thrown attack: the weapon's base range and the shooter's DEX (BRP-MSL-2). */
  readonly missile: { readonly baseRange: number; readonly dex: number } | null;
  readonly melee: boolean;
  readonly defences: readonly DefenceChoice[];
  /** The roller is out of fatigue points: the roll is one grade harder (fatigue option, PROPOSAL). */
  readonly exhausted?: boolean;
  /** The most attacks the skill may be split into (the over-100% option, BRP-OPT-1); absent or 1: no split offered. */
  readonly split?: number;
}

export interface RollState {
  /** The chance rolled against, or null when the roll is impossible. */
  readonly chance: number | null;
  readonly limits: LevelLimits;
  readonly band: keyof typeof RANGE_BAND_LABELS | null;
}

/** The chance after the grade, range band and flat modifier (BRP-RES-9, BRP-MSL-2..4). */
export function rollState(input: RollDialogInput, choices: RollChoices): RollState {
  const skill = splitSkill(input, choices);
  const grades: Grade[] = [...(choices.grade === "normal" ? [] : [choices.grade]), ...(input.exhausted ? (["difficult"] as const) : [])];
  let mods: SkillModifiers = { grades, flat: choices.flat ? [choices.flat] : [] };
  let limits: LevelLimits = {};
  let band: RollState["band"] = null;
  if (input.missile && choices.distance > 0) {
    const m = missileModifiers({ distance: choices.distance, baseRange: input.missile.baseRange, shooterDex: input.missile.dex });
    band = m.band;
    limits = m.limits;
    mods = { grades: [...grades, ...(m.modifiers.grades ?? [])], flat: [...(mods.flat ?? []), ...(m.modifiers.flat ?? [])], ...(m.modifiers.fraction === undefined ? {} : { fraction: m.modifiers.fraction }) };
  }
  return { chance: modifiedSkill(skill, mods), limits, band };
}

/** The part of a split skill this attack uses (BRP-OPT-1): the whole skill unless a split is offered and chosen. */
function splitSkill(input: RollDialogInput, choices: RollChoices): number {
  const count = choices.split ?? 1;
  if (count <= 1) return input.skill;
  if (count > (input.split ?? 1)) throw new RulesError("FRAY.Brp.Error.InvalidSplit", { skill: input.skill, parts: String(count) });
  return splitChance(input.skill, count, choices.part ?? 0, choices.first ?? 0);
}

/** The split choices the dialog offers: "no split", then each even split with its parts (151%: 75% + 76%). */
function splitChoices(input: RollDialogInput): { split: Record<string, string>; part: Record<string, string> } | null {
  const most = input.split ?? 1;
  if (most <= 1) return null;
  const split: Record<string, string> = { "1": `${input.skill}%` };
  for (let count = 2; count <= most; count++) split[String(count)] = evenSplit(input.skill, count).map((p) => `${p}%`).join(" + ");
  const part = Object.fromEntries(Array.from({ length: most }, (_, i) => [String(i), String(i + 1)]));
  return { split, part };
}

const pct = (p: number) => Math.round(p * 1000) / 10;

/** The roll state, or the rule a choice breaks (a split share the over-100% rule refuses, BRP-OPT-1) as a message to show. */
function stateOrProblem(input: RollDialogInput, choices: RollChoices): { state: RollState; problem: null } | { state: null; problem: { key: string; data: Readonly<Record<string, unknown>> } } {
  try {
    return { state: rollState(input, choices), problem: null };
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    return { state: null, problem: { key: error.i18nKey, data: error.data } };
  }
}

export function rollDialogContext(input: RollDialogInput, choices: RollChoices, options: BrpOptions = BRP_DEFAULTS) {
  const checked = stateOrProblem(input, choices);
  const state: RollState = checked.state ?? { chance: null, limits: {}, band: null };
  const splits = splitChoices(input);
  const base = {
    headline: { key: input.target ? "FRAY.Brp.Dialog.AttackTarget" : input.kind === "attack" ? "FRAY.Brp.Dialog.Attack" : "FRAY.Brp.Dialog.Skill", name: input.name, label: input.label, target: input.target },
    fields: { range: input.missile !== null, defence: input.defences.length > 0, split: splits !== null },
    choices: {
      ...(splits ? { split: splits.split, part: splits.part } : {}),
      grade: { ...GRADE_LABELS },
      defence: Object.fromEntries(input.defences.map((d, i) => [String(i), d.kind === "none" ? DEFENCE_LABELS.none : `${d.name} ${d.chance}%`])),
    },
    values: { ...choices, defence: String(choices.defence), split: String(choices.split ?? 1), part: String(choices.part ?? 0), first: choices.first ?? 0 },
    skill: input.skill,
    bandLabel: state.band ? RANGE_BAND_LABELS[state.band] : null,
    exhausted: input.exhausted === true,
    problem: checked.problem,
  };
  if (state.chance === null) return { ...base, chance: null, impossible: true, bands: null, levels: [], matrix: null };
  const odds = successOdds(state.chance, options, state.limits);
  const levels = [...SUCCESS_LEVELS].reverse().map((level) => ({ level, label: LEVEL_LABELS[level], percent: pct(odds[level]), width: Math.round(100 * odds[level]) }));
  const defence = input.defences[choices.defence];
  let matrix = null;
  if (input.kind === "attack" && defence) {
    const ex = exchangeOdds(state.chance, { kind: defence.kind, chance: defence.chance, limits: defence.limits }, input.melee, options, state.limits);
    const order = ["critical", "special", "success", "blocked", "miss"] as const;
    matrix = {
      against: defence.kind === "none" ? DEFENCE_LABELS.none : DEFENCE_LABELS[defence.kind],
      rows: order.map((key) => ({ key, label: DELIVERED_LABELS[key], percent: pct(ex.delivered[key]), width: Math.round(100 * ex.delivered[key]) })),
      attackerFumbles: pct(ex.attackerFumbles),
      defenderFumbles: pct(ex.defenderFumbles),
    };
  }
  return { ...base, chance: state.chance, impossible: false, bands: bandsText(successThresholds(state.chance, options)), levels, matrix };
}
export type RollDialogContext = ReturnType<typeof rollDialogContext>;
