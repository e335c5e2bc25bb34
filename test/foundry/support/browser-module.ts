/**
 * Loads one of the glue's DOM-facing modules into Debian's Chromium for a test: Vite bundles it
 * as an IIFE exposing its exports on `window[globalName]`; the test supplies stand-ins for the
 * Foundry globals the module touches.
 */
import { join } from "node:path";
import { build, type Rolldown } from "vite";
import { chromium, type Browser, type Page } from "playwright-core";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function bundleForBrowser(sourceFromRoot: string, globalName: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: false,
      lib: { entry: join(import.meta.dirname, "../../..", sourceFromRoot), formats: ["iife"], name: globalName, fileName: () => "module.js" },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === "chunk");
  if (!chunk || chunk.type !== "chunk") throw new Error(`no bundle produced for ${sourceFromRoot}`);
  return chunk.code;
}

export async function openPage(): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  return { browser, page: await browser.newPage() };
}
