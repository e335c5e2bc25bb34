import { assert, describe, it } from "vitest";
import "../../src/fray.js";
import { DoubleTable } from "../foundry/double/table.js";

/**
 * A world whose GM changed options earlier loads every actor with them: the data models receive
 * the options before the world's documents are prepared (at `setup`), not at `ready`.
 */

const lamedHero = {
  _id: "lamedHero0000001",
  name: "Aldric",
  type: "poolCharacter",
  system: { speed: 10 },
  items: [{ _id: "legInjury0000001", name: "Lamed leg", type: "poolInjury", system: { kind: "leg" } }],
  ownership: { default: 2 },
};
const oddHitPoints = {
  _id: "brpOddHp00000001",
  name: "Yvarre",
  type: "brpCharacter",
  system: { characteristics: { STR: 14, CON: 18, SIZ: 15, INT: 13, POW: 12, DEX: 16, CHA: 13 }, hitPoints: { value: 17 } },
  ownership: { default: 2 },
};

describe("options at world load", () => {
  it("scenario: pool: a world whose GM set Speed per injury category to 3 loads the lamed hero at Speed 7 on every client", async () => {
    const table = await DoubleTable.open({ ruleset: "pool", settings: { "fray.pool_speedCategoryStep": 3 }, world: { Actor: [lamedHero] } });
    for (const seat of ["gm", "assistant", "playerA", "playerB"] as const) {
      const actor = table.seat(seat).actor({ uuid: "Actor.lamedHero0000001", id: "lamedHero0000001", name: "Aldric" });
      assert.equal((actor.system as unknown as { derived: { speed: number } }).derived.speed, 7, `${seat} loads Speed 10 − 3`);
    }
    assert.deepEqual(table.errors(), []);
  });

  it("scenario: brp: a world set to round major wounds down loads Yvarre (17 hit points) with a major wound at 8 on every client", async () => {
    const table = await DoubleTable.open({ ruleset: "brp", settings: { "fray.brp_majorWoundRounding": "down" }, world: { Actor: [oddHitPoints] } });
    for (const seat of ["gm", "assistant", "playerA", "playerB"] as const) {
      const actor = table.seat(seat).actor({ uuid: "Actor.brpOddHp00000001", id: "brpOddHp00000001", name: "Yvarre" });
      assert.equal(
        (actor.system as unknown as { derived: { values: { majorWoundLevel: number } } }).derived.values.majorWoundLevel,
        8,
        `${seat}: half of 17, rounded down`,
      );
    }
    assert.deepEqual(table.errors(), []);
  });
});
