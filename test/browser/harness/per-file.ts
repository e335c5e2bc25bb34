import { afterAll, beforeAll } from "vitest";
import type { Browser } from "playwright-core";
import { ROOT } from "../../../scripts/lib/project.js";
import { TemplateHarness, launchChromium } from "./harness.js";

/** A template harness for one test file: Chromium starts before its first test and closes after its last. */
export function harnessForFile(): TemplateHarness {
  const harness = new TemplateHarness({ root: ROOT });
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
    await harness.start(browser);
  });
  afterAll(async () => {
    await harness.close();
    await browser?.close();
  });
  return harness;
}
