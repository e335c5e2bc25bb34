/**
 * lang/en.json and the code agree: every key used in src/, templates/ and system.json exists,
 * and every key in en.json is used. Files are discovered, so new slices are covered as they land.
 *
 * What counts as a use:
 * - a full key literal in TypeScript or a quoted one in a template or system.json;
 * - `TYPES.<Document>.<type>` for every subtype system.json declares (Foundry's create dialogs
 *   read these) — they must exist;
 * - a literal naming a group that has a `FIELDS` child (a data model's LOCALIZATION_PREFIXES):
 *   Foundry reads `<prefix>.FIELDS.<field>.label/hint` itself, so that subtree counts as used;
 * - keys under a prefix in DYNAMIC_PREFIXES below.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, declaredTypes, filesUnder, readSystemManifest, systemManifestPath } from "../scripts/lib/project.js";
import { flattenLang, keysInTypeScript, quotedKeysIn } from "./support/i18n-keys.js";

/**
 * Prefixes whose keys Foundry or our code reaches without a literal. Keep this tiny; each entry
 * says who builds the key. (Empty: every key is currently written out in full.)
 */
const DYNAMIC_PREFIXES: readonly { prefix: string; why: string }[] = [
  // dusk builds these from the rules' closed name lists (STATS, choices, wound results, rests, situation sources).
  ...["Choice", "Stat", "Effect", "Wound", "Rest", "Situation", "Reason", "Nature", "NatureChoice", "Field", "Status", "Breakdown.Range", "Breakdown.MaxRange", "Breakdown.DefendWith"].map((group) => ({ prefix: `FRAY.Dusk.${group}.`, why: "dusk: a label per rules name" })),
];

const lang = flattenLang(JSON.parse(readFileSync(join(ROOT, "lang/en.json"), "utf8")));

/** key → where it is used (first few places), over every source the project has. */
function usedKeys(): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  const add = (key: string, where: string) => uses.set(key, [...(uses.get(key) ?? []), where]);
  for (const file of filesUnder(ROOT, "src", ".ts")) for (const key of keysInTypeScript(join(ROOT, "src", file))) add(key, `src/${file}`);
  for (const file of filesUnder(ROOT, "templates", ".hbs")) {
    for (const key of quotedKeysIn(readFileSync(join(ROOT, "templates", file), "utf8"))) add(key, `templates/${file}`);
  }
  if (existsSync(systemManifestPath())) {
    for (const key of quotedKeysIn(readFileSync(systemManifestPath(), "utf8"))) add(key, "system.json");
    for (const { documentName, type } of declaredTypes(readSystemManifest())) add(`TYPES.${documentName}.${type}`, "system.json documentTypes");
  }
  return uses;
}

function isGroup(key: string): boolean {
  for (const leaf of lang.keys()) if (leaf.startsWith(`${key}.`)) return true;
  return false;
}

describe("i18n", () => {
  const uses = usedKeys();

  it("every key used in src, templates and system.json exists in lang/en.json", () => {
    const missing: string[] = [];
    for (const [key, where] of uses) {
      if (lang.has(key)) continue;
      if (isGroup(key) && isGroup(`${key}.FIELDS`)) continue; // a LOCALIZATION_PREFIXES entry
      missing.push(`${key} (used in ${[...new Set(where)].slice(0, 3).join(", ")})${isGroup(key) ? " names a group, not a string" : ""}`);
    }
    expect(missing).toEqual([]);
  });

  it("every key in lang/en.json is used", () => {
    const fieldPrefixes = [...uses.keys()].filter((key) => !lang.has(key)).map((key) => `${key}.FIELDS.`);
    const unused = [...lang.keys()].filter(
      (key) =>
        !uses.has(key) &&
        !fieldPrefixes.some((prefix) => key.startsWith(prefix)) &&
        !DYNAMIC_PREFIXES.some(({ prefix }) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });

  it("every value is a non-empty string and {placeholders} are well-formed", () => {
    const bad = [...lang].filter(([, text]) => text.trim() === "" || /\{[^}]*\{|\{\s*\}/.test(text)).map(([key]) => key);
    expect(bad).toEqual([]);
  });
});
