import type { EncounterSnapshot } from "../core/encounter.js";
import { requestCombat } from "../foundry/combat/combat-request.js";
import { trackerView } from "../foundry/combat/encounter-logic.js";
import { FrayCombat } from "../foundry/documents/combat.js";
import type { DocumentRef, SeatHand, Table } from "./table.js";

/**
 * The combat tracker as a seat uses it: core's turn and round buttons (which call the Combat's
 * methods), the "act now" button, the actions a flow records, and what the tracker shows.
 */

export type TrackerButton = "nextTurn" | "previousTurn" | "nextRound" | "previousRound";

function combatOf(hand: SeatHand): FrayCombat {
  const combat = hand.combat();
  if (!(combat instanceof FrayCombat)) throw new Error(`${hand.seat} sees no Fray combat`);
  return combat;
}

/** A seat presses one of core's tracker buttons. */
export async function pressTracker(table: Table, hand: SeatHand, button: TrackerButton): Promise<void> {
  await hand.run(async () => {
    await combatOf(hand)[button]();
  });
  await table.settle();
}

/** What this seat's tracker shows (read on that seat's client). */
export function trackerSnapshot(hand: SeatHand): Promise<EncounterSnapshot> {
  return hand.run(() => {
    const snapshot = combatOf(hand).snapshot;
    if (!snapshot) throw new Error(`${hand.seat} sees no encounter`);
    return snapshot;
  });
}

/** The combatant id of an actor in this seat's combat. */
export function combatantOf(hand: SeatHand, actor: DocumentRef): string {
  const id = combatOf(hand).combatants.contents.find((combatant) => combatant.actorId === actor.id)?.id;
  if (!id) throw new Error(`${actor.name} is not in ${hand.seat}'s combat`);
  return id;
}

/** A flow records actions an actor spent (what a sheet's attack does in combat). */
export async function spendActions(table: Table, hand: SeatHand, actor: DocumentRef, cost: number, endsActivation: boolean): Promise<void> {
  await hand.run(async () => {
    const combat = combatOf(hand);
    await requestCombat({ op: "spend", combatId: combat.id ?? "", combatantId: combatantOf(hand, actor), cost, endsActivation });
  });
  await table.settle();
}

/** The GM adds these actors' tokens to the running combat in one go (several rows dropped at once). */
export async function addCombatants(table: Table, actors: readonly DocumentRef[]): Promise<void> {
  const gm = table.seat("gm");
  await gm.run(async () => {
    const combat = combatOf(gm);
    const tokens = canvas?.tokens?.placeables ?? [];
    const rows = actors.map((actor) => {
      const token = tokens.find((placeable) => placeable.actor?.id === actor.id);
      return { actorId: actor.id, tokenId: token?.id ?? null, sceneId: token?.document.parent?.id ?? null };
    });
    await combat.createEmbeddedDocuments("Combatant", rows as Combatant.CreateData[]);
  });
  await table.settle();
}

/** Every seat at the table sees the same encounter. */
export async function assertSameEverywhere(
  table: Table,
  hands: readonly SeatHand[],
  assert: { deepEqual(a: unknown, b: unknown, message?: string): void },
): Promise<void> {
  const gm = await trackerSnapshot(table.seat("gm"));
  for (const hand of hands) assert.deepEqual(await trackerSnapshot(hand), gm, `${hand.seat}'s tracker matches the GM's`);
}

/** The note each combatant shows on this seat's tracker (its i18n key), by combatant name; hidden ones are absent for players. */
export function trackerNotes(hand: SeatHand): Promise<Record<string, string>> {
  return hand.run(() => {
    const combat = combatOf(hand);
    const snapshot = combat.snapshot;
    if (!snapshot) throw new Error(`${hand.seat} sees no encounter`);
    const combatants = combat.combatants.contents.map((c) => ({ id: c.id ?? "", name: c.name ?? "", img: "", defeated: false, hidden: c.hidden, owned: c.isOwner, active: false }));
    const view = trackerView(snapshot, combatants, { isGM: game.user?.isGM ?? false }, (key) => key);
    return Object.fromEntries(view.groups.flatMap((group) => group.rows).filter((row) => row.note).map((row) => [row.name, row.note!]));
  });
}
