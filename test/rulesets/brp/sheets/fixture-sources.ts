import { defaultsOf } from "../../../../src/core/options.js";
import { ruleUnparryable } from "../../../../src/rulesets/brp/rules/rulings.js";
import { optionRows, settingSpecs } from "../../../../src/foundry/settings/option-fields.js";
import { BRP_OPTION_LABELS } from "../../../../src/rulesets/brp/flows/option-labels.js";
import { brpOptionsSchema } from "../../../../src/rulesets/brp/rules/options.js";
import { kitSheetContext, packDoc, packItemsOf, type Fixture, type PackDoc } from "../../../helpers/slice-fixtures.js";
import { defenderStateOf, livingDerived, parryItemsOf, type ItemLike, type LivingSystem } from "../../../../src/rulesets/brp/data/state.js";
import { advanceAttack, pendingOf, startAttack, type ActorRef, type AttackPayload } from "../../../../src/rulesets/brp/flows/attack.js";
import { attackInput, payloadWithView, type ActorLike } from "../../../../src/rulesets/brp/flows/attack-input.js";
import { rollDialogContext, type DefenceChoice } from "../../../../src/rulesets/brp/flows/dialog-state.js";
import { BRP_EXCHANGE_CARDS, skillPayloadWithView } from "../../../../src/rulesets/brp/flows/exchange-cards.js";
import { intentDialogContext } from "../../../../src/rulesets/brp/flows/intent.js";
import { BRP_EXCHANGE_HANDLERS } from "../../../../src/rulesets/brp/flows/handlers.js";
import { itemContext, livingContext, objectContext, type SheetItem } from "../../../../src/rulesets/brp/sheets/context.js";
import { locationDialogContext } from "../../../../src/rulesets/brp/flows/location-table.js";
import { bodyOf } from "../../../../src/rulesets/brp/rules/harm.js";
import type { BrpItemType } from "../../../../src/rulesets/brp/data/specs.js";
import { applyDamage, brpOptions, defenceOptions, newDefenceRound, outcome, type BrpOptions } from "../../../../src/rulesets/brp/rules/index.js";
import { exchangeCardContext } from "../../../../src/foundry/chat/card-context.js";
import type { ExchangeApplication, ExchangeData, JsonObject, PendingDecision } from "../../../../src/foundry/chat/exchange-types.js";

/**
 * The browser fixtures of the brp slice, built by the same pure functions the sheets, dialogs and
 * cards use, from the compendium sources. `fixtures.test.ts` checks the JSON files still equal
 * what these produce; regenerate them with `npx tsx test/rulesets/brp/sheets/write-fixtures.ts`.
 */

export type Doc = PackDoc;
export type { Fixture };
export const doc = packDoc;
export const itemsOf = (d: Doc): SheetItem[] => packItemsOf(d);
export const living = (d: Doc) => d.system as unknown as LivingSystem;
const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const SHEET_ACTOR = ["fray", "sheet", "actor", "brp"];
const CHARACTER_PARTS = ["shared/parts/sheet-header.hbs", "brp/actor/character-header.hbs", "brp/actor/character-body.hbs"];
const notesOf = (d: Doc) => ({ notes: String(d.system["notes"] ?? "") });
const SHEET_ITEM = ["fray", "sheet", "item", "brp"];
const CHAT = ["fray", "chat-message", "brp"];
const DIALOG = ["fray", "dialog", "brp"];

/** The worked example reads the major-wound threshold rounded down (BRP-WND-3). */
export const EXAMPLE_OPTIONS: BrpOptions = brpOptions({ majorWoundRounding: "down" });

const byName = (items: readonly ItemLike[], name: string) => items.find((i) => i.name === name && i.type === "brpWeapon")!;

export const actorLike = (d: Doc, system: LivingSystem = living(d)): ActorLike => ({ uuid: `Actor.${d._id}`, id: d._id, name: d.name, img: d.img, system, items: itemsOf(d) });

export function newAttack(attacker: Doc, weaponName: string, defender: Doc, round: number, attackRoll: number, options: BrpOptions, defenderSystem?: LivingSystem, extra: { visible?: boolean } = {}): AttackPayload {
  const a = actorLike(attacker);
  return startAttack(attackInput(a, byName(a.items, weaponName), actorLike(defender, defenderSystem), { round, ...extra }, options), attackRoll);
}

