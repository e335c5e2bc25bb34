import type { DocumentRef, Scenario, Table } from "../table.js";
import { lastCard, valueOf } from "../expect.js";
import { trackerSnapshot } from "../tracker.js";
import { bleedingCut, itemId, stateIntent, templeGuard, woundsOf, yvarre } from "./fixtures.js";

/**
 * Staunching a bleeding wound (BRP-SPC-3, BRP-SPC-4): the wounded presses the wound from the sheet
 * (or the GM sets the Staunching status); at the round's end a Stamina roll holds it closed, and a
 * held wound does not bleed on DEX rank 1. A dodge lets go of it.
 */

const HP = "system.hitPoints.value";

/** Round 1: Yvarre's special cut (10 against 70) bleeds the guard; returns his hit points after it. */
async function guardBleeding(table: Table): Promise<{ hero: DocumentRef; guard: DocumentRef; cut: number }> {
  const gm = table.seat("gm");
  const hero = await table.createActor(yvarre());
  const guard = await table.createActor(templeGuard());
  await table.startCombat([hero, guard]);
  await stateIntent(table, "playerA", hero, { action: "attack" });
  await gm.tracker("frayClosePhase");
  await bleedingCut(table, hero, guard);
  return { hero, guard, cut: Number(valueOf(gm, guard, HP)) };
}

/** The rest of round 1, then round 2 up to its end (rank 1 passed); `stamina` is the d100 of the round-1 Stamina roll. */
async function intoRoundTwo(table: Table, stamina: number): Promise<void> {
  const gm = table.seat("gm");
  await gm.tracker("nextTurn");
  table.queueDice(100, [stamina]);
  await gm.tracker("nextTurn");
  await gm.tracker("frayClosePhase");
  await table.seat("playerA").tracker("nextTurn");
  await gm.tracker("nextTurn");
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "the temple guard presses Yvarre's bleeding cut from his sheet; his Stamina roll (30 against 70) holds it at the round's end, and round 2 costs him no hit point (BRP-SPC-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const gm = table.seat("gm");
      const { guard, cut } = await guardBleeding(table);
      const wound = woundsOf(table, "gm", guard)[0]!;
      assert.isTrue(wound.system.bleeding, "the cut bleeds");
      await gm.sheetAction(guard, "staunch", { itemId: wound.id ?? "" });
      assert.isTrue(gm.actor(guard).statuses.has("staunching"), "the Staunching status is on");
      assert.isTrue(woundsOf(table, "playerA", guard)[0]!.system.staunch.pressed, "the cut is the wound pressed");
      await intoRoundTwo(table, 30);
      assert.isTrue((await trackerSnapshot(gm)).roundOver, "round 2 is over: DEX rank 1 has passed");
      assert.equal(valueOf(table.seat("playerA"), guard, HP), cut, "a held wound does not bleed");
      assert.deepEqual({ ...woundsOf(table, "gm", guard)[0]!.system.staunch }, { pressed: true, held: true, heldRounds: 0 });
      assert.isTrue(gm.messages().some((m) => String(m.flavor ?? "").includes(table.localize("FRAY.Brp.Staunch.Held", { name: "Temple Guard", wound: wound.name }))), "the roll is posted");
    },
  },
  {
    ruleset: "brp",
    name: "the GM sets Staunching on the temple guard's token; his Stamina roll fails (95 against 70), so the newest bleeding wound still bleeds a hit point in round 2 (BRP-SPC-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const gm = table.seat("gm");
      const { guard, cut } = await guardBleeding(table);
      await gm.console(() => gm.actor(guard).toggleStatusEffect("staunching", { active: true }));
      await table.settle();
      await intoRoundTwo(table, 95);
      assert.equal(valueOf(gm, guard, HP), cut - 1, "still bleeding");
      assert.deepEqual({ ...woundsOf(table, "gm", guard)[0]!.system.staunch }, { pressed: true, held: false, heldRounds: 0 }, "the newest bleeding wound is the one pressed, not yet held");
      assert.isTrue(gm.messages().some((m) => String(m.flavor ?? "").includes(table.localize("FRAY.Brp.Staunch.StillBleeding", { name: "Temple Guard", wound: woundsOf(table, "gm", guard)[0]!.name }))));
    },
  },
  {
    ruleset: "brp",
    name: "the temple guard, pressing his cut, dodges Yvarre's next blow: the dodge lets go of the wound, and the Staunching status comes off (BRP-SPC-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const gm = table.seat("gm");
      const player = table.seat("playerA");
      const { hero, guard } = await guardBleeding(table);
      await gm.sheetAction(guard, "staunch", { itemId: woundsOf(table, "gm", guard)[0]!.id ?? "" });
      player.answerDialog({});
      table.queueDice(100, [40]);
      await player.sheetAction(hero, "attack", { itemId: itemId(table, "playerA", hero, "brpWeapon", "Broadsword") });
      const card = lastCard(player);
      assert.include(card.exchange.pending?.actions ?? [], "dodge");
      table.queueDice(100, [5]);
      await gm.press(card, "dodge");
      assert.isFalse(player.actor(guard).statuses.has("staunching"), "the hand came off the wound");
    },
  },
];
