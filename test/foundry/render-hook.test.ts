/**
 * The exchange card's buttons in a real browser: the render hook keeps decision buttons only for
 * the deciding actor's owners and GMs, keeps undo buttons only for GMs and owners of everything
 * an application changed, and drops the "waiting for" line for whoever can decide.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { bundleForBrowser, openPage } from "./support/browser-module.js";

let browser: Browser | undefined;
let page: Page;

const CARD = `
  <section class="fray-exchange-decision" data-fray-decider="Actor.defender">
    <button type="button" data-fray-action="parry" data-fray-actor="Actor.defender">Parry</button>
    <button type="button" data-fray-action="dodge" data-fray-actor="Actor.defender">Dodge</button>
    <button type="button" data-fray-action="rule" data-fray-actor="Actor.defender" data-fray-gm-only="true">Rule</button>
    <p class="fray-exchange-waiting">Waiting for Bo.</p>
  </section>
  <section class="fray-exchange-applied">
    <button type="button" data-fray-undo="hitDefender">Undo</button>
    <button type="button" data-fray-undo="hitBoth">Undo</button>
  </section>`;

const EXCHANGE = {
  ruleset: "pool",
  kind: "attack",
  state: "awaitingDefense",
  participants: [],
  rolls: [],
  pending: { actorUuid: "Actor.defender", actions: ["parry", "dodge"], prompt: "FRAY.P" },
  resolution: null,
  payload: {},
  applications: [
    { id: "hitDefender", userId: "gm", action: "damage", undone: false, deltas: [{ kind: "update", uuid: "Actor.defender", path: "p", from: 0, to: 1 }] },
    { id: "hitBoth", userId: "gm", action: "damage", undone: false, deltas: [{ kind: "update", uuid: "Actor.defender", path: "p", from: 0, to: 1 }, { kind: "status", actorUuid: "Actor.attacker", statusId: "dead", active: true, wasActive: false }] },
  ],
};

beforeAll(async () => {
  const code = await bundleForBrowser("src/foundry/chat/render-hook.ts", "FrayRenderHook");
  ({ browser, page } = await openPage());
  await page.setContent("<main></main>");
  await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    class Document {
      constructor(readonly uuid: string) {}
      testUserPermission(): boolean {
        return ((w["owned"] as string[]) ?? []).includes(this.uuid);
      }
    }
    w["foundry"] = { abstract: { Document } };
    w["fromUuidSync"] = (uuid: string) => new Document(uuid);
  });
  await page.addScriptTag({ content: code });
});

afterAll(async () => {
  await browser?.close();
});

/** Renders the card for a user and returns what buttons and lines are left. */
async function renderFor(user: { isGM: boolean; owned: string[] }, cardByGM = true) {
  return page.evaluate(
    ({ card, exchange, user, cardByGM }) => {
      const w = window as unknown as Record<string, unknown>;
      w["owned"] = user.owned;
      w["game"] = { user: { id: "viewer", isGM: user.isGM } };
      const html = document.createElement("div");
      html.innerHTML = card;
      const message = { type: "exchange", id: "m1", author: { isGM: cardByGM }, system: { toExchangeData: () => exchange } };
      (w["FrayRenderHook"] as { onRenderChatMessageHTML(m: unknown, h: HTMLElement): void }).onRenderChatMessageHTML(message, html);
      return {
        actions: [...html.querySelectorAll<HTMLElement>("[data-fray-action]")].map((b) => b.dataset["frayAction"]),
        undo: [...html.querySelectorAll<HTMLElement>("[data-fray-undo]")].map((b) => b.dataset["frayUndo"]),
        waiting: html.querySelector(".fray-exchange-waiting") !== null,
      };
    },
    { card: CARD, exchange: EXCHANGE, user, cardByGM },
  );
}

describe("exchange card buttons (Chromium)", () => {
  it("a GM's ruling is shown to GMs only, even to the owner the card waits for", async () => {
    expect((await renderFor({ isGM: false, owned: ["Actor.defender"] })).actions).not.toContain("rule");
    expect((await renderFor({ isGM: true, owned: [] })).actions).toContain("rule");
  });
  it("the defender's owner sees the decision and may undo what touched only the defender", async () => {
    expect(await renderFor({ isGM: false, owned: ["Actor.defender"] })).toEqual({ actions: ["parry", "dodge"], undo: ["hitDefender"], waiting: false });
  });
  it("another player sees no buttons, only who the card waits for", async () => {
    expect(await renderFor({ isGM: false, owned: ["Actor.attacker"] })).toEqual({ actions: [], undo: [], waiting: true });
  });
  it("a GM sees every button", async () => {
    expect(await renderFor({ isGM: true, owned: [] })).toEqual({ actions: ["parry", "dodge", "rule"], undo: ["hitDefender", "hitBoth"], waiting: false });
  });
  it("a card a player posted (not the GM's record) shows nobody any button", async () => {
    expect(await renderFor({ isGM: true, owned: [] }, false)).toMatchObject({ actions: [], undo: [] });
    expect(await renderFor({ isGM: false, owned: ["Actor.defender", "Actor.attacker"] }, false)).toMatchObject({ actions: [], undo: [] });
  });
  it("an owner of everything an application touched may undo it", async () => {
    expect((await renderFor({ isGM: false, owned: ["Actor.defender", "Actor.attacker"] })).undo).toEqual(["hitDefender", "hitBoth"]);
  });
});
