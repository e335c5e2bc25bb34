import { exchangeOn, lastCard } from "../expect.js";
import type { ActorSpec, DialogValues, DocumentRef, Seat, Table } from "../table.js";

/**
 * The people of the dusk scenarios: Wren, playerA's blade (Might and Speed), Tamsin, playerB's
 * archer, and three NPCs — two ghoul minions and a bone knight, an elite with armor and a wound
 * limit. Numbers are chosen so every target number is worked by hand in the scenario that uses it.
 */

const pools = (might: number, speed: number, intellect: number) => ({ might: { value: might, max: might }, speed: { value: speed, max: speed }, intellect: { value: intellect, max: intellect } });
const weapon = (name: string, system: Record<string, unknown>) => ({ name, type: "duskWeapon", system: { mode: "melee", damage: 4, stat: "might", range: "immediate", maxRange: "", cut: "slashing", worksUnderwater: false, equipped: true, description: "", ...system } });
const skill = (name: string, stat: string, level = "trained", initiative = false) => ({ name, type: "duskSkill", system: { stat, level, initiative, description: "" } });
const armor = (name: string, category: string) => ({ name, type: "duskArmor", system: { slot: "physical", category, value: 1, equipped: true, description: "" } });

/** Wren: level 2, Might 12, Speed 14, Intellect 10 (health 12), a longsword (4), light armor, Initiative trained. */
export const wren = (owners: readonly Seat[] = ["playerA"], over: Record<string, unknown> = {}): ActorSpec => ({
  name: "Wren",
  type: "duskCharacter",
  owners,
  system: { level: 2, pools: pools(12, 14, 10), effortMax: 2, health: { value: 12 }, destiny: 0, ...over },
  items: [weapon("Longsword", {}), skill("Initiative", "speed", "trained", true), skill("Swords", "might"), armor("Leather Coat", "light")],
});

/** Tamsin: level 1, Might 8, Speed 12, Intellect 10 (health 10), a shortbow (3, short range). */
export const tamsin = (owners: readonly Seat[] = ["playerB"], over: Record<string, unknown> = {}): ActorSpec => ({
  name: "Tamsin",
  type: "duskCharacter",
  owners,
  system: { level: 1, pools: pools(8, 12, 10), effortMax: 1, health: { value: 10 }, destiny: 0, ...over },
  items: [weapon("Shortbow", { mode: "ranged", damage: 3, stat: "speed", range: "short", cut: "stabbing" }), skill("Dodge", "speed")],
});

const npc = (name: string, system: Record<string, unknown>): ActorSpec => ({
  name,
  type: "duskNpc",
  system: { kind: "minion", level: 2, health: { value: 4, max: 4 }, armor: 0, damage: 3, nature: "physical", woundLimit: 0, ...system },
});

/** A ghoul minion: level 2 (TN 6), health 4, no armor, damage 3. */
export const ghoul = (name = "Ghoul", over: Record<string, unknown> = {}): ActorSpec => npc(name, over);

/** The bone knight: an elite of level 4 (TN 12), health 10, armor 2, damage 5, three wounds to put it down. */
export const boneKnight = (over: Record<string, unknown> = {}): ActorSpec => npc("Bone Knight", { kind: "elite", level: 4, health: { value: 10, max: 10 }, armor: 2, damage: 5, woundLimit: 3, ...over });

/** The table of the Done-means walk: Wren, two ghouls and the bone knight on the scene. */
export async function skirmish(table: Table): Promise<{ wren: DocumentRef; ghoulA: DocumentRef; ghoulB: DocumentRef; knight: DocumentRef }> {
  return { wren: await table.createActor(wren()), ghoulA: await table.createActor(ghoul("Ghoul")), ghoulB: await table.createActor(ghoul("Ghoul Scout")), knight: await table.createActor(boneKnight()) };
}

/** The id of an actor's item by type and name, as a seat sees it. */
export function itemId(table: Table, seat: Seat, actor: DocumentRef, type: string, name: string): string {
  const item = table.seat(seat).actor(actor).items.contents.find((candidate) => String(candidate.type) === type && candidate.name === name);
  if (!item?.id) throw new Error(`${actor.name} has no ${type} ${name}`);
  return item.id;
}

/** The two d12 of the next roll: the Dawn die first, then the Dusk die. */
export function dawnDusk(table: Table, dawn: number, dusk: number): void {
  table.queueDice(12, [dawn, dusk]);
}

/** A task from the sheet's stat button: the dialog answered with `choices`, the dice showing dawn/dusk. */
export async function task(table: Table, seat: Seat, actor: DocumentRef, stat: string, choices: DialogValues, dawn: number, dusk: number): Promise<DocumentRef> {
  const hand = table.seat(seat);
  hand.answerDialog(choices);
  dawnDusk(table, dawn, dusk);
  await hand.sheetAction(actor, "rollTask", { stat });
  return lastCard(hand);
}

