import { openExchange } from "../../foundry/relay/relay.js";
import { assertRefused, exchangeOn, lastCard, valueOf } from "../expect.js";
import type { DocumentRef, Scenario, Table } from "../table.js";
import { tamsin, wren } from "./fixtures.js";

/**
 * Recovery from the sheet (DB-REC-1..4, DB-FVTT-6): a rest button rolls d6 + level, the card's
 * "Share out" opens the dialog where the player spreads the points over the Pools, and the end of
 * an encounter asks the GM, per character, to bring health back up to half.
 */

const MIGHT = "system.pools.might.value";
const SPEED = "system.pools.speed.value";
const INTELLECT = "system.pools.intellect.value";
const HEALTH = "system.health.value";
const RESTS = "system.restsUsed";

/** Wren after a hard fight: Might 4 of 12, Speed 10 of 14, Intellect 10 of 10, health 5 of 12. */
const tiredWren = () => wren(["playerA"], { pools: { might: { value: 4, max: 12 }, speed: { value: 10, max: 14 }, intellect: { value: 10, max: 10 } }, health: { value: 5 } });

/** playerA presses a rest button with the d6 showing `d6`; the recovery card it opens. */
async function restFor(table: Table, w: DocumentRef, rest: string, d6: number): Promise<DocumentRef> {
  table.queueDice(6, [d6]);
  await table.seat("playerA").sheetAction(w, "recover", { rest });
  return lastCard(table.seat("playerA"));
}

