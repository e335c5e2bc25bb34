import { readFileSync } from "node:fs";
import { join } from "node:path";
import { assert, describe, it } from "vitest";
import "../../src/fray.js";
import type { FieldSpec, SpecFields } from "../../src/foundry/data/field-spec.js";
import { ACTOR_SPECS as POOL_ACTORS, ITEM_SPECS as POOL_ITEMS } from "../../src/rulesets/pool/data/specs.js";
import { ACTOR_SPECS as BRP_ACTORS, ITEM_SPECS as BRP_ITEMS } from "../../src/rulesets/brp/data/specs.js";
import { SCHEMA_VERSION } from "../../src/foundry/migrations/steps.js";
import { DoubleTable } from "../foundry/double/table.js";

/**
 * A stored world holding one document of every pool and brp subtype (every field set to a value
 * other than its initial one) and chat cards and armor in older shapes, loaded through the
 * double's load path (each model's `migrateData`, then cleaning that drops unknown fields), then
 * migrated by the GM's client at `ready`. Nothing stored may be lost, neither on the clients nor
 * in the database.
 */

type Plain = Record<string, unknown>;

/** A stored value for each field that differs from the field's initial value. */
function sampleOf(fields: SpecFields, path = ""): Plain {
  const out: Plain = {};
  for (const [key, spec] of Object.entries(fields)) out[key] = sampleValue(spec, `${path}${key}`);
  return out;
}

function sampleValue(spec: FieldSpec, path: string): unknown {
  switch (spec.kind) {
    case "int":
    case "number":
      return spec.initial === spec.max ? spec.min : spec.initial === spec.min && spec.min + 1 <= spec.max ? spec.min + 1 : spec.max;
    case "bool":
      return !spec.initial;
    case "choice":
      return spec.choices.find((choice) => choice !== spec.initial) ?? spec.initial;
    case "string":
      // Damage formulas are checked by the models; keep a valid one.
      return path.endsWith("damage") ? spec.initial : `${path} as stored`;
    case "html":
      return `<p>${path} as stored</p>`;
    case "stringList":
      return [`${path} first`, `${path} second`];
    case "record":
      return { rounds: 2, note: `${path} as stored` };
    case "object":
      return sampleOf(spec.fields, `${path}.`);
    case "list":
      // A creature's hit-location table is checked as a whole by its model (1-20 covered once); keep a valid one.
      if (path.endsWith("hitLocationTable")) return [{ key: "wholeBody", name: `${path} as stored`, from: 1, to: 20, kind: "head", numerator: 1, denominator: 1 }];
      return [sampleOf(spec.of, `${path}.`)];
  }
}

const id = (n: number) => `stored${String(n).padStart(9, "0")}`;
let counter = 0;
const stored = (type: string, system: Plain, extra: Plain = {}): Plain => ({
  _id: id(++counter),
  name: `${type} as stored`,
  type,
  system,
  ownership: { default: 0 },
  flags: { fray: { note: "kept" } },
  ...extra,
});

const actorSpecs: Record<string, SpecFields> = { ...POOL_ACTORS, ...BRP_ACTORS };
const itemSpecs: Record<string, SpecFields> = { ...POOL_ITEMS, ...BRP_ITEMS };
const fixture = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, "../foundry/fixtures/migration", name), "utf8")) as Plain;

/** Every leaf (dotted path → JSON value); empty arrays and objects are not leaves. */
function leaves(value: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === "object") {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [key, child] of entries) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, JSON.stringify(value));
  return out;
}

function lost(before: unknown, after: unknown, moves: Readonly<Record<string, string>> = {}): string[] {
  const kept = leaves(after);
  return [...leaves(before)]
    .filter(([path, value]) => {
      const from = Object.keys(moves).find((m) => path === m || path.startsWith(`${m}.`));
      const target = from ? moves[from] + path.slice(from.length) : path;
      return kept.get(target) !== value;
    })
    .map(([path]) => path);
}

