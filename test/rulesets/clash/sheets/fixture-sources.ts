import { defaultsOf } from "../../../../src/core/options.js";
import { optionRows, settingSpecs } from "../../../../src/foundry/settings/option-fields.js";
import { CLASH_OPTION_LABELS } from "../../../../src/rulesets/clash/flows/option-labels.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { kitSheetContext, packDoc, packItemsOf, type Fixture, type PackDoc } from "../../../helpers/slice-fixtures.js";
import { flattenLang } from "../../../support/i18n-keys.js";
import { exchangeCardContext } from "../../../../src/foundry/chat/card-context.js";
import type { ExchangeApplication, ExchangeData } from "../../../../src/foundry/chat/exchange-types.js";
import type { ClashItemType } from "../../../../src/rulesets/clash/data/specs.js";
import { actionsOf, exchangeCombatant, maneuversAvailable, reactionsOf, resolveAction, type CombatantSystem, type ItemLike } from "../../../../src/rulesets/clash/data/state.js";
import { payloadWithView } from "../../../../src/rulesets/clash/flows/card-view.js";
import { chooserContext } from "../../../../src/rulesets/clash/flows/chooser-state.js";
import { BUTTON_ICONS, BUTTON_LABELS, pendingOf, pressClash, startClash, stateOf, type ClashPayload, type LiveSides, type ManeuverView, type NewClash } from "../../../../src/rulesets/clash/flows/clash-card.js";
import { attackDialogContext, initialChoices } from "../../../../src/rulesets/clash/flows/dialog-state.js";
import { CLASH_EXCHANGE_CARDS, clashButtonLabel } from "../../../../src/rulesets/clash/flows/exchange-cards.js";
import { FOLLOW_UP_KIND, followUpJson, followUpPayload, followUpPending, followUpState, pressFollowUp, type FollowUpPayload } from "../../../../src/rulesets/clash/flows/follow-up-card.js";
import { combatantContext, itemContext, type SheetItem } from "../../../../src/rulesets/clash/sheets/context.js";
import { clashOptions, clashOptionsSchema } from "../../../../src/rulesets/clash/rules/index.js";

/**
 * The browser fixtures of the clash slice, built by the same pure functions the sheets, dialogs
 * and cards use, from the compendium sources. `fixtures.test.ts` checks the JSON files still equal
 * what these produce; regenerate them with `npx tsx test/rulesets/clash/sheets/write-fixtures.ts`.
 */

const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const SHEET_ACTOR = ["fray", "sheet", "actor", "clash"];
const SHEET_ITEM = ["fray", "sheet", "item", "clash"];
const CHAT = ["fray", "chat-message", "clash"];
const DIALOG = ["fray", "dialog", "clash"];
const OPTIONS = clashOptions({ reactionTimeout: 30 });
const NOW = 1_800_000_000_000;

const lang = flattenLang(JSON.parse(readFileSync(join(import.meta.dirname, "../../../../lang/en.json"), "utf8")));
const i18n = {
  localize: (key: string) => lang.get(key) ?? key,
  format: (key: string, data: Record<string, string>) => (lang.get(key) ?? key).replace(/\{(\w+)\}/g, (_, k: string) => data[k] ?? `{${k}}`),
};

const itemsOf = (d: PackDoc): SheetItem[] => packItemsOf(d);
const systemOf = (d: PackDoc) => d.system as unknown as CombatantSystem;
const named = (d: PackDoc, name: string) => itemsOf(d).find((i) => i.name === name)!;

function maneuverViews(items: readonly ItemLike[], tags: readonly string[]): Record<string, ManeuverView> {
  return Object.fromEntries(
    maneuversAvailable(items, tags).map((m) => {
      const source = items.find((i) => i.id === m.id)!.system as { description?: string };
      return [m.id, { name: m.name, status: m.status, followUp: (m.followUp?.skill ?? null) as ManeuverView["followUp"], stackable: m.stackable, description: String(source.description ?? "") }];
    }),
  );
}