const linesOn = (table: Table, card: DocumentRef) => (exchangeOn(table.seat("playerB"), card).payload["view"] as { lines: Array<{ key: string }> }).lines.map((line) => line.key);

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "Wren takes her ten-minute rest: d6 5 + level 2 = 7 points; in the dialog she puts 5 into Might and 2 into Speed and takes her health back in full (Might 4 → 9, Speed 10 → 12, health 5 → 12), on every client",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const w = await table.createActor(tiredWren());
      const card = await restFor(table, w, "tenMinutes", 5);
      const opened = exchangeOn(table.seat("playerB"), card);
      assert.equal(opened.kind, "recovery");
      assert.equal(opened.payload["points"], 7, "d6 5 + level 2");
      assert.deepEqual(opened.pending?.actions, ["shareRecovery"], "the card waits for Wren's player");
      assert.deepEqual(valueOf(table.seat("playerB"), w, RESTS), ["tenMinutes"], "the rest is taken as the card opens");
      assert.equal(valueOf(table.seat("playerB"), w, MIGHT), 4, "nothing shared yet");
      table.seat("playerA").answerDialog({ might: 5, speed: 2, intellect: 0, restoreHealth: true });
      await table.seat("playerA").press(card, "shareRecovery");
      for (const seat of ["gm", "playerA", "playerB"] as const) {
        assert.equal(valueOf(table.seat(seat), w, MIGHT), 9, `${seat}: Might 4 + 5`);
        assert.equal(valueOf(table.seat(seat), w, SPEED), 12, `${seat}: Speed 10 + 2`);
        assert.equal(valueOf(table.seat(seat), w, INTELLECT), 10, `${seat}: Intellect untouched`);
        assert.equal(valueOf(table.seat(seat), w, HEALTH), 12, `${seat}: health back in full`);
      }
      assert.equal(exchangeOn(table.seat("playerB"), card).state, "closed");
      assert.deepEqual(linesOn(table, card), ["FRAY.Dusk.Recovery.Rolled", "FRAY.Dusk.Recovery.ToPool", "FRAY.Dusk.Recovery.ToPool", "FRAY.Dusk.Recovery.Health"]);
    },
  },
  {
    ruleset: "dusk",
    name: "Wren closes the recovery dialog (nothing changes, the card still waits), then shares 9 of 7 points (refused with a message, nothing changes), then 7 into Intellect that is already full: the points are lost and the card says so",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const w = await table.createActor(tiredWren());
      const card = await restFor(table, w, "oneAction", 5);
      table.seat("playerA").answerDialog(null);
      await table.seat("playerA").press(card, "shareRecovery");
      assert.deepEqual(exchangeOn(table.seat("playerB"), card).pending?.actions, ["shareRecovery"], "closing the dialog leaves the card waiting");
      assert.equal(valueOf(table.seat("playerB"), w, MIGHT), 4);
      table.seat("playerA").answerDialog({ might: 8, speed: 1 });
      await table.seat("playerA").press(card, "shareRecovery");
      assertRefused(table.seat("playerA"), assert);
      assert.equal(valueOf(table.seat("playerB"), w, MIGHT), 4, "over-sharing changes nothing");
      assert.deepEqual(exchangeOn(table.seat("playerB"), card).pending?.actions, ["shareRecovery"]);
      table.seat("playerA").answerDialog({ might: 0, intellect: 7, restoreHealth: false });
      await table.seat("playerA").press(card, "shareRecovery");
      assert.equal(valueOf(table.seat("playerB"), w, INTELLECT), 10, "a Pool never rises above its maximum");
      assert.equal(valueOf(table.seat("playerB"), w, HEALTH), 5, "health left as it was");
      assert.include(linesOn(table, card), "FRAY.Dusk.Recovery.Wasted");
    },
  },
  {
    ruleset: "dusk",
    name: "Wren's player undoes her recovery from the card: first the shared points (Might 9 → 4, health 12 → 5), then the rest itself (the one-hour rest is free again)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const w = await table.createActor(tiredWren());
      const card = await restFor(table, w, "oneHour", 3);
      table.seat("playerA").answerDialog({ might: 5, restoreHealth: true });
      await table.seat("playerA").press(card, "shareRecovery");
      assert.equal(valueOf(table.seat("playerB"), w, MIGHT), 9);
      await table.seat("playerA").undo(card);
      assert.equal(valueOf(table.seat("playerB"), w, MIGHT), 4, "the share undone");
      assert.equal(valueOf(table.seat("playerB"), w, HEALTH), 5);
      assert.deepEqual(valueOf(table.seat("playerB"), w, RESTS), ["oneHour"], "the rest stays taken until it is undone too");
      await table.seat("playerA").undo(card);
      assert.deepEqual(valueOf(table.seat("playerB"), w, RESTS), [], "the one-hour rest is free again");
    },
  },
  {
    ruleset: "dusk",
    name: "the recovery ladder: a rest already taken today is refused before any dice roll; the ten-hour rest starts a new day and every rest is free again; a stranger cannot rest for Wren",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const w = await table.createActor(tiredWren());
      const first = await restFor(table, w, "oneAction", 1);
      table.seat("playerA").answerDialog({ might: 3 });
      await table.seat("playerA").press(first, "shareRecovery");
      const cards = table.seat("playerA").messages().length;
      await table.seat("playerA").sheetAction(w, "recover", { rest: "oneAction" });
      assertRefused(table.seat("playerA"), assert);
      assert.equal(table.seat("playerA").messages().length, cards, "no card for a rest already taken");
      await restFor(table, w, "tenHours", 2);
      assert.deepEqual(valueOf(table.seat("playerB"), w, RESTS), [], "after the ten-hour rest a new day begins");
      await table.seat("playerB").sheetAction(w, "recover", { rest: "oneAction" });
      assertRefused(table.seat("playerB"), assert);
      assert.deepEqual(valueOf(table.seat("gm"), w, RESTS), [], "a stranger's press changes nothing");
    },
  },
  {
    ruleset: "dusk",
    name: "the GM ends the combat from the tracker: deferred wound penalties come into force, and the GM is asked per character — Wren (2 of 12) ticked goes to 6, Tamsin (3 of 10) unticked stays at 3",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const wound = { name: "Gashed thigh", type: "duskWound", system: { woundType: "moderate", value: 4, deferred: true, description: "" } };
      const w = await table.createActor({ ...wren(["playerA"], { health: { value: 2 } }), items: [...(wren().items ?? []), wound] });
      const t = await table.createActor(tamsin(["playerB"], { health: { value: 3 } }));
      await table.startCombat([w, t]);
      const gm = table.seat("gm");
      gm.answerDialog({});
      gm.answerDialog({ [`heal-${w.id}`]: true, [`heal-${t.id}`]: false });
      await gm.tracker("endCombat");
      assert.isNull(table.seat("playerA").combat(), "the combat is over on every client");
      assert.equal(valueOf(table.seat("playerB"), w, HEALTH), 6, "Wren: half of 12");
      assert.equal(valueOf(table.seat("playerA"), t, HEALTH), 3, "Tamsin: the GM left her as she was");
      const thigh = table.seat("playerB").actor(w).items.contents.find((item) => item.name === "Gashed thigh");
      assert.equal((thigh?.system as unknown as { deferred: boolean } | undefined)?.deferred, false, "the wound's penalty is in force now");
    },
  },
  {
    ruleset: "dusk",
    name: "health back up to half after an encounter is a card like any other change: Wren's player presses Encounter over (2 → 6 of 12, on a card), her Undo takes her back to 2 on every client, a second press brings her to 6 again, and a third is refused (already half)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const w = await table.createActor(wren(["playerA"], { health: { value: 2 } }));
      const player = table.seat("playerA");
      player.answerDialog({ [`heal-${w.id}`]: true });
      await player.sheetAction(w, "afterEncounter");
      const card = lastCard(table.seat("gm"));
      assert.equal(exchangeOn(table.seat("playerB"), card).kind, "halfHealth", "the change is on a card everyone sees");
      assert.equal(valueOf(table.seat("playerB"), w, HEALTH), 6);
      await player.undo(card);
      for (const seat of ["gm", "playerA", "playerB"] as const) assert.equal(valueOf(table.seat(seat), w, HEALTH), 2, `${seat}: the Undo took it back`);
      player.answerDialog({ [`heal-${w.id}`]: true });
      await player.sheetAction(w, "afterEncounter");
      assert.equal(valueOf(table.seat("gm"), w, HEALTH), 6);
      const cards = table.seat("gm").messages().length;
      player.clearNotices();
      await player.console(() => openExchange("dusk", "halfHealth", player.actor(w).uuid, {}));
      assertRefused(player, assert);
      assert.include(player.notices().at(-1)?.message ?? "", table.localize("FRAY.Dusk.Refusal.HalfHealthAlready", { name: "Wren" }));
      assert.equal(table.seat("gm").messages().length, cards, "no card for health already at half");
    },
  },
];
