import { RulesError } from "../../../core/errors.js";
import type { JsonObject } from "../../../foundry/chat/exchange-types.js";
import { factsOf, withView } from "../../../foundry/chat/card-payload.js";
import { format } from "../../../foundry/flows/notify.js";
import type { DuskCardPayload } from "../rules/card.js";
import { cardView } from "../rules/card-view.js";

/**
 * A target number the GM keeps secret (DB-FVTT-7). Every client holds a card's stored data, so a
 * secret card stores only what the table may know (who rolls, the dice, the outcome, what the
 * blow did) and its whole state (difficulty, target number, the choices and the rules' state) goes
 * to a companion message whispered to the GMs, which the server sends to no other client. The
 * GM's client reads the state back from there at each press. A whisper, not a flag on the card or
 * a world setting: both of those reach every client.
 */
const FLAG = "duskSecret";

interface SecretNote {
  readonly id: string;
  /** The card's whole payload, as JSON text (so an update replaces it rather than merging into it). */
  readonly payload: string;
}

type FlaggedMessage = ChatMessage.Implementation & { readonly flags: { readonly fray?: { readonly [FLAG]?: SecretNote } } };

const noteOf = (id: string) => (game.messages?.contents as FlaggedMessage[] | undefined)?.find((m) => m.flags.fray?.[FLAG]?.id === id) ?? null;

/** What every client may read of a secret card: its view without difficulty and target number. */
function publicPayload(payload: DuskCardPayload, secretId: string): JsonObject {
  const view = { ...cardView(payload), targetNumber: null, difficulty: null };
  return withView({ mode: payload.mode, pc: payload.pc, npc: payload.npc, label: payload.label, round: payload.round, secretId }, view);
}

/**
 * GM: the payload a card stores. A secret one is written whole to the GMs' whisper (created on the
 * card's first step, updated on each later one) and only its public part is returned.
 */
export async function storedPayload(payload: DuskCardPayload, secretId: string | null): Promise<JsonObject> {
  if (payload.request?.secret !== true) return withView(payload, cardView(payload));
  const id = secretId ?? foundry.utils.randomID();
  const note: SecretNote = { id, payload: JSON.stringify(payload) };
  const existing = noteOf(id);
  const shown = cardView(payload);
  const content = `<p>${format("FRAY.Dusk.Card.SecretNote", { name: payload.pc.name, difficulty: shown.difficulty ?? 0, tn: shown.targetNumber ?? 0 })}</p>`;
  if (existing) await existing.update({ content, [`flags.fray.${FLAG}`]: note } as ChatMessage.UpdateData);
  else {
    const whisper = ((game.users?.contents ?? []) as User.Implementation[]).filter((user) => user.isGM).map((user) => user.id ?? "");
    await ChatMessage.create({ content, whisper, flags: { fray: { [FLAG]: note } } } as unknown as ChatMessage.CreateData);
  }
  return publicPayload(payload, id);
}

/** GM: a card's whole payload — read back from the GMs' whisper when the card is secret. */
export function fullPayload(stored: JsonObject): DuskCardPayload {
  const secretId = stored["secretId"];
  if (typeof secretId !== "string") return factsOf<DuskCardPayload>(stored);
  const note = noteOf(secretId)?.flags.fray?.[FLAG];
  if (!note) throw new RulesError("FRAY.Dusk.Refusal.SecretLost", {});
  return JSON.parse(note.payload) as DuskCardPayload;
}

/** The id of a secret card's whisper (null for an open card). */
export const secretIdOf = (stored: JsonObject): string | null => (typeof stored["secretId"] === "string" ? stored["secretId"] : null);
