import type { Scenario } from "../table.js";
import { valueOf } from "../expect.js";
import { aldric } from "./fixtures.js";
import { dosed, hoursLeft } from "./poison.js";

/**
 * The slow steps ask first (FC-FVTT-7): how many hours of a poison's countdown or of rest passed,
 * and a confirmation for a day of rest, calming down or the antidote. Closing the prompt changes
 * nothing and posts nothing.
 */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "Aldric's player tells the poison prompt that three hours passed: one hour of the mild poison's four is left on every client; a closed prompt counts nothing (FC-FVTT-7, FC-POI-4)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      await dosed(table, hero, "mild", [1, 2, 1]);
      const player = table.seat("playerA");
      const cards = player.messages().length;
      player.answerDialog(null);
      await player.sheetAction(hero, "poisonHour");
      assert.equal(hoursLeft(valueOf(table.seat("playerB"), hero, "system.conditions")), 4, "closing the prompt counts no hour");
      assert.equal(player.messages().length, cards, "and posts nothing");
      player.answerDialog({ hours: 3 });
      await player.sheetAction(hero, "poisonHour");
      assert.equal(hoursLeft(valueOf(table.seat("playerB"), hero, "system.conditions")), 1, "4 − 3 hours");
      player.answerDialog(null);
      await player.sheetAction(hero, "antidote");
      assert.equal(hoursLeft(valueOf(table.seat("gm"), hero, "system.conditions")), 1, "the antidote needs a confirmation");
    },
  },
  {
    ruleset: "pool",
    name: "Aldric's player answers the rest prompt with eight hours and two Fatigue are restored; closing the day-of-rest prompt rolls no Stamina (FC-FVTT-7, FC-HEAL-1, FC-HEAL-2)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor({ ...aldric(), system: { skills: { melee: 4, stamina: 3 }, tracks: { wound: { value: 2, max: 3 }, fatigue: { value: 3, max: 3 }, fear: { value: 0, max: 3 } } } });
      const player = table.seat("playerA");
      player.answerDialog({ hours: 8 });
      await player.sheetAction(hero, "recoverFatigue");
      assert.equal(valueOf(table.seat("gm"), hero, "system.tracks.fatigue.value"), 1, "3 − 8 ÷ 4");
      const cards = player.messages().length;
      player.answerDialog(null);
      await player.sheetAction(hero, "recoverWounds");
      assert.equal(player.messages().length, cards, "no roll, no card");
      assert.equal(valueOf(table.seat("gm"), hero, "system.tracks.wound.value"), 2);
    },
  },
];
