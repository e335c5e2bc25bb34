/**
 * Runs tasks one after another per key (one combat, one document): each task starts only when
 * the previous task for that key has settled, so it reads what the previous one wrote. A failed
 * task does not block the ones after it. Pure: no Foundry globals.
 */
export class KeyedQueue {
  readonly #tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.#tails.set(key, tail);
    // Forget the key once its last task is done, so finished combats leave nothing behind.
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return result;
  }

  /** Whether tasks for `key` are queued or running. */
  busy(key: string): boolean {
    return this.#tails.has(key);
  }
}
