/**
 * Every section of a pool or brp sheet or dialog opens its page of the in-app guide: each section
 * title (bar notes and descriptions, which are the user's own text) has a "?" whose key names a
 * page of the fray-guide compendium, and a page on that section's topic, not the general rules
 * reference.
 */
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/project.js";
import { guideUuid } from "../../src/foundry/guide.js";
import { loadFixtures } from "./harness/fixtures.js";
import { harnessForFile } from "./harness/per-file.js";

const harness = harnessForFile();

/** Section titles in the page with the guide key of the "?" beside them ("" when there is none); inactive tabs included. */
const SECTIONS = `[...document.querySelectorAll("[data-harness-container] h3")].map((h3) => {
  const header = h3.closest(".fray-section-header");
  return { title: h3.textContent.trim(), guide: header?.querySelector(".fray-help[data-guide]")?.dataset.guide ?? "" };
})`;
const OWN_TEXT = new Set(["Notes", "Description"]);

const fixtures = loadFixtures(ROOT).filter((f) => (f.kind === "sheet" || f.kind === "dialog") && f.rootClasses.some((c) => c === "pool" || c === "brp") && !f.rootClasses.includes("fray-options-menu"));

describe("guide links", () => {
  it("covers the pool and brp sheets and dialogs", () => {
    expect(fixtures.length).toBeGreaterThan(20);
  });

  describe.each(fixtures.map((f) => [f.name, f] as const))("%s", (_name, fixture) => {
    it('every section title has a "?" opening a page of the guide', async () => {
      const sections = await harness.evaluate<Array<{ title: string; guide: string }>>(fixture, SECTIONS);
      const missing = sections.filter((s) => !OWN_TEXT.has(s.title) && (!s.guide || guideUuid(s.guide) === null));
      expect(missing).toEqual([]);
      // Each section lands on its own topic; the rules reference is reached from the guide itself.
      expect(sections.filter((s) => s.guide.endsWith(".rules"))).toEqual([]);
    });
  });
});
