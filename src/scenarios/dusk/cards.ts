import { assertRefused, valueOf } from "../expect.js";
import type { Scenario } from "../table.js";
import { applicationsOn, attack, defend, doomSeen, duskOn, keepDestiny, npcAttack, passDoom, pendingOn, skirmish, tamsin } from "./fixtures.js";

/** The roll card between characters and NPCs (DB-FVTT-5): attacks, defences from the card, damage, wounds, undo. */

const HEALTH = "system.health.value";

const firstCards: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "Wren's longsword hits a ghoul (TN 6; Dawn 5 + Dusk 3 = 8): 4 damage − 0 armor takes the minion from 4 to 0 and it dies on every client",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { wren: w, ghoulA } = await skirmish(table);
      const card = await attack(table, "playerA", w, "Longsword", ghoulA, 5, 3);
      assert.equal(duskOn(table, "playerB", card).view.targetNumber, 6, "a level-2 NPC: TN 2 × 3");
      await keepDestiny(table, "playerA", card);
      assert.deepEqual(duskOn(table, "playerB", card).view.outcome, { key: "FRAY.Dusk.Card.Hit", good: true });
      for (const seat of ["gm", "playerA", "playerB"] as const) {
        assert.equal(valueOf(table.seat(seat), ghoulA, HEALTH), 0, `${seat} sees the ghoul at 0`);
        assert.isTrue(table.seat(seat).actor(ghoulA).statuses.has("dead"), `${seat} sees the minion dead`);
      }
    },
  },
  {
    ruleset: "dusk",
    name: "a ghoul attacks Wren: the card waits for her player, another player's Defend is refused, and her failed Speed defence (Dawn 1 + Dusk 2 vs TN 6) gives the GM 2 Doom and costs her 3 − 1 armor = 2 health",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { wren: w, ghoulA } = await skirmish(table);
      const [card] = await npcAttack(table, ghoulA, w);
      assert.deepEqual(pendingOn(table, "playerA", card!), ["defend"]);
      table.seat("playerB").answerDialog({});
      await table.seat("playerB").press(card!, "defend", w.uuid);
      assertRefused(table.seat("playerB"), assert);
      await defend(table, "playerA", card!, 1, 2);
      assert.equal(await doomSeen(table, "playerB"), 2, "Dusk: the GM's Doom pool 0 → 2, read on a player's client");
      assert.deepEqual(pendingOn(table, "playerA", card!), ["doomHinder", "doomPass"], "the GM may spend Doom before the blow lands");
      await passDoom(table, card!);
      assert.deepEqual(duskOn(table, "playerA", card!).view.outcome, { key: "FRAY.Dusk.Card.Struck", good: false });
      assert.equal(valueOf(table.seat("playerB"), w, HEALTH), 10, "12 − (3 − 1)");
    },
  },
  {
    ruleset: "dusk",
    name: "the GM undoes a ghoul's blow and then the Doom it gave: Wren is back at 12 health and the Doom pool at 0 on every client",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { wren: w, ghoulA } = await skirmish(table);
      const [card] = await npcAttack(table, ghoulA, w);
      await defend(table, "playerA", card!, 1, 2);
      await passDoom(table, card!);
      const [defence, blow] = applicationsOn(table, "gm", card!);
      assert.equal(blow?.action, "doomPass");
      await table.seat("gm").undo(card!, blow!.id);
      assert.equal(valueOf(table.seat("playerA"), w, HEALTH), 12);
      assert.equal(await doomSeen(table, "playerA"), 2, "the Doom came with the defence roll, still on the card");
      await table.seat("playerA").undo(card!, defence!.id);
      assertRefused(table.seat("playerA"), assert);
      await table.seat("gm").undo(card!, defence!.id);
      assert.equal(await doomSeen(table, "playerB"), 0, "Doom back to 0");
      assert.isTrue(applicationsOn(table, "playerB", card!).every((application) => application.undone));
    },
  },
];

