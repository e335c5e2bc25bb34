import type { ActorSpec, Scenario, Seat } from "../table.js";
import { FLURRY_FIELD, soldier } from "./fixtures.js";
import { dragTo, seated, tokenOf, turnTo } from "./scene-helpers.js";
import { selectedZoneShapes } from "../../rulesets/flurry/scene/zones-layer.js";

/**
 * The flurry compendia at the table: a fighter dragged from "Fighters and Creatures (War & Combat)"
 * onto the field arrives whole (weapons and armour with it) and fights by the rules at once.
 */

/** The Knight in the flurry-fighters pack (packs/_source/flurry-fighters/knight.yml). */
export const KNIGHT_UUID = "Compendium.fray.flurry-fighters.Actor.yhq6K5mFuFqNvILY";

interface Derived {
  defence: Array<{ key: string; value: number }>;
  actionsPerFlurry: number;
  weapons: Array<{ name: string; impact: { label: string; source: string } }>;
  armour: Record<string, { absorption: number }>;
}
const EVERYONE: readonly Seat[] = ["gm", "playerA"];

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "flurry",
    name: "the GM drags the Knight from the fighters compendium onto the field beside the soldier: every client sees Defense 21, 4 actions a flurry, his longsword's own 2d8 impact and 8 absorption on his chest; selected, his zones show three threatened hexes (WC-FVTT-1, WC-ZONE-1)",
    async run(table, assert) {
      await table.createScene(FLURRY_FIELD);
      await table.createActor(soldier());
      const gm = table.seat("gm");
      // What the compendium sidebar hands over on a drop: the entry's data, imported as a world actor with a token.
      const entry = await gm.run(async () => (await fromUuid(KNIGHT_UUID)) as unknown as { toObject(): { name: string; type: string; system: Record<string, unknown>; items: Array<Record<string, unknown>> } } | null);
      assert.isTrue(entry !== null, "the compendium has the Knight");
      const data = entry!.toObject();
      const spec: ActorSpec = { name: data.name, type: data.type, system: data.system, items: data.items.map(({ _id: _ignored, ...item }) => item), disposition: "hostile" };
      const knight = await table.createActor(spec);
      for (const seat of seated(table, EVERYONE)) {
        const derived = (table.seat(seat).actor(knight).system as unknown as { derived: Derived }).derived;
        assert.equal(derived.defence.find((row) => row.key === "front")?.value, 21, `${seat}: 10 + FR 10 + AGL 1`);
        assert.equal(derived.actionsPerFlurry, 4, `${seat}: 2 + 10 ÷ 5`);
        assert.deepInclude(derived.weapons.find((weapon) => weapon.name === "Longsword")?.impact ?? {}, { label: "2d8", source: "weapon" });
        assert.equal(derived.armour["chest"]?.absorption, 8, `${seat}: breastplate 5 + kite shield 3`);
      }
      await dragTo(table, "gm", knight, { i: 2, j: 2 });
      await turnTo(table, "gm", knight, 270);
      await gm.run(() => canvas!.tokens!.placeables.find((placed) => placed.document.id === tokenOf(table, "gm", knight).id)!.control());
      const shapes = await gm.run(() => selectedZoneShapes());
      assert.deepEqual(shapes.map((shape) => shape.kind), ["threat", "threat", "threat"], "a longsword threatens the three hexes ahead");
    },
  },
];
