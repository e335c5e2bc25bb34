import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireArray, requireBoolean, requireRecord, requireString } from "../../../core/validate.js";
import { nextDecision, type ExchangeDecision, type ExchangeState } from "./exchange.js";
import { condition, impaledWoundDamage, requireHarm, type BrpHarm, type HarmResult } from "./harm.js";
import { majorWoundRow } from "./majorWounds.js";
import { impaledMovementDamage } from "./special.js";

/**
 * The GM's rulings on one attack and its aftermath (BRP-FVTT-7). The chapter leaves these to the
 * GM: whether a blow can be parried at all, what SIZ a braced or mounted target resists knockback
 * with, which Major Wound effect fits the blow, whether an entangled target may still attack, and
 * what counts as a significant movement for someone with a weapon lodged in them. Each ruling is
 * taken only at the step it belongs to, so a card cannot be rewritten after the fact.
 */

/** The rulings a GM may make on an attack, by the step the exchange waits for. */
export type AttackRuling = "unparryable" | "knockbackSiz" | "majorWound";

const notNow = (ruling: AttackRuling, step: string) => new RulesError("FRAY.Brp.Ruling.NotNow", { ruling, step });

/** Which rulings the step `decision` allows (none once the exchange is over). */
export function rulingsAt(decision: ExchangeDecision | null): AttackRuling[] {
  if (decision === null) return [];
  requireString(requireRecord(decision, "decision").type, "decision.type");
  if (decision.type === "defenceChoice") return requireArray(decision.options, "decision.options").some((o) => requireRecord(o, "decision.options").kind === "parry") ? ["unparryable"] : [];
  if (decision.type === "knockbackResistance") return ["knockbackSiz"];
  if (decision.type === "majorWoundRoll" || decision.type === "majorWoundLuck") return ["majorWound"];
  return [];
}

function requireRuling(s: ExchangeState, ruling: AttackRuling): ExchangeDecision {
  const decision = nextDecision(s);
  if (!rulingsAt(decision).includes(ruling)) throw notNow(ruling, decision?.type ?? "closed");
  return decision!;
}

/**
 * The GM rules this attack unparryable (a boulder, a blow from something vast, a sweep the GM
 * judges cannot be met): before the defender chooses, the parries drop out and only a Dodge or no
 * defence is left, as on the rules' sweep path (BRP-PAR-7).
 */
export function ruleUnparryable(s: ExchangeState): ExchangeState {
  requireRuling(s, "unparryable");
  return { ...s, input: { ...s.input, unparryable: true } };
}

/** Largest SIZ the GM may rule for a knockback (a castle gate is about 100). */
export const MAX_RULED_SIZ = 1000;

/**
 * The GM sets the SIZ the target resists knockback with (BRP-SPC-18): higher for one braced or
 * mounted, lower for one on a slope, tired or stunned. Only while the resistance roll is pending.
 */
export function setKnockbackSiz(s: ExchangeState, siz: number): ExchangeState {
  requireInteger(siz, "SIZ", 1, MAX_RULED_SIZ);
  requireRuling(s, "knockbackSiz");
  return { ...s, input: { ...s.input, knockbackSiz: siz } };
}

/**
 * The GM picks the Major Wound table's row (BRP-MWT-1) instead of rolling, or in place of the row
 * rolled, as long as the Luck roll has not been made. `row` is any result of that row (1–100);
 * the stored answer is the row's first result, marked as the GM's choice.
 */
export function chooseMajorWound(s: ExchangeState, row: number): ExchangeState {
  const picked = majorWoundRow(requireInteger(row, "row", 1, 100));
  requireRuling(s, "majorWound");
  return { ...s, answers: { ...s.answers, majorWoundRoll: { type: "majorWoundRoll", value: picked.from, chosen: true } } };
}

/* ---------- Entangled target's Luck roll (BRP-SPC-11) ---------- */

/** How long an entangle lasts when the GM rules on a target entangled by hand: the rest of the round and the next. */
const ENTANGLE_ROUNDS = 2;

/**
 * The entangled target's Luck roll, asked by the GM when the entangle may pin the arms (BRP-SPC-11):
 * the result rides on the entangled condition, so it ends with the entangle. A target marked
 * entangled by hand gets the condition for this round and the next.
 */
export function entangleLuck(harm: BrpHarm, ownerId: string, round: number, succeeded: boolean): BrpHarm {
  requireHarm(harm);
  requireString(ownerId, "ownerId");
  requireInteger(round, "round", 0, 1_000_000);
  requireBoolean(succeeded, "succeeded");
  const held = harm.conditions.find((c) => c.id === "entangled");
  const luck = succeeded ? "passed" : "failed";
  const next = held ? { ...held, data: { ...(held.data ?? {}), luck } } : condition("entangled", ownerId, round, ENTANGLE_ROUNDS, { luck });
  return { ...harm, conditions: [...harm.conditions.filter((c) => c.id !== "entangled"), next] };
}

/**
 * Whether an entangle keeps its target from attacking (BRP-SPC-11): only when the GM asked for the
 * Luck roll and it failed. Without the GM's call the target keeps some way to strike (a kick, a
 * head butt); a passed roll frees them to attack.
 */
export function entangleStopsAttacks(harm: BrpHarm): boolean {
  requireHarm(harm);
  return harm.conditions.some((c) => c.id === "entangled" && c.data?.["luck"] === "failed");
}

/* ---------- Impaled target's significant movement (BRP-SPC-16) ---------- */

/** Whether moving hurts: a lodged weapon larger than a knife (a spear, a sword); arrowheads and knives do not tear. */
export function movementTearsWound(harm: BrpHarm, woundId: string): boolean {
  requireHarm(harm);
  requireString(woundId, "woundId");
  const lodged = harm.wounds.find((w) => w.id === woundId)?.impaled;
  return lodged !== null && lodged !== undefined && lodged.largerThanKnife;
}

/**
 * The GM rules a movement significant for someone with a spear or sword lodged in them: half the
 * weapon's damage roll (`weaponRoll`, no damage modifier) lands on the same wound, armor ignored,
 * and the weapon's tally grows (so pulling it out resists more).
 */
export function impaledMovement(harm: BrpHarm, woundId: string, weaponRoll: number, round: number, targetId: string): HarmResult {
  if (!movementTearsWound(harm, woundId)) throw new RulesError("FRAY.Brp.Ruling.NothingLodged", { wound: woundId });
  return impaledWoundDamage(harm, woundId, impaledMovementDamage(weaponRoll), round, targetId);
}
