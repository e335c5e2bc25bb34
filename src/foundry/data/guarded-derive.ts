/**
 * Derived values that cannot stop a world from loading. Foundry prepares every actor while the
 * world loads; one throw there leaves the world broken for everyone. A value the rules refuse
 * (an old import, a hand-edited field, an item from elsewhere) instead derives without the
 * actor's items, and failing that from the subtype's initial values, with a warning naming the
 * actor. Pure.
 */
export function guardedDerive<System, Item, Derived>(
  derive: (system: System, items: readonly Item[]) => Derived,
  system: System,
  items: readonly Item[],
  initial: () => System,
  warn: (error: unknown) => void,
): Derived {
  try {
    return derive(system, items);
  } catch (error) {
    warn(error);
  }
  try {
    return derive(system, []);
  } catch {
    return derive(initial(), []);
  }
}
