/**
 * Every template compiles, every standalone template is rendered by a fixture, and every fixture
 * renders in real Chromium with Fray's CSS: no missing partial or helper, no raw i18n key on
 * screen, nothing wider than the 600 px window (or the 300 px chat log), every input labelled.
 * Templates and fixtures are discovered, so each slice's additions are covered automatically.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/project.js";
import { fixtureFiles, fixtureProblems, loadFixtures, type Fixture } from "./harness/fixtures.js";
import type { Browser } from "playwright-core";
import { TemplateHarness, launchChromium } from "./harness/harness.js";
import { SELFTEST_TEMPLATES, selftestFixture as fixture } from "./harness/selftest.js";
import { normalizeTemplatePath, standaloneTemplates, templatePaths } from "./harness/templates.js";

const fixtures = loadFixtures(ROOT);
const harness = new TemplateHarness({ root: ROOT });
const selftest = new TemplateHarness({ root: ROOT, extraTemplates: SELFTEST_TEMPLATES });
let browser: Browser | undefined;

// One Chromium for the whole file; each harness gets its own context in it.
beforeAll(async () => {
  browser = await launchChromium();
  await harness.start(browser);
  await selftest.start(browser);
});
afterAll(async () => {
  await harness.close();
  await selftest.close();
  await browser?.close();
});

describe("templates", () => {
  it("every template compiles", () => {
    expect(harness.templates.syntaxErrors()).toEqual([]);
  });

  it("no template outputs stored HTML unescaped except the enriched prose part", () => {
    const unescaped = templatePaths(ROOT).filter((path) => readFileSync(`${ROOT}/templates/${path}`, "utf8").includes("{{{") && path !== "shared/parts/prose.hbs");
    expect(unescaped).toEqual([]);
    expect(readFileSync(`${ROOT}/templates/shared/parts/prose.hbs`, "utf8").match(/\{\{\{(\w+)\}\}\}/g)).toEqual(["{{{enriched}}}"]);
  });

  it("every fixture file is well-formed and names templates that exist", () => {
    const known = new Set(templatePaths(ROOT));
    const problems = fixtureFiles(ROOT).flatMap((file) => {
      const data = JSON.parse(readFileSync(file, "utf8")) as Fixture;
      const shape = fixtureProblems(file, data);
      if (shape.length > 0) return shape;
      return data.parts.filter((part) => !known.has(normalizeTemplatePath(part))).map((part) => `${file}: no template ${part}`);
    });
    expect(problems).toEqual([]);
  });

  it("every template outside a parts/ folder is used by some fixture", () => {
    const used = new Set(fixtures.flatMap((fixture) => fixture.parts.map(normalizeTemplatePath)));
    expect(standaloneTemplates(templatePaths(ROOT)).filter((path) => !used.has(path))).toEqual([]);
  });

  describe.each(fixtures.map((fixture) => [fixture.name, fixture] as const))("fixture %s", (_name, fixture) => {
    it("renders in Chromium with no missing partial, raw key, overflow or unlabelled input", async () => {
      expect(await harness.check(fixture)).toEqual([]);
    });
  });
});

/** The harness's own checks on small inline templates: each defect is caught and a clean template passes. */
describe("template harness", () => {
  it("passes a clean, labelled template (stand-in helpers included)", async () => {
    const context = { name: "Ada", kinds: { a: "Alpha", b: "Beta" }, kind: "b", odds: 41.666, ok: true, bad: false, notes: "<p>Notes</p>" };
    expect(await selftest.check(fixture("clean", "sheet", context))).toEqual([]);
    expect(selftest.html(fixture("clean", "sheet", context))).toMatch(/<option value="b" selected>Beta<\/option>.*41\.7%.*fine/s);
  });

  it("reports a raw i18n key on screen", async () => {
    expect((await selftest.check(fixture("raw-key"))).join("\n")).toMatch(/raw i18n key on screen: "FRAY\.Selftest\.NotAKey"/);
  });

  it("reports a raw key inside an inactive tab", async () => {
    expect((await selftest.check(fixture("raw-key-in-hidden-tab"))).join("\n")).toMatch(/tab "two".*raw i18n key in title/);
  });

  it("reports an element wider than the 600 px window", async () => {
    expect((await selftest.check(fixture("wide"))).join("\n")).toMatch(/sticks out of the 600px container/);
  });

  it("reports inputs without a usable label", async () => {
    const problems = (await selftest.check(fixture("unlabelled"))).join("\n");
    expect(problems).toMatch(/name="system\.hp"\) has no label/);
    expect(problems).toMatch(/name="icon-only"\) has no label/);
  });

  it("reports text cut off with an ellipsis", async () => {
    expect((await selftest.check(fixture("ellipsis"))).join("\n")).toMatch(/text "Persuasion and more" is cut off/);
  });

  it("reports a select narrower than its chosen option and an input narrower than its value", async () => {
    expect((await selftest.check(fixture("narrow-select"))).join("\n")).toMatch(/too narrow for "Short bow or light crossbow"/);
    expect((await selftest.check(fixture("narrow-input"))).join("\n")).toMatch(/too narrow for its value "Bartholomew the Bold"/);
  });

  it("reports controls drawn over each other", async () => {
    expect((await selftest.check(fixture("overlap"))).join("\n")).toMatch(/button and .*button overlap/);
  });

  it("reports controls whose label cannot be seen (icon-only buttons, visually hidden labels)", async () => {
    const problems = (await selftest.check(fixture("invisible-label"))).join("\n");
    expect(problems).toMatch(/button shows no label/);
    expect(problems).toMatch(/name="system\.wound"\) has no visible label/);
  });

  it("checks every fixture in the light and the dark theme", async () => {
    const problems = (await selftest.check(fixture("wide"))).join("\n");
    expect(problems).toMatch(/light theme/);
    expect(problems).toMatch(/dark theme/);
  });

  it("reports a sheet part with more than one root element", async () => {
    expect((await selftest.check(fixture("two-roots"))).join("\n")).toMatch(/exactly one root element/);
  });

  it("fails to render a missing partial", () => {
    expect(() => selftest.html(fixture("missing-partial"))).toThrow(/nowhere\.hbs/);
  });

  it("reports a figure on a pool or brp sheet with no tooltip explaining it, and only there", async () => {
    const problems = (await selftest.check(fixture("unexplained-number", "sheet", {}, ["fray", "pool"]))).filter((p) => p.includes("light theme"));
    expect(problems).toEqual([expect.stringMatching(/figure "3D" in .*span\.bare has no tooltip/)]);
    expect((await selftest.check(fixture("unexplained-number", "sheet", {}, ["fray", "clash"]))).join("\n")).not.toMatch(/no tooltip/);
  });

  it("reports a figure inside words on a pool or brp sheet with no tooltip (a tag such as \"Parry +2\"), not hints or names", async () => {
    const problems = (await selftest.check(fixture("unexplained-figure-in-text", "sheet", {}, ["fray", "brp"]))).filter((p) => p.includes("light theme"));
    expect(problems).toEqual([expect.stringMatching(/figure "Parry \+2" in .*span\.tag has no tooltip/), expect.stringMatching(/figure "Armor 1 · HP 7\/7" in .*span\.both has no tooltip/)]);
  });

  it("checks chat cards in the 300 px chat log as well as the window", async () => {
    const problems = (await selftest.check(fixture("chat-card", "chat"))).join("\n");
    expect(problems).toMatch(/chat log 300px/);
    expect(problems).not.toMatch(/window 600px/);
  });
});
