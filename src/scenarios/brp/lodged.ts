import type { Scenario } from "../table.js";
import { exchangeOn, valueOf } from "../expect.js";
import { attackWith, templeGuard, woundsOf, yvarre } from "./fixtures.js";

/**
 * The temple guard's spear impales Yvarre and stays in the wound; her player pulls it out from the
 * wound's row on her sheet: STR against the damage it has done, Easy outside combat, and a failure
 * costs 1D3 more on the same wound (BRP-SPC-15, BRP-SPC-17).
 */

const HP = "system.hitPoints.value";

/** An impaling special (05 against Spear 55) on the undefended Yvarre; returns her hit points after. */
async function impaled(table: Parameters<Scenario["run"]>[0]) {
  const guard = await table.createActor(templeGuard());
  const hero = await table.createActor(yvarre());
  const card = await attackWith(table, "gm", guard, "Short Spear", hero, 5);
  await table.seat("playerA").press(card, "noDefence");
  table.queueDice(6, [2, 2]);
  table.queueDice(4, [1]);
  await table.seat("gm").press(card, "rollDamage");
  return { hero, guard, card };
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "the guard's special thrust leaves his spear in Yvarre; her player pulls it out from the sheet and every client sees the wound free (BRP-SPC-17)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { hero, card } = await impaled(table);
      assert.equal(exchangeOn(table.seat("gm"), card).state, "closed");
      const [wound] = woundsOf(table, "playerB", hero);
      assert.ok(wound?.system.impaled.weaponId, "the spear is lodged in the wound");
      const hp = Number(valueOf(table.seat("gm"), hero, HP));
      assert.equal(hp, 17 - (2 + 1 + 2 + 1 + 1 - 1), "two rolls of 1D6+1, +1D4, less her soft leather");
      const player = table.seat("playerA");
      table.queueDice(100, [20]);
      table.queueDice(3, [2]);
      await player.sheetAction(hero, "pullOut", { itemId: wound?.id ?? "" });
      for (const seat of ["gm", "playerA", "playerB"] as const) assert.equal(woundsOf(table, seat, hero)[0]?.system.impaled.weaponId, "", `${seat} sees the spear out`);
      assert.equal(valueOf(table.seat("playerB"), hero, HP), hp, "pulled free at no cost");
      assert.include(String(player.messages().at(-1)?.flavor ?? ""), table.localize("FRAY.Brp.Card.PulledOut", { wound: wound?.name ?? "", points: "0" }));
    },
  },
  {
    ruleset: "brp",
    name: "in the fight Yvarre fails to pull the spear out (98 against 90) and the wound takes 1D3 more; the spear stays lodged (BRP-SPC-17)",
    seats: ["playerA"],
    async run(table, assert) {
      const { hero, guard } = await impaled(table);
      await table.startCombat([hero, guard]);
      const [wound] = woundsOf(table, "gm", hero);
      const remaining = wound?.system.remaining ?? 0;
      const hp = Number(valueOf(table.seat("gm"), hero, HP));
      table.queueDice(100, [98]);
      table.queueDice(3, [3]);
      await table.seat("playerA").sheetAction(hero, "pullOut", { itemId: wound?.id ?? "" });
      assert.equal(valueOf(table.seat("gm"), hero, HP), hp - 3, "three more hit points lost");
      const after = woundsOf(table, "playerA", hero)[0];
      assert.ok(after?.system.impaled.weaponId, "still lodged");
      assert.equal(after?.system.remaining, remaining + 3, "on the same wound");
      assert.equal(after?.system.impaled.damageSoFar, remaining + 3, "the spear's tally grows, so the next pull resists 9, not 6");
    },
  },
];
