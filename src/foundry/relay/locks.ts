/**
 * Per-document serialization on the GM's client. A task names the documents it reads and writes;
 * it starts once every earlier task holding any of them has finished, so a read-compute-write on
 * an actor is never interleaved with another on the same actor (two cards hitting one actor both
 * land). Tasks on unrelated documents run side by side. Pure (no Foundry), so it is tested alone.
 */

const tails = new Map<string, Promise<void>>();

/**
 * The lock key of a document: the actor (or other top-level document) it belongs to. An item or
 * effect is locked with its actor, because a step reading the actor reads its items too. A token
 * actor's key ends at its `Actor.<id>` segment.
 */
export function lockKeyOf(uuid: string): string {
  const parts = uuid.split(".");
  const actorAt = parts.lastIndexOf("Actor");
  if (actorAt >= 0 && actorAt + 1 < parts.length) return parts.slice(0, actorAt + 2).join(".");
  return parts.slice(0, 2).join(".");
}

/** Runs `task` once the documents named by `keys` are free; holds them until it settles. */
export function withLocks<T>(keys: readonly string[], task: () => Promise<T>): Promise<T> {
  const unique = [...new Set(keys)];
  const before = unique.map((key) => tails.get(key) ?? Promise.resolve());
  const run = Promise.all(before).then(task);
  const done = run.then(
    () => undefined,
    () => undefined,
  );
  for (const key of unique) {
    tails.set(key, done);
    // Forget a key once nothing queues behind it, so the map does not grow with every document.
    void done.then(() => {
      if (tails.get(key) === done) tails.delete(key);
    });
  }
  return run;
}

/** How many documents are held or queued now (tests check that locks are released). */
export function heldLockCount(): number {
  return tails.size;
}