const moreCards: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "Wren's longsword hits the bone knight (TN 12; Dawn 8 + Dusk 6 = 14): 4 − 2 armor = 2 takes the elite from 10 to 8 and it fights on",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren: w, knight } = await skirmish(table);
      const card = await attack(table, "playerA", w, "Longsword", knight, 8, 6);
      assert.equal(duskOn(table, "gm", card).view.targetNumber, 12);
      await keepDestiny(table, "playerA", card);
      assert.equal(valueOf(table.seat("playerA"), knight, HEALTH), 8);
      assert.isFalse(table.seat("gm").actor(knight).statuses.has("dead"));
      assert.deepInclude(duskOn(table, "playerA", card).view.lines[0] ?? {}, { key: "FRAY.Dusk.Card.Dealt", data: { damage: 2, name: "Bone Knight" } });
    },
  },
  {
    ruleset: "dusk",
    name: "the GM rolls Tamsin's defence from the card for her absent player: Dawn 9 + Dusk 8 = 17 beats the knight's TN 12 and nothing lands",
    seats: ["playerA"],
    async run(table, assert) {
      const { knight } = await skirmish(table);
      const t = await table.createActor(tamsin());
      const [card] = await npcAttack(table, knight, t);
      await defend(table, "gm", card!, 9, 8);
      if (pendingOn(table, "gm", card!).includes("destinyKeep")) await keepDestiny(table, "gm", card!);
      assert.deepEqual(duskOn(table, "playerA", card!).view.outcome, { key: "FRAY.Dusk.Card.Defended", good: true });
      assert.equal(valueOf(table.seat("playerA"), t, HEALTH), 10);
    },
  },
  {
    ruleset: "dusk",
    name: "a ghoul's blow takes Wren from 2 health to 0: she is stunned and the GM's wound roll gives her a wound, on every client",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { wren: w, ghoulA } = await skirmish(table);
      await table.seat("gm").run(() => table.seat("gm").actor(w).update({ "system.health.value": 2 } as never));
      await table.settle();
      const [card] = await npcAttack(table, ghoulA, w);
      await defend(table, "playerA", card!, 1, 2);
      table.queueDice(12, [6, 5]);
      await passDoom(table, card!);
      for (const seat of ["gm", "playerA", "playerB"] as const) {
        assert.equal(valueOf(table.seat(seat), w, HEALTH), 0, `${seat}: 2 − (3 − 1)`);
        assert.isTrue(table.seat(seat).actor(w).statuses.has("stunned"), `${seat} sees Wren stunned`);
        assert.isAbove(table.seat(seat).actor(w).items.contents.filter((item) => String(item.type) === "duskWound").length, 0, `${seat} sees her wound`);
      }
      assert.ok(duskOn(table, "playerA", card!).view.lines.some((line) => line.key === "FRAY.Dusk.Card.WoundRoll"), "the wound roll is on the card");
    },
  },
  {
    ruleset: "dusk",
    name: "the GM spends Doom after Wren's Dusk defence: her 7 against the ghoul's TN 6 now misses, the blow lands, and undoing the spend gives the Doom back",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren: w, ghoulA } = await skirmish(table);
      const [card] = await npcAttack(table, ghoulA, w);
      await defend(table, "playerA", card!, 2, 5);
      assert.equal(await doomSeen(table, "gm"), 2, "the Dusk die's 2 Doom");
      await table.seat("gm").press(card!, "doomHinder");
      assert.equal(await doomSeen(table, "playerA"), 1, "one Doom spent");
      assert.equal(duskOn(table, "playerA", card!).view.targetNumber, 9, "TN 6 hindered one step");
      assert.equal(valueOf(table.seat("playerA"), w, HEALTH), 10, "7 < 9: 3 − 1 armor lands");
      const spend = applicationsOn(table, "gm", card!).find((application) => application.action === "doomHinder");
      await table.seat("gm").undo(card!, spend!.id);
      assert.equal(await doomSeen(table, "playerA"), 2, "the spent Doom is back");
      assert.equal(valueOf(table.seat("playerA"), w, HEALTH), 12, "and the blow it let through is gone");
    },
  },
  {
    ruleset: "dusk",
    name: "a ghoul attacks Wren and Tamsin; both players defend at the same moment on their own clients and both defences land",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { wren: w, ghoulA } = await skirmish(table);
      const t = await table.createActor(tamsin());
      const [atWren, atTamsin] = await npcAttack(table, ghoulA, w, t);
      table.seat("playerA").answerDialog({});
      table.seat("playerB").answerDialog({});
      table.queueDice(12, [9, 3, 8, 4]);
      await Promise.all([table.seat("playerA").press(atWren!, "defend"), table.seat("playerB").press(atTamsin!, "defend")]);
      await table.settle();
      for (const card of [atWren!, atTamsin!]) assert.equal(duskOn(table, "gm", card).view.rolls.length, 1, "each card holds its defence roll");
      assert.equal(valueOf(table.seat("gm"), w, "system.destiny") as number, 1, "Wren's Dawn");
      assert.equal(valueOf(table.seat("gm"), t, "system.destiny") as number, 1, "Tamsin's Dawn");
    },
  },
  {
    ruleset: "dusk",
    name: "Tamsin's player presses every button of a card that waits on Wren — Keep, Reroll, Regain, the GM's Doom and Undo — and each is refused with nothing changed",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { wren: w, ghoulA } = await skirmish(table);
      await table.createActor(tamsin());
      const card = await attack(table, "playerA", w, "Longsword", ghoulA, 5, 3);
      const hand = table.seat("playerB");
      for (const action of ["destinyKeep", "destinyReroll", "destinyRegainMight", "doomHinder", "doomPass"]) {
        if (action === "destinyReroll") table.queueDice(12, [1, 1]);
        hand.clearNotices();
        await hand.press(card, action, w.uuid);
        assertRefused(hand, assert);
      }
      hand.clearNotices();
      await hand.undo(card);
      assertRefused(hand, assert);
      assert.equal(valueOf(table.seat("gm"), ghoulA, HEALTH), 4, "the ghoul untouched");
      assert.equal(valueOf(table.seat("gm"), w, "system.destiny"), 1, "Wren's Destiny as the roll left it");
    },
  },
];

export const scenarios: readonly Scenario[] = [...firstCards, ...moreCards];
