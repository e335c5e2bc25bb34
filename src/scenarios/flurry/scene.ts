import type { DocumentRef, Scenario, Seat, Table } from "../table.js";
import { FLURRY_FIELD, caveBear, soldier, spearman } from "./fixtures.js";
import { optionSettingKey } from "../../foundry/settings/option-fields.js";
import { cellOf, dragTo, player, seated, tokenOf, turnTo } from "./scene-helpers.js";
import { selectedZoneShapes } from "../../rulesets/flurry/scene/zones-layer.js";
import type { OverlayShape } from "../../rulesets/flurry/scene/overlay.js";

/**
 * The flurry board (WC-FVTT-3): the grid check, facing from a token's rotation, the zones the
 * toggle draws, moves stopped by danger and priced by terrain and facing.
 */

const EVERYONE: readonly Seat[] = ["gm", "playerA", "playerB"];

interface SceneView {
  readonly id: string | null;
  readonly grid: { type: number; distance: number; units: string };
  update(changes: object): Promise<unknown>;
}
/** A square scene at 5 ft, not yet active, as a world set up for another game holds one. */
const SQUARE_FIELD = { name: "Square field", active: false, grid: { type: 1, size: 100, distance: 5, units: "ft" } };
const sceneOn = (table: Table, seat: Seat, scene: DocumentRef) => table.seat(seat).run(() => game.scenes!.get(scene.id) as unknown as SceneView);
const facingOf = (table: Table, seat: Seat, actor: { id: string; uuid: string; name: string }) => (table.seat(seat).actor(actor).system as unknown as { facing: { kind: string; index: number } }).facing;

