import type { Client } from "./client.js";

/**
 * `Hooks` per client (API pages "Hooks" and "hookEvents"): `on`,
 * `once`, `off`; `call` stops at the first listener returning false and reports it (pre* hooks
 * cancel that way); `callAll` runs every listener. Hooks are never awaited. A listener that
 * throws is reported and the others still run — the double records the error so a scenario fails.
 */
type Listener = { id: number; fn: (...args: unknown[]) => unknown; once: boolean };

export class HooksRegistry {
  private readonly listeners = new Map<string, Listener[]>();
  private nextId = 1;

  constructor(private readonly client: Client) {}

  on(hook: string, fn: (...args: unknown[]) => unknown): number {
    return this.add(hook, fn, false);
  }
  once(hook: string, fn: (...args: unknown[]) => unknown): number {
    return this.add(hook, fn, true);
  }
  off(hook: string, idOrFn: number | ((...args: unknown[]) => unknown)): void {
    const list = this.listeners.get(hook) ?? [];
    this.listeners.set(hook, list.filter((l) => l.id !== idOrFn && l.fn !== idOrFn));
  }
  private add(hook: string, fn: (...args: unknown[]) => unknown, once: boolean): number {
    const id = this.nextId++;
    this.listeners.set(hook, [...(this.listeners.get(hook) ?? []), { id, fn, once }]);
    return id;
  }

  call(hook: string, ...args: unknown[]): boolean {
    for (const listener of this.take(hook)) {
      if (this.run(hook, listener, args) === false) return false;
    }
    return true;
  }
  callAll(hook: string, ...args: unknown[]): true {
    for (const listener of this.take(hook)) this.run(hook, listener, args);
    return true;
  }
  private take(hook: string): Listener[] {
    const list = this.listeners.get(hook) ?? [];
    this.listeners.set(hook, list.filter((l) => !l.once));
    return list;
  }
  private run(hook: string, listener: Listener, args: unknown[]): unknown {
    try {
      const result = listener.fn(...args);
      if (result instanceof Promise) result.catch((error: unknown) => this.client.recordError(`hook ${hook} failed later: ${describe(error)}`));
      return result;
    } catch (error) {
      this.client.recordError(`hook ${hook} threw: ${describe(error)}`);
      return undefined;
    }
  }
}

export function describe(error: unknown): string {
  return error instanceof Error ? `${error.message}\n${error.stack ?? ""}` : String(error);
}
