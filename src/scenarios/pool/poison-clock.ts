import type { Scenario } from "../table.js";
import { valueOf } from "../expect.js";
import { aldric } from "./fixtures.js";
import { dosed, hoursLeft } from "./poison.js";

/**
 * The poison's countdown follows the world clock (FC-FVTT-7, FC-POI-4): the GM advances world
 * time (the core clock, a calendar module, a macro) and the active GM's client counts the whole
 * hours for every creature dying of poison — once, however many GM clients hear it — and posts
 * one card for each. Half hours carry over; the hour buttons stay as the GM's override.
 */

const CONDITIONS = "system.conditions";
const HOUR = 3600;
const conditionIds = (value: unknown) => (value as Array<{ id: string }>).map((condition) => condition.id);
const advance = (seconds: number) => () => game.time?.advance(seconds);

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "Aldric is dying of a Mild poison (4 hours); the GM advances the world clock 3 hours and every seat sees 1 hour left, counted once with the assistant GM at the table; two half hours later he dies (FC-FVTT-7, FC-POI-4)",
    seats: ["assistant", "playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      await dosed(table, hero, "mild", [1, 2, 1]);
      const gm = table.seat("gm");
      const seats = [gm, table.seat("assistant"), table.seat("playerA"), table.seat("playerB")];
      assert.equal(hoursLeft(valueOf(gm, hero, CONDITIONS)), 4, "a Mild poison kills in 6 − 2 = 4 hours");
      const cards = gm.messages().length;

      await gm.run(advance(3 * HOUR));
      await table.settle();
      for (const seat of seats) assert.equal(hoursLeft(valueOf(seat, hero, CONDITIONS)), 1, `${seat.seat} sees one hour left`);
      assert.equal(gm.messages().length, cards + 1, "one card for the three hours, not one per GM client");

      // The assistant GM moves the clock on by half an hour twice: the first half hour counts nothing yet.
      await table.seat("assistant").run(advance(HOUR / 2));
      await table.settle();
      assert.equal(hoursLeft(valueOf(gm, hero, CONDITIONS)), 1, "half an hour is not yet an hour");
      assert.equal(gm.messages().length, cards + 1, "nothing posted for half an hour");
      await table.seat("assistant").run(advance(HOUR / 2));
      await table.settle();
      for (const seat of seats) {
        assert.notInclude(conditionIds(valueOf(seat, hero, CONDITIONS)), "poisonedDying", `${seat.seat} sees the countdown over`);
        assert.isTrue(seat.actor(hero).statuses.has("dead"), `${seat.seat} sees Aldric dead`);
      }
      assert.equal(gm.messages().length, cards + 2, "one card for the last hour");

      // Setting the clock back counts nothing and undoes nothing (a live world gets its time back).
      await gm.run(advance(-4 * HOUR));
      await table.settle();
      assert.equal(gm.messages().length, cards + 2);
    },
  },
  {
    ruleset: "pool",
    name: "the GM's hour button still counts an hour of Aldric's poison by hand (an override on top of the clock); the half hour the clock had already run then completes its first hour (FC-FVTT-7)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      await dosed(table, hero, "mild", [1, 2, 1]);
      const gm = table.seat("gm");
      await gm.run(advance(HOUR / 2));
      await table.settle();
      gm.answerDialog({ hours: 1 });
      await gm.sheetAction(hero, "poisonHour");
      assert.equal(hoursLeft(valueOf(gm, hero, CONDITIONS)), 3, "the GM's override: one hour");
      await gm.run(advance(HOUR / 2));
      await table.settle();
      assert.equal(hoursLeft(valueOf(table.seat("playerA"), hero, CONDITIONS)), 2, "the clock's first full hour since the poisoning counts as well");
      await gm.run(advance(-HOUR));
      await table.settle();
    },
  },
];
