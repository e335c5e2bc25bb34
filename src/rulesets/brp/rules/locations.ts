import { requireInteger } from "../../../core/errors.js";
import type { HitLocation } from "./derived.js";

export interface LocationRow {
  readonly from: number;
  readonly to: number;
  readonly location: HitLocation;
}

/**
 * BRP-HLOC-1: the humanoid d20 table. The chapter lists 8 under both Left Leg and Abdomen;
 * 8 stays with the Left Leg and the Abdomen takes 9-11, as the catalog proposes.
 */
export const HIT_LOCATION_TABLE: readonly LocationRow[] = [
  { from: 1, to: 4, location: "rightLeg" },
  { from: 5, to: 8, location: "leftLeg" },
  { from: 9, to: 11, location: "abdomen" },
  { from: 12, to: 12, location: "chest" },
  { from: 13, to: 15, location: "rightArm" },
  { from: 16, to: 18, location: "leftArm" },
  { from: 19, to: 20, location: "head" },
];

export function hitLocationFor(d20: number, table: readonly LocationRow[] = HIT_LOCATION_TABLE): HitLocation {
  requireInteger(d20, "d20", 1, 20);
  return table.find((r) => d20 >= r.from && d20 <= r.to)!.location;
}

/** BRP-WND-8: an unspecified side, 1D6: 1-3 left, 4-6 right. */
export function sideFor(d6: number): "left" | "right" {
  requireInteger(d6, "d6", 1, 6);
  return d6 <= 3 ? "left" : "right";
}
