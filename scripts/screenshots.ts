/**
 * `npm run screenshots`: two PNGs per browser fixture in screenshots/ (git-ignored), light and
 * dark theme, rendered by the same harness the tests use: the 600 px window for sheets and
 * dialogs, the 300 px chat log for chat cards. Problems the tests would report are printed too, without stopping the run.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./lib/project.js";
import { loadFixtures } from "../test/browser/harness/fixtures.js";
import { TemplateHarness } from "../test/browser/harness/harness.js";

const outDir = join(ROOT, "screenshots");
mkdirSync(outDir, { recursive: true });
const harness = new TemplateHarness({ root: ROOT });
await harness.start();
let failures = 0;
try {
  for (const fixture of loadFixtures(ROOT)) {
    const file = join(outDir, `${fixture.name}.png`);
    try {
      await harness.screenshot(fixture, file);
      await harness.screenshot(fixture, join(outDir, `${fixture.name}.dark.png`), "dark");
      const problems = await harness.check(fixture);
      console.log(`${file}${problems.length ? `\n  ${problems.join("\n  ")}` : ""}`);
    } catch (error) {
      failures++;
      console.error(`${fixture.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  await harness.close();
}
process.exitCode = failures > 0 ? 1 : 0;
