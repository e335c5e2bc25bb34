import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { defenceRoundOf, defenderStateOf, exchangeWeaponOf, livingDerived, parryItemsOf, type ItemLike, type LivingSystem } from "../../../../src/rulesets/brp/data/state.js";
import { advanceAttack, startAttack, type AttackPayload, type NewAttack } from "../../../../src/rulesets/brp/flows/attack.js";
import { attackCardContext, skillCardContext } from "../../../../src/rulesets/brp/flows/cards.js";
import { rollDialogContext, type DefenceChoice } from "../../../../src/rulesets/brp/flows/dialog-state.js";
import { itemContext, livingContext, type SheetItem } from "../../../../src/rulesets/brp/sheets/context.js";
import type { BrpItemType } from "../../../../src/rulesets/brp/data/specs.js";
import { applyDamage, brpOptions, defenceOptions, newDefenceRound, outcome, type BrpOptions } from "../../../../src/rulesets/brp/rules/index.js";

/**
 * The browser fixtures of the brp slice, built by the same pure functions the sheets, dialogs and
 * cards use, from the compendium sources. `fixtures.test.ts` checks the JSON files still equal
 * what these produce; regenerate them with `npx tsx test/rulesets/brp/sheets/write-fixtures.ts`.
 */

export interface Fixture {
  readonly name: string;
  readonly kind: "sheet" | "chat" | "dialog";
  readonly rootClasses: readonly string[];
  readonly parts: readonly string[];
  readonly context: unknown;
}

const PACKS = join(import.meta.dirname, "../../../../packs/_source");
export interface Doc {
  readonly _id: string;
  readonly name: string;
  readonly img: string;
  readonly type: string;
  readonly system: Record<string, unknown>;
  readonly items?: Array<{ _id: string; name: string; img: string; type: string; system: Record<string, unknown> }>;
}
export const doc = (pack: string, file: string) => load(readFileSync(join(PACKS, pack, `${file}.yml`), "utf8")) as Doc;
export const itemsOf = (d: Doc): SheetItem[] => (d.items ?? []).map((i) => ({ id: i._id, name: i.name, img: i.img, type: i.type, system: i.system }));
export const living = (d: Doc) => d.system as unknown as LivingSystem;
const ref = (d: Doc) => ({ uuid: `Actor.${d._id}`, name: d.name, img: d.img });
const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const SHEET_ACTOR = ["fray", "sheet", "actor", "brp"];
const SHEET_ITEM = ["fray", "sheet", "item", "brp"];
const CHAT = ["fray", "chat-message", "brp"];
const DIALOG = ["fray", "dialog", "brp"];

/** The worked example reads the major-wound threshold rounded down (BRP-WND-3). */
export const EXAMPLE_OPTIONS: BrpOptions = brpOptions({ majorWoundRounding: "down" });

const byName = (items: readonly ItemLike[], name: string) => items.find((i) => i.name === name && i.type === "brpWeapon")!;

/** An attack card payload between two compendium actors, built exactly as the Foundry flow builds it. */
export function attackBetween(attacker: Doc, weaponName: string, defender: Doc, round: number, options: BrpOptions, defenderSystem: LivingSystem = living(defender), extra: { visible?: boolean } = {}): NewAttack {
  const aItems = itemsOf(attacker);
  const dItems = itemsOf(defender);
  const a = livingDerived(living(attacker), aItems, options);
  const d = livingDerived(defenderSystem, dItems, options);
  const weapon = byName(aItems, weaponName);
  const parry = parryItemsOf(dItems, d.skills);
  const ws = weapon.system as { skill: string };
  return startAttackInput(attacker, defender, weapon, parry, a, d, defenderSystem, round, options, ws.skill, extra);
}

function startAttackInput(
  attacker: Doc,
  defender: Doc,
  weapon: ItemLike,
  parry: ReturnType<typeof parryItemsOf>,
  a: ReturnType<typeof livingDerived>,
  d: ReturnType<typeof livingDerived>,
  defenderSystem: LivingSystem,
  round: number,
  options: BrpOptions,
  skill: string,
  extra: { visible?: boolean },
): NewAttack {
  return {
    attacker: ref(attacker),
    defender: ref(defender),
    weapon: { name: weapon.name ?? "", uuid: `Actor.${attacker._id}.Item.${weapon.id}` },
    items: Object.fromEntries(parry.map((p) => [p.id, { name: p.name, uuid: `Actor.${defender._id}.Item.${p.id}` }])),
    chances: { idea: d.values!.rolls.idea, stamina: d.values!.rolls.stamina, luck: d.values!.rolls.luck },
    input: {
      round,
      options,
      attacker: { id: attacker._id, siz: Number(living(attacker).characteristics.SIZ), chance: a.skills[skill] ?? 0, damageModifier: a.values!.damageModifier, weapon: exchangeWeaponOf(weapon), ...(extra.visible === undefined ? {} : { visible: extra.visible }) },
      defender: { id: defender._id, harm: d.harm, armor: d.armor, state: defenderStateOf(defenderSystem, d), items: parry, round: defenceRoundOf(defenderSystem.defence, round) },
    },
  };
}

