import { requireBoolean, requireOneOf } from "../../../core/validate.js";

/**
 * How many hands a weapon takes (BRP-DATA-4). A weapon held in both hands leaves none for a
 * shield: with a shield on the arm it cannot be wielded (the shield is put away first).
 */

export const WEAPON_HANDS = ["one", "two"] as const;
export type WeaponHands = (typeof WEAPON_HANDS)[number];

/** Why this weapon cannot be used now, as a message key, or null when it can. */
export function handsRefusal(hands: WeaponHands, shieldEquipped: boolean): string | null {
  requireOneOf(hands, "hands", WEAPON_HANDS);
  requireBoolean(shieldEquipped, "shieldEquipped");
  return hands === "two" && shieldEquipped ? "FRAY.Brp.Hands.NotWithShield" : null;
}
