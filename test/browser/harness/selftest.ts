/**
 * Small inline templates, one per kind of defect the harness must catch, plus one clean
 * template exercising every stand-in helper. Used by the harness's own tests.
 */
import type { Fixture } from "./fixtures.js";

export const SELFTEST_TEMPLATES: Readonly<Record<string, string>> = {
  "selftest/clean.hbs": `<section class="fray selftest">
    <nav class="tabs"><a data-tab="a">A</a><a data-tab="b">B</a></nav>
    <div class="tab active" data-group="main" data-tab="a">
      <label>Name <input type="text" name="name" value="{{name}}"></label>
      <label for="selftest-kind">Kind</label><select id="selftest-kind" name="kind">{{selectOptions kinds selected=kind}}</select>
      <label>Notes <textarea name="notes"></textarea></label>
      <p>{{numberFormat odds decimals=1}}% · {{#if (and ok (not bad))}}fine{{/if}}</p>
    </div>
    <div class="tab" data-group="main" data-tab="b">{{{editor notes target="system.notes"}}}</div>
  </section>`,
  "selftest/raw-key.hbs": `<div class="fray"><p>{{localize "FRAY.Selftest.NotAKey"}}</p></div>`,
  "selftest/raw-key-in-hidden-tab.hbs": `<div class="fray"><div class="tab active" data-group="g" data-tab="one">ok</div><div class="tab" data-group="g" data-tab="two" title="TYPES.Actor.nothing">two</div></div>`,
  "selftest/wide.hbs": `<div class="fray"><div style="width: 900px">too wide</div></div>`,
  "selftest/unlabelled.hbs": `<div class="fray"><input type="number" name="system.hp"><label><input type="checkbox" name="icon-only"></label></div>`,
  "selftest/two-roots.hbs": `<div>one</div><div>two</div>`,
  "selftest/missing-partial.hbs": `<div>{{> "systems/fray/templates/selftest/nowhere.hbs"}}</div>`,
  "selftest/ellipsis.hbs": `<div class="fray"><span style="display:block;width:60px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Persuasion and more</span></div>`,
  "selftest/narrow-select.hbs": `<div class="fray"><label>Range <select style="width:80px" name="range"><option selected>Short bow or light crossbow</option></select></label></div>`,
  "selftest/narrow-input.hbs": `<div class="fray"><label>Name <input type="text" style="width:50px" name="who" value="Bartholomew the Bold"></label></div>`,
  "selftest/overlap.hbs": `<div class="fray" style="position:relative;height:40px"><button type="button" style="position:absolute;left:0;width:80px">One</button><button type="button" style="position:absolute;left:40px;width:80px">Two</button></div>`,
  "selftest/invisible-label.hbs": `<div class="fray"><button type="button" aria-label="Delete"><i class="fa-solid fa-trash"></i></button><label><span class="fray-visually-hidden">Wound</span><input type="number" name="system.wound" value="1"></label></div>`,
  "selftest/unexplained-number.hbs": `<div class="fray"><span class="bare">3D</span><span class="explained" data-tooltip="Skill 2D<br>Weapon +1D">3D</span><label>Speed <input type="number" name="speed" value="10"></label></div>`,
  "selftest/unexplained-figure-in-text.hbs": `<div class="fray"><span class="tag">Parry +2</span><span class="both">Armor 1 · HP 7/7</span><span class="explained" data-tooltip="Shield +2">Parry +2</span><p class="fray-hint">Cancels one die per point.</p><span class="word">Roll d100</span></div>`,
  "selftest/chat-card.hbs": `<div class="fray card"><div style="width: 420px">fits a window, not the chat log</div></div>`,
};

export function selftestFixture(part: string, kind: Fixture["kind"] = "sheet", context: Record<string, unknown> = {}, rootClasses: readonly string[] = ["fray"]): Fixture {
  return { name: part, kind, rootClasses, parts: [`selftest/${part}.hbs`], context };
}
