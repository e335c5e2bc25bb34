import type { ActorSpec, DocumentRef, Seat, SeatHand, Table } from "../table.js";
import { combatantOf, trackerSnapshot } from "../tracker.js";

/** The people of the pool scenarios: the seed's palace-guard fight (FC-TV vectors). */
export const spear = { name: "Spear", type: "poolWeapon", system: { weaponClass: "medium", skill: "melee" } };

export const aldric = (owners: ActorSpec["owners"] = ["playerA"]): ActorSpec => ({
  name: "Aldric",
  type: "poolCharacter",
  system: { skills: { melee: 4, stamina: 3 } },
  items: [spear],
  owners,
});

export const mercenary = (name = "Mercenary"): ActorSpec => ({ name, type: "poolNpc", system: { parry: 2, skills: { melee: 3 } } });

/** Aldric and Brenna (players A and B) against two mercenaries, the heroes' side winning the initiative 5 to 2. */
export async function twoAgainstTwo(table: Table): Promise<{ hero: DocumentRef; heroine: DocumentRef; first: DocumentRef; second: DocumentRef }> {
  const hero = await table.createActor(aldric());
  const heroine = await table.createActor({ ...aldric(["playerB"]), name: "Brenna" });
  const first = await table.createActor(mercenary("Mercenary A"));
  const second = await table.createActor(mercenary("Mercenary B"));
  table.queueDice(6, [5, 2]);
  await table.startCombat([hero, heroine, first, second]);
  return { hero, heroine, first, second };
}

/**
 * The scene measures in 5-foot squares: the double's arena has no grid until a scenario gives it
 * one; a live scene keeps its own (the yards these scenarios expect assume 5-foot squares).
 */
export async function fiveFootGrid(table: Table): Promise<void> {
  if (table.where !== "double") return;
  await table.seat("gm").run(() => (canvas as unknown as { scene: { update(data: object): Promise<unknown> } | null }).scene?.update({ grid: { size: 100, distance: 5, units: "ft" } }));
  await table.settle();
}

/** Aldric (owned by `owners`) against one mercenary, Aldric's side winning the initiative 5 to 2. */
export async function oneAgainstOne(table: Table, owners: ActorSpec["owners"] = ["playerA"]): Promise<{ hero: DocumentRef; foe: DocumentRef }> {
  const hero = await table.createActor(aldric(owners));
  const foe = await table.createActor(mercenary());
  table.queueDice(6, [5, 2]);
  await table.startCombat([hero, foe]);
  return { hero, foe };
}

export const palaceGuard = (name: string): ActorSpec => ({ name, type: "poolNpc", system: { parry: 1, skills: { melee: 3 } }, items: [spear] });

/** A vial of poison of a strength (FC-POI-1); its batch is the item itself. */
export const poison = (name: string, strength: "weak" | "mild" | "strong" | "vile") => ({ name, type: "poolPoison", system: { strength } });

/** The id of an actor's item by name, as a seat sees it. */
export function itemOf(hand: SeatHand, actor: DocumentRef, name: string): string {
  const item = hand.actor(actor).items.contents.find((candidate) => candidate.name === name);
  if (!item?.id) throw new Error(`${actor.name} has no ${name}`);
  return item.id;
}

/** The combatants the GM's tracker lets act now. */
export async function canAct(table: Table): Promise<string[]> {
  return [...(await trackerSnapshot(table.seat("gm"))).canActNow];
}

/** A seat presses an actor's End control on the tracker (ends the activation, or passes). */
export async function endTurn(table: Table, seat: Seat, actor: DocumentRef): Promise<void> {
  await table.seat(seat).tracker("frayEndTurn", { combatantId: combatantOf(table.seat("gm"), actor) });
}
