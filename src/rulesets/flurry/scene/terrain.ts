import type { Hex, HexTerrain, Terrain } from "../rules/index.js";
import { REGION_BEHAVIOR_TYPES } from "../../../foundry/region-behaviors.js";
import { cellOf } from "./tokens.js";

/**
 * Terrain on the flurry board (WC-MOV-4, WC-MOV-6) as a Scene Region behaviour: the GM draws a
 * Region over rubble, ice or a stream and gives it the behaviour "Terrain (flurry)" with the
 * ground's kind, whether it runs uphill, whether it is treacherous and whether it is an obstacle.
 * A hex takes the terrain of every enabled behaviour whose region holds its centre (the roughest
 * kind, and any of the marks); a hex no region marks is open ground.
 */
export const TERRAIN_BEHAVIOR = REGION_BEHAVIOR_TYPES.flurryTerrain;

const TERRAIN_KINDS: readonly Terrain[] = ["open", "rough", "slick", "waterMiredSandy"];
const TERRAIN_LABELS: Readonly<Record<Terrain, string>> = {
  open: "FRAY.Flurry.Terrain.Kind.open",
  rough: "FRAY.Flurry.Terrain.Kind.rough",
  slick: "FRAY.Flurry.Terrain.Kind.slick",
  waterMiredSandy: "FRAY.Flurry.Terrain.Kind.waterMiredSandy",
};

type Schema = foundry.data.fields.DataSchema;

export class FlurryTerrainBehavior extends foundry.data.regionBehaviors.RegionBehaviorType<Schema> {
  static override LOCALIZATION_PREFIXES = ["FRAY.Flurry.Terrain"];

  static override defineSchema() {
    const { BooleanField, StringField } = foundry.data.fields;
    return {
      terrain: new StringField({ required: true, blank: false, initial: "rough", choices: TERRAIN_LABELS }),
      uphill: new BooleanField({ initial: false }),
      treacherous: new BooleanField({ initial: false }),
      obstacle: new BooleanField({ initial: false }),
    };
  }
}

interface TerrainSystem {
  readonly terrain?: string;
  readonly uphill?: boolean;
  readonly treacherous?: boolean;
  readonly obstacle?: boolean;
}

/** Where the cost of a kind ranks it when regions overlap: the dearer, then the slower, wins. */
const RANK: Readonly<Record<Terrain, number>> = { open: 0, waterMiredSandy: 1, rough: 2, slick: 3 };

/** The terrain the behaviours of overlapping regions give one hex. Pure. */
export function combineTerrain(marks: readonly TerrainSystem[]): HexTerrain {
  let terrain: Terrain = "open";
  let uphill = false;
  let treacherous = false;
  let obstacle = false;
  for (const mark of marks) {
    const kind = TERRAIN_KINDS.includes(mark.terrain as Terrain) ? (mark.terrain as Terrain) : "open";
    if (RANK[kind] > RANK[terrain]) terrain = kind;
    uphill ||= mark.uphill === true;
    treacherous ||= mark.treacherous === true;
    obstacle ||= mark.obstacle === true;
  }
  return { terrain, uphill, treacherous, obstacle };
}

/**
 * Whether a region holds a point: v13's `RegionDocument#testPoint` (an elevated point), which the
 * community types do not declare yet, hence the narrow view of the document.
 */
function regionHolds(region: unknown, point: { x: number; y: number; elevation: number }): boolean {
  const test = (region as { testPoint?: (point: { x: number; y: number; elevation: number }) => boolean }).testPoint;
  return typeof test === "function" && test.call(region, point);
}

/** The ground in a hex of the scene on view, from its Regions' flurry terrain behaviours. */
export function terrainAt(h: Hex): HexTerrain {
  const scene = canvas?.scene;
  const grid = canvas?.grid;
  if (!scene || !grid) return { terrain: "open" };
  const centre = grid.getCenterPoint(cellOf(h));
  const marks: TerrainSystem[] = [];
  for (const region of scene.regions.contents) {
    const behaviours = region.behaviors.contents.filter((behaviour) => String(behaviour.type) === TERRAIN_BEHAVIOR && !behaviour.disabled);
    if (behaviours.length === 0 || !regionHolds(region, { x: centre.x, y: centre.y, elevation: 0 })) continue;
    for (const behaviour of behaviours) marks.push(behaviour.system as unknown as TerrainSystem);
  }
  return combineTerrain(marks);
}

/** Registers the behaviour type (system.json declares it under RegionBehavior). */
export function registerTerrainBehavior(): void {
  const config = (CONFIG as unknown as { RegionBehavior: { dataModels: Record<string, unknown>; typeIcons?: Record<string, string> } }).RegionBehavior;
  config.dataModels[TERRAIN_BEHAVIOR] = FlurryTerrainBehavior;
  if (config.typeIcons) config.typeIcons[TERRAIN_BEHAVIOR] = "fa-solid fa-hill-rockslide";
}
