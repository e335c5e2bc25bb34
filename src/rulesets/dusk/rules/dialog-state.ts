import { easeDifficulty, type SkillLevel } from "./difficulty.js";
import { destinedSplit } from "./odds.js";
import { bool, choice, choicesFromForm, initialOf, int, str, type StoredOf } from "../../../core/field-spec.js";
import { attackSituation, LIGHTS, stepsForPc, type AttackSituation } from "./situations.js";
import type { RangeBandKey } from "./ranges.js";
import { STATS, type Stat } from "./stats.js";
import { situationFromFight, type FightSituation } from "./standing.js";
import { DEFAULT_DUSK_OPTIONS, type DuskOptions } from "./options.js";
import type { CardRequest } from "./card.js";

/**
 * The task roll dialog as pure data (DB-FVTT-4): what the player chose, the difficulty and target
 * number that follow, the Effort price against the Pool, and the exact odds of success and of each
 * destined effect. The dialog re-renders this on every change; the flow posts what it returns.
 */

export interface TaskDialogInput {
  readonly name: string;
  /** "task" (a plain task), "attack" (against an NPC's TN) or "defence" (against an NPC's attack). */
  readonly purpose: "task" | "attack" | "defence";
  readonly headline: { readonly key: string; readonly data: Readonly<Record<string, string | number>> };
  readonly pools: Readonly<Record<Stat, { readonly value: number; readonly max: number }>>;
  /** Total Effort cost for 0..effortMax levels (Light wounds included). */
  readonly effortCosts: readonly number[];
  readonly skills: ReadonlyArray<{ readonly id: string; readonly name: string; readonly level: SkillLevel; readonly stat: Stat }>;
  /** Steps every task is hindered by from wounds in force. */
  readonly woundHinder: number;
  /** Steps every task is hindered by from the roller's conditions (Dazed). */
  readonly conditionHinder: number;
  /** What the fight decides about an attack or defence (Charge, Defend, Take Cover, Intercepted, Dazed): not the roller's to choose. */
  readonly fight: FightSituation | null;
  /** The difficulty is the NPC's (attack, defence) and cannot be changed. */
  readonly fixedDifficulty: number | null;
  /** Attacks and defences: the weapon's reach and the band the target stands in. */
  readonly attack: { readonly mode: "melee" | "ranged"; readonly band: RangeBandKey | "beyond"; readonly weapon?: AttackSituation["weapon"] } | null;
  readonly isGM: boolean;
}

/** Every choice the dialog offers, with its range and first value; a client's sent choices are read by it too. */
export const CHOICE_FIELDS = {
  difficulty: int(0, 15, 3),
  stat: choice(STATS, "speed"),
  skillId: str(),
  assets: int(0, 2, 0),
  effort: int(0, 6, 0),
  ease: int(0, 12, 0),
  hinder: int(0, 12, 0),
  initialCost: int(0, 30, 0),
  takingTwenty: bool(false),
  secret: bool(false),
  cover: choice(["none", "partial", "full"] as const, "none"),
  prone: bool(false),
  higherGround: bool(false),
  surprise: choice(["none", "unsure", "unaware"] as const, "none"),
  light: choice(LIGHTS, "bright"),
  obscurement: choice(["clear", "light", "heavy"] as const, "clear"),
  invisible: bool(false),
  targetMoved: choice(["", "immediate", "short"] as const, ""),
  attackerMoved: choice(["", "immediate", "short"] as const, ""),
} as const;

export type TaskChoices = Readonly<StoredOf<typeof CHOICE_FIELDS>>;

export const DEFAULT_CHOICES = initialOf(CHOICE_FIELDS) as TaskChoices;

export interface TaskPlan {
  readonly difficulty: number;
  readonly targetNumber: number;
  readonly routine: boolean;
  /** The attack cannot be made at all (hidden, out of reach …): i18n key of why. */
  readonly impossible: string | null;
  readonly skill: SkillLevel;
  readonly ease: number;
  readonly hinder: number;
  readonly cost: number;
  readonly canPay: boolean;
  /** Each step's source, for the breakdown. */
  readonly lines: ReadonlyArray<{ readonly key: string; readonly steps: number }>;
}

