import { ROOT } from "../../scripts/lib/project.js";
import { loadFixtures, type Fixture } from "../../test/browser/harness/fixtures.js";
import { TemplateHarness } from "../../test/browser/harness/harness.js";
import { kitSheetContext, packDoc, packItemsOf } from "../../test/helpers/slice-fixtures.js";
import { tabsView } from "../../src/foundry/sheets/sheet-context.js";
import type { LivingSystem } from "../../src/rulesets/pool/data/state.js";
import { POOL_CHARACTER_TABS, livingContext, type SheetItem } from "../../src/rulesets/pool/sheets/context.js";
import { cpuNow, fmt, type BenchRow } from "../harness.js";

/**
 * Rendering in Chromium (Debian's, through the template harness): a character sheet with 100
 * items, one exchange card re-rendered in a chat log of 500, a combat tracker of 40 combatants.
 * Each figure is the median of several runs after a few unmeasured ones (Foundry re-renders a
 * sheet on every change, so the steady state is what a user waits for): the sheet's context from
 * the pure builders and Handlebars in Node (as Foundry renders templates), then putting the HTML
 * into the page and laying it out (Node's part in CPU time, Chromium's in wall clock). The sheet is measured on the tab it opens on (Combat, 56
 * weapon rows) and on the Gear tab, and once more with the kit's row containment switched off, so
 * what `content-visibility` saves is a ratio within this one run. Wall-clock milliseconds of a
 * shared machine, printed beside their goals, never asserted.
 */

const RUNS = 25;
const WARM_UP = 5;
const CHARACTER_PARTS = ["shared/parts/sheet-header.hbs", "shared/parts/tabs.hbs", "pool/actor/character-combat.hbs", "pool/actor/character-skills.hbs", "pool/actor/character-condition.hbs", "pool/actor/character-gear.hbs", "shared/actor/notes-tab.hbs"];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Median CPU milliseconds of `fn` over the runs, after a few unmeasured ones: CPU time, as every
 * other row reads it, so the neighbours' load does not count (Chromium's part is wall clock).
 */
function timeNode(fn: () => unknown): number {
  for (let i = 0; i < WARM_UP; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = cpuNow();
    fn();
    times.push(cpuNow() - start);
  }
  return median(times);
}

/** Aldric of the pool creatures carrying 100 items: his own, then weapons, armor, gear and maneuvers from the compendium, cycled. */
function characterWithItems(count: number, tab: string): { fixture: Fixture; buildContext: () => unknown } {
  const aldric = packDoc("pool-creatures", "aldric");
  const stock = [...["short-bow", "longbow", "dagger", "spear", "club"].map((f) => packDoc("pool-weapons", f)), ...["leather-armor", "light-shield"].map((f) => packDoc("pool-armor", f)), ...["feint", "dodge"].map((f) => packDoc("pool-maneuvers", f))];
  const items: SheetItem[] = [...packItemsOf(aldric)];
  for (let i = 0; items.length < count; i++) {
    const d = stock[i % stock.length]!;
    items.push({ id: `bench${String(i).padStart(11, "0")}`, name: `${d.name} ${i + 1}`, img: d.img, type: d.type, system: d.system });
  }
  const buildContext = () => livingContext({ name: aldric.name, img: aldric.img }, aldric.system as unknown as LivingSystem, items, true, undefined, "TYPES.Actor.poolCharacter");
  const fixture: Fixture = {
    name: "bench-character-100-items",
    kind: "sheet",
    rootClasses: ["fray", "sheet", "actor", "pool"],
    parts: CHARACTER_PARTS,
    context: JSON.parse(JSON.stringify({ ...kitSheetContext("play", `Actor.${aldric._id}`, { tabs: tabsView(POOL_CHARACTER_TABS, tab) }), ...buildContext() })) as Record<string, unknown>,
  };
  return { fixture, buildContext };
}

/** Switches the kit's row containment off for the A/B figure (rows then lay out even off screen). */
const NO_CONTAINMENT = `{ const style = document.createElement("style"); style.textContent = "* { content-visibility: visible !important; }"; document.head.append(style); }`;

function fixtureNamed(name: string): Fixture {
  const fixture = loadFixtures(ROOT).find((f) => f.name === name);
  if (!fixture) throw new Error(`bench: no fixture ${name}`);
  return fixture;
}

/** The tracker fixture's rows repeated until there are `count` combatants, split between the two sides. */
function trackerWith(count: number): Fixture {
  const base = fixtureNamed("shared-combat-tracker");
  const fray = base.context["fray"] as { groups: Array<{ rows: Array<Record<string, unknown>> }> };
  const template = fray.groups.flatMap((g) => g.rows);
  const rows = Array.from({ length: count }, (_, i) => ({ ...template[i % template.length], id: `c${i}`, name: `Combatant ${i + 1}`, active: i === 0 }));
  const half = Math.ceil(count / 2);
  const groups = fray.groups.slice(0, 2).map((g, i) => ({ ...g, rows: i === 0 ? rows.slice(0, half) : rows.slice(half) }));
  return { ...base, name: "bench-tracker-40", context: { ...base.context, fray: { ...fray, groups } } };
}

/** In-page code: the ms of each of RUNS times putting `html` (a page variable) into `target`, laying the page out each time, sorted. */
const TIMES_OF_REPLACING = (target: string, html: string) => `(() => {
    const times = [];
    for (let i = 0; i < ${RUNS}; i++) {
      const start = performance.now();
      ${target}.innerHTML = ${html};
      ${target}.getBoundingClientRect();
      document.body.offsetHeight;
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b);
  })()`;

