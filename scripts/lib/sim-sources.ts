/**
 * Turns an encounter file's fighters into the simulator's fighters: compendium entries from
 * packs/_source (read through the data models' own pure derivations, so the numbers are the ones a
 * sheet shows) or inline stats in the ruleset's fighter shape.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { load as loadYaml } from "js-yaml";
import { ROOT, SOURCE_PACKS_DIR } from "./project.js";
import { FIGHTER_OF } from "../../src/foundry/sim/fighters.js";
import type { BalanceQuery, EncounterSpec, FoeType, RulesetKey } from "../../src/sim/index.js";

interface SourceItem {
  readonly _id: string;
  readonly name: string;
  readonly type: string;
  readonly system: Record<string, unknown>;
}
interface SourceActor extends SourceItem {
  readonly items?: readonly SourceItem[];
}

/** A fighter line in an encounter file. */
export interface FighterLine {
  /** "<pack>/<entry>": a file under packs/_source/<pack>/, by file name or entry name. */
  readonly compendium?: string;
  /** The ruleset's own fighter shape (see src/sim/rulesets/<key>.ts). */
  readonly inline?: Record<string, unknown>;
  readonly id?: string;
  readonly name?: string;
  /** How many of this fighter (ids get -2, -3… after the first). */
  readonly count?: number;
}

export interface EncounterFile {
  readonly ruleset: RulesetKey;
  readonly fights?: number;
  readonly seed?: string | number;
  readonly maxRounds?: number;
  readonly options?: Record<string, unknown>;
  readonly sides: ReadonlyArray<{ readonly key: string; readonly tactics?: Record<string, unknown>; readonly fighters: readonly FighterLine[] }>;
  /** Balance mode: which side's win chance to aim at, the target, and the pool of foes to draw from. */
  readonly balance?: {
    readonly side: string;
    readonly target: number;
    readonly mode?: "count" | "mix";
    readonly maxFoes?: number;
    readonly budget?: number;
    readonly foes: { readonly key: string; readonly tactics?: Record<string, unknown>; readonly fighters: readonly FighterLine[] };
  };
}

export class EncounterFileError extends Error {}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

/** Reads one compendium entry by "<pack>/<file or name>". */
export function readEntry(ref: string): SourceActor {
  const [pack, entry] = ref.split("/");
  const dir = join(ROOT, SOURCE_PACKS_DIR, pack ?? "");
  if (!pack || !entry || !existsSync(dir)) throw new EncounterFileError(`No compendium pack “${pack ?? ""}” under ${SOURCE_PACKS_DIR}.`);
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".yml") || f.endsWith(".yaml") || f.endsWith(".json"))) {
    const text = readFileSync(join(dir, file), "utf8");
    const doc = (file.endsWith(".json") ? JSON.parse(text) : loadYaml(text)) as SourceActor;
    if (file.replace(/\.(ya?ml|json)$/, "") === entry || slug(doc.name) === slug(entry)) return doc;
  }
  throw new EncounterFileError(`No entry “${entry}” in the compendium pack “${pack}”.`);
}

/** The whole encounter file as the simulator's spec. */
export function encounterSpecOf(file: EncounterFile): EncounterSpec<unknown, unknown> {
  if (!file || typeof file !== "object" || !Array.isArray(file.sides)) throw new EncounterFileError("An encounter file needs a ruleset and a list of sides.");
  return {
    ruleset: file.ruleset,
    ...(file.maxRounds !== undefined ? { maxRounds: file.maxRounds } : {}),
    ...(file.options ? { options: file.options } : {}),
    sides: file.sides.map((side) => ({
      key: String(side.key),
      ...(side.tactics ? { tactics: side.tactics } : {}),
      fighters: (side.fighters ?? ([] as readonly FighterLine[])).flatMap((line: FighterLine) => fightersOf(file.ruleset, line)),
    })),
  };
}

/** A balance file as the simulator's query: the named side, and one pool entry per foe line. */
export function balanceQueryOf(file: EncounterFile, seed: string | number): BalanceQuery {
  const spec = encounterSpecOf(file);
  const b = file.balance;
  if (!b || typeof b !== "object" || !b.foes || !Array.isArray(b.foes.fighters)) throw new EncounterFileError("A balance file needs balance: side, target and foes (a key and fighters).");
  const side = spec.sides.find((s) => s.key === String(b.side));
  if (!side) throw new EncounterFileError(`balance.side “${String(b.side)}” is not one of the sides (${spec.sides.map((s) => s.key).join(", ")}).`);
  return {
    ruleset: spec.ruleset,
    side,
    foes: {
      key: String(b.foes.key),
      ...(b.foes.tactics ? { tactics: b.foes.tactics } : {}),
      pool: b.foes.fighters.map((line) => ({ fighter: fightersOf(file.ruleset, { ...line, count: 1 })[0] as FoeType["fighter"] })),
    },
    target: b.target,
    ...(b.mode ? { mode: b.mode } : {}),
    ...(b.maxFoes !== undefined ? { maxFoes: b.maxFoes } : {}),
    ...(b.budget !== undefined ? { budget: b.budget } : {}),
    seed,
    ...(spec.maxRounds !== undefined ? { maxRounds: spec.maxRounds } : {}),
    ...(spec.options ? { options: spec.options } : {}),
  };
}

function fightersOf(ruleset: RulesetKey, line: FighterLine): unknown[] {
  const count = line.count ?? 1;
  if (!Number.isInteger(count) || count < 1 || count > 100) throw new EncounterFileError(`count must be a whole number from 1 to 100 (got ${String(line.count)}).`);
  const base = line.compendium ? readEntry(line.compendium) : undefined;
  const baseId = line.id ?? (base ? slug(base.name) : String(line.inline?.["id"] ?? ""));
  if (!base && !line.inline) throw new EncounterFileError("A fighter line needs either compendium or inline.");
  return Array.from({ length: count }, (_, k) => {
    const id = k === 0 ? baseId : `${baseId}-${k + 1}`;
    const name = (line.name ?? base?.name ?? (line.inline?.["name"] as string | undefined) ?? baseId) + (count > 1 ? ` ${k + 1}` : "");
    if (!base) return { ...line.inline, id, name };
    // The same reading of an actor as the tracker's Simulate button (src/foundry/sim/fighters/).
    const fighterOf = FIGHTER_OF[ruleset];
    if (!fighterOf) throw new EncounterFileError(`There is no ruleset called “${String(ruleset)}”.`);
    return { ...(fighterOf(base, id) as object), name };
  });
}
