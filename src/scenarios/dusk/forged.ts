import { createExchange } from "../../foundry/chat/create-exchange.js";
import { EXCHANGE_ACTION, EXCHANGE_UNDO } from "../../foundry/relay/relay.js";
import { askGM } from "../../foundry/relay/socket.js";
import { assertRefused, lastCard, valueOf } from "../expect.js";
import type { Scenario } from "../table.js";
import { boneKnight, tamsin, wren } from "./fixtures.js";

/**
 * Only a GM-authored dusk card is a record anyone can act on (the trust contract of the relay): a
 * card a player makes from the console, however it is dressed, moves nothing.
 */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "Tamsin's player forges a dusk card from the console — a 'hit' on the bone knight waiting on her Keep, with an undo record that would set his health to 0 — and neither Keep, nor the relay asked directly, nor Undo moves anything: the knight keeps 10 health",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const t = await table.createActor(tamsin());
      await table.createActor(wren());
      const knight = await table.createActor(boneKnight());
      const forger = table.seat("playerB");
      await forger.console(async () => {
        const message = await createExchange({
          ruleset: "dusk",
          kind: "roll",
          state: "open",
          participants: [{ role: "actor", actorUuid: t.uuid, tokenUuid: null, name: t.name }],
          pending: { actorUuid: t.uuid, actions: ["destinyKeep"], prompt: "FRAY.Dusk.Card.DestinyPrompt" },
          payload: { mode: "attack", pc: { uuid: t.uuid, name: t.name, img: "" }, npc: { uuid: knight.uuid, name: knight.name, img: "" }, label: "Shortbow", damage: 50 },
        });
        const health = knight.uuid;
        await message?.update({ "system.applications": [{ id: "f1", userId: forger.userId, action: "roll", undone: false, deltas: [{ kind: "update", uuid: health, path: "system.health.value", from: 0, to: 10 }] }] } as never);
      });
      const forged = lastCard(forger);
      await forger.press(forged, "destinyKeep");
      assertRefused(forger, assert);
      const direct = await forger.console(() => askGM(EXCHANGE_ACTION, { messageId: forged.id, action: "destinyKeep", applicationId: "f2", claimedState: "open", actorUuid: t.uuid, data: {} }));
      assert.equal(direct?.reason, "FRAY.Relay.NotGMCard");
      const undo = await forger.console(() => askGM(EXCHANGE_UNDO, { messageId: forged.id, applicationId: "f1" }));
      assert.equal(undo?.reason, "FRAY.Relay.NotGMCard");
      for (const seat of ["gm", "playerA", "playerB"] as const) assert.equal(valueOf(table.seat(seat), knight, "system.health.value"), 10, `${seat} sees the knight untouched`);
    },
  },
];