/** A chat fixture: the shared exchange card around the brp body partial, as the glue renders it. */
function chat(name: string, kind: "attack" | "skill" | "entangleLuck" | "impaledMove", payload: JsonObject, pending: PendingDecision | null, participants: ActorRef[], applications: ExchangeApplication[] = []): Fixture {
  const exchange: ExchangeData = {
    ruleset: "brp",
    kind,
    state: pending ? "pending" : "closed",
    participants: participants.map((p, i) => ({ role: kind === "skill" ? "actor" : kind !== "attack" ? "target" : i === 0 ? "attacker" : "defender", actorUuid: p.uuid, tokenUuid: null, name: p.name })),
    rolls: [],
    pending,
    resolution: null,
    applications,
    payload,
  };
  const context = exchangeCardContext(exchange, [], BRP_EXCHANGE_CARDS[kind] ?? null, (action) => BRP_EXCHANGE_HANDLERS[kind]?.[action] ?? null);
  return { name, kind: "chat", rootClasses: CHAT, parts: ["shared/chat/exchange-card.hbs"], context: json(context) };
}
const attackChat = (name: string, payload: AttackPayload, applications: ExchangeApplication[] = []) => chat(name, "attack", payloadWithView(payload), pendingOf(payload), [payload.attacker, payload.defender], applications);

const APPLIED: ExchangeApplication[] = [{ id: "a1", userId: "gm", action: "rollDamage", undone: false, deltas: [{ kind: "update", uuid: "Actor.x", path: "system.hitPoints.value", from: 17, to: 14 }] }];

/** The seed's temple escape, step by step through the card payloads (BRP-TV-18..20). */
export function templeEscape() {
  const priest = doc("brp-creatures", "serpent-priest");
  const assassin = doc("brp-creatures", "cult-assassin");
  const yvarre = doc("brp-creatures", "yvarre");
  // Round 1: the thrown dagger hits (30 vs 55), no defence, 1D4+2+1D2 rolls its minimum 4.
  let dagger = newAttack(priest, "Throwing Dagger", yvarre, 1, 30, EXAMPLE_OPTIONS);
  dagger = advanceAttack(dagger, "noDefence", []);
  dagger = advanceAttack(dagger, "rollDamage", [3, 1]);
  // Round 2: the First Aid fumble costs one more point (no table).
  const afterDagger = outcome(dagger.exchange).harm!;
  const fumbled = applyDamage(afterDagger, { id: "firstAidFumble", targetId: yvarre._id, amount: 1, round: 2, source: "fumble" }, EXAMPLE_OPTIONS).harm;
  // Round 3: the unseen archer hits (43 vs 60); 1D8+1 rolls 9; major wound 27, Luck holds, loss 2.
  const hurt: LivingSystem = { ...living(yvarre), hitPoints: { value: fumbled.hp } };
  let arrow = newAttack(assassin, "Long Bow", yvarre, 3, 43, EXAMPLE_OPTIONS, hurt, { visible: false });
  arrow = { ...arrow, exchange: { ...arrow.exchange, input: { ...arrow.exchange.input, defender: { ...arrow.exchange.input.defender, harm: fumbled } } } };
  const arrowPosted = arrow;
  arrow = advanceAttack(arrow, "noDefence", []);
  const arrowDamage = arrow;
  arrow = advanceAttack(arrow, "rollDamage", [9, 0]);
  arrow = advanceAttack(arrow, "rollMajorWound", [27]);
  arrow = advanceAttack(arrow, "rollLuck", [20]);
  arrow = advanceAttack(arrow, "rollLoss", [2]);
  return { dagger, arrowPosted, arrowDamage, arrow, yvarre, priest, assassin };
}

/** A melee exchange: the temple guard's spear special (05 vs 55) met by Yvarre's broadsword parry (40 vs 70). */
export function spearVsParry() {
  const guard = doc("brp-creatures", "temple-guard");
  const yvarre = doc("brp-creatures", "yvarre");
  const opening = newAttack(guard, "Short Spear", yvarre, 2, 5, brpOptions());
  const parried = advanceAttack(opening, "parry1", [40]);
  const damaged = advanceAttack(parried, "rollDamage", [5, 2]);
  return { guard, yvarre, opening, parried, damaged };
}

/** A hunter's spear still lodged in the bear (BRP-SPC-15). */
const SPEAR_WOUND: SheetItem = {
  id: "spearWound000001",
  name: "Spear in the flank",
  img: "icons/svg/blood.svg",
  type: "brpWound",
  system: { source: "attack", damage: 7, remaining: 7, severity: "minor", location: "", round: 2, bleeding: false, impaled: { weaponId: "spear", name: "Long Spear", formula: "1D10+1", damageSoFar: 7, largerThanKnife: true, thrown: false }, firstAidBy: [], majorWoundRoll: 0, permanent: false, description: "" },
};

