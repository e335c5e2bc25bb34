import { requireInteger } from "../../../core/errors.js";
import { requireBoolean, requireOneOf, requireRecord } from "../../../core/validate.js";

export type CharacteristicKey = "STR" | "CON" | "SIZ" | "INT" | "POW" | "DEX" | "CHA";

/** Whether the victim can still fight after the round of injury (BRP-MWT-1). */
export type FightStatus = "able" | "noShield" | "oneArm" | "oneHandedOnly" | "unable";
const FIGHT_STATUSES: readonly FightStatus[] = ["able", "noShield", "oneArm", "oneHandedOnly", "unable"];

export interface MajorWoundRow {
  readonly from: number;
  readonly to: number;
  /** Characteristic losses: which characteristics, and the dice for each. */
  readonly loss: { readonly characteristics: readonly CharacteristicKey[] | "gmChoosesFour"; readonly dice: "1D3" | "1D6" | "1D4" };
  /** MOV falls by the same amount as the characteristic loss. */
  readonly moveLossEqualsLoss: boolean;
  readonly fight: FightStatus;
  /** Skill caps the GM picks from (row 41-50): skill group and maximum. */
  readonly skillCaps?: readonly { readonly group: string; readonly max: number | "luckRoll" }[];
  readonly label: string;
}

const mw = (from: number, to: number, label: string, rest: Omit<MajorWoundRow, "from" | "to" | "label">): MajorWoundRow => ({ from, to, label, ...rest });

/** BRP-MWT-1: the Major Wound table (1D100). */
export const MAJOR_WOUND_TABLE: readonly MajorWoundRow[] = [
  mw(1, 10, "FRAY.Brp.MajorWound.r1", { loss: { characteristics: ["DEX"], dice: "1D3" }, moveLossEqualsLoss: true, fight: "able" }),
  mw(11, 20, "FRAY.Brp.MajorWound.r11", { loss: { characteristics: ["CHA"], dice: "1D3" }, moveLossEqualsLoss: false, fight: "able" }),
  mw(21, 30, "FRAY.Brp.MajorWound.r21", { loss: { characteristics: ["STR"], dice: "1D3" }, moveLossEqualsLoss: false, fight: "noShield" }),
  mw(31, 40, "FRAY.Brp.MajorWound.r31", { loss: { characteristics: ["CON"], dice: "1D3" }, moveLossEqualsLoss: true, fight: "able" }),
  mw(41, 50, "FRAY.Brp.MajorWound.r41", {
    loss: { characteristics: ["INT"], dice: "1D3" },
    moveLossEqualsLoss: false,
    fight: "able",
    skillCaps: [
      { group: "listenInsight", max: 65 },
      { group: "mental", max: "luckRoll" },
      { group: "missile", max: 65 },
      { group: "communication", max: 65 },
    ],
  }),
  mw(51, 60, "FRAY.Brp.MajorWound.r51", { loss: { characteristics: ["DEX"], dice: "1D6" }, moveLossEqualsLoss: true, fight: "unable" }),
  mw(61, 70, "FRAY.Brp.MajorWound.r61", { loss: { characteristics: ["CHA"], dice: "1D6" }, moveLossEqualsLoss: false, fight: "able" }),
  mw(71, 80, "FRAY.Brp.MajorWound.r71", { loss: { characteristics: ["STR"], dice: "1D6" }, moveLossEqualsLoss: false, fight: "able" }),
  mw(81, 90, "FRAY.Brp.MajorWound.r81", { loss: { characteristics: ["CON"], dice: "1D6" }, moveLossEqualsLoss: true, fight: "unable" }),
  mw(91, 92, "FRAY.Brp.MajorWound.r91", { loss: { characteristics: ["CHA"], dice: "1D6" }, moveLossEqualsLoss: false, fight: "able" }),
  mw(93, 94, "FRAY.Brp.MajorWound.r93", { loss: { characteristics: ["DEX"], dice: "1D6" }, moveLossEqualsLoss: false, fight: "oneHandedOnly" }),
  mw(95, 96, "FRAY.Brp.MajorWound.r95", { loss: { characteristics: ["DEX"], dice: "1D6" }, moveLossEqualsLoss: false, fight: "oneArm" }),
  mw(97, 98, "FRAY.Brp.MajorWound.r97", { loss: { characteristics: ["DEX"], dice: "1D6" }, moveLossEqualsLoss: false, fight: "unable" }),
  mw(99, 99, "FRAY.Brp.MajorWound.r99", { loss: { characteristics: ["CHA", "DEX", "CON"], dice: "1D3" }, moveLossEqualsLoss: false, fight: "unable" }),
  mw(100, 100, "FRAY.Brp.MajorWound.r100", { loss: { characteristics: "gmChoosesFour", dice: "1D4" }, moveLossEqualsLoss: false, fight: "unable" }),
];

