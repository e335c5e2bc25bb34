import { poisonClockHours } from "../rules/poison.js";
import { countPoisonHours } from "./actions.js";
import { isLiving } from "./snapshot.js";

/**
 * The poison's countdown kept by the world clock (FC-FVTT-7, FC-POI-4): when the GM (or a module,
 * or a calendar) advances world time, every client hears `updateWorldTime`; only the active GM's
 * client counts the whole hours that passed for each creature dying of poison and applies them as
 * the countdown's hour button does — one card each, written once for the whole table. The part of
 * an hour left over is carried in the condition (`clockAt`), so two half hours make one. A clock
 * set back counts nothing and undoes nothing. The hour buttons stay as the GM's override.
 */

/** Every creature that may be dying of poison: the world's actors and unlinked tokens' own actors. */
function creaturesOnTheClock(): Actor.Implementation[] {
  const world = (game.actors?.contents ?? []) as Actor.Implementation[];
  const scenes = (game.scenes?.contents ?? []) as unknown as ReadonlyArray<{ readonly tokens: { readonly contents: ReadonlyArray<{ readonly actorLink: boolean; readonly actor: unknown }> } }>;
  const unlinked = scenes.flatMap((scene) => scene.tokens.contents.filter((token) => !token.actorLink).map((token) => token.actor as Actor.Implementation | null));
  return [...world, ...unlinked].filter((actor): actor is Actor.Implementation => isLiving(actor) && actor.system.conditions.some((condition) => condition.id === "poisonedDying"));
}

/** Counts the hours from `worldTime − dt` (or the condition's own `clockAt`) to `worldTime` for each poisoned creature. */
export async function countPoisonsTo(worldTime: number, dt: number): Promise<void> {
  for (const actor of creaturesOnTheClock()) {
    if (!isLiving(actor)) continue;
    const dying = actor.system.conditions.find((condition) => condition.id === "poisonedDying");
    if (!dying) continue;
    const stored = dying.data["clockAt"];
    const since = typeof stored === "number" && Number.isFinite(stored) ? stored : worldTime - dt;
    const { hours, carried } = poisonClockHours(since, worldTime);
    if (hours > 0) await countPoisonHours(actor, hours, false, worldTime - carried);
    else if (stored === undefined) await countPoisonHours(actor, 0, false, since);
  }
}

/** Advances arrive one after another: each waits for the one before, so no hour is counted twice. */
let queue: Promise<void> = Promise.resolve();

export function registerPoisonClock(): void {
  Hooks.on("updateWorldTime", (worldTime: number, dt: number) => {
    if (!game.users?.activeGM?.isSelf) return;
    queue = queue.then(() => countPoisonsTo(worldTime, dt)).catch((error: unknown) => console.error(error));
  });
}