const pct = (p: number) => `${(Math.round(p * 1000) / 10).toFixed(1)}%`;

/** Difficulty, target number and cost of the choices (the dialog's numbers and the flow's request). */
export function planTask(input: TaskDialogInput, choices: TaskChoices, options: DuskOptions = DEFAULT_DUSK_OPTIONS): TaskPlan {
  const skill = input.skills.find((s) => s.id === choices.skillId)?.level ?? "untrained";
  const lines: Array<{ key: string; steps: number }> = [];
  let ease = choices.ease;
  let hinder = choices.hinder + input.woundHinder + input.conditionHinder;
  let impossible: string | null = null;
  const role = input.purpose === "defence" ? "defender" : "attacker";
  if (input.attack) {
    const fromFight = input.fight ? situationFromFight(input.fight, role, { cover: choices.cover, prone: choices.prone }) : {};
    const situation = attackSituation(
      {
        mode: input.attack.mode,
        targetBand: input.attack.band,
        ...(input.attack.weapon ? { weapon: input.attack.weapon } : {}),
        cover: choices.cover,
        targetProne: choices.prone,
        attackerHigherGround: choices.higherGround,
        surprise: choices.surprise,
        light: choices.light,
        obscurement: choices.obscurement,
        targetInvisible: choices.invisible,
        ...(choices.targetMoved ? { targetMoved: choices.targetMoved } : {}),
        ...(choices.attackerMoved ? { attackerMoved: choices.attackerMoved } : {}),
        ...fromFight,
      },
      options,
    );
    if (!situation.possible) impossible = `FRAY.Dusk.Reason.${situation.reason ?? "hidden"}`;
    else {
      const defending = role === "defender" && input.fight?.targetDefending === true;
      const steps = stepsForPc(situation, role, { defending });
      ease += steps.ease;
      hinder += steps.hinder;
      for (const m of situation.modifiers) lines.push({ key: `FRAY.Dusk.Situation.${m.source}`, steps: role === "attacker" ? m.steps : -m.steps });
      if (defending) lines.push({ key: "FRAY.Dusk.Situation.defending", steps: -1 });
    }
  }
  if (input.woundHinder) lines.push({ key: "FRAY.Dusk.Situation.wounds", steps: input.woundHinder });
  if (input.conditionHinder) lines.push({ key: "FRAY.Dusk.Situation.dazed", steps: input.conditionHinder });
  const base = input.fixedDifficulty ?? choices.difficulty;
  const effort = Math.max(0, Math.min(choices.effort, input.effortCosts.length - 1));
  const eased = easeDifficulty(base, { skill, assets: choices.assets, effortLevels: effort, ease, hinder }, options);
  const cost = (input.effortCosts[effort] ?? 0) + choices.initialCost;
  return {
    difficulty: eased.difficulty,
    targetNumber: eased.targetNumber,
    routine: eased.routine,
    impossible,
    skill,
    ease,
    hinder,
    cost,
    canPay: cost <= input.pools[choices.stat].value,
    lines,
  };
}

