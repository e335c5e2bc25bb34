import type { Scenario } from "../table.js";
import { lastCard } from "../expect.js";
import { combatantOf, trackerSnapshot } from "../tracker.js";
import { aldric, itemOf, mercenary } from "./fixtures.js";
import { PoolNpcSheet } from "../../rulesets/pool/sheets/actor-sheets.js";
import { renderTemplate } from "../../foundry/dialog/live-dialog.js";

/**
 * Casting from the sheet (FC-DATA-5, FC-FVTT-2): a spell's Partial or Full Action comes out of the
 * caster's budget; out of turn, or with too little left, the Cast button is refused with a message
 * and nothing is posted or spent.
 */

const light = { name: "Witchlight", type: "poolSpell", system: { actionCost: "partial" } };
const sleep = { name: "Sleep", type: "poolSpell", system: { actionCost: "full" } };
const caster = () => ({ ...aldric(), name: "Enowan", items: [light, sleep] });

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "Enowan casts Witchlight (a Partial Action) in his turn, then Sleep (a Full Action) is refused with one Partial left; out of turn Witchlight is refused too (FC-DATA-5)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(caster());
      const foe = await table.createActor(mercenary());
      // The mercenary's side wins 5 to 2: Enowan waits.
      table.queueDice(6, [2, 5]);
      await table.startCombat([hero, foe]);
      const gm = table.seat("gm");
      const player = table.seat("playerA");
      const [heroId, foeId] = [combatantOf(gm, hero), combatantOf(gm, foe)];

      const cards = gm.messages().length;
      player.clearNotices();
      await player.sheetAction(hero, "castSpell", { itemId: itemOf(player, hero, "Witchlight") });
      assert.equal(player.notices()[0]?.message, table.localize("FRAY.Pool.Error.CastOutOfTurn", { spell: "Witchlight" }));
      assert.equal(gm.messages().length, cards, "nothing posted out of turn");
      assert.deepEqual([...(await trackerSnapshot(gm)).canActNow], [foeId], "the mercenary's slot is untouched");

      await table.seat("gm").tracker("frayEndTurn", { combatantId: foeId });
      await player.sheetAction(hero, "castSpell", { itemId: itemOf(player, hero, "Witchlight") });
      const card = lastCard(table.seat("playerB"));
      assert.equal(card.exchange.kind, "effect");
      const facts = card.exchange.payload as { lines?: ReadonlyArray<{ key: string; name?: string }>; facts?: { lines?: ReadonlyArray<{ key: string; name?: string }> } };
      assert.deepEqual((facts.lines ?? facts.facts?.lines ?? []).map((line) => [line.key, line.name]), [["FRAY.Pool.Spell.CastPartialLine", "Witchlight"]], "every seat sees what was cast");
      assert.equal((await trackerSnapshot(gm)).actionsLeft[heroId], 1, "one Partial left");

      player.clearNotices();
      const before = gm.messages().length;
      await player.sheetAction(hero, "castSpell", { itemId: itemOf(player, hero, "Sleep") });
      assert.equal(player.notices()[0]?.level, "warn", "Sleep needs a Full Action: refused");
      assert.equal(gm.messages().length, before, "nothing posted");
      assert.equal((await trackerSnapshot(gm)).actionsLeft[heroId], 1, "nothing spent");
    },
  },
  {
    ruleset: "pool",
    name: "Enowan casts Sleep at the start of his activation: the Full Action ends it and the next round begins by itself (FC-DATA-5, FC-ACT-1)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(caster());
      const foe = await table.createActor(mercenary());
      table.queueDice(6, [5, 2]);
      await table.startCombat([hero, foe]);
      const gm = table.seat("gm");
      const player = table.seat("playerA");
      await player.sheetAction(hero, "castSpell", { itemId: itemOf(player, hero, "Sleep") });
      assert.deepEqual([...(await trackerSnapshot(gm)).canActNow], [combatantOf(gm, foe)], "Enowan's activation is over");
      await gm.tracker("frayEndTurn", { combatantId: combatantOf(gm, foe) });
      assert.equal(gm.combat()?.round, 2);
    },
  },
  {
    ruleset: "pool",
    name: "the GM's hedge witch (an NPC) is refused Witchlight while Aldric's side acts, then casts it from the NPC sheet in her own activation; Sleep with one Partial left is refused (FC-DATA-5)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const witch = await table.createActor({ name: "Hedge witch", type: "poolNpc", items: [light, sleep] });
      // Aldric's side wins 5 to 2: the witch waits.
      table.queueDice(6, [5, 2]);
      await table.startCombat([hero, witch]);
      const gm = table.seat("gm");
      const [heroId, witchId] = [combatantOf(gm, hero), combatantOf(gm, witch)];
      const sheet = await gm.run(async () => {
        const npcSheet = new PoolNpcSheet({ document: gm.actor(witch) } as ConstructorParameters<typeof PoolNpcSheet>[0]);
        return renderTemplate("systems/fray/templates/pool/actor/npc-sheet.hbs", await npcSheet._prepareContext({} as Parameters<PoolNpcSheet["_prepareContext"]>[0]));
      });
      assert.equal(sheet.match(/data-action="castSpell"/g)?.length, 2, "the NPC sheet lists both spells, each with its Cast button");

      const cards = gm.messages().length;
      gm.clearNotices();
      await gm.sheetAction(witch, "castSpell", { itemId: itemOf(gm, witch, "Witchlight") });
      assert.equal(gm.notices()[0]?.message, table.localize("FRAY.Pool.Error.CastOutOfTurn", { spell: "Witchlight" }));
      assert.equal(gm.messages().length, cards, "nothing posted out of turn");
      assert.deepEqual([...(await trackerSnapshot(gm)).canActNow], [heroId], "Aldric's slot is untouched");

      await gm.tracker("frayEndTurn", { combatantId: heroId });
      await gm.sheetAction(witch, "castSpell", { itemId: itemOf(gm, witch, "Witchlight") });
      const card = lastCard(table.seat("playerA"));
      const facts = card.exchange.payload as { lines?: ReadonlyArray<{ key: string; name?: string }>; facts?: { lines?: ReadonlyArray<{ key: string; name?: string }> } };
      assert.deepEqual((facts.lines ?? facts.facts?.lines ?? []).map((line) => [line.key, line.name]), [["FRAY.Pool.Spell.CastPartialLine", "Witchlight"]], "the player sees what the witch cast");
      assert.equal((await trackerSnapshot(gm)).actionsLeft[witchId], 1, "one Partial left, as for a character");

      gm.clearNotices();
      const before = gm.messages().length;
      await gm.sheetAction(witch, "castSpell", { itemId: itemOf(gm, witch, "Sleep") });
      assert.equal(gm.notices()[0]?.level, "warn", "Sleep needs a Full Action: refused");
      assert.equal(gm.messages().length, before, "nothing posted");
      assert.equal((await trackerSnapshot(gm)).actionsLeft[witchId], 1, "nothing spent");
    },
  },
];
