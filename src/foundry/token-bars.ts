import type { TrackableAttributes } from "./ruleset.js";

/**
 * Token bars per Actor subtype. Fray declares no system-wide primary attribute (a pool track
 * means nothing on a brp creature or a ship); each subtype's first two bar attributes
 * (`CONFIG.Actor.trackableAttributes`) are its tokens' default bars. Pure.
 */

export interface TokenBarSource {
  readonly bar1?: { readonly attribute?: string | null } | null;
  readonly bar2?: { readonly attribute?: string | null } | null;
}

export type TrackableTable = Readonly<Record<string, TrackableAttributes | undefined>>;

/**
 * The bar changes a prototype or placed token of `type` needs: a bar left empty or pointing at an
 * attribute this subtype cannot track gets the subtype's default (or none). Null when nothing
 * changes, or when the subtype declares no bars (nothing is known about it).
 */
export function tokenBarFix(type: string, token: TokenBarSource | null | undefined, table: TrackableTable): { bar1?: { attribute: string | null }; bar2?: { attribute: string | null } } | null {
  const trackable = table[type];
  if (!trackable) return null;
  const bars = trackable.bar;
  const fix: { bar1?: { attribute: string | null }; bar2?: { attribute: string | null } } = {};
  const keys = ["bar1", "bar2"] as const;
  keys.forEach((key, index) => {
    const current = token?.[key]?.attribute ?? null;
    const fits = current !== null && current !== "" && (bars.includes(current) || trackable.value.includes(current));
    const wanted = bars[index] ?? null;
    if (!fits && current !== wanted) fix[key] = { attribute: wanted };
  });
  return Object.keys(fix).length ? fix : null;
}
