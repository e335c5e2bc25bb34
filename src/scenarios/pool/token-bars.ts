import type { Scenario, Table } from "../table.js";

/** A new actor's tokens show bars of its own subtype, never a pool character's tracks. */

async function barsOf(table: Table, name: string, type: string): Promise<[string | null, string | null]> {
  const ref = await table.createActor({ name, type });
  const token = table.seat("gm").actor(ref).prototypeToken as unknown as { bar1?: { attribute?: string | null }; bar2?: { attribute?: string | null } };
  return [token.bar1?.attribute ?? null, token.bar2?.attribute ?? null];
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "the GM creates a vehicle and a ship and their tokens show structure, not a wound track",
    async run(table, assert) {
      assert.deepEqual(await barsOf(table, "Ox cart", "poolVehicle"), ["structure", null], "a vehicle tracks its structure");
      assert.deepEqual(await barsOf(table, "Sea Hawk", "poolShip"), ["structure", null], "a ship tracks its structure");
      assert.deepEqual(await barsOf(table, "Barred gate", "poolObject"), ["structure", null], "an object tracks its structure");
      assert.deepEqual(await barsOf(table, "Aldric", "poolCharacter"), ["tracks.wound", "tracks.fatigue"], "a character keeps its wound and fatigue bars");
    },
  },
];
