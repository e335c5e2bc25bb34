import { assertRefused, exchangeOn, valueOf } from "../expect.js";
import type { Scenario } from "../table.js";
import { doomSeen, duskOn, itemId, keepDestiny, numbersUnder, passDoom, pendingOn, secretNoteOn, task, wren } from "./fixtures.js";

/** Tasks from the character sheet (DB-FVTT-4): the dialog's choices, the Dawn and Dusk dice, the destined effect applied. */

const SPEED = "system.pools.speed.value";
/** What a secret card must not let a player read. */
const SECRET_KEYS = ["difficulty", "baseDifficulty", "targetNumber"] as const;

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "Wren's player rolls a trained Might task at difficulty 4: TN 9, Dawn 7 + Dusk 4 = 11 succeeds and Dawn gives her a point of Destiny",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const w = await table.createActor(wren());
      const swords = itemId(table, "playerA", w, "duskSkill", "Swords");
      const card = await task(table, "playerA", w, "might", { difficulty: 4, skillId: swords }, 7, 4);
      const seen = duskOn(table, "playerB", card);
      assert.equal(seen.view.targetNumber, 9, "difficulty 4 eased one step by training: 3 × 3 = 9");
      assert.deepInclude(seen.view.rolls[0] ?? {}, { dawn: 7, dusk: 4, effect: "dawn" });
      assert.equal(valueOf(table.seat("playerB"), w, "system.destiny"), 1, "Dawn: Destiny +1, seen on every client");
      assert.include(pendingOn(table, "playerA", card), "destinyKeep", "the new point may be spent at once");
      await keepDestiny(table, "playerA", card);
      assert.deepEqual(duskOn(table, "playerB", card).view.outcome, { key: "FRAY.Dusk.Card.Success", good: true });
      assert.deepEqual(pendingOn(table, "gm", card), []);
    },
  },
  {
    ruleset: "dusk",
    name: "a trained Might task at difficulty 1 is routine: no roll counts, it succeeds, and neither Destiny nor Doom moves",
    seats: ["playerA"],
    async run(table, assert) {
      const w = await table.createActor(wren());
      const card = await task(table, "playerA", w, "might", { difficulty: 1, skillId: itemId(table, "playerA", w, "duskSkill", "Swords") }, 2, 9);
      const seen = duskOn(table, "gm", card).view;
      assert.isTrue(seen.routine, "difficulty 1 − 1 step of training = 0");
      assert.deepEqual(seen.rolls, [], "no dice read");
      assert.deepEqual(seen.outcome, { key: "FRAY.Dusk.Card.Success", good: true });
      assert.equal(await doomSeen(table, "gm"), 0);
      assert.equal(valueOf(table.seat("gm"), w, "system.destiny"), 0);
    },
  },
  {
    ruleset: "dusk",
    name: "one level of Effort on a difficulty-5 Speed task costs 3 of Wren's 14 Speed and makes it TN 12; Dusk 7 over Dawn 3 gives the GM 2 Doom",
    seats: ["playerA"],
    async run(table, assert) {
      const w = await table.createActor(wren());
      const card = await task(table, "playerA", w, "speed", { difficulty: 5, effort: 1 }, 3, 7);
      assert.equal(valueOf(table.seat("playerA"), w, SPEED), 11, "14 − (2 × 1 + 1)");
      const seen = duskOn(table, "playerA", card).view;
      assert.equal(seen.targetNumber, 12, "(5 − 1) × 3");
      assert.deepInclude(seen.lines[0] ?? {}, { key: "FRAY.Dusk.Card.Paid" });
      assert.equal(await doomSeen(table, "gm"), 2);
      await passDoom(table, card);
      assert.deepEqual(duskOn(table, "playerA", card).view.outcome, { key: "FRAY.Dusk.Card.Failure", good: false }, "10 < 12");
    },
  },
  {
    ruleset: "dusk",
    name: "an Eclipse (6 and 6) on a task with one level of Effort gives back half its 3 points, rounded up: Speed 14 → 11 → 13",
    seats: ["playerA"],
    async run(table, assert) {
      const w = await table.createActor(wren());
      const card = await task(table, "playerA", w, "speed", { difficulty: 5, effort: 1 }, 6, 6);
      assert.equal(duskOn(table, "gm", card).view.rolls[0]?.effect, "eclipse");
      assert.equal(valueOf(table.seat("playerA"), w, SPEED), 13);
      assert.equal(await doomSeen(table, "gm"), 0, "an Eclipse gives no Doom");
      assert.equal(valueOf(table.seat("gm"), w, "system.destiny"), 0, "nor Destiny");
    },
  },
  {
    ruleset: "dusk",
    name: "Destiny is capped at Wren's level: at 2 of 2, a Dawn gives nothing more",
    seats: ["playerA"],
    async run(table, assert) {
      const w = await table.createActor(wren(["playerA"], { destiny: 2 }));
      const card = await task(table, "playerA", w, "might", { difficulty: 2 }, 9, 2);
      if (pendingOn(table, "playerA", card).includes("destinyKeep")) await keepDestiny(table, "playerA", card);
      assert.equal(valueOf(table.seat("gm"), w, "system.destiny"), 2);
      assert.deepEqual(duskOn(table, "gm", card).view.outcome, { key: "FRAY.Dusk.Card.Success", good: true });
    },
  },
  {
    ruleset: "dusk",
    name: "after a Dawn, Wren's player spends the new Destiny to regain a Speed point spent on Effort: Speed 11 → 12, Destiny 1 → 0",
    seats: ["playerA"],
    async run(table, assert) {
      const w = await table.createActor(wren());
      const card = await task(table, "playerA", w, "speed", { difficulty: 5, effort: 1 }, 9, 4);
      assert.equal(valueOf(table.seat("gm"), w, SPEED), 11);
      assert.equal(valueOf(table.seat("gm"), w, "system.destiny"), 1);
      await table.seat("playerA").press(card, "destinyRegainSpeed");
      assert.equal(valueOf(table.seat("playerA"), w, SPEED), 12);
      assert.equal(valueOf(table.seat("playerA"), w, "system.destiny"), 0);
    },
  },
  {
    ruleset: "dusk",
    name: "Wren's player spends Destiny to reroll a failed Intellect task: the new Dawn and Dusk dice replace the old on every client",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const w = await table.createActor(wren(["playerA"], { destiny: 1 }));
      const card = await task(table, "playerA", w, "intellect", { difficulty: 4 }, 5, 1);
      assert.include(pendingOn(table, "playerA", card), "destinyReroll", "the Dawn opens the Destiny window");
      table.queueDice(12, [8, 5]);
      await table.seat("playerA").press(card, "destinyReroll");
      const rolls = duskOn(table, "playerB", card).view.rolls;
      assert.deepInclude(rolls.at(-1) ?? {}, { dawn: 8, dusk: 5 });
      if (pendingOn(table, "playerA", card).includes("destinyKeep")) await keepDestiny(table, "playerA", card);
      assert.deepEqual(duskOn(table, "playerB", card).view.outcome, { key: "FRAY.Dusk.Card.Success", good: true }, "13 ≥ 12");
    },
  },
  {
    ruleset: "dusk",
    name: "the GM marks a roll secret for Wren: the card hides the target number; a player ticking secret is not believed",
    seats: ["playerA"],
    async run(table, assert) {
      const w = await table.createActor(wren());
      const byGm = await task(table, "gm", w, "might", { difficulty: 3, secret: true }, 4, 4);
      assert.isTrue(duskOn(table, "playerA", byGm).view.secret, "the GM's secret roll");
      const sneaky = await task(table, "playerA", w, "might", { difficulty: 3 }, 4, 4);
      assert.isFalse(duskOn(table, "playerA", sneaky).view.secret, "a player's dialog offers no secret box");
    },
  },
  {
    ruleset: "dusk",
    name: "the GM keeps Wren's target number secret: no player's client holds the difficulty or the target number (only the GMs' whisper does), and Wren's player still settles the Destiny step",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const w = await table.createActor(wren());
      const swords = itemId(table, "gm", w, "duskSkill", "Swords");
      // Difficulty 4 eased one step by training: TN 9; Dawn 7 + Dusk 4 = 11 succeeds and the Dawn opens the Destiny window.
      const card = await task(table, "gm", w, "might", { difficulty: 4, skillId: swords, secret: true }, 7, 4);
      const playersSeeNoNumber = (when: string) => {
        for (const seat of ["playerA", "playerB"] as const) {
          const hand = table.seat(seat);
          assert.deepEqual(numbersUnder(exchangeOn(hand, card), SECRET_KEYS), [], `${seat}'s copy of the card names no difficulty or TN ${when}`);
          assert.isFalse(
            hand.messages().some((message) => JSON.stringify(message.flags ?? {}).includes("duskSecret")),
            `${seat}'s client never receives the GMs' note ${when}`,
          );
        }
      };
      playersSeeNoNumber("after the roll");
      assert.isTrue(duskOn(table, "playerA", card).view.secret, "the card says the target is secret");
      assert.deepInclude(secretNoteOn(table, "gm")?.task?.eased ?? {}, { baseDifficulty: 4, difficulty: 3, targetNumber: 9 }, "the GMs' note keeps the difficulty, 3 after training, and TN 9");
      assert.include(pendingOn(table, "playerA", card), "destinyKeep", "Wren's player decides on her new Destiny");
      await keepDestiny(table, "playerA", card);
      assert.deepEqual(duskOn(table, "playerB", card).view.outcome, { key: "FRAY.Dusk.Card.Success", good: true }, "the GM settled from the note: 11 ≥ 9");
      assert.deepEqual(pendingOn(table, "gm", card), []);
      assert.equal(valueOf(table.seat("playerB"), w, "system.destiny"), 1, "the Dawn's Destiny kept");
      assert.equal(secretNoteOn(table, "gm")?.task?.outcome?.targetNumber, 9, "the note follows the card to its end");
      playersSeeNoNumber("after the Destiny step");
    },
  },
  {
    ruleset: "dusk",
    name: "a player who does not own Wren presses her task and attack buttons: each is refused with a localized warning and no card is posted",
    seats: ["playerB"],
    async run(table, assert) {
      const w = await table.createActor(wren(["playerA"]));
      const before = table.seat("playerB").messages().length;
      await table.seat("playerB").sheetAction(w, "rollTask", { stat: "might" });
      assertRefused(table.seat("playerB"), assert);
      table.seat("playerB").clearNotices();
      await table.seat("playerB").sheetAction(w, "attack", {});
      assertRefused(table.seat("playerB"), assert);
      assert.equal(table.seat("playerB").messages().length, before);
    },
  },
];
