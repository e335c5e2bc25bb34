import type { Scenario, Seat } from "../table.js";
import { everyOptionChanged, optionsSeenBy, submitOptionsMenu } from "../options.js";
import { poolOptionsSchema } from "../../rulesets/pool/rules/options.js";
import { combatantOf, spendActions, trackerSnapshot } from "../tracker.js";
import { aldric, twoAgainstTwo } from "./fixtures.js";
import { requireActorOf } from "../../foundry/documents/subtypes.js";

/** The GM's pool options changed mid-session, taking effect on every client without a reload. */

const SEATS: readonly Seat[] = ["gm", "assistant", "playerA", "playerB"];

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "the GM changes every option in the options menu and every client's flows read the new values",
    seats: ["assistant", "playerA", "playerB"],
    async run(table, assert) {
      const changed = everyOptionChanged(poolOptionsSchema);
      await submitOptionsMenu(table, changed);
      for (const seat of SEATS) assert.deepEqual(await optionsSeenBy(table.seat(seat)), changed, `${seat} plays the GM's options`);
    },
  },
  {
    ruleset: "pool",
    name: "the GM switches to side-block turns mid-fight and the side that acted keeps the slot",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { hero, heroine, first, second } = await twoAgainstTwo(table);
      await table.seat("gm").setSetting("fray", "pool_turnMode", "sideBlock");
      const gm = table.seat("gm");
      const before = await trackerSnapshot(gm);
      const acting = before.canActNow[0] ?? "";
      const sideOf = (snapshot: typeof before, id: string) => snapshot.groups.find((group) => group.participantIds.includes(id))?.key;
      const people = [hero, heroine, first, second];
      const actor = people.find((person) => combatantOf(gm, person) === acting)!;
      const mover: Seat = actor === hero ? "playerA" : actor === heroine ? "playerB" : "gm";
      await spendActions(table, table.seat(mover), actor, 2, true);
      const after = await trackerSnapshot(table.seat("playerB"));
      assert.ok(after.canActNow.length > 0, "someone may act");
      for (const id of after.canActNow) assert.equal(sideOf(after, id), sideOf(before, acting), "the same side acts again");
    },
  },
  {
    ruleset: "pool",
    name: "the GM raises the Speed lost per leg injury and every client shows the lamed hero slower at once",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor({ ...aldric(), items: [{ name: "Lamed leg", type: "poolInjury", system: { kind: "leg" } }] });
      const speedOn = (seat: Seat) => requireActorOf(table.seat(seat).actor(hero), "poolCharacter").system.derived.speed;
      assert.equal(speedOn("playerA"), 9, "Speed 10, one category lost");
      await table.seat("gm").setSetting("fray", "pool_speedCategoryStep", 3);
      for (const seat of SEATS) assert.equal(speedOn(seat), 7, `${seat} sees Speed 10 − 3`);
    },
  },
];
