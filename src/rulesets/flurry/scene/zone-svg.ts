import { hexKey, hexesWithin, hex, sideFacing, facingAngle, zonesOf, type Hex, type ZoneFighter } from "../rules/index.js";

/**
 * Zone diagrams drawn from the pure geometry (WC-ZONE-1…5): a fighter at the centre, every hex
 * within a few steps coloured by the zone the rules put it in. The guide's pictures are these
 * SVGs (assets/guide/), so what a GM reads is exactly what the rules compute. Pure: text out.
 */

export type ZoneKind = "fighter" | "danger" | "threat" | "marginal" | "obstructed" | "none";

/** Fill per zone; the danger zone is drawn over the threat it contains, as the rules rank them. */
export const ZONE_COLOURS: Readonly<Record<ZoneKind, string>> = {
  fighter: "#2d5a3f",
  danger: "#c0503a",
  threat: "#e39a3b",
  marginal: "#efd77a",
  obstructed: "#9a9a9a",
  none: "#f4f1e8",
};

const SIZE = 22;
const SQRT3 = Math.sqrt(3);

/** Pixel centre of an axial hex on a pointy-top grid (y grows downward, direction 0 east). */
export function hexCentre(h: Hex, size = SIZE): { x: number; y: number } {
  return { x: size * SQRT3 * (h.q + h.r / 2), y: size * 1.5 * h.r };
}

function corners(cx: number, cy: number, size: number): string {
  const points: string[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = ((60 * i - 30) * Math.PI) / 180;
    points.push(`${(cx + size * Math.cos(angle)).toFixed(1)},${(cy + size * Math.sin(angle)).toFixed(1)}`);
  }
  return points.join(" ");
}

/** The zone each hex around the fighter falls in (danger over threat over marginal over obstructed). */
export function zoneMap(fighter: ZoneFighter, radius: number): Map<string, ZoneKind> {
  const zones = zonesOf(fighter);
  const out = new Map<string, ZoneKind>();
  for (const h of hexesWithin(fighter.position, radius)) out.set(hexKey(h), "none");
  const paint = (list: readonly Hex[], kind: ZoneKind) => list.forEach((h) => out.has(hexKey(h)) && out.set(hexKey(h), kind));
  paint(zones.obstructed, "obstructed");
  paint(zones.marginal, "marginal");
  paint(zones.threat, "threat");
  paint(zones.danger, "danger");
  out.set(hexKey(fighter.position), "fighter");
  return out;
}

/** The diagram as an SVG document: hexes, the fighter and an arrow along his facing. */
export function zoneDiagramSvg(fighter: Omit<ZoneFighter, "position">, radius = 4, title = ""): string {
  const placed: ZoneFighter = { ...fighter, position: hex(0, 0) };
  const map = zoneMap(placed, radius);
  const extent = SIZE * SQRT3 * (radius + 0.5);
  const height = SIZE * (1.5 * radius + 1);
  // The fighter's own hex is drawn too (hexesWithin leaves the centre out), in the fighter's colour.
  const cells = [placed.position, ...hexesWithin(placed.position, radius)].map((h) => {
    const { x, y } = hexCentre(h);
    const kind = map.get(hexKey(h)) ?? "none";
    return `<polygon points="${corners(x, y, SIZE - 1)}" fill="${ZONE_COLOURS[kind]}" stroke="#5b5b5b" stroke-width="1" data-zone="${kind}" data-hex="${hexKey(h)}"/>`;
  });
  const angle = (facingAngle(placed.facing) * Math.PI) / 180;
  const tip = { x: SIZE * 0.8 * Math.cos(angle), y: -SIZE * 0.8 * Math.sin(angle) };
  const arrow = `<line x1="0" y1="0" x2="${tip.x.toFixed(1)}" y2="${tip.y.toFixed(1)}" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/><circle cx="${tip.x.toFixed(1)}" cy="${tip.y.toFixed(1)}" r="3" fill="#ffffff"/>`;
  const titleTag = title ? `<title>${title.replace(/[<&>]/g, "")}</title>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${(-extent).toFixed(1)} ${(-height).toFixed(1)} ${(2 * extent).toFixed(1)} ${(2 * height).toFixed(1)}" width="${Math.round(2 * extent)}" height="${Math.round(2 * height)}" role="img">${titleTag}${cells.join("")}${arrow}</svg>\n`;
}

/** The diagrams the guide shows: each reach type at its usual range, facing east, engaged (so danger shows). */
export const GUIDE_DIAGRAMS: ReadonlyArray<{ readonly file: string; readonly title: string; readonly fighter: Omit<ZoneFighter, "position"> }> = [
  { file: "flurry-zones-swung-1.svg", title: "Swung weapon, reach 1, engaged", fighter: { facing: sideFacing(0), weapon: { range: 1, reach: "swung" }, engaged: true } },
  { file: "flurry-zones-swung-2-unengaged.svg", title: "Swung weapon, reach 2, not engaged", fighter: { facing: sideFacing(0), weapon: { range: 2, reach: "swung" }, engaged: false } },
  { file: "flurry-zones-thrust-2.svg", title: "Thrusting weapon, reach 2, engaged", fighter: { facing: sideFacing(0), weapon: { range: 2, reach: "thrust" }, engaged: true } },
  { file: "flurry-zones-polearm-3.svg", title: "Polearm, reach 3, engaged", fighter: { facing: sideFacing(0), weapon: { range: 3, reach: "polearm" }, engaged: true } },
  { file: "flurry-zones-two-handed-2.svg", title: "Two-handed sword, reach 2, engaged", fighter: { facing: sideFacing(0), weapon: { range: 2, reach: "twoHandedSword" }, engaged: true } },
];