/** In-page code: the median ms of putting `html` (a page variable) into `target` RUNS times, laying the page out each time. */
const MEDIAN_OF_REPLACING = (target: string, html: string) => `((times) => times[Math.floor(times.length / 2)])(${TIMES_OF_REPLACING(target, html)})`;

/** Script run in the page: replaces `selector`'s content with `html` RUNS times; median ms. */
const LAYOUT_SCRIPT = (selector: string, html: string) => `(() => {
  const target = document.querySelector(${JSON.stringify(selector)});
  const html = ${JSON.stringify(html)};
  return ${MEDIAN_OF_REPLACING("target", "html")};
})()`;

/**
 * Script run in the page for the sheet: `before` first (a style switch), WARM_UP unmeasured
 * replacements, then RUNS measured ones; their times sorted. The fastest run is the work itself;
 * the median adds what the shared machine's load costs.
 */
const SHEET_SCRIPT = (html: string, before = "") => `(() => {
  ${before}
  const target = document.querySelector(".window-content");
  const html = ${JSON.stringify(html)};
  for (let i = 0; i < ${WARM_UP}; i++) { target.innerHTML = html; document.body.offsetHeight; }
  return ${TIMES_OF_REPLACING("target", "html")};
})()`;

/**
 * Script run in the page: a chat log of `count` messages; one card's content is re-rendered RUNS
 * times as Foundry does on a message update (that message's element only). Returns the median ms
 * and how many message elements a MutationObserver saw change.
 */
const CHAT_SCRIPT = (cardHtml: string, count: number) => `(async () => {
  const card = ${JSON.stringify(cardHtml)};
  const stage = document.querySelector(".harness-stage");
  const items = Array.from({ length: ${count} }, (_, i) => '<li class="chat-message message flexcol fray chat-message pool" data-message-id="m' + i + '"><header class="message-header"><h4 class="message-sender">Gamemaster</h4></header><div class="message-content">' + card + '</div></li>');
  stage.innerHTML = '<section class="chat-sidebar tab sidebar-tab active themed theme-light"><ol class="chat-log">' + items.join("") + '</ol></section>';
  document.body.offsetHeight;
  const touched = new Set();
  const observer = new MutationObserver((records) => { for (const r of records) { const li = (r.target.nodeType === 1 ? r.target : r.target.parentElement).closest("li.chat-message"); if (li) touched.add(li.dataset.messageId); } });
  observer.observe(stage, { childList: true, subtree: true, characterData: true, attributes: true });
  const target = stage.querySelector('[data-message-id="m${Math.floor(count / 2)}"] .message-content');
  const ms = ${MEDIAN_OF_REPLACING("target", "card")};
  await new Promise((resolve) => setTimeout(resolve, 0));
  observer.disconnect();
  return { ms, touched: touched.size };
})()`;

export const rows: BenchRow[] = [
  {
    name: "render: sheets, cards and the tracker in Chromium (Handlebars + layout, median of 25; wall-clock ms, not asserted)",
    async run() {
      const harness = new TemplateHarness({ root: ROOT });
      await harness.start();
      try {
        const sheetLines: string[] = [];
        for (const tab of ["combat", "gear"]) {
          const { fixture: sheet, buildContext } = characterWithItems(100, tab);
          const context = timeNode(buildContext);
          const template = timeNode(() => sheet.parts.map((part) => harness.templates.render(part, sheet.context)).join("\n"));
          const html = sheet.parts.map((part) => harness.templates.render(part, sheet.context)).join("\n");
          const contained = await harness.evaluate<number[]>(sheet, SHEET_SCRIPT(html));
          const uncontained = await harness.evaluate<number[]>(sheet, SHEET_SCRIPT(html, NO_CONTAINMENT));
          const [fastest, typical] = [contained[0] ?? 0, median(contained)];
          sheetLines.push(
            `render: pool character sheet with 100 items, ${tab} tab   ${fmt(context + template + fastest)} ms fastest, ${fmt(context + template + typical)} ms median (context ${fmt(context)} + Handlebars ${fmt(template)} + Chromium ${fmt(fastest)}/${fmt(typical)}; without row containment Chromium ${fmt(uncontained[0] ?? 0)}/${fmt(median(uncontained))})   goal < 20 ms`,
          );
        }

        const cardFixture = fixtureNamed("pool-card-attack-applied");
        const cardTemplate = timeNode(() => harness.templates.render("shared/chat/exchange-card.hbs", cardFixture.context));
        const cardHtml = harness.templates.render("shared/chat/exchange-card.hbs", cardFixture.context);
        const chat = await harness.evaluate<{ ms: number; touched: number }>(cardFixture, CHAT_SCRIPT(cardHtml, 500));

        const tracker = trackerWith(40);
        const trackerTemplate = timeNode(() => harness.templates.render("shared/combat/tracker-groups.hbs", tracker.context));
        const trackerHtml = harness.templates.render("shared/combat/tracker-groups.hbs", tracker.context);
        const trackerLayout = await harness.evaluate<number>(tracker, LAYOUT_SCRIPT(".harness-sidebar-body", trackerHtml));

        return [
          ...sheetLines,
          `render: 1 card re-rendered in a 500-card log   ${fmt(cardTemplate + chat.ms)} ms (Handlebars ${fmt(cardTemplate)} + Chromium ${fmt(chat.ms)}), ${chat.touched} of 500 messages touched   goal: only that card`,
          `render: combat tracker with 40 combatants      ${fmt(trackerTemplate + trackerLayout)} ms (Handlebars ${fmt(trackerTemplate)} + Chromium ${fmt(trackerLayout)})   goal < 20 ms`,
        ];
      } finally {
        await harness.close();
      }
    },
  },
];
