import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/project.js";
import type { BalanceResult, SimResult } from "../../src/sim/index.js";

const TSX = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

function runCli(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const child = spawnSync(process.execPath, ["--import", TSX, join(ROOT, "scripts/sim.ts"), ...args], { cwd: ROOT, encoding: "utf8", timeout: 120_000 });
  return { status: child.status, stdout: child.stdout, stderr: child.stderr };
}

describe("npm run sim", () => {
  it("plays the seed's palace-guard fight from the compendium: win chances, rounds, who falls; the same seed gives the same JSON", () => {
    const first = runCli("examples/pool-palace-guards.yml", "--fights", "300", "--json");
    expect(first.status, first.stderr).toBe(0);
    const result = JSON.parse(first.stdout) as SimResult;
    expect(result.fights).toBe(300);
    expect(result.sides.map((s) => s.key)).toEqual(["heroes", "guards"]);
    expect(result.fighters.map((f) => f.name)).toEqual(["Aldric", "Bertoz", "Enowan", "Palace Guard 1", "Palace Guard 2"]);
    expect(result.sides[0]!.wins + result.sides[1]!.wins + result.draws.count).toBe(300);
    const again = runCli("examples/pool-palace-guards.yml", "--fights", "300", "--json");
    expect(again.stdout).toBe(first.stdout);

    const text = runCli("examples/pool-palace-guards.yml", "--fights", "200", "--seed", "other");
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/heroes\s+\d+\.\d%\s+\d+\.\d% – \d+\.\d%/);
    expect(text.stdout).toMatch(/Rounds to finish/);
    expect(text.stdout).toMatch(/Palace Guard 2/);
    // Not a terminal here: no progress bar on stderr.
    expect(text.stderr).not.toMatch(/\[#/);
  });

  it("plays the brp seed's worked fight: Yvarre against the cult's dagger-thrower and archer, the same seed giving the same JSON", () => {
    const first = runCli("examples/brp-serpent-temple-escape.yml", "--fights", "200", "--json");
    expect(first.status, first.stderr).toBe(0);
    const result = JSON.parse(first.stdout) as SimResult;
    expect(result.sides.map((s) => s.key)).toEqual(["yvarre", "cult"]);
    expect(result.fighters.map((f) => f.name)).toEqual(["Yvarre", "Dagger-thrower", "Cult archer"]);
    expect(result.sides[0]!.wins + result.sides[1]!.wins + result.draws.count).toBe(200);
    // Both sides win some fights, and the thrown dagger and the arrows wound her.
    expect(result.sides[0]!.wins).toBeGreaterThan(0);
    expect(result.sides[1]!.wins).toBeGreaterThan(0);
    expect(result.fighters[0]!.harm.mean).toBeGreaterThan(0);
    expect(runCli("examples/brp-serpent-temple-escape.yml", "--fights", "200", "--json").stdout).toBe(first.stdout);
  });

  it("refuses a missing file argument and an unknown compendium entry with a readable message", () => {
    expect(runCli().stderr).toMatch(/Usage: npm run sim/);
    const bad = runCli("test/sim/fixtures/unknown-entry.yml");
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/No entry “nobody” in the compendium pack “pool-creatures”/);
  });

  it("reads flurry compendium entries as the tracker reads actors: the town watch against bandits and a duellist", () => {
    const flurry = runCli("examples/flurry-watch-and-bandits.yml", "--fights", "100", "--json");
    expect(flurry.status, flurry.stderr).toBe(0);
    const result = JSON.parse(flurry.stdout) as SimResult;
    expect(result.fighters.map((fighter) => fighter.name)).toEqual(["Veteran Sergeant", "Town Watchman 1", "Town Watchman 2", "Bandit 1", "Bandit 2", "Bandit 3", "Duellist"]);
    expect(result.harmUnit).toBe("wounds");
    // The bandits' side runs at half its number: some of them get away in 100 fights.
    expect(result.fighters.slice(3).some((fighter) => fighter.fledChance > 0)).toBe(true);
  });

  it("reads clash and dusk compendium entries as the tracker reads actors: the town guards and orcs, the bandit captain", () => {
    const clash = runCli("examples/clash-town-guards.yml", "--fights", "100", "--json");
    expect(clash.status, clash.stderr).toBe(0);
    expect((JSON.parse(clash.stdout) as SimResult).fighters.map((fighter) => fighter.name)).toEqual(["Town Guard 1", "Town Guard 2", "Orc Warrior 1", "Orc Warrior 2"]);
    const dusk = runCli("examples/dusk-bandit-ambush.yml", "--fights", "100", "--json");
    expect(dusk.status, dusk.stderr).toBe(0);
    const result = JSON.parse(dusk.stdout) as SimResult;
    expect(result.fighters.map((fighter) => fighter.name)).toEqual(["Blade", "Archer", "Bandit Captain"]);
    // Dusk harm is counted in health points: the captain (health 24 in the compendium) never loses more than he has.
    expect(result.fighters[2]!.harm.max).toBeLessThanOrEqual(24);
    expect(result.fighters[2]!.harm.max).toBeGreaterThan(0);
  });

  it("balance mode: the example file finds how many palace guards give the heroes their target chance, within the budget given", () => {
    const run = runCli("examples/pool-palace-guards-balance.yml", "--fights", "1500", "--json");
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as BalanceResult;
    expect(result.fightsPlayed).toBeLessThanOrEqual(1500);
    expect(result.best.counts[0]).toBeGreaterThanOrEqual(1);
    expect(result.trials.length).toBeGreaterThan(1);
    const text = runCli("examples/pool-palace-guards-balance.yml", "--fights", "600");
    expect(text.stdout).toMatch(/closest: \d+ × Palace Guard — heroes win \d+\.\d%/);
  });
});
