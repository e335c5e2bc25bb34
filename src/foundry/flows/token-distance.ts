/**
 * The distance between two tokens as the scene's grid measures it, in the unit a ruleset counts
 * in (pool: yards, brp: metres). The conversion is pure; the measuring reads the canvas.
 */

export type DistanceUnit = "yards" | "metres";

const METRES_PER: Readonly<Record<string, number>> = { ft: 0.3048, yd: 0.9144, m: 1 };

/** What the scene's grid unit label ("ft", "feet", "m", "yd", "yards" …) is, or null when unknown. */
function unitOf(label: string): keyof typeof METRES_PER | null {
  const u = label.trim().toLowerCase();
  if (u.startsWith("ft") || u.startsWith("feet") || u.startsWith("foot")) return "ft";
  if (u.startsWith("yd") || u.startsWith("yard")) return "yd";
  if (u === "m" || u.startsWith("met")) return "m";
  return null;
}

/**
 * `distance` grid units of a scene labelled `sceneUnits`, rounded to whole `want` units; a scene
 * whose unit is unknown is taken to count in the ruleset's own unit.
 */
export function convertDistance(distance: number, sceneUnits: string, want: DistanceUnit): number {
  if (!Number.isFinite(distance) || distance <= 0) return 0;
  const from = unitOf(sceneUnits);
  if (!from) return Math.round(distance);
  const metres = distance * METRES_PER[from]!;
  return Math.round(want === "metres" ? metres : metres / METRES_PER["yd"]!);
}

interface Placed {
  readonly center: { x: number; y: number };
}

/** Measured distance between two placed tokens, or 0 when either is missing or no grid is drawn. */
export function tokenDistance(a: Placed | null | undefined, b: Placed | null | undefined, want: DistanceUnit): number {
  const board = canvas as unknown as { grid?: { measurePath(points: Array<{ x: number; y: number }>): { distance: number } } | null; scene?: { grid?: { units?: string } } } | null;
  if (!a || !b || !board?.grid) return 0;
  return convertDistance(board.grid.measurePath([a.center, b.center]).distance, board.scene?.grid?.units ?? "", want);
}