describe("migration of a stored world through the load path", () => {
  it("scenario: pool: a stored world of every pool and brp subtype loads and migrates with no field lost, on every client and in the database", async () => {
    const actors = Object.entries(actorSpecs).map(([type, spec]) =>
      stored(type, sampleOf(spec), {
        prototypeToken: { disposition: -1, actorLink: false, bar1: { attribute: "tracks.wound" }, bar2: { attribute: "tracks.fatigue" } },
      }),
    );
    const items = Object.entries(itemSpecs).map(([type, spec]) => stored(type, sampleOf(spec)));
    const oldArmor = stored("brpArmor", { ...sampleOf(BRP_ITEMS.brpArmor), locations: { head: true, chest: "on", legs: false } });
    const carrier = stored("brpCharacter", sampleOf(BRP_ACTORS.brpCharacter), { items: [oldArmor] });
    const messages = [fixture("exchange-prerelease.json"), fixture("exchange-current.json")];
    assert.equal(actors.length + items.length, 23, "23 pool and brp subtypes");

    const table = await DoubleTable.open({ ruleset: "pool", world: { Actor: [...actors, carrier], Item: items, ChatMessage: messages } });
    const database = (table.server as unknown as { world: Map<string, Map<string, Plain>> }).world;
    const gm = table.client("gm");
    assert.equal(
      gm.run(() => game.settings?.get("fray", "schemaVersion")),
      SCHEMA_VERSION,
      "the world was migrated",
    );

    for (const source of [...actors, ...items]) {
      const kind = actors.includes(source) ? "Actor" : "Item";
      for (const seat of ["gm", "playerA"] as const) {
        const loaded = table.client(seat).resolve(`${kind}.${String(source["_id"])}`);
        if (seat === "playerA" && !loaded) continue; // players see only what they may
        assert.deepEqual(lost(source["system"], loaded?._source["system"]), [], `${seat} keeps every field of ${String(source["type"])}`);
        assert.equal((loaded?._source["flags"] as Plain | undefined)?.["fray"] && "kept", "kept");
      }
      const inDatabase = database.get(kind)?.get(String(source["_id"]));
      assert.deepEqual(lost(source["system"], inDatabase?.["system"]), [], `the database keeps every field of ${String(source["type"])}`);
    }

    // Older shapes: the card's applied changes and the armor's checked boxes, moved for good.
    const card = database.get("ChatMessage")?.get("msgPreRelease0001");
    assert.deepEqual(
      lost(messages[0]?.["system"], card?.["system"], { applied: "applications" }).filter((path) => !path.startsWith("applications")),
      [],
    );
    assert.notOk("applied" in ((card?.["system"] as Plain) ?? {}), "the old field is gone from the database");
    assert.equal(((card?.["system"] as Plain)["applications"] as Plain[])[0]?.["undone"], false);
    const armor = (database.get("Actor")?.get(String(carrier["_id"]))?.["items"] as Plain[])[0];
    assert.deepEqual((armor?.["system"] as Plain)["locations"], ["head", "chest"], "embedded armor's locations saved as a list");

    // Token bars per subtype: a brp actor no longer shows a pool track.
    const brp = database.get("Actor")?.get(String(actors.find((a) => a["type"] === "brpCreature")?.["_id"]));
    assert.equal(((brp?.["prototypeToken"] as Plain)["bar1"] as Plain)["attribute"], "hitPoints");
    const ship = database.get("Actor")?.get(String(actors.find((a) => a["type"] === "poolShip")?.["_id"]));
    assert.equal(((ship?.["prototypeToken"] as Plain)["bar1"] as Plain)["attribute"], "structure");
    const hero = database.get("Actor")?.get(String(actors.find((a) => a["type"] === "poolCharacter")?.["_id"]));
    assert.equal(((hero?.["prototypeToken"] as Plain)["bar1"] as Plain)["attribute"], "tracks.wound", "a pool character keeps its wound bar");

    assert.deepEqual(table.errors(), []);
  });

  it("scenario: brp: the world migration reaches the actors of unlinked tokens: each pool and brp subtype's token copy keeps every field of its delta, its old armor is saved in the new shape, and the base actors are untouched", async () => {
    // Base actors at their defaults; each scene token holds its own copy of the data in its delta.
    const bases = Object.keys(actorSpecs).map((type) => stored(type, {}, { prototypeToken: { disposition: -1, actorLink: false } }));
    const oldArmor = stored("brpArmor", { ...sampleOf(BRP_ITEMS.brpArmor), locations: { head: true, chest: "on", legs: false } });
    const deltas = new Map(bases.map((base) => [String(base["_id"]), { name: `${String(base["type"])} token copy`, system: sampleOf(actorSpecs[String(base["type"])] ?? {}), flags: { fray: { note: "the token's own" } }, ...(base["type"] === "brpCharacter" ? { items: [oldArmor] } : {}) }]));
    const tokens = bases.map((base, index) => ({
      _id: id(900 + index),
      name: String(base["name"]),
      actorId: base["_id"],
      actorLink: false,
      disposition: -1,
      x: 100 * index,
      y: 0,
      bar1: { attribute: "tracks.wound" },
      delta: deltas.get(String(base["_id"])),
      flags: {},
    }));
    const scene = { _id: "storedScene00001", name: "The old temple", tokens, flags: {} };
    const table = await DoubleTable.open({ ruleset: "brp", world: { Actor: bases, Scene: [scene] } });
    const database = (table.server as unknown as { world: Map<string, Map<string, Plain>> }).world;
    assert.equal(table.client("gm").run(() => game.settings?.get("fray", "schemaVersion")), SCHEMA_VERSION, "the world was migrated");

    const storedTokens = (database.get("Scene")?.get("storedScene00001")?.["tokens"] as Plain[] | undefined) ?? [];
    for (const base of bases) {
      const type = String(base["type"]);
      const delta = deltas.get(String(base["_id"]));
      const token = tokens.find((candidate) => candidate.actorId === base["_id"]);
      for (const seat of ["gm", "playerA"] as const) {
        const synthetic = table.client(seat).resolve(`Scene.storedScene00001.Token.${String(token?._id)}.Actor.${String(base["_id"])}`);
        assert.ok(synthetic, `${seat} holds the ${type} token's own actor`);
        assert.deepEqual(lost(delta?.system, synthetic?._source["system"]), [], `${seat}: the ${type} token's actor keeps every field of its delta`);
        assert.equal(synthetic?.name, `${type} token copy`);
      }
      const inDatabase = storedTokens.find((candidate) => candidate["_id"] === token?._id);
      assert.deepEqual(lost(delta?.system, (inDatabase?.["delta"] as Plain | undefined)?.["system"]), [], `the database keeps every field of the ${type} token's delta`);
      assert.equal(((inDatabase?.["delta"] as Plain | undefined)?.["flags"] as Plain | undefined)?.["fray"] && "kept", "kept");
      assert.deepEqual(database.get("Actor")?.get(String(base["_id"]))?.["system"], {}, `the ${type} base actor is untouched`);
    }
    // The brp character's token carries armor in the older shape: its checked boxes become a list in the token's delta.
    const carrier = storedTokens.find((candidate) => (candidate["delta"] as Plain)["items"] !== undefined);
    const armor = ((carrier?.["delta"] as Plain)["items"] as Plain[]).find((item) => item["_id"] === oldArmor["_id"]);
    assert.deepEqual((armor?.["system"] as Plain)["locations"], ["head", "chest"], "the token copy's armor locations are saved as a list");
    assert.deepEqual(lost(oldArmor["system"], armor?.["system"], { locations: "locations" }).filter((path) => !path.startsWith("locations")), [], "and nothing else of it is lost");
    // Token bars per subtype: a brp token no longer shows a pool track.
    const brpToken = storedTokens.find((candidate) => bases.find((base) => base["_id"] === candidate["actorId"])?.["type"] === "brpCreature");
    assert.equal((brpToken?.["bar1"] as Plain)["attribute"], "hitPoints");
    assert.deepEqual(table.errors(), []);
  });

  it("scenario: brp: the world migration brings every brp subtype in the world's own locked compendia up to date, loses no field, and locks them again", async () => {
    const packActors = Object.entries(BRP_ACTORS).map(([type, spec]) => stored(type, sampleOf(spec)));
    const packItems = Object.entries(BRP_ITEMS).map(([type, spec]) => stored(type, sampleOf(spec)));
    // Armor in an older shape (checked boxes), as an old pack holds it.
    const oldArmor = stored("brpArmor", { ...sampleOf(BRP_ITEMS.brpArmor), locations: { head: true, chest: "on", legs: false } });
    const table = await DoubleTable.open({
      ruleset: "brp",
      world: { Actor: [stored("brpCharacter", sampleOf(BRP_ACTORS.brpCharacter))] },
      packs: {
        "world.bestiary": { documentName: "Actor", sources: packActors },
        "world.armory": { documentName: "Item", sources: [...packItems, oldArmor] },
      },
    });
    const packs = (table.server as unknown as { packs: Map<string, { locked: boolean; sources: Map<string, Plain> }> }).packs;
    assert.equal(table.client("gm").run(() => game.settings?.get("fray", "schemaVersion")), SCHEMA_VERSION, "the world was migrated");
    for (const [collection, sources] of [["world.bestiary", packActors], ["world.armory", packItems]] as const) {
      for (const source of sources) {
        const inPack = packs.get(collection)?.sources.get(String(source["_id"]));
        assert.deepEqual(lost(source["system"], inPack?.["system"]), [], `${collection} keeps every field of ${String(source["type"])}`);
      }
      assert.isTrue(packs.get(collection)?.locked, `${collection} is locked again`);
    }
    const armory = packs.get("world.armory")?.sources;
    assert.deepEqual((armory?.get(String(oldArmor["_id"]))?.["system"] as Plain)["locations"], ["head", "chest"], "the pack's armor locations are saved as a list");
    assert.deepEqual(table.errors(), []);
  });
});
