import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  MIGRATION_STEPS,
  SCHEMA_VERSION,
  compareVersions,
  deletePath,
  getPath,
  migrateSource,
  pendingSteps,
  renameField,
  setPath,
  updateFor,
  type DocumentKind,
  type MigrationStep,
  type Source,
} from "../../src/foundry/migrations/steps.js";

const FIXTURES = join(import.meta.dirname, "fixtures/migration");
const fixture = (name: string): Source => JSON.parse(readFileSync(join(FIXTURES, name), "utf8")) as Source;
const kindOf = (source: Source): DocumentKind => (source["type"] === "exchange" ? "ChatMessage" : "items" in source ? "Actor" : "Item");

/**
 * Every leaf (dotted path → JSON value); array entries are leaves of their own. Empty arrays and
 * objects are no leaves: they hold no data, and a step may fill such a default with moved data.
 */
function leaves(value: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === "object") {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [key, child] of entries) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, JSON.stringify(value));
  return out;
}

/** Leaves of `before` missing from `after`, following the step's declared moves. */
function lostFields(before: Source, after: Source, steps: readonly MigrationStep[], kind: DocumentKind): string[] {
  const moves = steps.flatMap((step) => step.moves ?? []).filter((move) => move.kind === kind);
  const afterLeaves = leaves(after);
  return [...leaves(before)].filter(([path, value]) => {
    const moved = moves.find((move) => path === move.from || path.startsWith(`${move.from}.`));
    const target = moved ? moved.to + path.slice(moved.from.length) : path;
    return afterLeaves.get(target) !== value;
  }).map(([path]) => path);
}

describe("migration steps over fixtures", () => {
  const files = readdirSync(FIXTURES).filter((file) => file.endsWith(".json"));
  const steps = pendingSteps(MIGRATION_STEPS, "");

  for (const file of files) {
    it(`loses no field of ${file}`, () => {
      const before = fixture(file);
      const { source: after } = migrateSource(kindOf(before), before, steps);
      expect(lostFields(before, after, steps, kindOf(before))).toEqual([]);
      // Running the steps again changes nothing more (idempotent).
      expect(migrateSource(kindOf(after), after, steps).source).toEqual(after);
    });
  }

  it("moves pre-release `applied` into `applications` and marks them not undone", () => {
    const { changed, source } = migrateSource("ChatMessage", fixture("exchange-prerelease.json"), steps);
    expect(changed).toBe(true);
    expect(getPath(source, "system.applied")).toBeUndefined();
    expect(getPath(source, "system.applications")).toEqual([
      { undone: false, id: "app0000000000001", userId: "gmUser0000000001", action: "applyDamage", deltas: [{ kind: "update", uuid: "Actor.actorTroll000001", path: "system.tracks.wound.value", from: 0, to: 2 }] },
    ]);
  });

  it("leaves documents that need nothing untouched (same object, so no update is sent)", () => {
    for (const file of ["exchange-current.json", "pool-character.json"]) {
      const before = fixture(file);
      const result = migrateSource(kindOf(before), before, steps);
      expect(result.changed).toBe(false);
      expect(result.source).toBe(before);
    }
  });

  it("builds an update that replaces changed top-level fields and deletes removed ones", () => {
    const before = fixture("exchange-prerelease.json");
    const { source: after } = migrateSource("ChatMessage", before, steps);
    const update = updateFor(before, after);
    expect(Object.keys(update)).toEqual(["system"]);
    expect(updateFor({ a: 1, b: 2 }, { a: 1, c: 3 })).toEqual({ c: 3, "-=b": null });
  });
});

describe("versions", () => {
  it("compares dotted versions numerically", () => {
    expect(compareVersions("0.10.0", "0.9.1")).toBe(1);
    expect(compareVersions("1.0", "1.0.0")).toBe(0);
    expect(compareVersions("0.1.0", "0.2")).toBe(-1);
  });
  it("runs only steps newer than the world's version, up to this build's, in order", () => {
    const step = (version: string): MigrationStep => ({ version, migrate: (_k, s) => s });
    const all = [step("0.3.0"), step("0.1.0"), step("0.2.0"), step("9.0.0")];
    expect(pendingSteps(all, "0.1.0", "0.3.0").map((s) => s.version)).toEqual(["0.2.0", "0.3.0"]);
    expect(pendingSteps(all, "", "0.3.0").map((s) => s.version)).toEqual(["0.1.0", "0.2.0", "0.3.0"]);
    expect(pendingSteps(MIGRATION_STEPS, SCHEMA_VERSION)).toEqual([]);
  });
});

describe("migrateData shim helpers", () => {
  it("renameField moves an old field only when the new one is absent", () => {
    expect(renameField({ system: { hp: 3 } }, "system.hp", "system.health.value")).toEqual({ system: { health: { value: 3 } } });
    expect(renameField({ system: { hp: 3, health: { value: 5 } } }, "system.hp", "system.health.value")).toEqual({ system: { hp: 3, health: { value: 5 } } });
    expect(renameField({ system: {} }, "system.hp", "system.x")).toEqual({ system: {} });
  });
  it("setPath and deletePath never mutate their input (property)", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("a", "b", "c"), fc.jsonValue()), fc.constantFrom("a", "b.c", "c.a.b"), fc.jsonValue(), (source, path, value) => {
        const frozen = JSON.stringify(source);
        const set = setPath(source, path, value);
        expect(getPath(set, path)).toEqual(value);
        expect(getPath(deletePath(set, path), path)).toBeUndefined();
        expect(JSON.stringify(source)).toBe(frozen);
      }),
    );
  });
});

describe("load-time system shims", () => {
  it("turns armor locations stored as checked boxes into the list, idempotently", async () => {
    const { armorLocationsSystem, migrateSystem } = await import("../../src/foundry/migrations/steps.js");
    const once = armorLocationsSystem({ value: 2, locations: { head: true, chest: "on", legs: false } });
    expect(once).toEqual({ value: 2, locations: ["head", "chest"] });
    expect(migrateSystem("brpArmor", once)).toBe(once);
    expect(migrateSystem("poolArmor", { locations: { head: true } })).toEqual({ locations: { head: true } });
  });
  it("makes the world migration write the whole system of a reshaped subtype (the database still has the old keys)", async () => {
    const { updateOf } = await import("../../src/foundry/migrations/world-updates.js");
    const current = fixture("exchange-current.json");
    expect(updateOf("ChatMessage", current, pendingSteps(MIGRATION_STEPS, ""), {})).toEqual({ system: current["system"] });
    expect(updateOf("ChatMessage", current, pendingSteps(MIGRATION_STEPS, "0.1.0"), {})).toBeNull();
  });
});