/** A clash between two compendium actors, as the sheet's attack builds it. */
function newClash(attacker: PackDoc, weapon: string, defender: PackDoc): NewClash {
  const aItems = itemsOf(attacker);
  const dItems = itemsOf(defender);
  const def = actionsOf(systemOf(attacker), aItems).find((d) => d.key === "attack")!;
  const resolved = resolveAction(def, systemOf(attacker), named(attacker, weapon))!;
  const reactions = reactionsOf(systemOf(defender), dItems);
  const tags = [...new Set(reactions.flatMap((r) => r.tags))];
  const aUuid = `Actor.${attacker._id}`;
  const dUuid = `Actor.${defender._id}`;
  return {
    attacker: { uuid: aUuid, name: attacker.name, img: attacker.img },
    defender: { uuid: dUuid, name: defender.name, img: defender.img },
    action: { key: def.key, name: def.name, item: resolved.item?.name ?? null, skillKey: resolved.skillKey, skill: resolved.action.skill },
    reactions: reactions.map((r) => ({ id: r.action.id, name: actionsOf(systemOf(defender), dItems).find((d) => d.key === r.action.id)!.name, item: r.item?.name ?? null, skillKey: r.skillKey, skill: r.action.skill, dealsDamage: r.action.dealsDamage })),
    maneuvers: { ...maneuverViews(dItems, tags), ...maneuverViews(aItems, resolved.tags) },
    input: {
      attacker: { ...exchangeCombatant(aUuid, systemOf(attacker), aItems, resolved.tags), action: resolved.action },
      defender: { ...exchangeCombatant(dUuid, systemOf(defender), dItems, tags), reactions: reactions.map((r) => r.action) },
    },
  };
}

const live = (a: PackDoc, d: PackDoc, over: Partial<Record<"attacker" | "defender", Partial<LiveSides["attacker"]>>> = {}): LiveSides => ({
  attacker: { ap: systemOf(a).ap.value - 1, luck: systemOf(a).luck.value, hp: systemOf(a).hp.value, hpMax: systemOf(a).hp.max, statuses: [], readyWeapon: null, ...over.attacker },
  defender: { ap: systemOf(d).ap.value, luck: systemOf(d).luck.value, hp: systemOf(d).hp.value, hpMax: systemOf(d).hp.max, statuses: [], readyWeapon: null, ...over.defender },
});

function card(name: string, payload: ClashPayload, applications: ExchangeApplication[] = []): Fixture {
  return cardFixture(name, {
    kind: "clash",
    state: stateOf(payload),
    participants: [
      { role: "attacker", actorUuid: payload.attacker.uuid, tokenUuid: null, name: payload.attacker.name },
      { role: "defender", actorUuid: payload.defender.uuid, tokenUuid: null, name: payload.defender.name },
    ],
    pending: pendingOf(payload),
    applications,
    payload: payloadWithView(payload, OPTIONS),
  });
}

/** A follow-up roll's own card, as the relay posts it and as a press leaves it. */
function followUpCard(name: string, payload: FollowUpPayload, applications: ExchangeApplication[] = []): Fixture {
  const participants = [
    { role: "attacker", actorUuid: payload.winner.uuid, tokenUuid: null, name: payload.winner.name },
    { role: "target", actorUuid: payload.target.uuid, tokenUuid: null, name: payload.target.name },
  ];
  return cardFixture(name, { kind: FOLLOW_UP_KIND, state: followUpState(payload), participants, pending: followUpPending(payload), applications, payload: followUpJson(payload) });
}

function cardFixture(name: string, fields: Pick<ExchangeData, "kind" | "state" | "participants" | "pending" | "applications" | "payload">): Fixture {
  const exchange: ExchangeData = { ruleset: "clash", rolls: [], resolution: null, ...fields };
  const spec = { ...CLASH_EXCHANGE_CARDS[fields.kind]!, buttonLabel: (e: ExchangeData, action: string) => (fields.kind === "clash" ? clashButtonLabel(e, action, i18n) : null) };
  const context = exchangeCardContext(exchange, [], spec, (action) => (BUTTON_LABELS[action] ? { label: BUTTON_LABELS[action]!, icon: BUTTON_ICONS[action] ?? "" } : null));
  return { name, kind: "chat", rootClasses: CHAT, parts: ["shared/chat/exchange-card.hbs"], context: json(context) };
}

const APPLIED: ExchangeApplication[] = [
  { id: "a1", userId: "gm", action: "react1", undone: false, deltas: [{ kind: "update", uuid: "Actor.x", path: "system.ap.value", from: 2, to: 1 }] },
  { id: "a2", userId: "gm", action: "applyDamage", undone: false, deltas: [{ kind: "update", uuid: "Actor.y", path: "system.hp.value", from: 14, to: 9 }] },
];

