import { applyDeltas } from "../../../foundry/chat/apply-deltas.js";
import type { JsonValue, PlannedDelta } from "../../../foundry/chat/exchange-types.js";
import { warn } from "../../../foundry/flows/notify.js";
import { livingDerived, systemOf, type ItemLike } from "../data/state.js";
import { staunchNeedsRoll, staunchRound, woundToStaunch, type Staunching } from "../rules/special.js";
import { isSuccess, successLevel } from "../rules/success.js";
import { actorLike } from "./openers.js";
import { rollFormula } from "./foundry-dice.js";
import { currentBrpOptions } from "./options.js";

/**
 * A hand pressed on a bleeding wound in combat (BRP-SPC-3, BRP-SPC-4). The wounded character's
 * owner picks the wound from the sheet (or sets the Staunching status, which presses the newest
 * bleeding wound); at each round's end the GM's client rolls Stamina for a wound not yet held;
 * a held wound does not bleed on DEX rank 1, and five rounds held stop its bleeding. Dodging, or
 * lifting the status, lets the wound bleed again.
 */

export const STAUNCHING = "staunching";

const idle = { pressed: false, held: false, heldRounds: 0 } as const;

const woundsOf = (items: readonly ItemLike[]) => items.flatMap((item) => {
  const w = systemOf(item, "brpWound");
  return w ? [{ id: item.id ?? "", system: w }] : [];
});

/** Wounds held closed now: only while the character still presses them (the status is on). */
export function heldWoundIds(items: readonly ItemLike[], staunching: boolean): string[] {
  return staunching ? woundsOf(items).filter((w) => w.system.bleeding && w.system.staunch.held).map((w) => w.id) : [];
}

/** The wound being pressed and its record, or null when nothing bleeds. */
export function staunchingOf(items: readonly ItemLike[]): Staunching | null {
  const wounds = woundsOf(items);
  const chosen = wounds.find((w) => w.system.staunch.pressed)?.id ?? null;
  const woundId = woundToStaunch(wounds.map((w) => ({ id: w.id, bleeding: w.system.bleeding })), chosen);
  const wound = wounds.find((w) => w.id === woundId);
  return wound ? { woundId: wound.id, held: wound.system.staunch.held, heldRounds: wound.system.staunch.heldRounds } : null;
}

const woundPath = (actorUuid: string, id: string) => `${actorUuid}.Item.${id}`;
const staunchDelta = (actorUuid: string, id: string, to: { pressed: boolean; held: boolean; heldRounds: number }): PlannedDelta => ({ kind: "update", uuid: woundPath(actorUuid, id), path: "system.staunch", to: { ...to } as JsonValue });

/** Every pressed or held wound let go (the hand is lifted: the status is off, or the character dodged). */
export function releaseDeltas(actorUuid: string, items: readonly ItemLike[]): PlannedDelta[] {
  return woundsOf(items).filter((w) => w.system.staunch.pressed || w.system.staunch.held || w.system.staunch.heldRounds > 0).map((w) => staunchDelta(actorUuid, w.id, idle));
}

/**
 * The changes of one round's end for a character pressing a wound: the wound's record, and when
 * the fifth round held has passed, the wound stops bleeding and the hand comes off (status off).
 */
export function roundEndDeltas(actorUuid: string, items: readonly ItemLike[], pressing: Staunching, staminaSucceeded: boolean | null): { deltas: PlannedDelta[]; held: boolean; stopped: boolean } {
  const { staunching, stopped } = staunchRound(pressing, staminaSucceeded);
  const others = releaseDeltas(actorUuid, items.filter((i) => i.id !== pressing.woundId));
  if (stopped) {
    return {
      deltas: [...others, { kind: "update", uuid: woundPath(actorUuid, pressing.woundId), path: "system.bleeding", to: false }, staunchDelta(actorUuid, pressing.woundId, idle), { kind: "status", actorUuid, statusId: STAUNCHING, active: false }],
      held: true,
      stopped,
    };
  }
  return { deltas: [...others, staunchDelta(actorUuid, pressing.woundId, { pressed: true, held: staunching.held, heldRounds: staunching.heldRounds })], held: staunching.held, stopped };
}

/**
 * The sheet's Staunch control on a wound: presses it (the Staunching status goes on and this wound
 * is the one held), or, pressed already, lifts the hand. Only the wound's owner may; a wound that
 * does not bleed is refused with a message.
 */
export async function toggleStaunch(actor: Actor.Implementation, woundId: string | null): Promise<void> {
  const wound = woundId ? actor.items.get(woundId) : undefined;
  const system = wound ? systemOf(wound, "brpWound") : null;
  if (!wound || !system || !woundId) return;
  if (!actor.isOwner) return warn("FRAY.Brp.Staunch.NotYours");
  const items = actorLike(actor).items;
  if (system.staunch.pressed && actor.statuses.has(STAUNCHING)) {
    await applyDeltas([...releaseDeltas(actor.uuid, items), { kind: "status", actorUuid: actor.uuid, statusId: STAUNCHING, active: false }]);
    return;
  }
  if (!system.bleeding) return warn("FRAY.Brp.Staunch.NotBleeding", { wound: wound.name });
  await applyDeltas([
    ...releaseDeltas(actor.uuid, items.filter((i) => i.id !== woundId)),
    staunchDelta(actor.uuid, woundId, { pressed: true, held: false, heldRounds: 0 }),
    { kind: "status", actorUuid: actor.uuid, statusId: STAUNCHING, active: true },
  ]);
}

/**
 * The round's end for one combatant (run by the active GM): a character pressing a wound rolls
 * Stamina if it is not yet held, and the result is posted; one who stopped pressing lets go of
 * any wound held.
 */
export async function staunchAtRoundEnd(actor: Actor.Implementation): Promise<void> {
  const a = actorLike(actor);
  if (!actor.statuses.has(STAUNCHING)) {
    const released = releaseDeltas(actor.uuid, a.items);
    if (released.length) await applyDeltas(released);
    return;
  }
  const pressing = staunchingOf(a.items);
  if (!pressing) return;
  let succeeded: boolean | null = null;
  let roll: Awaited<ReturnType<typeof rollFormula>> | null = null;
  if (staunchNeedsRoll(pressing)) {
    const options = currentBrpOptions();
    const stamina = livingDerived(a.system, a.items, options).values?.rolls.stamina ?? 0;
    roll = await rollFormula("1d100");
    succeeded = isSuccess(successLevel(roll.total, stamina, options));
  }
  const result = roundEndDeltas(actor.uuid, a.items, pressing, succeeded);
  await applyDeltas(result.deltas);
  const wound = actor.items.get(pressing.woundId)?.name ?? "";
  const key = result.stopped ? "FRAY.Brp.Staunch.Stopped" : result.held ? "FRAY.Brp.Staunch.Held" : "FRAY.Brp.Staunch.StillBleeding";
  const flavor = game.i18n?.format(key, { name: actor.name, wound }) ?? key;
  if (roll) await roll.roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor });
  else await ChatMessage.create({ speaker: ChatMessage.getSpeaker({ actor }), content: `<p>${flavor}</p>` });
}
