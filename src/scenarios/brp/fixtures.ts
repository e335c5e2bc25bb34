import { isItemOf } from "../../foundry/documents/subtypes.js";
import type { ExchangeData } from "../../foundry/chat/exchange-types.js";
import { lastCard } from "../expect.js";
import type { ActorSpec, DialogButton, DocumentRef, Seat, Table } from "../table.js";

/**
 * The people of the brp scenarios, as the brp-creatures pack holds them (the seed's temple escape:
 * Yvarre, the temple guard, the serpent priest, the cult assassin, Kallistor).
 */
const skill = (name: string, key: string, value: number, category = "combat") => ({ name, type: "brpSkill", system: { key, category, base: 0, value } });
const weapon = (name: string, system: Record<string, unknown>) => ({ name, type: "brpWeapon", system: { hp: { value: 15, max: 15 }, equipped: true, ...system } });
const armor = (name: string, value: number) => ({ name, type: "brpArmor", system: { value, equipped: true } });

export const yvarre = (owners: readonly Seat[] = ["playerA"]): ActorSpec => ({
  name: "Yvarre",
  type: "brpCharacter",
  owners,
  system: { characteristics: { STR: 14, CON: 18, SIZ: 15, INT: 13, POW: 12, DEX: 16, CHA: 13 }, move: 10, hitPoints: { value: 17 }, powerPoints: { value: 12 } },
  items: [
    skill("Broadsword", "broadsword", 70),
    skill("Dagger", "dagger", 45),
    skill("Dodge", "dodge", 42, "physical"),
    skill("First Aid", "firstAid", 47, "mental"),
    weapon("Broadsword", { skill: "broadsword", damage: "1D8+1", specialType: "bleeding", attackKind: "melee", length: "medium", hp: { value: 20, max: 20 } }),
    weapon("Dagger", { skill: "dagger", damage: "1D4+2", specialType: "impaling", attackKind: "melee", length: "short", range: 10, thrown: true, largerThanKnife: false }),
    armor("Soft Leather", 1),
  ],
});

export const templeGuard = (): ActorSpec => ({
  name: "Temple Guard",
  type: "brpCharacter",
  system: { characteristics: { STR: 15, CON: 14, SIZ: 14, INT: 10, POW: 10, DEX: 11, CHA: 9 }, move: 10, hitPoints: { value: 14 }, powerPoints: { value: 10 } },
  items: [skill("Spear", "spear", 55), skill("Dodge", "dodge", 25, "physical"), weapon("Short Spear", { skill: "spear", damage: "1D6+1", specialType: "impaling", attackKind: "melee", length: "long", range: 20, thrown: true }), armor("Hard Leather", 2)],
});

export const serpentPriest = (): ActorSpec => ({
  name: "Serpent Priest",
  type: "brpCharacter",
  system: { characteristics: { STR: 14, CON: 12, SIZ: 13, INT: 15, POW: 16, DEX: 13, CHA: 12 }, move: 10, hitPoints: { value: 13 }, powerPoints: { value: 16 } },
  items: [skill("Throw", "throw", 55), skill("Dodge", "dodge", 30, "physical"), weapon("Throwing Dagger", { skill: "throw", damage: "1D4+2", specialType: "impaling", attackKind: "thrown", missileSpeed: "thrown", modifierMode: "half", length: "short", range: 10, parries: "none", thrown: true, largerThanKnife: false })],
});

export const kallistor = (owners: readonly Seat[] = ["playerB"]): ActorSpec => ({
  name: "Kallistor",
  type: "brpCharacter",
  owners,
  system: { characteristics: { STR: 12, CON: 13, SIZ: 13, INT: 16, POW: 14, DEX: 12, CHA: 14 }, move: 10, hitPoints: { value: 13 }, powerPoints: { value: 14 } },
  items: [skill("First Aid", "firstAid", 55, "mental"), skill("Healing", "healing", 60, "mental"), { name: "Healing", type: "brpPower", system: { skill: "healing", cost: 3, level: 1, instantaneous: true, effect: "healing" } }],
});

/** The id of an actor's item by type and name, as a seat sees it. */
export function itemId(table: Table, seat: Seat, actor: DocumentRef, type: string, name: string): string {
  const item = table.seat(seat).actor(actor).items.contents.find((candidate) => String(candidate.type) === type && candidate.name === name);
  if (!item?.id) throw new Error(`${actor.name} has no ${type} ${name}`);
  return item.id;
}

/** A seat targets the defender and attacks with a named weapon; the d100 shows `roll`. Returns the card. */
export async function attackWith(table: Table, seat: Seat, attacker: DocumentRef, weapon: string, defender: DocumentRef, roll: number, press: readonly DialogButton[] = []): Promise<DocumentRef & { exchange: ExchangeData }> {
  const hand = table.seat(seat);
  await hand.target(defender);
  hand.answerDialog({}, press);
  table.queueDice(100, [roll]);
  await hand.sheetAction(attacker, "attack", { itemId: itemId(table, seat, attacker, "brpWeapon", weapon) });
  return lastCard(hand);
}

/**
 * Yvarre's broadsword cuts the guard and the cut bleeds: 10 against 70 is a special success, the guard makes no
 * defence, and the damage dice show 4 and 1. Returns the card.
 */
export async function bleedingCut(table: Table, hero: DocumentRef, guard: DocumentRef): Promise<DocumentRef & { exchange: ExchangeData }> {
  const card = await attackWith(table, "playerA", hero, "Broadsword", guard, 10);
  await table.seat("gm").press(card, "noDefence");
  table.queueDice(8, [4]);
  table.queueDice(4, [1]);
  await table.seat("playerA").press(card, "rollDamage");
  return card;
}

/** Yvarre (player A's) and the temple guard on the scene, in a fight (Yvarre's DEX first) when `fight` is set. */
export async function duel(table: Table, fight = false): Promise<{ hero: DocumentRef; guard: DocumentRef }> {
  const hero = await table.createActor(yvarre());
  const guard = await table.createActor(templeGuard());
  if (fight) await table.startCombat([hero, guard]);
  return { hero, guard };
}

/** A seat states an actor's intent for the round from the sheet (BRP-SOI-1), the dialog answered with `answer`. */
export async function stateIntent(table: Table, seat: Seat, actor: DocumentRef, answer: Readonly<Record<string, string | number | boolean>>): Promise<void> {
  const hand = table.seat(seat);
  hand.answerDialog(answer);
  await hand.sheetAction(actor, "stateIntent");
}

/** The wound items of an actor as a seat sees them, oldest first, each narrowed to the wound model. */
export function woundsOf(table: Table, seat: Seat, actor: DocumentRef) {
  return table.seat(seat).actor(actor).items.contents.flatMap((item) => (isItemOf(item, "brpWound") ? [item] : []));
}
