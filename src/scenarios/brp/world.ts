import type { Scenario } from "../table.js";
import { exchangeOn, lastCard, valueOf } from "../expect.js";
import { itemId, templeGuard, yvarre } from "./fixtures.js";
import { isItemOf, requireActorOf } from "../../foundry/documents/subtypes.js";

/** brp documents and rarer card paths: refused damage formulas, a fumbled attack. */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "Yvarre's derived values (17 hit points, +1D4 damage, skills from her items) are the same on every client",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      for (const seat of ["gm", "playerA", "playerB"] as const) {
        const derived = requireActorOf(table.seat(seat).actor(hero), "brpCharacter").system.derived;
        assert.equal(derived.hpMax, 17, `${seat}: hit points`);
        assert.equal(derived.values?.damageModifier, "+1D4", `${seat}: damage modifier`);
        assert.equal(derived.skills["dodge"], 42, `${seat}: Dodge`);
      }
    },
  },
  {
    ruleset: "brp",
    name: "a weapon's damage cannot be changed to something that is not a roll formula, and the message says why",
    async run(table, assert) {
      const guard = await table.createActor(templeGuard());
      const gm = table.seat("gm");
      const spear = gm.actor(guard).items.get(itemId(table, "gm", guard, "brpWeapon", "Short Spear"));
      let refusal = "";
      try {
        await gm.run(() => spear?.update({ "system.damage": "sword+" } as Item.UpdateData));
      } catch (error) {
        refusal = error instanceof Error ? error.message : String(error);
      }
      await table.settle();
      assert.ok(refusal, "the update was refused");
      assert.include(refusal, "sword+", "the message names the formula");
      assert.notOk(/\bFRAY\./.test(refusal), "in words, not keys");
      const stored = gm.actor(guard).items.get(spear?.id ?? "");
      assert.equal(isItemOf(stored, "brpWeapon") ? stored.system.damage : null, "1D6+1", "the damage is unchanged");
    },
  },
  {
    ruleset: "brp",
    name: "the temple guard fumbles (00) and the GM rolls on the fumble table from the card",
    seats: ["playerA"],
    async run(table, assert) {
      const guard = await table.createActor(templeGuard());
      const hero = await table.createActor(yvarre());
      const gm = table.seat("gm");
      await gm.target(hero);
      gm.answerDialog({});
      table.queueDice(100, [100]);
      await gm.sheetAction(guard, "attack", { itemId: itemId(table, "gm", guard, "brpWeapon", "Short Spear") });
      const card = lastCard(gm);
      assert.deepEqual(card.exchange.pending?.actions, ["rollFumble"]);
      table.queueDice(100, [30]);
      await gm.press(card, "rollFumble");
      const after = exchangeOn(table.seat("playerA"), card);
      assert.notDeepEqual(after.pending?.actions ?? [], ["rollFumble"], "the fumble was rolled");
      assert.equal(valueOf(gm, hero, "system.hitPoints.value"), 17, "Yvarre is untouched");
    },
  },
];