export function buildFixtures(): Fixture[] {
  const yvarre = doc("brp-creatures", "yvarre");
  const kallistor = doc("brp-creatures", "kallistor");
  const bear = doc("brp-creatures", "brown-bear");
  const wolf = doc("brp-creatures", "wolf");
  const wolfBody = bodyOf(livingDerived(living(wolf), itemsOf(wolf)).harm);
  const options = brpOptions({ hitLocations: true });
  const { dagger, arrow, arrowPosted } = templeEscape();
  const melee = spearVsParry();

  // Yvarre after the arrow: her wounds as items, the stored harm record, 5 HP, the shock countdown running.
  const arrowHarm = outcome(arrow.exchange).harm!;
  const WOUND_NAMES: Record<string, string> = { firstAidFumble: "Torn open by First Aid" };
  WOUND_NAMES[arrowHarm.wounds[0]!.id] = "Dagger in the shoulder";
  WOUND_NAMES[arrowHarm.wounds.at(-1)!.id] = "Arrow in the arm";
  const woundItems: SheetItem[] = arrowHarm.wounds.map((w, i) => ({
    id: `wound${i}000000000000`.slice(0, 16),
    name: WOUND_NAMES[w.id] ?? w.id,
    img: "icons/svg/blood.svg",
    type: "brpWound",
    system: json({ source: w.source, damage: w.damage, remaining: w.remaining, severity: w.severity, location: w.location ?? "", round: w.round ?? 0, bleeding: w.bleeding, impaled: w.impaled ? { ...w.impaled, name: "Long Bow" } : { weaponId: "", name: "", formula: "", damageSoFar: 0, largerThanKnife: true, thrown: false }, firstAidBy: w.firstAidBy, majorWoundRoll: w.severity === "major" ? 21 : 0, permanent: false }),
  }));
  const { hpMax: _m, hp: _h, wounds: _w, ...stored } = arrowHarm;
  const hurtYvarre: LivingSystem = { ...living(yvarre), hitPoints: { value: arrowHarm.hp }, harm: json(stored) as Record<string, unknown> };
  const yItems = [...itemsOf(yvarre), ...woundItems];

  const itemFixture = (name: string, d: { name: string; img: string; type: string; system: Record<string, unknown> }, body: string): Fixture => ({
    name,
    kind: "sheet",
    rootClasses: SHEET_ITEM,
    parts: ["shared/parts/sheet-header.hbs", `brp/item/${body}.hbs`],
    context: json({ ...kitSheetContext("edit", `Item.${name}`, { enriched: { description: String(d.system["description"] ?? "") } }), ...itemContext({ name: d.name, img: d.img }, d.type as BrpItemType, d.system, true) }),
  });
  const firstOf = (d: Doc, type: string) => d.items!.find((i) => i.type === type)!;
  const arrowItem = woundItems.at(-1)!;
  const woundDoc = { name: arrowItem.name, img: arrowItem.img, type: "brpWound", system: arrowItem.system as Record<string, unknown> };

  // The roll dialog: the guard's spear against Yvarre, with her parry options listed.
  const guard = melee.guard;
  const gd = livingDerived(living(guard), itemsOf(guard));
  const yd = livingDerived(living(yvarre), itemsOf(yvarre));
  const parryItems = parryItemsOf(itemsOf(yvarre), yd.skills);
  const offered = defenceOptions({ missile: null, attackerSiz: 14 }, defenderStateOf(living(yvarre), yd), parryItems, newDefenceRound());
  const defences: DefenceChoice[] = offered.map((o) =>
    o.kind === "none" ? { kind: "none", name: "", chance: 0, limits: {} } : { kind: o.kind, name: o.kind === "parry" ? (parryItems.find((p) => p.id === o.itemId)?.name ?? "") : "", chance: o.chance, limits: o.limits },
  );

  return [
    {
      name: "brp-character-sheet",
      kind: "sheet",
      rootClasses: SHEET_ACTOR,
      parts: CHARACTER_PARTS,
      context: json({ ...kitSheetContext("play", `Actor.${yvarre._id}`, { enriched: notesOf(yvarre) }), ...livingContext({ name: yvarre.name, img: yvarre.img }, hurtYvarre, yItems, true, 4, options, "TYPES.Actor.brpCharacter"), intent: true }),
    },
    {
      name: "brp-character-sheet-healer",
      kind: "sheet",
      rootClasses: SHEET_ACTOR,
      parts: CHARACTER_PARTS,
      context: json({ ...kitSheetContext("play", `Actor.${kallistor._id}`, { enriched: notesOf(kallistor) }), ...livingContext({ name: kallistor.name, img: kallistor.img }, living(kallistor), itemsOf(kallistor), false, null, undefined, "TYPES.Actor.brpCharacter") }),
    },
    {
      name: "brp-creature-sheet",
      kind: "sheet",
      rootClasses: SHEET_ACTOR,
      parts: ["shared/parts/sheet-header.hbs", "brp/actor/creature-sheet.hbs"],
      context: json({ ...kitSheetContext("edit", `Actor.${bear._id}`, { enriched: notesOf(bear) }), ...livingContext({ name: bear.name, img: bear.img }, { ...living(bear), hitPoints: { value: 12 } }, [...itemsOf(bear), SPEAR_WOUND], true, null, undefined, "TYPES.Actor.brpCreature") }),
    },
    {
      name: "brp-creature-sheet-own-locations",
      kind: "sheet",
      rootClasses: SHEET_ACTOR,
      parts: ["shared/parts/sheet-header.hbs", "brp/actor/creature-sheet.hbs"],
      context: json({ ...kitSheetContext("edit", `Actor.${wolf._id}`, { enriched: notesOf(wolf) }), ...livingContext({ name: wolf.name, img: wolf.img }, living(wolf), itemsOf(wolf), true, null, brpOptions({ hitLocations: true }), "TYPES.Actor.brpCreature") }),
    },
    {
      name: "brp-character-sheet-fatigue",
      kind: "sheet",
      rootClasses: SHEET_ACTOR,
      parts: CHARACTER_PARTS,
      context: json({ ...kitSheetContext("edit", `Actor.${yvarre._id}`, { enriched: notesOf(yvarre) }), ...livingContext({ name: yvarre.name, img: yvarre.img }, { ...living(yvarre), fatiguePoints: { value: 0 } }, itemsOf(yvarre), true, null, brpOptions({ fatiguePoints: true }), "TYPES.Actor.brpCharacter") }),
    },
    {
      name: "brp-object-sheet",
      kind: "sheet",
      rootClasses: SHEET_ACTOR,
      parts: ["shared/parts/sheet-header.hbs", "brp/actor/object-sheet.hbs"],
      context: json({ ...kitSheetContext("edit", "Actor.templeDoor000000", { enriched: { notes: "<p>Oak planks bound in bronze.</p>" } }), ...objectContext({ name: "Temple door", img: "icons/svg/door-closed.svg" }, { kind: "object", hitPoints: { value: 15, max: 20 }, armor: 4, move: 0 }, true, "TYPES.Actor.brpObject") }),
    },
    {
      name: "brp-object-sheet-vehicle",
      kind: "sheet",
      rootClasses: SHEET_ACTOR,
      parts: ["shared/parts/sheet-header.hbs", "brp/actor/object-sheet.hbs"],
      context: json({ ...kitSheetContext("play", "Actor.oxCart0000000000", { enriched: { notes: "<p>A two-wheeled cart.</p>" } }), ...objectContext({ name: "Ox cart", img: "icons/svg/wheel.svg" }, { kind: "vehicle", hitPoints: { value: 0, max: 14 }, armor: 2, move: 6 }, false, "TYPES.Actor.brpObject") }),
    },
    { name: "brp-locations-dialog", kind: "dialog", rootClasses: DIALOG, parts: ["brp/dialog/locations-dialog.hbs"], context: json(locationDialogContext(wolfBody, true, (key) => key)) },
    itemFixture("brp-item-weapon-sheet", doc("brp-weapons", "long-bow"), "weapon-body"),
    itemFixture("brp-item-shield-sheet", doc("brp-shields", "round-shield"), "shield-body"),
    itemFixture("brp-item-armor-sheet", doc("brp-armor", "open-helm"), "armor-body"),
    itemFixture("brp-item-power-sheet", doc("brp-powers", "healing"), "power-body"),
    itemFixture("brp-item-skill-sheet", firstOf(yvarre, "brpSkill"), "skill-body"),
    itemFixture("brp-item-wound-sheet", woundDoc, "wound-body"),
    {
      name: "brp-roll-dialog-attack",
      kind: "dialog",
      rootClasses: DIALOG,
      parts: ["brp/dialog/roll-dialog.hbs"],
      context: json(rollDialogContext({ kind: "attack", name: guard.name, label: "Short Spear", target: yvarre.name, skill: gd.skills["spear"]!, missile: null, melee: true, defences }, { grade: "normal", flat: 0, distance: 0, defence: 0 })),
    },
    {
      // Over 100% with the split option on (BRP-OPT-1): 151% as the second of two attacks.
      name: "brp-roll-dialog-split",
      kind: "dialog",
      rootClasses: DIALOG,
      parts: ["brp/dialog/roll-dialog.hbs"],
      context: json(rollDialogContext({ kind: "attack", name: yvarre.name, label: "Broadsword", target: guard.name, skill: 151, missile: null, melee: true, defences, split: 3 }, { grade: "normal", flat: 0, distance: 0, defence: 0, split: 2, part: 1 })),
    },
    { name: "brp-intent-dialog", kind: "dialog", rootClasses: DIALOG, parts: ["brp/dialog/intent-dialog.hbs"], context: json(intentDialogContext(yvarre.name, { action: "move", moveMetres: 10, actions: 1, delayTo: 0, hidden: false }, true)) },
    {
      name: "brp-roll-dialog-missile",
      kind: "dialog",
      rootClasses: DIALOG,
      parts: ["brp/dialog/roll-dialog.hbs"],
      context: json(rollDialogContext({ kind: "attack", name: "Cult Assassin", label: "Long Bow", target: "", skill: 60, missile: { baseRange: 90, dex: 16 }, melee: false, defences: [] }, { grade: "normal", flat: -10, distance: 150, defence: 0 })),
    },
    attackChat("brp-card-temple-dagger", dagger, APPLIED),
    attackChat("brp-card-temple-arrow-defence", arrowPosted),
    attackChat("brp-card-temple-arrow", arrow, APPLIED),
    attackChat("brp-card-attack-parry-pending", melee.opening),
    // The GM ruled the spear thrust unparryable (BRP-FVTT-7): only Dodge and No defence are left, and the card says why.
    // The GM's rulings after a blow (BRP-FVTT-7): the entangled Yvarre's Luck roll waiting for her player, and a lodged spear's movement damage, undoable.
    chat("brp-card-entangle-luck", "entangleLuck", { view: { lines: [{ key: "FRAY.Brp.Ruling.EntangleLuckAsked", data: { name: yvarre.name, chance: 60 } }] } }, { actorUuid: `Actor.${yvarre._id}`, actions: ["rollEntangleLuck"], prompt: "FRAY.Brp.Ruling.EntangleLuckPrompt" }, [{ uuid: `Actor.${yvarre._id}`, name: yvarre.name, img: yvarre.img }]),
    chat("brp-card-impaled-move", "impaledMove", { view: { lines: [{ key: "FRAY.Brp.Ruling.ImpaledMoveLine", data: { name: yvarre.name, wound: "Short Spear", formula: "1D6+1", roll: 5, points: 2, before: 11, after: 9 } }] } }, null, [{ uuid: `Actor.${yvarre._id}`, name: yvarre.name, img: yvarre.img }], [{ id: "m1", userId: "gm", action: "impaledMove", undone: false, deltas: [{ kind: "update", uuid: `Actor.${yvarre._id}`, path: "system.hitPoints.value", from: 11, to: 9 }] }]),
    attackChat("brp-card-gm-unparryable", { ...melee.opening, exchange: ruleUnparryable(melee.opening.exchange) }),
    attackChat("brp-card-attack-parry-damage", melee.parried),
    attackChat("brp-card-attack-parry", melee.damaged, APPLIED),
    attackChat("brp-card-fumble", advanceAttack(newAttack(guard, "Short Spear", yvarre, 2, 99, brpOptions()), "rollFumble", [99, 55, 30])),
    chat("brp-card-first-aid", "skill", skillPayloadWithView({ actor: { uuid: `Actor.${yvarre._id}`, name: yvarre.name, img: yvarre.img }, label: "First Aid", chance: 47, roll: 99, healed: { wound: "Dagger in the shoulder", points: 0, fumbleLoss: 1 } }), null, [{ uuid: `Actor.${yvarre._id}`, name: yvarre.name, img: yvarre.img }]),
    // The real options menu of this ruleset, every option at its default.
    {
      name: "brp-options-menu",
      kind: "dialog",
      rootClasses: ["fray", "fray-options-menu"],
      parts: ["shared/settings/ruleset-options.hbs"],
      context: json({ rulesetLabel: "FRAY.Ruleset.Brp", rows: optionRows(settingSpecs("brp", brpOptionsSchema, BRP_OPTION_LABELS), defaultsOf(brpOptionsSchema)) }),
    },
  ];
}