export function majorWoundRow(roll: number): MajorWoundRow {
  requireInteger(roll, "roll", 1, 100);
  return MAJOR_WOUND_TABLE.find((r) => roll >= r.from && r.to >= roll)!;
}

/** The faces of the characteristic-loss die (1D3, 1D4 or 1D6) of the row a d100 `roll` reads. */
export function lossDieFaces(roll: number): number {
  const dice = majorWoundRow(roll).loss.dice;
  return dice === "1D6" ? 6 : dice === "1D4" ? 4 : 3;
}

export interface MajorWoundOutcome {
  readonly row: MajorWoundRow;
  /** Whether the characteristic loss is permanent (the Luck roll failed, BRP-WND-7). */
  readonly permanent: boolean;
  /** Points lost per characteristic; they heal with the wound unless `permanent`. */
  readonly losses: Partial<Record<CharacteristicKey, number>>;
  readonly moveLoss: number;
  /** The fighting restriction applies whatever the Luck roll, from the round after the injury. */
  readonly fight: FightStatus;
}

/**
 * Applies a Major Wound table roll with its Luck roll (BRP-WND-7): the fighting restriction
 * and the characteristic loss (one roll of `lossRoll` for every listed characteristic) always
 * apply; a successful Luck roll means the loss heals with the wound instead of being permanent. With the "00" row the GM chooses the four characteristics, given
 * as `chosen`.
 */
export function resolveMajorWound(roll: number, luckSucceeded: boolean, lossRoll: number, chosen: readonly CharacteristicKey[] = []): MajorWoundOutcome {
  const row = majorWoundRow(roll);
  const faces = lossDieFaces(roll);
  requireInteger(lossRoll, "lossRoll", 1, faces);
  const keys = row.loss.characteristics === "gmChoosesFour" ? chosen.slice(0, 4) : row.loss.characteristics;
  const losses: Partial<Record<CharacteristicKey, number>> = {};
  for (const k of keys) losses[k] = lossRoll;
  return { row, permanent: !luckSucceeded, losses, moveLoss: row.moveLossEqualsLoss ? lossRoll : 0, fight: row.fight };
}

/** No characteristic loses or regains more points than a characteristic has. */
const MAX_LOSS = 1000;

/**
 * Medicine or regained characteristic points offset a major wound (BRP-HEAL-5, BRP-WND-7):
 * `restored` points per characteristic come off the recorded losses; when none remain the
 * wound's effects are gone.
 */
export function offsetMajorWound(outcome: MajorWoundOutcome, restored: Partial<Record<CharacteristicKey, number>>): MajorWoundOutcome {
  requireRecord(requireRecord(outcome, "outcome").row, "outcome.row");
  requireBoolean(outcome.permanent, "outcome.permanent");
  requireInteger(outcome.moveLoss, "outcome.moveLoss", 0, MAX_LOSS);
  requireOneOf(outcome.fight, "outcome.fight", FIGHT_STATUSES);
  requireRecord(restored, "restored");
  const losses: Partial<Record<CharacteristicKey, number>> = {};
  for (const [key, lost] of Object.entries(requireRecord(outcome.losses, "outcome.losses")) as [CharacteristicKey, number][]) {
    const left = requireInteger(lost, `losses.${key}`, 0, MAX_LOSS) - requireInteger(restored[key] ?? 0, `restored.${key}`, 0, MAX_LOSS);
    if (left > 0) losses[key] = left;
  }
  return { ...outcome, losses, fight: Object.keys(losses).length === 0 ? "able" : outcome.fight };
}
