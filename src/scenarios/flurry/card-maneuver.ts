import type { Scenario } from "../table.js";
import { declare, linesOf, openFlurry, pendingOf, press, viewOf, woundsOf } from "./cards.js";

/**
 * A maneuver intention played through on the card (WC-FLY-4, WC-FLY-5, WC-MAN-1/2): declared in
 * secret, struck with Strength alone (the dice asked for where the table's row is lost), armour
 * ignored by a tackle, and the victim's Stumble check deciding the effect on the board.
 */
/** The soldier takes the initiative and declares a Tackle with Press; the bear strikes and holds. */
async function tackleDeclared(table: Parameters<Scenario["run"]>[0]) {
  const { people, card } = await openFlurry(table);
  await press(table, people, "soldier", card, "take");
  await declare(table, people, "soldier", card, "tackle", "press");
  await declare(table, people, "bear", card, "strike", "hold");
  return { people, card };
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "flurry",
    name: "the soldier declares a Tackle under the default \"ask\": the card's odds show no severities — his Strength-only impact is not known yet — rather than his sword's 1d8 (WC-MAN-2, WC-FVTT-5)",
    seats: ["playerA"],
    async run(table, assert) {
      const { card } = await tackleDeclared(table);
      const [odds] = viewOf(table, "playerA", card).odds;
      assert.deepEqual([odds?.defense, odds?.hit, odds?.critical], [13, "83.8%", "37.5%"]);
      assert.deepEqual(odds?.rows, [], "no rows until the dice are given");
    },
  },
  {
    ruleset: "flurry",
    name: "with the interim impact table on, the soldier's Tackle odds roll Strength 6 alone (1d6, not the sword's 1d8) through no armour: one row for the whole body — superficial 0.0%, light 67.4%, serious 16.2%, critical 0.2% of the maneuver table (WC-MAN-1/2, WC-FVTT-5)",
    seats: ["playerA"],
    async run(table, assert) {
      await table.seat("gm").setSetting("fray", "flurry_impactBeyondTable", "placeholder");
      const { card } = await tackleDeclared(table);
      const [odds] = viewOf(table, "playerA", card).odds;
      // 3d6 + 6 against 13: 8–11 (100/216) keep 1d6, all light (≤ 7); 12–16 (77/216) add a die,
      // 2d6 light 21/36, serious 15/36; 17–18 (4/216) add two, 3d6 light 35/216, serious 161/216, critical 20/216.
      assert.deepEqual(odds?.rows as unknown, [
        { locations: ["FRAY.Flurry.Card.AnyLocation"], lands: "83.8%", maneuver: true, columns: { superficial: "0.0%", light: "67.4%", serious: "16.2%", critical: "0.2%" } },
      ]);
    },
  },
  {
    ruleset: "flurry",
    name: "the soldier declares a Tackle: he is asked for his Strength-only impact dice (1d6), hits 15 against 13, the 4 goes through untouched by hide or fur — light, Stumble-13 — and the bear rolls 1+2+3 − 1 = 5 and falls flat: Fallen on every client, no wound, and the bear answers",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { people, card } = await openFlurry(table);
      await press(table, people, "soldier", card, "take");
      await declare(table, people, "soldier", card, "tackle", "press");
      await declare(table, people, "bear", card, "strike", "hold");
      assert.deepEqual(viewOf(table, "playerB", card).fighters[0]?.intention, "FRAY.Flurry.Intention.tackle");
      table.seat("playerA").answerDialog({ impactDice: "1d6" });
      table.queueDice(6, [3, 3, 3]);
      table.queueDice(6, [4]);
      table.queueDice(6, [1, 2, 3]);
      await press(table, people, "soldier", card, "attack");
      const shown = table.seat("playerA").dialogsShown().at(-1);
      assert.include(shown?.title ?? "", table.localize("FRAY.Flurry.Dialog.ImpactTitle"), "the Strength-only dice were asked for");
      const keys = linesOf(table, card);
      assert.deepInclude(keys, { key: "FRAY.Flurry.Card.ManeuverEffect.stumble", data: { name: "Cave Bear", target: 13 } });
      assert.deepInclude(keys, { key: "FRAY.Flurry.Card.CheckFailed", data: { name: "Cave Bear", total: 5 } });
      assert.deepInclude(keys, { key: "FRAY.Flurry.Card.Condition", data: { name: "Cave Bear" }, names: { condition: "FRAY.Flurry.Condition.fallen" } });
      for (const seat of ["gm", "playerA", "playerB"] as const) {
        assert.isTrue(table.seat(seat).actor(people.bear).statuses.has("fallen"), `${seat} sees the bear fallen`);
        assert.deepEqual(woundsOf(table, seat, people.bear), [], "a tackle leaves no wound");
      }
      assert.equal(pendingOf(table, "playerA", card)?.actorUuid, table.seat("gm").actor(people.bear).uuid, "fallen but not out: the bear answers");
      assert.deepEqual(viewOf(table, "playerA", card).fighters.map((f) => f.actionsLeft), [2, 2]);
      assert.deepEqual(table.errors(), []);
    },
  },
  {
    ruleset: "flurry",
    name: "the soldier declares a Tackle and cancels the impact-dice question: nothing is rolled or sent, and the card still waits for his attack",
    seats: ["playerA"],
    async run(table, assert) {
      const { people, card } = await openFlurry(table);
      await press(table, people, "soldier", card, "take");
      await declare(table, people, "soldier", card, "tackle", "press");
      await declare(table, people, "bear", card, "strike", "hold");
      const before = JSON.stringify(viewOf(table, "gm", card));
      table.seat("playerA").answerDialog(null);
      await press(table, people, "soldier", card, "attack");
      assert.equal(JSON.stringify(viewOf(table, "gm", card)), before);
      assert.deepEqual(pendingOf(table, "playerA", card)?.actions, ["attack", "breakOff"]);
    },
  },
];