/** A PC attacks the targeted NPC with a weapon from the sheet (no weapon: unarmed). */
export async function attack(table: Table, seat: Seat, pc: DocumentRef, weaponName: string | null, target: DocumentRef, dawn: number, dusk: number, choices: DialogValues = {}): Promise<DocumentRef> {
  const hand = table.seat(seat);
  await hand.target(target);
  hand.answerDialog(choices);
  dawnDusk(table, dawn, dusk);
  await hand.sheetAction(pc, "attack", weaponName ? { itemId: itemId(table, seat, pc, "duskWeapon", weaponName) } : {});
  return lastCard(hand);
}

/** The GM has an NPC attack the targeted characters; one card per character, newest last. */
export async function npcAttack(table: Table, npc: DocumentRef, ...victims: DocumentRef[]): Promise<DocumentRef[]> {
  const gm = table.seat("gm");
  const before = gm.messages().length;
  await gm.target(...victims);
  await gm.sheetAction(npc, "npcAttack");
  return gm
    .messages()
    .slice(before)
    .map((message) => ({ uuid: message.uuid, id: message.id ?? "", name: message.type }));
}

/** A defence rolled from the card by `seat` (the character's owner, or the GM for an absent player). */
export async function defend(table: Table, seat: Seat, card: DocumentRef, dawn: number, dusk: number, choices: DialogValues = {}): Promise<void> {
  table.seat(seat).answerDialog(choices);
  dawnDusk(table, dawn, dusk);
  await table.seat(seat).press(card, "defend");
}

export interface DuskCardSeen {
  readonly mode: "task" | "attack" | "defence";
  readonly task: { readonly rolls: ReadonlyArray<{ dawn: number; dusk: number; effect: string }>; readonly outcome?: { success: boolean; targetNumber: number; difficulty: number; routine: boolean } } | null;
  readonly exchange: { readonly outcome?: { hit: boolean; dealt: number; woundRoll?: { result: string; total: number } | null } | null } | null;
  readonly view: {
    readonly targetNumber: number | null;
    readonly routine: boolean;
    readonly secret: boolean;
    readonly outcome: { key: string; good: boolean } | null;
    readonly rolls: ReadonlyArray<{ dawn: number; dusk: number; effect: string }>;
    readonly lines: ReadonlyArray<{ key: string; data: Record<string, string | number> }>;
  };
}

/** The dusk payload of a card as a seat sees it. */
export function duskOn(table: Table, seat: Seat, card: DocumentRef): DuskCardSeen {
  return exchangeOn(table.seat(seat), card).payload as unknown as DuskCardSeen;
}

/** The buttons a card waits on, as a seat sees them. */
export function pendingOn(table: Table, seat: Seat, card: DocumentRef): readonly string[] {
  return exchangeOn(table.seat(seat), card).pending?.actions ?? [];
}

/** The world's Doom pool as a seat reads it. */
export function doomSeen(table: Table, seat: Seat): Promise<number> {
  return table.seat(seat).run(() => Number(game.settings?.get("fray", "duskDoom" as never)));
}

/** The roller keeps their Destiny (the window a Dawn opens) and the card goes on. */
export async function keepDestiny(table: Table, seat: Seat, card: DocumentRef): Promise<void> {
  await table.seat(seat).press(card, "destinyKeep");
}

/** The GM lets a Dusk go by without spending Doom, and the card goes on. */
export async function passDoom(table: Table, card: DocumentRef): Promise<void> {
  await table.seat("gm").press(card, "doomPass");
}

/** The card's applications as a seat sees them (the press that made each, and whether it is undone). */
export function applicationsOn(table: Table, seat: Seat, card: DocumentRef) {
  return exchangeOn(table.seat(seat), card).applications;
}

/** Every number stored under one of `keys` anywhere in `data` (a card's stored exchange, say), with its path. */
export function numbersUnder(data: unknown, keys: readonly string[], path = ""): string[] {
  if (Array.isArray(data)) return data.flatMap((entry, index) => numbersUnder(entry, keys, `${path}[${index}]`));
  if (typeof data !== "object" || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) => [...(keys.includes(key) && typeof value === "number" ? [`${path}.${key} = ${value}`] : []), ...numbersUnder(value, keys, `${path}.${key}`)]);
}

/** The newest secret-target note a seat's client holds (only GMs receive them), as the card state it keeps. */
export function secretNoteOn(table: Table, seat: Seat): { task?: { eased?: object; outcome?: { targetNumber: number } } } | null {
  const notes = table.seat(seat).messages().flatMap((message) => {
    const note = (message.flags as { fray?: { duskSecret?: { payload: string } } } | undefined)?.fray?.duskSecret;
    return note ? [JSON.parse(note.payload) as { task?: { eased?: object; outcome?: { targetNumber: number } } }] : [];
  });
  return notes.at(-1) ?? null;
}
