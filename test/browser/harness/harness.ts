/**
 * The template harness: renders fixtures with real Handlebars (in Node) and lays them out with
 * all of Fray's CSS in Debian's Chromium, inside markup shaped like Foundry v13's application
 * window (600 px) and, for chat cards, its 300 px chat log. One browser serves a whole run.
 *
 * The page is served from a made-up origin whose root stands for Foundry's web root, so relative
 * paths resolve as in Foundry: `systems/fray/…` maps to this project and core `icons/…` get a
 * neutral placeholder. Nothing reaches the network.
 */
import { existsSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Page, type Route } from "playwright-core";
import Handlebars from "handlebars";
import { filesUnder, readSystemManifest, stylePaths, systemManifestPath } from "../../../scripts/lib/project.js";
import { flattenLang } from "../../support/i18n-keys.js";
import type { Fixture } from "./fixtures.js";
import { loadTemplates, type TemplateSet } from "./templates.js";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const ORIGIN = "http://fray.test";
const HERE = fileURLToPath(new URL(".", import.meta.url));
const SHEET_WIDTH = 600;
const CHAT_WIDTH = 300;
const PLACEHOLDER_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="4" fill="#8a8577"/><circle cx="16" cy="16" r="9" fill="#d9d4c3"/></svg>`;
const MIME: Readonly<Record<string, string>> = {
  ".css": "text/css",
  ".js": "text/javascript",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".woff2": "font/woff2",
  ".json": "application/json",
};

/** Debian's Chromium, headless, with everything that would reach the network switched off. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export interface HarnessOptions {
  readonly root: string;
  /** Extra templates by relative path (used by the harness's own tests). */
  readonly extraTemplates?: Readonly<Record<string, string>>;
}

/** Every style sheet Fray ships: those system.json lists first (in its order), then any other styles/*.css. */
export function styleSheets(root: string): string[] {
  const listed = existsSync(systemManifestPath(root)) ? stylePaths(readSystemManifest(root)) : [];
  const all = filesUnder(root, "styles", ".css").map((file) => `styles/${file}`);
  return [...new Set([...listed.filter((path) => all.includes(path)), ...all])];
}

const escape = (text: string) => Handlebars.escapeExpression(text);

/** Foundry v13's two interface themes; every fixture is laid out and checked in both. */
export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

function windowMarkup(fixture: Fixture, parts: string[], theme: Theme): string {
  const classes = ["application", fixture.kind === "dialog" ? "dialog" : "sheet", "themed", `theme-${theme}`, ...fixture.rootClasses];
  return `<form class="${escape(classes.join(" "))}" style="width:${SHEET_WIDTH}px" data-harness-container="window ${SHEET_WIDTH}px, ${theme} theme" data-harness-shot="${fixture.kind === "chat" ? "" : "main"}">
  <header class="window-header"><h1 class="window-title">${escape(fixture.title ?? fixture.name)}</h1></header>
  <section class="window-content">${parts.join("\n")}</section>
</form>`;
}

function chatLogMarkup(fixture: Fixture, parts: string[], theme: Theme): string {
  const classes = ["chat-message", "message", "flexcol", ...fixture.rootClasses];
  return `<section class="chat-sidebar tab sidebar-tab active themed theme-${theme}" data-harness-container="chat log ${CHAT_WIDTH}px, ${theme} theme" data-harness-shot="main">
  <ol class="chat-log"><li class="${escape(classes.join(" "))}" data-message-id="harnessMessage01">
    <header class="message-header"><h4 class="message-sender">Gamemaster</h4><span class="message-metadata"><time>now</time></span></header>
    <div class="message-content">${parts.join("\n")}</div>
  </li></ol>
</section>`;
}

/**
 * A sidebar tab the way v13 draws the combat tracker: a 300 px column at the right of the screen,
 * the encounter's title bar above the tracker's own content.
 */
function sidebarMarkup(fixture: Fixture, parts: string[], theme: Theme): string {
  const classes = ["harness-sidebar", "tab", "sidebar-tab", "active", "themed", `theme-${theme}`, ...fixture.rootClasses];
  return `<section class="${escape(classes.join(" "))}" data-harness-container="sidebar ${CHAT_WIDTH}px, ${theme} theme" data-harness-shot="main">
  <header class="harness-sidebar-header"><h3 class="encounter-title">${escape(fixture.title ?? "Encounter 1")}</h3></header>
  <div class="harness-sidebar-body">${parts.join("\n")}</div>
