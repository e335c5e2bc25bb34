import { readFileSync } from "node:fs";
import { join } from "node:path";
import { assert, describe, it } from "vitest";
import "../../src/fray.js";
import { DoubleTable } from "../foundry/double/table.js";
import { aldric } from "../../src/scenarios/pool/fixtures.js";
import { yvarre } from "../../src/scenarios/brp/fixtures.js";

/**
 * The GM switches the world's ruleset (a setting that requires every client to reload) from pool
 * to brp and back. Nothing stored belongs to one ruleset's boot: pool and brp actors, their items
 * and the exchange cards keep every field, in the database and on every client. A live world
 * cannot reload in the middle of a Quench batch, so this scenario runs against the double only.
 */

type Plain = Record<string, unknown>;
const SEATS = ["gm", "assistant", "playerA", "playerB"] as const;
const card = JSON.parse(readFileSync(join(import.meta.dirname, "../foundry/fixtures/migration/exchange-current.json"), "utf8")) as Plain;

function stored(table: DoubleTable): Plain {
  const world = (table.server as unknown as { world: Map<string, Map<string, Plain>> }).world;
  return Object.fromEntries(["Actor", "Item", "ChatMessage"].map((name) => [name, structuredClone(Object.fromEntries(world.get(name) ?? []))]));
}

function seen(table: DoubleTable): Plain {
  return Object.fromEntries(
    SEATS.map((seat) => {
      const client = table.client(seat);
      const sources = (collection: { contents: ReadonlyArray<{ _source: Plain }> }) => collection.contents.map((doc) => structuredClone(doc._source));
      return [seat, { actors: sources(client.actors as never), messages: sources(client.messages as never) }];
    }),
  );
}

describe("ruleset switch", () => {
  it("scenario: pool: a world holding pool and brp actors and a card switches to brp and back, and neither the database nor any client loses a field", async () => {
    const table = await DoubleTable.open({ ruleset: "pool", world: { ChatMessage: [card] } });
    const hero = await table.createActor(aldric());
    const gm = table.seat("gm");
    const before = stored(table);
    const seenBefore = seen(table);

    await gm.setSetting("fray", "ruleset", "brp");
    await table.reload();
    assert.equal(table.client("playerB").run(() => game.settings?.get("fray", "ruleset")), "brp", "every client boots brp");
    assert.deepEqual(stored(table), before, "switching to brp changes nothing stored");
    const speedInBrp = (table.seat("playerA").actor(hero).system as unknown as { derived?: { speed: number } }).derived?.speed;
    assert.equal(speedInBrp, 10, "the brp world holds Aldric, so it loads pool's models and Aldric keeps his derived Speed");
    const priest = await table.createActor(yvarre());
    const hp = (table.seat("playerA").actor(priest).system as unknown as { derived: { hpMax: number } }).derived.hpMax;
    assert.equal(hp, 17, "brp derives Yvarre's hit points ((CON 18 + SIZ 15) / 2, rounded up)");
    const withBrp = stored(table);

    await gm.setSetting("fray", "ruleset", "pool");
    await table.reload();
    assert.deepEqual(stored(table), withBrp, "switching back to pool changes nothing stored, brp actors included");
    const now = seen(table) as Record<string, { actors: Plain[]; messages: Plain[] }>;
    for (const seat of SEATS) {
      const was = (seenBefore as Record<string, { actors: Plain[]; messages: Plain[] }>)[seat]!;
      assert.deepEqual(now[seat]!.messages, was.messages, `${seat} sees the card as it was`);
      assert.deepEqual(now[seat]!.actors.find((actor) => actor["_id"] === hero.id), was.actors.find((actor) => actor["_id"] === hero.id), `${seat} sees Aldric as he was`);
      const yvarreSeen = now[seat]!.actors.find((actor) => actor["_id"] === priest.id);
      if (seat !== "playerB") assert.deepEqual(yvarreSeen, (withBrp["Actor"] as Plain)[priest.id], `${seat} sees Yvarre as brp stored her`);
    }
    const hpInPool = (table.seat("playerA").actor(priest).system as unknown as { derived?: { hpMax: number } }).derived?.hpMax;
    assert.equal(hpInPool, 17, "the pool world now holds Yvarre, so it loads brp's models and she keeps her derived hit points");
    const speed = (table.seat("playerA").actor(hero).system as unknown as { derived: { speed: number } }).derived.speed;
    assert.equal(speed, 10, "pool derives Aldric's Speed again");
    assert.deepEqual(table.errors(), []);
  });
});
