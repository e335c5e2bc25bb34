import { openExchange } from "../../foundry/relay/relay.js";
import { assertRefused, exchangeOn, lastCard, valueOf } from "../expect.js";
import type { DocumentRef, Scenario, Table } from "../table.js";
import { ghoul, wren } from "./fixtures.js";
import { pressControl } from "./tracker-hands.js";

/**
 * What the end of an encounter and the end of a stun give a character are changes like any
 * other, each on a card with Undo (DB-WND-3, DB-HP-3): deferred wound penalties coming into force,
 * and the health point back after surviving a wound at 0 health. A repeated request is refused.
 */

const HEALTH = "system.health.value";
const deferredOf = (table: Table, actor: DocumentRef) => (table.seat("playerB").actor(actor).items.contents.find((item) => item.name === "Gashed thigh")?.system as unknown as { deferred: boolean } | undefined)?.deferred;

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "the GM ends the fight: Wren's deferred Gashed thigh (moderate, 4) comes into force on a card; her player's Undo defers it again on every client; Encounter over on her sheet brings it back into force; asked a third time, refused",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const wound = { name: "Gashed thigh", type: "duskWound", system: { woundType: "moderate", value: 4, deferred: true, description: "" } };
      const w = await table.createActor({ ...wren(["playerA"]), items: [...(wren().items ?? []), wound] });
      await table.startCombat([w]);
      const gm = table.seat("gm");
      gm.answerDialog({});
      await gm.tracker("endCombat");
      const card = lastCard(gm);
      assert.equal(exchangeOn(table.seat("playerB"), card).kind, "woundsOn", "the change is on a card everyone sees");
      assert.isFalse(deferredOf(table, w), "the wound's penalty is in force");
      const player = table.seat("playerA");
      await player.undo(card);
      assert.isTrue(deferredOf(table, w), "Undo deferred it again");
      await player.sheetAction(w, "afterEncounter");
      assert.isFalse(deferredOf(table, w), "in force again");
      const cards = gm.messages().length;
      player.clearNotices();
      await player.console(() => openExchange("dusk", "woundsOn", player.actor(w).uuid, {}));
      assertRefused(player, assert);
      assert.include(player.notices().at(-1)?.message ?? "", table.localize("FRAY.Dusk.Refusal.NoDeferredWounds", { name: "Wren" }));
      assert.equal(gm.messages().length, cards, "no card for nothing deferred");
    },
  },
  {
    ruleset: "dusk",
    name: "Wren survived a wound at 0 health: as her action turn begins the GM's client gives her 1 health back on a card (0 → 1); the GM's Undo takes it back and leaves the point owed; asked again it comes back once, a third time it is refused, and a player cannot ask for it",
    seats: ["playerA"],
    async run(table, assert) {
      const w = await table.createActor(wren(["playerA"], { health: { value: 0 }, regainOnNextAction: true }));
      const g = await table.createActor(ghoul());
      table.queueDice(12, [6, 5]);
      await table.startCombat([w, g]);
      await pressControl(table, "gm", g, "move.immediate");
      await pressControl(table, "playerA", w, "move.immediate");
      const gm = table.seat("gm");
      const card = lastCard(gm);
      assert.equal(exchangeOn(table.seat("playerA"), card).kind, "stunRegain");
      assert.equal(valueOf(table.seat("playerA"), w, HEALTH), 1, "her action turn began: 1 health back (DB-HP-3)");
      await gm.undo(card);
      assert.equal(valueOf(table.seat("playerA"), w, HEALTH), 0, "Undo took it back");
      assert.isTrue(valueOf(gm, w, "system.regainOnNextAction") as boolean, "and the point is owed again");
      const player = table.seat("playerA");
      player.clearNotices();
      await player.console(() => openExchange("dusk", "stunRegain", player.actor(w).uuid, {}));
      assertRefused(player, assert);
      assert.equal(valueOf(gm, w, HEALTH), 0, "a player cannot claim it");
      await gm.console(() => openExchange("dusk", "stunRegain", gm.actor(w).uuid, {}));
      assert.equal(valueOf(table.seat("playerA"), w, HEALTH), 1);
      gm.clearNotices();
      await gm.console(() => openExchange("dusk", "stunRegain", gm.actor(w).uuid, {}));
      assertRefused(gm, assert);
      assert.include(gm.notices().at(-1)?.message ?? "", table.localize("FRAY.Dusk.Refusal.NothingOwed", { name: "Wren" }));
      assert.equal(valueOf(gm, w, HEALTH), 1, "once only");
    },
  },
];