export function newAttack(attacker: Doc, weaponName: string, defender: Doc, round: number, attackRoll: number, options: BrpOptions, defenderSystem?: LivingSystem, extra: { visible?: boolean } = {}): AttackPayload {
  return startAttack(attackBetween(attacker, weaponName, defender, round, options, defenderSystem, extra), attackRoll);
}

const NO_APPLICATIONS = { applications: [] };
const APPLIED = { applications: [{ id: "a1", undone: false, deltas: 3 }] };

/** The seed's temple escape, step by step through the card payloads (BRP-TV-18..20). */
export function templeEscape() {
  const priest = doc("brp-creatures", "serpent-priest");
  const assassin = doc("brp-creatures", "cult-assassin");
  const yvarre = doc("brp-creatures", "yvarre");
  // Round 1: the thrown dagger hits (30 vs 55), no defence, 1D4+2+1D2 rolls its minimum 4.
  let dagger = newAttack(priest, "Throwing Dagger", yvarre, 1, 30, EXAMPLE_OPTIONS);
  const noDefence = `defend${(attackCardContext(dagger, NO_APPLICATIONS).buttons.length - 1).toString()}`;
  dagger = advanceAttack(dagger, noDefence, []);
  dagger = advanceAttack(dagger, "roll", [3, 1]);
  // Round 2: the First Aid fumble costs one more point (no table).
  const afterDagger = outcome(dagger.exchange).harm!;
  const fumbled = applyDamage(afterDagger, { id: "firstAidFumble", targetId: yvarre._id, amount: 1, round: 2, source: "fumble" }, EXAMPLE_OPTIONS).harm;
  // Round 3: the unseen archer hits (43 vs 60); 1D8+1 rolls 9; major wound 27, Luck holds, loss 2.
  const hurt: LivingSystem = { ...living(yvarre), hitPoints: { value: fumbled.hp } };
  let arrow = newAttack(assassin, "Long Bow", yvarre, 3, 43, EXAMPLE_OPTIONS, hurt, { visible: false });
  arrow = { ...arrow, exchange: { ...arrow.exchange, input: { ...arrow.exchange.input, defender: { ...arrow.exchange.input.defender, harm: fumbled } } } };
  arrow = advanceAttack(arrow, "defend0", []);
  const arrowPending = arrow;
  arrow = advanceAttack(arrow, "roll", [9, 0]);
  arrow = advanceAttack(arrow, "roll", [27]);
  arrow = advanceAttack(arrow, "rollCharacteristic", [20]);
  arrow = advanceAttack(arrow, "roll", [2]);
  return { dagger, arrowPending, arrow, yvarre, priest, assassin };
}

/** A melee exchange: the temple guard's spear special (05 vs 55) met by Yvarre's broadsword parry (40 vs 70). */
export function spearVsParry() {
  const guard = doc("brp-creatures", "temple-guard");
  const yvarre = doc("brp-creatures", "yvarre");
  const opening = newAttack(guard, "Short Spear", yvarre, 2, 5, brpOptions());
  const parried = advanceAttack(opening, "defend0", [40]);
  const damaged = advanceAttack(parried, "roll", [5, 2]);
  return { guard, yvarre, opening, parried, damaged };
}

