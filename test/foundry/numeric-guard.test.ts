/**
 * The numeric input guard in a real browser: a bad number typed into a sheet input is reset, a
 * localized warning is raised, and the form's own change handler (which would save) never runs.
 * The module is bundled with Vite and loaded into Chromium with stand-ins for `game` and `ui`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { bundleForBrowser, openPage } from "./support/browser-module.js";

let browser: Browser | undefined;
let page: Page;

beforeAll(async () => {
  const code = await bundleForBrowser("src/foundry/sheets/sheet-behaviour.ts", "FrayGuard");
  ({ browser, page } = await openPage());
  await page.setContent(`
    <form id="sheet">
      <label for="wound">Wound</label><input id="wound" type="number" name="system.wound" value="1" min="0" max="3" step="1">
      <input id="ounces" type="number" name="system.ounces" value="1.5" min="0" aria-label="Ounces">
    </form>`);
  await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    w["warnings"] = [];
    w["saved"] = [];
    w["game"] = { i18n: { format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}` }, user: { isGM: false } };
    w["ui"] = { notifications: { warn: (text: string) => (w["warnings"] as string[]).push(text) } };
  });
  await page.addScriptTag({ content: code });
  await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    const form = document.getElementById("sheet") as HTMLFormElement;
    (w["FrayGuard"] as { guardNumericInputs(form: HTMLElement): void }).guardNumericInputs(form);
    // Stands in for ApplicationV2's submit-on-change handler on the same form.
    form.addEventListener("change", (event) => (w["saved"] as string[]).push((event.target as HTMLInputElement).value));
  });
});

afterAll(async () => {
  await browser?.close();
});

async function typeInto(selector: string, text: string) {
  await page.fill(selector, text);
  await page.dispatchEvent(selector, "change");
  return page.evaluate((sel) => {
    const w = window as unknown as Record<string, unknown>;
    const out = { value: (document.querySelector(sel) as HTMLInputElement).value, warnings: [...(w["warnings"] as string[])], saved: [...(w["saved"] as string[])] };
    w["warnings"] = [];
    w["saved"] = [];
    return out;
  }, selector);
}

describe("numeric input guard (Chromium)", () => {
  it("lets a valid number through to the save handler", async () => {
    expect(await typeInto("#wound", "2")).toEqual({ value: "2", warnings: [], saved: ["2"] });
  });
  it("resets an out-of-range number, warns with the field's label, and does not save", async () => {
    const result = await typeInto("#wound", "7");
    expect(result.saved).toEqual([]);
    expect(result.value).toBe("1");
    expect(result.warnings).toEqual(['FRAY.Sheet.Warning.OutOfRange {"field":"Wound","value":"7","min":"0","max":"3"}']);
  });
  it("refuses a fraction where the step is 1 but accepts one where fractions are allowed", async () => {
    expect((await typeInto("#wound", "1.5")).warnings[0]).toMatch(/^FRAY.Sheet.Warning.NotAWholeNumber/);
    expect(await typeInto("#ounces", "2.25")).toEqual({ value: "2.25", warnings: [], saved: ["2.25"] });
  });
  it("refuses an empty entry for a field that may not be empty", async () => {
    const result = await typeInto("#ounces", "");
    expect(result.saved).toEqual([]);
    expect(result.warnings[0]).toMatch(/^FRAY.Sheet.Warning.NotANumber .*"field":"Ounces"/);
  });
  it("issue 9 bug 7: a sheet closed and opened again (a new element) is guarded, and a re-render adds no second guard", async () => {
    const result = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      const guard = (w["FrayGuard"] as { guardNumericInputs(form: HTMLElement): void }).guardNumericInputs;
      // Reopening builds a new element; the sheet guards it on its first render and on every render after.
      const reopened = document.createElement("form");
      reopened.innerHTML = '<label for="fear">Fear</label><input id="fear" type="number" name="system.fear" value="0" min="0" max="3" step="1">';
      document.body.append(reopened);
      guard(reopened);
      guard(reopened);
      const saved: string[] = [];
      reopened.addEventListener("change", (event) => saved.push((event.target as HTMLInputElement).value));
      const input = reopened.querySelector("input") as HTMLInputElement;
      input.value = "9";
      input.dispatchEvent(new Event("change", { bubbles: true }));
      const out = { value: input.value, warnings: [...(w["warnings"] as string[])], saved };
      w["warnings"] = [];
      return out;
    });
    expect(result.saved).toEqual([]);
    expect(result.value).toBe("0");
    expect(result.warnings).toHaveLength(1);
  });
});