/** Which cells (row,column) the GM's zone layer fills with each zone. */
function cellsByZone(table: Table, shapes: readonly OverlayShape[]): Promise<Record<string, string[]>> {
  return table.seat("gm").run(() => {
    const out: Record<string, string[]> = {};
    for (const shape of shapes) {
      // The centre of a hexagon is the mean of its six corners.
      const xs = shape.points.filter((_, k) => k % 2 === 0);
      const ys = shape.points.filter((_, k) => k % 2 === 1);
      const centre = { x: xs.reduce((a, b) => a + b, 0) / xs.length, y: ys.reduce((a, b) => a + b, 0) / ys.length };
      const cell = canvas!.grid!.getOffset(centre);
      (out[shape.kind] ??= []).push(`${cell.i},${cell.j}`);
    }
    for (const list of Object.values(out)) list.sort();
    return out;
  });
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "flurry",
    name: "the GM makes a square scene the active one: a warning says flurry needs a hex grid at 2 m per hex, and accepting the offer sets hex rows at 2 m, seen by every client (WC-FVTT-3)",
    async run(table, assert) {
      const square = await table.createScene(SQUARE_FIELD);
      const gm = table.seat("gm");
      gm.answerDialog({ button: "fix" });
      await gm.console(async () => (await sceneOn(table, "gm", square)).update({ active: true }));
      const warning = gm.notices().find((n) => n.level === "warn")?.message ?? "";
      assert.include(warning, "Square field");
      assert.include(warning, table.localize("FRAY.Flurry.Scene.Problem.NotHex"));
      assert.include(warning, table.localize("FRAY.Flurry.Scene.Problem.NotTwoMetres"));
      for (const seat of seated(table, ["gm", "playerA"])) {
        const grid = (await sceneOn(table, seat, square)).grid;
        assert.deepEqual({ type: grid.type, distance: grid.distance, units: grid.units }, { type: 2, distance: 2, units: "m" }, `${seat} sees the flurry grid`);
      }
      if (table.has("playerA")) assert.deepEqual(table.seat("playerA").notices(), [], "only the GM is asked");
    },
  },
  {
    ruleset: "flurry",
    name: "the GM leaves a square scene as it is: the grid is unchanged, and Fray does not ask again about that scene until its grid changes",
    async run(table, assert) {
      const square = await table.createScene(SQUARE_FIELD);
      const gm = table.seat("gm");
      gm.answerDialog({ button: "leave" });
      await gm.console(async () => (await sceneOn(table, "gm", square)).update({ active: true }));
      assert.equal((await sceneOn(table, "gm", square)).grid.type, 1, "still square");
      gm.clearNotices();
      await gm.console(async () => (await sceneOn(table, "gm", square)).update({ active: false }));
      await gm.console(async () => (await sceneOn(table, "gm", square)).update({ active: true }));
      assert.deepEqual(gm.notices(), [], "asked once");
    },
  },
  {
    ruleset: "flurry",
    name: "the soldier's player turns his token to 95°: it settles on the west hex side (90°) and his sheet's facing becomes side 3 on every client; setting side 0 on the sheet turns the token to 270° (WC-FACE-1)",
    async run(table, assert) {
      await table.createScene(FLURRY_FIELD);
      const s = await table.createActor(soldier());
      await turnTo(table, player(table), s, 95);
      for (const seat of seated(table, EVERYONE)) {
        assert.equal(tokenOf(table, seat, s).rotation, 90, `${seat} sees the token on a hex side`);
        assert.deepEqual(facingOf(table, seat, s), { kind: "side", index: 3 }, `${seat} sees the facing`);
      }
      await table.seat(player(table)).console(() => table.seat(player(table)).actor(s).update({ "system.facing": { kind: "side", index: 0 } } as Actor.UpdateData));
      for (const seat of seated(table, EVERYONE)) assert.equal(tokenOf(table, seat, s).rotation, 270, `${seat} sees the token turned east`);
    },
  },
  {
    ruleset: "flurry",
    name: "with vertex facing allowed, a token turned to 62° settles on the lower-left vertex (60°) and the facing is vertex 3 (WC-FACE-3)",
    async run(table, assert) {
      await table.createScene(FLURRY_FIELD);
      const vertexFacing = optionSettingKey("flurry", "vertexFacing");
      await table.seat("gm").setSetting("fray", vertexFacing, true);
      try {
        const s = await table.createActor(soldier());
        await turnTo(table, player(table), s, 62);
        assert.equal(tokenOf(table, "gm", s).rotation, 60);
        assert.deepEqual(facingOf(table, "gm", s), { kind: "vertex", index: 3 });
      } finally {
        // A live world keeps its own choice once the scenario is over.
        await table.seat("gm").setSetting("fray", vertexFacing, false);
      }
    },
  },
  {
    ruleset: "flurry",
    name: "the GM selects the spearman facing east with the zones shown: his boar spear (thrust, reach 2) threatens three hexes at each distance ahead and two marginal hexes; once Engaged, those six are danger (WC-ZONE-1, WC-ZONE-2, WC-ZONE-4)",
    async run(table, assert) {
      await table.createScene(FLURRY_FIELD);
      const sp = await table.createActor(spearman());
      await dragTo(table, "gm", sp, { i: 2, j: 2 });
      await turnTo(table, "gm", sp, 270);
      const gm = table.seat("gm");
      await gm.run(() => canvas!.tokens!.placeables.find((placed) => placed.document.id === tokenOf(table, "gm", sp).id)!.control());
      const threat = ["1,2", "1,3", "2,3", "2,4", "3,2", "3,3"];
      assert.deepEqual(await cellsByZone(table, await gm.run(() => selectedZoneShapes())), { threat, marginal: ["0,3", "4,3"] });
      await gm.console(() => gm.actor(sp).toggleStatusEffect("engaged", { active: true }));
      assert.deepEqual(await cellsByZone(table, await gm.run(() => selectedZoneShapes())), { danger: threat, marginal: ["0,3", "4,3"] });
    },
  },
  {
    ruleset: "flurry",
    name: "the soldier's player drags him past the engaged cave bear: he stops in the first hex of the bear's zone of danger, told why, and every client sees him there (WC-MOV-7, WC-ENG-2)",
    async run(table, assert) {
      await table.createScene(FLURRY_FIELD);
      const s = await table.createActor(soldier());
      const bear = await table.createActor(caveBear());
      await dragTo(table, "gm", s, { i: 2, j: 0 });
      await dragTo(table, "gm", bear, { i: 2, j: 4 });
      const gm = table.seat("gm");
      await gm.console(() => gm.actor(bear).toggleStatusEffect("engaged", { active: true }));
      await dragTo(table, player(table), s, { i: 2, j: 6 });
      for (const seat of seated(table, EVERYONE)) assert.deepEqual(await cellOf(table, seat, s), { i: 2, j: 3 }, `${seat} sees him stopped beside the bear`);
      assert.include(table.seat(player(table)).notices().map((n) => n.message), table.localize("FRAY.Flurry.Scene.StoppedByDanger", { name: "Veteran Soldier", by: "Cave Bear" }));
      assert.deepEqual((tokenOf(table, seated(table, ["playerB", "gm"])[0]!, s).flags as Record<string, { flurryMove?: object } | undefined>)["fray"]?.flurryMove, { from: "-1,2", to: "2,2", hexes: 3, cost: 3, stoppedBy: [tokenOf(table, "gm", bear).id] });
    },
  },
  {
    ruleset: "flurry",
    name: "the bear not engaged, the soldier walks on past its front to where he was dropped (WC-ZONE-2: no danger without engagement)",
    async run(table, assert) {
      await table.createScene(FLURRY_FIELD);
      const s = await table.createActor(soldier());
      const bear = await table.createActor(caveBear());
      await dragTo(table, "gm", s, { i: 2, j: 0 });
      await dragTo(table, "gm", bear, { i: 0, j: 4 });
      await dragTo(table, player(table), s, { i: 2, j: 6 });
      assert.deepEqual(await cellOf(table, "gm", s), { i: 2, j: 6 });
      assert.deepEqual(table.seat(player(table)).notices().filter((n) => n.level === "warn"), []);
    },
  },
  {
    ruleset: "flurry",
    name: "the GM marks rubble with a flurry terrain Region: facing east, the soldier pays 1 MP for open ground and 2 for the rough hex; stepping back into the hex behind him costs 2 (WC-MOV-4, WC-FACE-2, WC-TV-12)",
    async run(table, assert) {
      await table.createScene(FLURRY_FIELD);
      const s = await table.createActor(soldier());
      await dragTo(table, "gm", s, { i: 2, j: 1 });
      await turnTo(table, player(table), s, 270);
      const gm = table.seat("gm");
      await gm.console(async () => {
        const centre = canvas!.grid!.getCenterPoint({ i: 2, j: 3 });
        const scene = canvas!.scene!;
        await scene.createEmbeddedDocuments("Region", [
          { name: "Rubble", shapes: [{ type: "rectangle", x: centre.x - 20, y: centre.y - 20, width: 40, height: 40 }], behaviors: [{ name: "Rubble", type: "fray.flurryTerrain", system: { terrain: "rough" } }] },
        ] as never);
      });
      await dragTo(table, player(table), s, { i: 2, j: 3 });
      const moveOf = () => (tokenOf(table, "gm", s).flags as Record<string, { flurryMove?: { hexes: number; cost: number } } | undefined>)["fray"]?.flurryMove;
      assert.deepInclude(moveOf(), { hexes: 2, cost: 3 }, "1 open + 2 rough");
      await dragTo(table, player(table), s, { i: 2, j: 2 });
      assert.deepInclude(moveOf(), { hexes: 1, cost: 2 }, "the hex behind costs double");
    },
  },
];
