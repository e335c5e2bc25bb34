import { KeyedQueue } from "../keyed-queue.js";

/**
 * The change queue of each combat on the active GM's client: every write of an encounter (a
 * tracker control, a roster change, a card press that steps the fight) runs here one after
 * another per combat, so each reads what the previous one stored and none is lost.
 */
const changes = new KeyedQueue();

/** Runs `task` once every earlier change of combat `combatKey` (its id) has landed. */
export function queueCombatChange<T>(combatKey: string, task: () => Promise<T>): Promise<T> {
  return changes.run(combatKey, task);
}
