import { STATUS_FOR_EVENT } from "../core/vocabulary.js";
import type { StatusEffectSpec, TrackableAttributes } from "./ruleset.js";

/**
 * Status effects every ruleset shares (the vocabulary's died / unconscious / fled) and the merge
 * with Foundry's defaults and a ruleset's own. Pure; init applies the result to CONFIG.
 */
export const SHARED_STATUS_EFFECTS: readonly StatusEffectSpec[] = [
  { id: STATUS_FOR_EVENT.died, name: "FRAY.Status.Dead", img: "icons/svg/skull.svg" },
  { id: STATUS_FOR_EVENT.unconscious, name: "FRAY.Status.Unconscious", img: "icons/svg/unconscious.svg" },
  { id: STATUS_FOR_EVENT.fled, name: "FRAY.Status.Fled", img: "icons/svg/wingfoot.svg" },
];

const extraEffects: StatusEffectSpec[] = [];

/** Lets a ruleset (or module) add status effects before `init` ends. */
export function registerStatusEffect(effect: StatusEffectSpec): void {
  extraEffects.push(effect);
}

export function registeredStatusEffects(): readonly StatusEffectSpec[] {
  return extraEffects;
}

/** Foundry's list with later lists replacing entries of the same id and adding the rest, order kept. */
export function mergeStatusEffects<T extends { readonly id: string }>(base: readonly T[], ...additions: ReadonlyArray<readonly T[]>): T[] {
  const merged = new Map<string, T>();
  for (const effect of base) merged.set(effect.id, effect);
  for (const list of additions) for (const effect of list) merged.set(effect.id, effect);
  return [...merged.values()];
}

/** Token bar attributes of every ruleset, so a foreign actor's token still knows its bars. */
export function collectTrackableAttributes(perRuleset: ReadonlyArray<Readonly<Record<string, TrackableAttributes>> | undefined>): Record<string, { bar: string[]; value: string[] }> {
  const out: Record<string, { bar: string[]; value: string[] }> = {};
  for (const entries of perRuleset) {
    for (const [type, attributes] of Object.entries(entries ?? {})) out[type] = { bar: [...attributes.bar], value: [...attributes.value] };
  }
  return out;
}
