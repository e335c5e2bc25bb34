import type { DuskCardPayload } from "./card.js";
import type { TaskRoll } from "./roll.js";

/**
 * What the dusk card body shows, computed from the payload (pure): each roll with its Dawn and
 * Dusk die and destined effect, the target number (or that it is secret), the outcome, and what
 * the blow did. The template only prints these.
 */
export interface CardView {
  readonly headline: { readonly key: string; readonly data: Readonly<Record<string, string | number>> };
  readonly pc: DuskCardPayload["pc"];
  readonly npc: DuskCardPayload["npc"];
  readonly rolls: ReadonlyArray<{ readonly dawn: number; readonly dusk: number; readonly total: number; readonly effect: string; readonly effectLabel: string }>;
  readonly targetNumber: number | null;
  readonly secret: boolean;
  readonly difficulty: number | null;
  readonly effort: number;
  readonly routine: boolean;
  readonly outcome: { readonly key: string; readonly good: boolean } | null;
  readonly lines: ReadonlyArray<{ readonly key: string; readonly data: Readonly<Record<string, string | number>> }>;
}

const HEADLINES = { task: "FRAY.Dusk.Card.TaskHeadline", attack: "FRAY.Dusk.Card.AttackHeadline", defence: "FRAY.Dusk.Card.DefenceHeadline" } as const;
const INTERCEPT_HEADLINES = { task: "FRAY.Dusk.Card.TaskHeadline", attack: "FRAY.Dusk.Card.InterceptHeadline", defence: "FRAY.Dusk.Card.InterceptedHeadline" } as const;

export function cardView(payload: DuskCardPayload): CardView {
  const task = payload.task;
  const rolls: readonly TaskRoll[] = task?.rolls ?? [];
  const outcome = task?.outcome;
  const exchange = payload.exchange?.outcome;
  const lines: Array<{ key: string; data: Record<string, string | number> }> = [];
  let result: CardView["outcome"] = null;
  if (outcome) {
    if (payload.mode === "task") result = { key: outcome.success ? "FRAY.Dusk.Card.Success" : "FRAY.Dusk.Card.Failure", good: outcome.success };
    else if (payload.mode === "attack") result = { key: outcome.success ? "FRAY.Dusk.Card.Hit" : "FRAY.Dusk.Card.Miss", good: outcome.success };
    else result = { key: outcome.success ? "FRAY.Dusk.Card.Defended" : "FRAY.Dusk.Card.Struck", good: outcome.success };
    if (outcome.automaticFailure) lines.push({ key: "FRAY.Dusk.Card.CannotPay", data: {} });
  }
  if (task && task.spent) {
    const paid = task.spent.might + task.spent.speed + task.spent.intellect;
    if (paid > 0) lines.push({ key: "FRAY.Dusk.Card.Paid", data: { points: paid, levels: task.effortLevels } });
  }
  if (exchange?.hit && payload.intercept) {
    lines.push({ key: "FRAY.Dusk.Card.Intercepted", data: { name: payload.mode === "attack" ? (payload.npc?.name ?? "") : payload.pc.name } });
  } else if (exchange?.hit) {
    lines.push({ key: "FRAY.Dusk.Card.Dealt", data: { damage: exchange.dealt, name: payload.mode === "attack" ? (payload.npc?.name ?? "") : payload.pc.name } });
    const wound = exchange.woundRoll;
    if (wound) lines.push({ key: "FRAY.Dusk.Card.WoundRoll", data: { dawn: wound.roll.dawn, dusk: wound.roll.dusk, held: wound.held, total: wound.total, result: `FRAY.Dusk.Wound.${wound.result}` } });
    const npc = payload.exchange?.npc;
    if (payload.mode === "attack" && npc?.dead) lines.push({ key: "FRAY.Dusk.Card.NpcDies", data: { name: payload.npc?.name ?? "" } });
    const pc = payload.exchange?.pc;
    if (payload.mode === "defence" && pc && pc.health === 0 && !pc.dead) lines.push({ key: "FRAY.Dusk.Card.Stunned", data: { name: payload.pc.name } });
  }
  return {
    headline: { key: payload.intercept ? INTERCEPT_HEADLINES[payload.mode] : payload.move ? "FRAY.Dusk.Card.ShortMoveHeadline" : HEADLINES[payload.mode], data: { name: payload.pc.name, label: payload.label, target: payload.npc?.name ?? "" } },
    pc: payload.pc,
    npc: payload.npc,
    rolls: rolls.map((r) => ({ dawn: r.dawn, dusk: r.dusk, total: r.effectiveTotal, effect: r.effect, effectLabel: `FRAY.Dusk.Effect.${r.effect}` })),
    targetNumber: outcome ? outcome.targetNumber : (task?.eased?.targetNumber ?? null),
    secret: payload.request?.secret ?? false,
    difficulty: outcome ? outcome.difficulty : (task?.eased?.difficulty ?? null),
    effort: task?.effortLevels ?? 0,
    routine: outcome?.routine ?? task?.eased?.routine ?? false,
    outcome: result,
    lines,
  };
}
