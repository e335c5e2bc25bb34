import { assertRefused, valueOf } from "../expect.js";
import type { Scenario } from "../table.js";
import { applicationsOn, attack, defend, doomSeen, duskOn, keepDestiny, npcAttack, passDoom, pendingOn, skirmish } from "./fixtures.js";

/** The roll card between characters and NPCs (DB-FVTT-5): attacks, defences from the card, damage, wounds, undo. */

const HEALTH = "system.health.value";

export const scenarios: readonly Scenario[] = [
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
