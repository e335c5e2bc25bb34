import { CLASH_CELL_KEYS, clashOdds, modifiedSkill, TIERS, clashCellKey, type ClashOptions } from "../rules/index.js";
import { tierBands } from "../data/state.js";
import { cellLabel, TIER_LABELS } from "./card-view.js";
import { CLASH_TABLE } from "../rules/index.js";

/**
 * The attack dialog's state as pure functions: from the player's modifier and the reaction they
 * expect to the skill rolled, its tier bands, and the exact chance of every clash-table cell and
 * of each side hitting (the rules' `clashOdds`). The Foundry dialog calls this on every change,
 * so the odds follow the form.
 */

export interface ExpectedReaction {
  /** i18n key or item name, with the item used if any. */
  readonly name: string;
  readonly item: string | null;
  readonly skill: number;
}

export interface AttackDialogInput {
  readonly attacker: string;
  readonly target: string;
  /** The action's name (i18n key or item name) and the weapon or spell used. */
  readonly action: string;
  readonly item: string | null;
  readonly skill: number;
  readonly reactions: readonly ExpectedReaction[];
  /** Whether the defender can react at all (AP left). */
  readonly defenderCanReact: boolean;
}

export interface AttackChoices {
  /** Percentage points added to the skill (DL-DICE-8). */
  readonly modifier: number;
  /** Index into `reactions` the odds assume, or -1 for no reaction. */
  readonly expected: number;
  /** Whether the odds assume each side flips a failed roll with Luck when that helps. */
  readonly attackerFlips: boolean;
  readonly defenderFlips: boolean;
}

const percent = (p: number) => `${Math.round(p * 1000) / 10}%`;

/** Most points a dialog modifier may add or take away. */
export const MAX_MODIFIER = 100;

export function clampModifier(value: number): number {
  return Number.isFinite(value) ? Math.max(-MAX_MODIFIER, Math.min(MAX_MODIFIER, Math.trunc(value))) : 0;
}

/** The choices a fresh dialog starts from: no modifier, the defender's best reaction expected. */
export function initialChoices(input: AttackDialogInput): AttackChoices {
  let best = -1;
  input.reactions.forEach((r, i) => {
    if (best < 0 || r.skill > input.reactions[best]!.skill) best = i;
  });
  return { modifier: 0, expected: input.defenderCanReact ? best : -1, attackerFlips: false, defenderFlips: false };
}

export function attackDialogContext(input: AttackDialogInput, choices: AttackChoices, options: ClashOptions) {
  const modifier = clampModifier(choices.modifier);
  const skill = modifiedSkill(input.skill, [modifier]);
  const expected = input.defenderCanReact ? input.reactions[choices.expected] ?? null : null;
  const odds = clashOdds(
    { attackerSkill: skill, defenderSkill: expected?.skill ?? 0, defenderReacts: expected !== null, attackerFlipsWhenItHelps: choices.attackerFlips, defenderFlipsWhenItHelps: choices.defenderFlips },
    options,
  );
  const grid = [...TIERS].reverse().map((defender) => ({
    tierLabel: TIER_LABELS[defender],
    cells: [...TIERS].reverse().map((attacker) => {
      const key = clashCellKey(attacker, defender);
      const cell = CLASH_TABLE.get(key)!;
      const label = cellLabel(cell);
      const p = odds.cells.get(key) ?? 0;
      return { key, label: label.key, short: label.short, count: label.count, chance: percent(p), empty: p === 0, hitter: cell.kind === "hit" ? cell.hitter : cell.kind === "higherRoll" ? "either" : "none" };
    }),
  }));
  return {
    ...input,
    modifier,
    skill,
    bands: tierBands(skill, options.tierPreset).map((b) => ({ ...b, label: TIER_LABELS[b.tier] })),
    reactionChoices: [
      ...input.reactions.map((r, index) => ({ index, name: r.name, item: r.item, skill: r.skill, selected: input.defenderCanReact && index === choices.expected })),
      { index: -1, name: "FRAY.Clash.Button.NoReaction", item: null, skill: null, selected: expected === null },
    ],
    attackerFlips: choices.attackerFlips,
    defenderFlips: choices.defenderFlips,
    grid,
    columns: [...TIERS].reverse().map((t) => TIER_LABELS[t]),
    attackerHits: percent(odds.attackerHits),
    defenderHits: percent(odds.defenderHits),
    nobodyHits: percent(odds.nobodyHits),
    cellCount: CLASH_CELL_KEYS.length,
  };
}
