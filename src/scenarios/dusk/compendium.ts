import { valueOf } from "../expect.js";
import type { DocumentRef, Scenario, Table } from "../table.js";
import { attack, defend, duskOn, keepDestiny, npcAttack, passDoom, wren } from "./fixtures.js";

/**
 * An NPC from the `dusk-npcs` compendium in a fight: the GM drags the bandit from the compendium
 * onto the scene (core imports it as a world actor, `fromCompendium`, and places a token) and it
 * plays with the numbers the compendium gives it: level 2 (TN 6), health 6, armor 1, damage 2.
 */

const BANDIT = "Compendium.fray.dusk-npcs.Actor.HCSj0xoIDW4AYQXA";

interface Importable {
  fromCompendium(document: unknown): object;
}
interface Stage {
  createEmbeddedDocuments(name: "Token", data: object[]): Promise<unknown>;
}

/** The GM drops a compendium actor on the scene: a world copy of it and a hostile token. */
async function dragOntoScene(table: Table, uuid: string, x: number): Promise<DocumentRef & { tokenActorUuid: string; remove(): Promise<void> }> {
  const gm = table.seat("gm");
  const made = await gm.run(async () => {
    const entry = await fromUuid(uuid as Parameters<typeof fromUuid>[0]);
    const actor = await Actor.create((game.actors as unknown as Importable).fromCompendium(entry) as Actor.CreateData);
    if (!actor) throw new Error(`nothing imported from ${uuid}`);
    const scene = (canvas as unknown as { scene: Stage | null }).scene ?? (game.scenes?.contents[0] as unknown as Stage | undefined);
    await scene?.createEmbeddedDocuments("Token", [{ name: actor.name, actorId: actor.id, actorLink: false, disposition: -1, x, y: 0 }]);
    // The token is unlinked, as the compendium's prototype token says: blows land on the token's own actor.
    const placed = (canvas as unknown as { tokens: { placeables: Array<{ actor: { id: string | null; uuid: string } | null }> } }).tokens.placeables.find((token) => token.actor?.id === actor.id);
    return { uuid: actor.uuid, id: actor.id ?? "", name: actor.name, tokenActorUuid: placed?.actor?.uuid ?? "" };
  });
  await table.settle();
  // A live world keeps nothing the scenario made: the imported actor and its token go afterwards.
  const remove = () => gm.run(async () => void (await gm.actor(made).delete()));
  return { ...made, remove };
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "the GM drags the bandit from the dusk-npcs compendium onto the scene and it fights with the compendium's numbers: Wren's longsword at its TN 6 takes it from 6 to 3 (4 − 1 armor), and its club costs her 2 − 1 = 1 health",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const w = await table.createActor(wren());
      const bandit = await dragOntoScene(table, BANDIT, 100);
      assert.equal(valueOf(table.seat("playerB"), bandit, "type"), "duskNpc", "every client has the world copy");
      const onScene = (seat: "gm" | "playerB") => (table.seat(seat).doc(bandit.tokenActorUuid) as unknown as { system: { health: { value: number } } } | null)?.system.health.value;
      assert.equal(onScene("playerB"), 6, "the token's bandit starts at the compendium's 6 health");
      const blow = await attack(table, "playerA", w, "Longsword", bandit, 5, 3);
      assert.equal(duskOn(table, "playerB", blow).view.targetNumber, 6, "level 2: TN 6");
      await keepDestiny(table, "playerA", blow);
      assert.equal(onScene("playerB"), 3, "4 − 1 armor, on the token's bandit");
      assert.equal(valueOf(table.seat("gm"), bandit, "system.health.value"), 6, "the world copy in the sidebar stays as imported");
      const [card] = await npcAttack(table, bandit, w);
      await defend(table, "playerA", card!, 1, 2);
      await passDoom(table, card!);
      // The Destiny her Dawn gave her a moment ago opens a window on the failed defence: she keeps it.
      await keepDestiny(table, "playerA", card!);
      assert.equal(valueOf(table.seat("playerB"), w, "system.health.value"), 11, "12 − (2 − 1 armor)");
      await bandit.remove();
    },
  },
];
