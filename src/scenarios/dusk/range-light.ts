import { assertRefused } from "../expect.js";
import type { DocumentRef, Scenario, Table } from "../table.js";
import { feetOf, LIGHT_FLAG } from "../../rulesets/dusk/flows/scene-light.js";
import { attack, duskOn, ghoul, tamsin, wren } from "./fixtures.js";

/**
 * Range and light from the scene (DB-FVTT-8, DB-SIT-6, DB-SIT-8): the band an attack is rolled at
 * comes from the distance between the tokens as the scene's grid measures it, and the dialog's
 * light starts at the light level the GM set for the scene. Target numbers worked by hand: a
 * level-2 ghoul is difficulty 2 (TN 6); each hindering step adds 3, each easing step takes 3 off.
 */

interface Grid {
  readonly size: number;
  readonly distance: number;
  readonly units: string;
}
interface Placed {
  readonly document: { readonly x: number; readonly y: number; update(data: object): Promise<unknown> };
}
interface Board {
  readonly grid: Grid | null;
  readonly scene: { update(data: object): Promise<unknown>; setFlag(scope: string, key: string, value: unknown): Promise<unknown> } | null;
}
const board = () => canvas as unknown as Board;

/** The GM moves `mover`'s token `feet` from `anchor`'s along a row of the scene's grid. */
export async function standApart(table: Table, anchor: DocumentRef, mover: DocumentRef, feet: number): Promise<void> {
  const gm = table.seat("gm");
  await gm.run(async () => {
    // The double's arena has no grid until a scenario measures; a live scene has its own.
    if (table.where === "double" && !board().grid) await board().scene?.update({ grid: { size: 100, distance: 5, units: "ft" } });
    const grid = board().grid;
    if (!grid) throw new Error("the scene has no grid to measure with");
    const squares = Math.round(feet / feetOf(grid.distance, grid.units));
    const from = gm.actor(anchor).getActiveTokens()[0] as unknown as Placed | undefined;
    const to = gm.actor(mover).getActiveTokens()[0] as unknown as Placed | undefined;
    await to?.document.update({ x: (from?.document.x ?? 0) + squares * grid.size, y: from?.document.y ?? 0 });
  });
  await table.settle();
}

const tnOf = (table: Table, card: DocumentRef) => duskOn(table, "playerB", card).view.targetNumber;

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "Tamsin shoots a ghoul with her shortbow (range Short) at the distance the scene measures between their tokens: 5 ft point-blank TN 3, 40 ft (Short) TN 6, 70 ft (Long, a band past the bow) TN 9; at 150 ft (Extreme) the GM refuses the shot and nothing is rolled",
    seats: ["playerB"],
    async run(table, assert) {
      const t = await table.createActor(tamsin());
      const g = await table.createActor(ghoul());
      await standApart(table, t, g, 5);
      assert.equal(tnOf(table, await attack(table, "playerB", t, "Shortbow", g, 2, 1)), 3, "Immediate: point-blank eases a step, difficulty 1");
      await standApart(table, t, g, 40);
      assert.equal(tnOf(table, await attack(table, "playerB", t, "Shortbow", g, 2, 1)), 6, "Short: the bow's own range, difficulty 2");
      await standApart(table, t, g, 70);
      assert.equal(tnOf(table, await attack(table, "playerB", t, "Shortbow", g, 2, 1)), 9, "Long: one band past the bow hinders a step, difficulty 3");
      await standApart(table, t, g, 150);
      const cards = table.seat("playerB").messages().length;
      table.seat("playerB").clearNotices();
      await attack(table, "playerB", t, "Shortbow", g, 2, 1);
      assertRefused(table.seat("playerB"), assert);
      assert.equal(table.seat("playerB").messages().length, cards, "no card for a shot the bow cannot make");
    },
  },
  {
    ruleset: "dusk",
    name: "the GM dims the scene's light: Tamsin's shot at a ghoul 40 ft away (Short) starts at dim light and is hindered a step (TN 6 → 9), while Wren's sword at 5 ft still sees clearly (TN 6)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const t = await table.createActor(tamsin());
      const w = await table.createActor(wren());
      const g = await table.createActor(ghoul());
      await standApart(table, t, g, 40);
      assert.equal(tnOf(table, await attack(table, "playerB", t, "Shortbow", g, 2, 1)), 6, "bright: Short is the bow's range");
      const before = await table.seat("gm").run(() => (board().scene as unknown as { getFlag(scope: string, key: string): unknown } | null)?.getFlag("fray", LIGHT_FLAG));
      await table.seat("gm").run(() => board().scene?.setFlag("fray", LIGHT_FLAG, "dim"));
      await table.settle();
      assert.equal(tnOf(table, await attack(table, "playerB", t, "Shortbow", g, 2, 1)), 9, "dim light hinders sight at Short: difficulty 3");
      await standApart(table, w, g, 5);
      assert.equal(tnOf(table, await attack(table, "playerA", w, "Longsword", g, 2, 1)), 6, "dim light does not hinder at Immediate");
      // A live world's scene gets its own light back.
      await table.seat("gm").run(() => board().scene?.setFlag("fray", LIGHT_FLAG, before ?? "bright"));
    },
  },
];
