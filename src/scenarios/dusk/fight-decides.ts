import { openExchange } from "../../foundry/relay/relay.js";
import type { JsonObject } from "../../foundry/chat/exchange-types.js";
import { rollDawnDusk } from "../../rulesets/dusk/flows/roll.js";
import { exchangeOn, lastCard } from "../expect.js";
import type { DocumentRef, Scenario, Table } from "../table.js";
import { attack, defend, duskOn, itemId, npcAttack, tamsin } from "./fixtures.js";
import { standApart } from "./range-light.js";
import { duskFight, pressControl } from "./tracker-hands.js";

/**
 * What the fight decides about a roll (DB-ACT-2/3/7, DB-FVTT-4): a Take Cover pressed in the
 * tracker — into cover or down prone — hinders the next attack on its taker, and cover or prone
 * stay; the GM works these out from the combat and the statuses before judging a roll, so what a
 * player's client claims about them counts for nothing. Target numbers worked by hand: a level-2
 * ghoul is difficulty 2 (TN 6), the level-4 bone knight difficulty 4 (TN 12); each hindering step
 * adds 3, each easing step takes 3 off.
 */

interface RequestSeen {
  readonly ease: number;
  readonly hinder: number;
}
const requestOf = (table: Table, card: DocumentRef) => (exchangeOn(table.seat("gm"), card).payload as { request?: RequestSeen }).request;
const tnOf = (table: Table, card: DocumentRef) => duskOn(table, "gm", card).view.targetNumber;
const line = (table: Table, key: string, steps: string) => `${table.localize(key)} ${steps}`;

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "the ghoul dives into cover as its reaction; Wren's player forges her attack from the console claiming a Charge and a Defend and no cover: the GM rolls at what the fight says — hindered twice, TN 12, nothing eased",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren, ghoulA } = await duskFight(table);
      await pressControl(table, "gm", ghoulA, "reaction.takeCover");
      assert.isTrue(table.seat("playerA").actor(ghoulA).statuses.has("inCover"), "the ghoul shows In cover");
      const hand = table.seat("playerA");
      await hand.target(ghoulA);
      const sword = itemId(table, "playerA", wren, "duskWeapon", "Longsword");
      table.queueDice(12, [8, 3]);
      await hand.console(async () => {
        const token = game.user?.targets.first();
        const claimed = { stat: "might", cover: "none", prone: false, charging: true, defending: true };
        await openExchange("dusk", "roll", hand.actor(wren).uuid, { mode: "attack", itemId: sword, targets: [token?.document.uuid ?? ""], choices: claimed, ...(await rollDawnDusk()) } as unknown as JsonObject);
      });
      const card = lastCard(table.seat("gm"));
      assert.deepEqual(requestOf(table, card), { ...requestOf(table, card)!, ease: 0, hinder: 2 }, "the Charge and Defend claimed are ignored; cover and the Take Cover stand");
      assert.equal(tnOf(table, card), 12, "difficulty 2 hindered twice: 4, TN 12");
      const next = await attack(table, "playerA", wren, "Longsword", ghoulA, 2, 1, { cover: "none" });
      assert.equal(tnOf(table, next), 9, "the Take Cover hindered only that attack; the cover stays: TN 9");
      assert.include(hand.dialogsShown().at(-1)?.opened ?? "", line(table, "FRAY.Dusk.Situation.cover", "+1"), "Wren's dialog showed the cover");
      assert.isFalse(hand.actor(ghoulA).statuses.has("takingCover"), "Taking Cover came off once its attack was made");
    },
  },
  {
    ruleset: "dusk",
    name: "the bone knight drops prone as its reaction: Tamsin's arrow from 40 ft is hindered by the Take Cover and by prone (TN 12 → 18), then Wren's sword at 5 ft is eased by prone alone (TN 12 → 9); both dialogs said why",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { wren, knight } = await duskFight(table);
      const t = await table.createActor(tamsin());
      await standApart(table, knight, t, 40);
      await standApart(table, knight, wren, 5);
      await pressControl(table, "gm", knight, "reaction.dropProne");
      assert.isTrue(table.seat("playerB").actor(knight).statuses.has("prone"), "the knight shows Prone");
      const arrow = await attack(table, "playerB", t, "Shortbow", knight, 2, 1);
      assert.equal(tnOf(table, arrow), 18, "ranged at a prone target that took cover: difficulty 6");
      const seenByTamsin = table.seat("playerB").dialogsShown().at(-1)?.opened ?? "";
      assert.include(seenByTamsin, line(table, "FRAY.Dusk.Situation.tookCover", "+1"));
      assert.include(seenByTamsin, line(table, "FRAY.Dusk.Situation.prone", "+1"));
      const sword = await attack(table, "playerA", wren, "Longsword", knight, 2, 1);
      assert.equal(tnOf(table, sword), 9, "melee at a prone target: difficulty 3");
      const seenByWren = table.seat("playerA").dialogsShown().at(-1)?.opened ?? "";
      assert.include(seenByWren, line(table, "FRAY.Dusk.Situation.prone", "-1"));
      assert.notInclude(seenByWren, table.localize("FRAY.Dusk.Situation.tookCover"), "the Take Cover was spent on the arrow");
    },
  },
  {
    ruleset: "dusk",
    name: "Wren dives into cover as the bone knight swings twice: her defence against the first blow is eased by the Take Cover and the cover (TN 12 → 6) even rolled after the second blow, against the second by the cover alone (TN 9)",
    seats: ["playerA"],
    async run(table, assert) {
      const { wren, knight } = await duskFight(table);
      await pressControl(table, "playerA", wren, "reaction.takeCover");
      const [first] = await npcAttack(table, knight, wren);
      const [second] = await npcAttack(table, knight, wren);
      await defend(table, "playerA", first!, 6, 5, { cover: "none" });
      assert.equal(tnOf(table, first!), 6, "the first blow was hindered twice: Wren's defence at difficulty 2");
      assert.deepEqual(requestOf(table, first!), { ...requestOf(table, first!)!, ease: 2, hinder: 0 });
      await defend(table, "playerA", second!, 6, 5);
      assert.equal(tnOf(table, second!), 9, "the second only by the cover: difficulty 3");
    },
  },
];