export function buildFixtures(): Fixture[] {
  const yvarre = doc("brp-creatures", "yvarre");
  const kallistor = doc("brp-creatures", "kallistor");
  const bear = doc("brp-creatures", "brown-bear");
  const options = brpOptions({ hitLocations: true });
  const { dagger, arrow, arrowPending } = templeEscape();
  const melee = spearVsParry();

  // Yvarre after the arrow: her wounds as items, the stored harm record, 5 HP, the shock countdown running.
  const arrowHarm = outcome(arrow.exchange).harm!;
  const woundItems: SheetItem[] = arrowHarm.wounds.map((w, i) => ({
    id: `wound${i}000000000000`.slice(0, 16),
    name: i === 0 ? "Dagger in the shoulder" : "Arrow in the arm",
    img: "icons/svg/blood.svg",
    type: "brpWound",
    system: json({ source: w.source, damage: w.damage, remaining: w.remaining, severity: w.severity, location: w.location ?? "", round: w.round ?? 0, bleeding: w.bleeding, impaled: w.impaled ? { ...w.impaled, name: "Long Bow" } : { weaponId: "", name: "", formula: "", damageSoFar: 0, largerThanKnife: true, thrown: false }, firstAidBy: w.firstAidBy, majorWoundRoll: i === 1 ? 21 : 0, permanent: false }),
  }));
  const { hpMax: _m, hp: _h, wounds: _w, ...stored } = arrowHarm;
  const hurtYvarre: LivingSystem = { ...living(yvarre), hitPoints: { value: arrowHarm.hp }, harm: json(stored) as Record<string, unknown> };
  const yItems = [...itemsOf(yvarre), ...woundItems];

  const itemFixture = (name: string, d: { name: string; img: string; type: string; system: Record<string, unknown> }, body: string): Fixture => ({
    name,
    kind: "sheet",
    rootClasses: SHEET_ITEM,
    parts: ["brp/item/item-header.hbs", `brp/item/${body}.hbs`],
    context: json(itemContext({ name: d.name, img: d.img }, d.type as BrpItemType, d.system, true)),
  });
  const firstOf = (d: Doc, type: string) => d.items!.find((i) => i.type === type)!;
  const woundDoc = { name: woundItems[1]!.name, img: woundItems[1]!.img, type: "brpWound", system: woundItems[1]!.system as Record<string, unknown> };

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
    { name: "brp-character-sheet", kind: "sheet", rootClasses: SHEET_ACTOR, parts: ["brp/actor/character-header.hbs", "brp/actor/character-body.hbs"], context: json(livingContext({ name: yvarre.name, img: yvarre.img }, hurtYvarre, yItems, true, 4, options)) },
    { name: "brp-character-sheet-healer", kind: "sheet", rootClasses: SHEET_ACTOR, parts: ["brp/actor/character-header.hbs", "brp/actor/character-body.hbs"], context: json(livingContext({ name: kallistor.name, img: kallistor.img }, living(kallistor), itemsOf(kallistor), false, null)) },
    { name: "brp-creature-sheet", kind: "sheet", rootClasses: SHEET_ACTOR, parts: ["brp/actor/creature-sheet.hbs"], context: json(livingContext({ name: bear.name, img: bear.img }, living(bear), itemsOf(bear), true, null)) },
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
      name: "brp-roll-dialog-missile",
      kind: "dialog",
      rootClasses: DIALOG,
      parts: ["brp/dialog/roll-dialog.hbs"],
      context: json(rollDialogContext({ kind: "attack", name: "Cult Assassin", label: "Long Bow", target: "", skill: 60, missile: { baseRange: 90, dex: 16 }, melee: false, defences: [] }, { grade: "normal", flat: -10, distance: 150, defence: 0 })),
    },
    { name: "brp-card-temple-dagger", kind: "chat", rootClasses: CHAT, parts: ["brp/chat/attack-card.hbs"], context: json(attackCardContext(dagger, APPLIED)) },
    { name: "brp-card-temple-arrow-defence", kind: "chat", rootClasses: CHAT, parts: ["brp/chat/attack-card.hbs"], context: json(attackCardContext(advanceBeforeDefence(arrowPending), NO_APPLICATIONS)) },
    { name: "brp-card-temple-arrow", kind: "chat", rootClasses: CHAT, parts: ["brp/chat/attack-card.hbs"], context: json(attackCardContext(arrow, APPLIED)) },
    { name: "brp-card-attack-parry-pending", kind: "chat", rootClasses: CHAT, parts: ["brp/chat/attack-card.hbs"], context: json(attackCardContext(melee.opening, NO_APPLICATIONS)) },
    { name: "brp-card-attack-parry", kind: "chat", rootClasses: CHAT, parts: ["brp/chat/attack-card.hbs"], context: json(attackCardContext(melee.damaged, APPLIED)) },
    { name: "brp-card-fumble", kind: "chat", rootClasses: CHAT, parts: ["brp/chat/attack-card.hbs"], context: json(attackCardContext(advanceAttack(newAttack(guard, "Short Spear", yvarre, 2, 99, brpOptions()), "rollFumble", [99, 55, 30]), NO_APPLICATIONS)) },
    { name: "brp-card-first-aid", kind: "chat", rootClasses: CHAT, parts: ["brp/chat/skill-card.hbs"], context: json(skillCardContext({ actor: { uuid: `Actor.${yvarre._id}`, name: yvarre.name, img: yvarre.img }, label: "First Aid", chance: 47, roll: 99, healed: { wound: "Dagger in the shoulder", points: 0, fumbleLoss: 1 } })) },
  ];
}

/** The arrow card as posted, before Yvarre answers (she only has "no defence"). */
function advanceBeforeDefence(afterDefence: AttackPayload): AttackPayload {
  // Rebuild the payload as it stood before the defence answer: the same input, attack roll only.
  return startAttack({ attacker: afterDefence.attacker, defender: afterDefence.defender, weapon: afterDefence.weapon, items: afterDefence.items, chances: afterDefence.chances, input: afterDefence.exchange.input }, 43);
}