function itemSheet(name: string, d: { name: string; img: string; type: string; system: Record<string, unknown> }): Fixture {
  return {
    name,
    kind: "sheet",
    rootClasses: SHEET_ITEM,
    parts: ["shared/parts/sheet-header.hbs", `clash/item/${d.type.replace(/^clash/, "").toLowerCase()}-body.hbs`],
    context: json({ ...kitSheetContext("edit", `Item.${name}`, { enriched: { description: String(d.system["description"] ?? "") } }), ...itemContext({ name: d.name, img: d.img }, d.type as ClashItemType, d.system, true) }),
  };
}

export function buildFixtures(): Fixture[] {
  const sellsword = packDoc("clash-creatures", "sellsword");
  const guard = packDoc("clash-creatures", "town-guard");
  const wyvern = packDoc("clash-creatures", "wyvern");
  const adept = packDoc("clash-creatures", "cult-adept");
  const notes = (d: PackDoc) => ({ notes: String(d.system["notes"] ?? "") });

  // The sellsword attacks the town guard: 73 fails; the guard has luck, then chooses a reaction.
  const failed = startClash(newClash(sellsword, "Longsword", guard), 73, OPTIONS, NOW);
  const prompt = pressClash(startClash(newClash(sellsword, "Longsword", guard), 35, OPTIONS, NOW), "keepRoll", [], {}, live(sellsword, guard), OPTIONS, NOW).payload;
  // The wyvern bites the sellsword (35), who counter attacks and fails (82); the wyvern wins one CM,
  // takes Tail Whip, bites for 7 through 6 points of armor, and the whip lands on a Willpower of 71.
  let whip = startClash(newClash(wyvern, "Bite", sellsword), 35, OPTIONS, NOW);
  whip = pressClash(whip, "keepRoll", [], {}, live(wyvern, sellsword), OPTIONS, NOW).payload;
  whip = pressClash(whip, "react1", [82], {}, live(wyvern, sellsword), OPTIONS, NOW).payload;
  whip = pressClash(whip, "luckPass", [], {}, live(wyvern, sellsword, { defender: { ap: 1 } }), OPTIONS, NOW).payload;
  const tailWhip = Object.entries(whip.maneuvers).find(([, m]) => m.name === "Tail Whip")![0];
  whip = pressClash(whip, "chooseManeuvers", [], { maneuverIds: [tailWhip] }, live(wyvern, sellsword, { defender: { ap: 1 } }), OPTIONS, NOW).payload;
  whip = pressClash(whip, "rollDamage", [10], {}, live(wyvern, sellsword, { defender: { ap: 1 } }), OPTIONS, NOW).payload;
  const applyPending = whip;
  const applied = pressClash(whip, "applyDamage", [], {}, live(wyvern, sellsword, { defender: { ap: 1 } }), OPTIONS, NOW);
  whip = applied.payload;
  const whipPending = followUpPayload(whip, applied.followUps[0]!, "clashCard1");
  const whipLanded = pressFollowUp(whipPending, "rollFollowUp", [71], { statuses: [], ap: 1, readyWeapon: null }, OPTIONS).payload;
  // A veteran guard who knows six more reactions than the built-in two: eight reaction buttons and "No reaction" must wrap, not clip.
  const drills = ["Shield Block", "Sidestep", "Duck Under", "Riposte", "Bind the Blade", "Fall Back in Good Order"];
  const veteran: PackDoc = {
    ...guard,
    items: [
      ...(guard.items ?? []),
      ...drills.map((name, i) => ({ _id: `drill${i}`, name, img: "icons/svg/shield.svg", type: "clashAction", system: { key: `drill${i}`, kind: "reactive", source: i % 2 === 0 ? "weapon" : "skill", skill: "evade", dealsDamage: i % 2 === 0, description: "" } })),
    ],
  };
  const crowded = pressClash(startClash(newClash(sellsword, "Longsword", veteran), 35, OPTIONS, NOW), "keepRoll", [], {}, live(sellsword, veteran), OPTIONS, NOW).payload;
  // A fumble against no reaction: the GM settles it.
  let fumble = startClash(newClash(guard, "Spear", wyvern), 88, OPTIONS, NOW);
  fumble = pressClash(fumble, "luckPass", [], {}, live(guard, wyvern), OPTIONS, NOW).payload;
  fumble = pressClash(fumble, "noReaction", [], {}, live(guard, wyvern), OPTIONS, NOW).payload;

  const dialogInput = {
    attacker: sellsword.name,
    target: guard.name,
    action: "FRAY.Clash.Action.Attack",
    item: "Longsword",
    skill: 60,
    reactions: prompt.reactions.map((r) => ({ name: r.name, item: r.item, skill: r.skill })),
    defenderCanReact: true,
  };
  const chooserManeuvers = Object.entries(newClash(sellsword, "Longsword", guard).maneuvers)
    .filter(([id]) => itemsOf(sellsword).some((i) => i.id === id))
    .map(([id, m]) => ({ id, ...m }));

  const fireBolt = named(adept, "Fire Bolt");
  return [
    {
      name: "clash-character-sheet",
      kind: "sheet",
      rootClasses: SHEET_ACTOR,
      parts: ["shared/parts/sheet-header.hbs", "clash/actor/combatant-sheet.hbs"],
      context: json({ ...kitSheetContext("play", `Actor.${sellsword._id}`, { enriched: notes(sellsword) }), ...combatantContext({ name: sellsword.name, img: sellsword.img }, systemOf(sellsword), itemsOf(sellsword), true, "doubles", "TYPES.Actor.clashCharacter") }),
    },
    {
      name: "clash-creature-sheet",
      kind: "sheet",
      rootClasses: SHEET_ACTOR,
      parts: ["shared/parts/sheet-header.hbs", "clash/actor/combatant-sheet.hbs"],
      context: json({ ...kitSheetContext("edit", `Actor.${wyvern._id}`, { enriched: notes(wyvern) }), ...combatantContext({ name: wyvern.name, img: wyvern.img }, systemOf(wyvern), itemsOf(wyvern), true, "tenth", "TYPES.Actor.clashCreature") }),
    },
    itemSheet("clash-item-weapon-sheet", packDoc("clash-weapons", "longsword") as never),
    itemSheet("clash-item-armor-sheet", packDoc("clash-armor", "round-shield") as never),
    itemSheet("clash-item-spell-sheet", { name: fireBolt.name, img: fireBolt.img, type: fireBolt.type, system: fireBolt.system as Record<string, unknown> }),
    itemSheet("clash-item-action-sheet", packDoc("clash-actions", "counter-attack") as never),
    itemSheet("clash-item-maneuver-sheet", packDoc("clash-maneuvers", "tail-whip") as never),
    { name: "clash-attack-dialog", kind: "dialog", rootClasses: DIALOG, parts: ["clash/dialog/attack-dialog.hbs"], context: json(attackDialogContext(dialogInput, initialChoices(dialogInput), OPTIONS)) },
    { name: "clash-maneuver-chooser", kind: "dialog", rootClasses: DIALOG, parts: ["clash/dialog/maneuver-chooser.hbs"], context: json(chooserContext({ winner: sellsword.name, loser: guard.name, count: 2, maneuvers: chooserManeuvers })) },
    card("clash-card-attacker-luck", failed),
    card("clash-card-defender-prompt", prompt),
    card("clash-card-many-reactions", crowded),
    card("clash-card-apply-damage", applyPending, APPLIED.slice(0, 1)),
    card("clash-card-resolved", whip, APPLIED),
    followUpCard("clash-card-follow-up", whipPending),
    followUpCard("clash-card-follow-up-landed", whipLanded, [{ id: "f1", userId: "gm", action: "rollFollowUp", undone: false, deltas: [{ kind: "status", actorUuid: whipPending.target.uuid, statusId: "stunned", active: true, wasActive: false }] }]),
    card("clash-card-fumble", fumble),
    // The real options menu of this ruleset, every option at its default.
    {
      name: "clash-options-menu",
      kind: "dialog",
      rootClasses: ["fray", "fray-options-menu"],
      parts: ["shared/settings/ruleset-options.hbs"],
      context: json({ rulesetLabel: "FRAY.Ruleset.Clash", rows: optionRows(settingSpecs("clash", clashOptionsSchema, CLASH_OPTION_LABELS), defaultsOf(clashOptionsSchema)) }),
    },
  ];
}
