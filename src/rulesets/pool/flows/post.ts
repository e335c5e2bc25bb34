import { postExchange as postCard, type PostedExchange } from "../../../foundry/flows/post.js";

/** Posting pool exchange cards through the shared flow helpers. */

export { participant } from "../../../foundry/flows/participants.js";
export { applyOwnDeltas } from "../../../foundry/flows/post.js";

export interface NewExchange extends Omit<PostedExchange, "ruleset" | "kind"> {
  readonly kind: "attack" | "check" | "opposed" | "ram" | "effect" | "poison" | "initiative";
}

export async function postExchange(exchange: NewExchange): Promise<void> {
  await postCard({ ...exchange, ruleset: "pool" });
}
