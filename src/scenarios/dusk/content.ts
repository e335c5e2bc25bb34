import { valueOf } from "../expect.js";
import type { ActorSpec, DocumentRef, Scenario, Seat, Table } from "../table.js";
import { wren } from "./fixtures.js";

/** The dusk sheets' own buttons: the object's damage track, the encounter's end and a day of rest (DB-FVTT-6). */

const gate = (owners: readonly Seat[] = []): ActorSpec => ({ name: "Iron Gate", type: "duskObject", owners, system: { condition: "whole" } });
const wound = (name: string, woundType: string, value: number, deferred: boolean) => ({ name, type: "duskWound", system: { woundType, value, deferred, description: "" } });

/** Wound values as a seat sees them, by name. */
function woundsSeen(table: Table, seat: Seat, actor: DocumentRef): Record<string, { value: number; deferred: boolean }> {
  const items = table.seat(seat).actor(actor).items.contents.filter((i) => String(i.type) === "duskWound");
  return Object.fromEntries(items.map((i) => [i.name, i.system as unknown as { value: number; deferred: boolean }]));
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "the GM knocks the iron gate down its damage track from its sheet (whole → damaged → broken, no further) and repairs it a step; every client sees it",
    seats: ["playerA"],
    async run(table, assert) {
      const g = await table.createActor(gate());
      const gm = table.seat("gm");
      await gm.sheetAction(g, "worsenObject");
      assert.equal(valueOf(table.seat("playerA"), g, "system.condition"), "damaged");
      await gm.sheetAction(g, "worsenObject");
      await gm.sheetAction(g, "worsenObject");
      assert.equal(valueOf(table.seat("playerA"), g, "system.condition"), "broken", "broken is the end of the track");
      await gm.sheetAction(g, "repairObject");
      assert.equal(valueOf(table.seat("playerA"), g, "system.condition"), "damaged");
    },
  },
  {
    ruleset: "dusk",
    name: "a player who does not own the gate presses its damage button: nothing changes",
    seats: ["playerA"],
    async run(table, assert) {
      const g = await table.createActor(gate());
      await table.seat("playerA").sheetAction(g, "worsenObject");
      assert.equal(valueOf(table.seat("gm"), g, "system.condition"), "whole");
    },
  },
  {
    ruleset: "dusk",
    name: "the encounter is over (Wren's own sheet button, her player confirms): Wren at 2 of 12 health gets back to 6 (half) and the wound she took in the fight starts to bite",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const w = await table.createActor({ ...wren(["playerA"], { health: { value: 2 } }), items: [wound("Gashed thigh", "moderate", 4, true)] });
      table.seat("playerA").answerDialog({ [`heal-${w.id}`]: true });
      await table.seat("playerA").sheetAction(w, "afterEncounter");
      assert.equal(valueOf(table.seat("playerB"), w, "system.health.value"), 6, "half of 12");
      const thigh = woundsSeen(table, "playerB", w)["Gashed thigh"];
      assert.equal(thigh?.deferred, false, "its penalty is in force now");
      assert.equal(thigh?.value, 4);
    },
  },
  {
    ruleset: "dusk",
    name: "a day of rest takes a point off Wren's least serious wound (the light one, 2 → 1) and leaves the moderate one; a second day heals the light wound away",
    seats: ["playerA"],
    async run(table, assert) {
      const w = await table.createActor({ ...wren(), items: [wound("Gashed thigh", "moderate", 4, false), wound("Graze", "light", 2, false)] });
      await table.seat("playerA").sheetAction(w, "restDay");
      assert.equal(woundsSeen(table, "gm", w)["Graze"]?.value, 1);
      assert.equal(woundsSeen(table, "gm", w)["Gashed thigh"]?.value, 4);
      await table.seat("playerA").sheetAction(w, "restDay");
      assert.deepEqual(Object.keys(woundsSeen(table, "gm", w)), ["Gashed thigh"]);
    },
  },
];
