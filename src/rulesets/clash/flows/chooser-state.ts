import type { ManeuverView } from "./clash-card.js";
import { SKILL_LABELS, STATUS_LABELS } from "./card-view.js";

/**
 * The maneuver chooser's content (DL-CLASH-4, DL-CM-1..3): every maneuver the winner may pick
 * with what it does, the skill a follow-up is resisted with and the status it leaves. Stackable
 * maneuvers take a count, the others a box. Pure.
 */
export interface ChooserInput {
  readonly winner: string;
  readonly loser: string;
  readonly count: number;
  readonly maneuvers: ReadonlyArray<{ readonly id: string } & ManeuverView>;
}

export function chooserContext(input: ChooserInput) {
  return {
    winner: input.winner,
    loser: input.loser,
    count: input.count,
    maneuvers: input.maneuvers.map((m) => ({
      id: m.id,
      name: m.name,
      // Shown as plain text in the dialog: the stored description is HTML.
      description: m.description.replace(/<[^>]*>/g, "").trim(),
      stackable: m.stackable,
      followUp: m.followUp ? SKILL_LABELS[m.followUp] : null,
      status: m.status ? STATUS_LABELS[m.status] : null,
    })),
  };
}

/** The chosen ids from the chooser's inputs: a box once, a count as many times (never beyond `count`). */
export function chosenIds(inputs: ReadonlyArray<{ readonly id: string; readonly value: number }>, count: number): string[] {
  const ids: string[] = [];
  for (const { id, value } of inputs) for (let i = 0; i < Math.max(0, Math.trunc(value)) && ids.length < count; i++) ids.push(id);
  return ids;
}
