/**
 * A defender with many reactions: the clash card offers eight reaction buttons and "No reaction".
 * In both themes, in the 300 px chat log, every button is shown whole: inside the card, its label
 * neither cut off nor spilling over, none overlapping another, all in reading order.
 */
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/project.js";
import { THEMES } from "./harness/harness.js";
import { loadFixtures } from "./harness/fixtures.js";
import { harnessForFile } from "./harness/per-file.js";

const harness = harnessForFile();

interface ButtonBox {
  readonly action: string;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  readonly cut: boolean;
}

const BUTTONS = `(() => {
  const card = document.querySelector("[data-harness-container^='chat log'] .fray-exchange").getBoundingClientRect();
  const buttons = [...document.querySelectorAll("[data-harness-container^='chat log'] .fray-exchange-buttons button")].map((el) => {
    const box = el.getBoundingClientRect();
    const cut = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
    return { action: el.dataset.frayAction, left: box.left, right: box.right, top: box.top, bottom: box.bottom, cut };
  });
  return { card: { left: card.left, right: card.right, top: card.top, bottom: card.bottom }, buttons };
})()`;

const crowded = loadFixtures(ROOT).find((fixture) => fixture.name === "clash-card-many-reactions");

describe("clash card with many reactions", () => {
  it.each(THEMES)("in the %s theme, eight reactions and No reaction lay out whole, wrapping inside the card", async (theme) => {
    expect(crowded).toBeDefined();
    const { card, buttons } = await harness.evaluate<{ card: Omit<ButtonBox, "action" | "cut">; buttons: ButtonBox[] }>(crowded!, BUTTONS, theme);
    expect(buttons.map((b) => b.action)).toEqual(["react1", "react2", "react3", "react4", "react5", "react6", "react7", "react8", "noReaction"]);
    for (const b of buttons) {
      expect(b.cut, `${b.action} label cut off`).toBe(false);
      expect(b.left).toBeGreaterThanOrEqual(card.left - 0.5);
      expect(b.right).toBeLessThanOrEqual(card.right + 0.5);
      expect(b.bottom).toBeLessThanOrEqual(card.bottom + 0.5);
    }
    // No two buttons overlap, and the row wraps onto more than one line.
    for (const [i, a] of buttons.entries()) {
      for (const b of buttons.slice(i + 1)) {
        const overlap = a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
        expect(overlap, `${a.action} overlaps ${b.action}`).toBe(false);
      }
    }
    expect(new Set(buttons.map((b) => Math.round(b.top))).size).toBeGreaterThan(1);
  });
});
