/**
 * `npm run sim -- <encounter.yml> [--fights N] [--seed S] [--json]`: plays an encounter file many
 * times with the pure simulator and prints each side's win chance (with its 95% interval), the
 * rounds a fight lasts as a text histogram, and who falls. The same seed gives the same result.
 * A progress bar shows on stderr for long runs, only when stderr is a terminal. A file with a
 * `balance:` block (side, target, foes, optional mode/maxFoes/budget) is answered in balance mode:
 * the number or mix of those foes that gives the side the target win chance (`--fights` is then
 * the search's budget of fights).
 */
import { readFileSync } from "node:fs";
import { load as loadYaml } from "js-yaml";
import { RulesError } from "../src/core/errors.js";
import { balance, prepareEncounter, runPrepared, simFor, type BalanceQuery, type BalanceResult, type CountSummary, type RulesetSim, type SimResult } from "../src/sim/index.js";
import { balanceQueryOf, encounterSpecOf, EncounterFileError, type EncounterFile } from "./lib/sim-sources.js";

const DEFAULT_FIGHTS = 10_000;

interface Args {
  readonly file: string;
  readonly fights?: number;
  readonly seed?: string;
  readonly json: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  let file: string | undefined;
  let fights: number | undefined;
  let seed: string | undefined;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--json") json = true;
    else if (a === "--fights" || a === "-n") fights = Number(argv[++i]);
    else if (a === "--seed") seed = argv[++i];
    else if (!a.startsWith("-")) file = a;
    else throw new EncounterFileError(`Unknown option ${a}.`);
  }
  if (!file) throw new EncounterFileError("Usage: npm run sim -- <encounter.yml> [--fights N] [--seed S] [--json]");
  return { file, ...(fights !== undefined ? { fights } : {}), ...(seed !== undefined ? { seed } : {}), json };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function histogram(summary: CountSummary, width = 40): string[] {
  const peak = Math.max(...summary.counts.map(([, c]) => c));
  const total = summary.counts.reduce((s, [, c]) => s + c, 0);
  return summary.counts.map(([value, count]) => `  ${String(value).padStart(3)} │${"█".repeat(Math.max(count > 0 ? 1 : 0, Math.round((count / peak) * width))).padEnd(width)} ${pct(count / total).padStart(6)}`);
}

function table(result: SimResult, title: string): string {
  const lines: string[] = [];
  lines.push(`${title} — ${result.ruleset}, ${result.fights.toLocaleString("en-US")} fights, seed “${result.seed}”${result.complete ? "" : " (stopped early)"}`);
  lines.push("");
  lines.push("  side              win chance   95% interval");
  for (const side of result.sides) lines.push(`  ${side.key.padEnd(16)}  ${pct(side.winChance).padStart(9)}   ${pct(side.interval[0])} – ${pct(side.interval[1])}`);
  if (result.draws.count > 0) lines.push(`  ${"draw".padEnd(16)}  ${pct(result.draws.chance).padStart(9)}`);
  lines.push("");
  lines.push(`Rounds to finish (mean ${result.rounds.mean.toFixed(2)}):`);
  lines.push(...histogram(result.rounds));
  lines.push("");
  const resources = Object.keys(result.fighters[0]?.spent ?? {});
  lines.push(`  fighter                side          falls    runs   ${result.harmUnit} taken (mean)${resources.map((r) => `   ${r} spent (mean)`).join("")}`);
  for (const f of result.fighters) {
    const spent = resources.map((r) => `   ${f.spent[r]!.mean.toFixed(2).padStart(r.length + 13)}`).join("");
    lines.push(`  ${f.name.slice(0, 21).padEnd(21)}  ${f.side.slice(0, 12).padEnd(12)}  ${pct(f.fellChance).padStart(6)}  ${pct(f.fledChance).padStart(6)}   ${f.harm.mean.toFixed(2).padStart(result.harmUnit.length + 13)}${spent}`);
  }
  return lines.join("\n");
}

/** Balance mode's report: the foes that come closest to the target, then every candidate tried. */
function balanceTable(result: BalanceResult, query: BalanceQuery, title: string): string {
  const names = query.foes.pool.map((f) => f.fighter.name ?? f.fighter.id);
  const foes = (counts: readonly number[]) => counts.map((c, i) => (c > 0 ? `${c} × ${names[i]}` : "")).filter(Boolean).join(" + ") || "nobody";
  const lines = [`${title} — ${query.ruleset}, balance for ${query.side.key} at ${pct(query.target)} (${result.fightsPlayed.toLocaleString("en-US")} fights in all)`, ""];
  lines.push(`  closest: ${foes(result.best.counts)} — ${query.side.key} win ${pct(result.best.winChance)} (${pct(result.best.interval[0])} – ${pct(result.best.interval[1])})`);
  lines.push("", "  foes tried                                  win chance   fights");
  for (const t of result.trials) lines.push(`  ${foes(t.counts).slice(0, 42).padEnd(42)}  ${pct(t.winChance).padStart(9)}   ${String(t.fights).padStart(6)}`);
  return lines.join("\n");
}

function progressBar(done: number, total: number): void {
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stderr.write(`\r  [${"#".repeat(filled)}${" ".repeat(width - filled)}] ${done}/${total}`);
  if (done === total) process.stderr.write("\n");
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const file = loadYaml(readFileSync(args.file, "utf8")) as EncounterFile;
  const seed = args.seed ?? file.seed ?? 1;
  if (file && typeof file === "object" && file.balance) {
    const query = balanceQueryOf(file, seed);
    const result = balance(args.fights !== undefined ? { ...query, budget: args.fights } : query, { sim: simFor(query.ruleset) });
    console.log(args.json ? JSON.stringify(result, null, 2) : balanceTable(result, query, args.file));
    return;
  }
  const spec = encounterSpecOf(file);
  const { sim, prepared } = prepareEncounter(spec);
  const fights = args.fights ?? file.fights ?? DEFAULT_FIGHTS;
  const showProgress = process.stderr.isTTY === true && !args.json && fights >= 2_000;
  const result = runPrepared(sim as RulesetSim<unknown, unknown, unknown>, prepared, { fights, seed, ...(showProgress ? { progress: progressBar } : {}) });
  console.log(args.json ? JSON.stringify(result, null, 2) : table(result, args.file));
}

try {
  main();
} catch (error) {
  if (error instanceof EncounterFileError) console.error(error.message);
  else if (error instanceof RulesError) console.error(`The encounter was refused: ${error.i18nKey} ${JSON.stringify(error.data)}`);
  else throw error;
  process.exitCode = 1;
}