/** Everything the dialog template shows. */
export function taskDialogContext(input: TaskDialogInput, choices: TaskChoices, options: DuskOptions = DEFAULT_DUSK_OPTIONS) {
  const plan = planTask(input, choices, options);
  const split = destinedSplit(plan.routine ? 0 : plan.targetNumber, choices.takingTwenty);
  const rollNeeded = !plan.routine && !plan.impossible;
  const odds = {
    routine: plan.routine,
    impossible: plan.impossible,
    canPay: plan.canPay,
    cost: plan.cost,
    stat: `FRAY.Dusk.Stat.${choices.stat}`,
    pool: input.pools[choices.stat].value,
    difficulty: plan.difficulty,
    targetNumber: plan.targetNumber,
    secret: choices.secret && !input.isGM,
    success: pct(plan.impossible ? 0 : split.success),
    effects: rollNeeded
      ? (["dawn", "dusk", "eclipse"] as const).map((effect) => ({ effect, label: `FRAY.Dusk.Effect.${effect}`, chance: pct(split[effect]), withSuccess: pct(split.successAnd[effect]) }))
      : [],
    lines: plan.lines.map((l) => ({ key: l.key, steps: l.steps > 0 ? `+${l.steps}` : String(l.steps) })),
  };
  const forced = { prone: input.fight?.targetProne === true, cover: input.fight?.targetInCover === true };
  return {
    headline: input.headline,
    purpose: input.purpose,
    fixedDifficulty: input.fixedDifficulty,
    attack: input.attack,
    isGM: input.isGM,
    stats: STATS.map((stat) => ({ value: stat, label: `FRAY.Dusk.Stat.${stat}`, pool: input.pools[stat].value })),
    skills: input.skills.map((skill) => ({ ...skill, levelLabel: `FRAY.Dusk.Choice.${skill.level}` })),
    bandLabel: input.attack ? `FRAY.Dusk.Choice.${input.attack.band}` : "",
    // Prone and cover the fight knows of are shown ticked and locked, as the plan counts them.
    forced,
    effortLevels: input.effortCosts.map((cost, levels) => ({ levels, cost })),
    values: { ...choices, ...shownSituation(input, choices) },
    odds,
  };
}

/** Prone and cover as the rules count them for this roll (the fight's and the roller's together), for the form to show. */
function shownSituation(input: TaskDialogInput, choices: TaskChoices): { prone: boolean; cover: TaskChoices["cover"] } {
  if (!input.attack || !input.fight) return { prone: choices.prone, cover: choices.cover };
  const counted = situationFromFight(input.fight, input.purpose === "defence" ? "defender" : "attacker", { cover: choices.cover, prone: choices.prone });
  return { prone: counted.targetProne ?? choices.prone, cover: counted.cover ?? choices.cover };
}

/** Reads the dialog's form values into choices, keeping the defaults for anything missing or bad. */
export function choicesFrom(values: Readonly<Record<string, unknown>>, fallback: TaskChoices): TaskChoices {
  return choicesFromForm(CHOICE_FIELDS, values, fallback);
}

/**
 * The choices a client sent, as the GM reads them: each clamped to what the dialog offers, the
 * stat the rules pick for attacks and defences (`forcedStat`), and a secret target number only
 * when a GM asked for it. Anything that is not text, a number or a box keeps the first value.
 */
export function judgedChoices(sent: unknown, initial: TaskChoices, forcedStat: Stat | null, askerIsGM: boolean): TaskChoices {
  const values = typeof sent === "object" && sent !== null && !Array.isArray(sent) ? (sent as Readonly<Record<string, unknown>>) : {};
  const plain = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string | boolean | number] => typeof entry[1] === "string" || typeof entry[1] === "boolean" || typeof entry[1] === "number").map(([k, v]) => [k, typeof v === "number" ? String(v) : v]));
  const read = choicesFrom(plain, initial);
  return { ...read, stat: forcedStat ?? read.stat, secret: askerIsGM && read.secret };
}

/** The rules request a plan of the choices amounts to (skill level and steps resolved). */
export function cardRequest(input: TaskDialogInput, choices: TaskChoices, plan: TaskPlan): CardRequest {
  return {
    stat: choices.stat,
    difficulty: input.fixedDifficulty ?? choices.difficulty,
    skill: plan.skill,
    assets: choices.assets,
    effort: choices.effort,
    ease: plan.ease,
    // Wound hindrance is added again by the rules from the actor's wounds; send only the rest.
    hinder: Math.max(0, plan.hinder - input.woundHinder),
    initialCost: choices.initialCost,
    takingTwenty: choices.takingTwenty,
    secret: choices.secret,
  };
}