</section>`;
}

export class TemplateHarness {
  readonly templates: TemplateSet;
  private readonly root: string;
  private readonly pages = new Map<string, string>();
  /** Files under systems/fray/ the current page asked for and the project does not have. */
  private missingFiles: string[] = [];
  private ownBrowser: Browser | undefined;
  private context: BrowserContext | undefined;
  private page: Page | undefined;

  constructor(options: HarnessOptions) {
    this.root = options.root;
    const lang = flattenLang(JSON.parse(readFileSync(join(options.root, "lang/en.json"), "utf8")));
    this.templates = loadTemplates(options.root, lang, options.extraTemplates);
  }

  /** Opens a page in the given browser, or in a browser of its own (closed by close()). */
  async start(shared?: Browser): Promise<void> {
    const browser = shared ?? (this.ownBrowser = await launchChromium());
    this.context = await browser.newContext({ viewport: { width: 1000, height: 800 }, deviceScaleFactor: 1 });
    await this.context.route("**/*", (route) => this.serve(route));
    this.page = await this.context.newPage();
  }

  async close(): Promise<void> {
    await this.context?.close();
    await this.ownBrowser?.close();
  }

  /** The fixture's page HTML in one theme; throws if any part fails to render (e.g. a missing partial or helper). */
  html(fixture: Fixture, theme: Theme = "light"): string {
    const rendered = fixture.parts.map((part) => {
      try {
        return this.templates.render(part, fixture.context);
      } catch (error) {
        throw new Error(`${fixture.name}: rendering ${part} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    });
    const styles = styleSheets(this.root).map((path) => `<link rel="stylesheet" href="/systems/fray/${path}">`);
    // AppV2 insists each part renders one root element; Chat cards have no such rule.
    const partProbes =
      fixture.kind === "chat" ? [] : rendered.map((html, i) => `<template data-harness-part="${escape(fixture.parts[i] ?? "")}">${html}</template>`);
    const containers =
      fixture.kind === "chat" ? [windowMarkup(fixture, rendered, theme), chatLogMarkup(fixture, rendered, theme)] : fixture.kind === "sidebar" ? [sidebarMarkup(fixture, rendered, theme)] : [windowMarkup(fixture, rendered, theme)];
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><base href="${ORIGIN}/">
<link rel="stylesheet" href="/harness/foundry-frame.css">
${styles.join("\n")}
<script src="/harness/checks.browser.js"></script>
</head><body class="vtt game system-fray"><div class="harness-stage">
${containers.join("\n")}
</div>${partProbes.join("")}</body></html>`;
  }

  /** Renders the fixture in Chromium, in each theme, and returns every problem found (empty when clean). */
  async check(fixture: Fixture): Promise<string[]> {
    const problems: string[] = [];
    for (const theme of THEMES) {
      const page = await this.open(fixture, theme);
      problems.push(...((await page.evaluate("window.frayHarness.check()")) as string[]), ...this.missingFiles.map((path) => `missing file ${path}`));
    }
    return [...new Set(problems)];
  }

  /** Lays the fixture out in one theme and evaluates `expression` in its page (for tests that look for one thing). */
  async evaluate<T>(fixture: Fixture, expression: string, theme: Theme = "light"): Promise<T> {
    const page = await this.open(fixture, theme);
    return (await page.evaluate(expression)) as T;
  }

  /** Writes the fixture as laid out in the given theme (light by default). */
  async screenshot(fixture: Fixture, file: string, theme: Theme = "light"): Promise<void> {
    const page = await this.open(fixture, theme);
    // A screenshot shows the whole sheet, rows below the fold included.
    await page.evaluate("window.frayHarness.layOutEverything()");
    await page.locator(`[data-harness-shot="main"]`).screenshot({ path: file });
  }

  private async open(fixture: Fixture, theme: Theme): Promise<Page> {
    if (!this.page) throw new Error("harness not started");
    const path = `/harness/fixture/${encodeURIComponent(fixture.name)}.${theme}.html`;
    this.pages.set(path, this.html(fixture, theme));
    this.missingFiles = [];
    await this.page.goto(`${ORIGIN}${path}`, { waitUntil: "load" });
    await this.page.evaluate("document.fonts.ready");
    return this.page;
  }

  private async serve(route: Route): Promise<void> {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) return route.abort();
    const path = decodeURIComponent(url.pathname);
    const page = this.pages.get(path);
    if (page !== undefined) return route.fulfill({ status: 200, contentType: "text/html", body: page });
    const file = path.startsWith("/harness/") ? join(HERE, path.slice("/harness/".length)) : path.startsWith("/systems/fray/") ? join(this.root, path.slice("/systems/fray/".length)) : undefined;
    if (file && !file.includes("..") && existsSync(file)) {
      return route.fulfill({ status: 200, contentType: MIME[extname(file)] ?? "application/octet-stream", body: readFileSync(file) });
    }
    if (path.startsWith("/icons/")) return route.fulfill({ status: 200, contentType: "image/svg+xml", body: PLACEHOLDER_ICON });
    if (path.startsWith("/systems/fray/")) this.missingFiles.push(path);
    return route.fulfill({ status: 404, body: "" });
  }
}
