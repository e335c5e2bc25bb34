import type { DuskConditionId } from "../rules/conditions.js";

/**
 * The token status effects of a dusk world (DB-DATA-5): one per condition the rules know
 * (`DUSK_CONDITIONS`), plus the situations a token can be marked with — full cover, deep water,
 * underwater, and the light it stands in when it differs from the scene's.
 */
export const SITUATION_STATUSES = ["fullCover", "deepWater", "underwater", "dimLight", "veryDimLight", "darkness"] as const;
export type DuskStatusId = DuskConditionId | (typeof SITUATION_STATUSES)[number];

const ICONS: Readonly<Record<DuskStatusId, string>> = {
  stunned: "icons/svg/daze.svg",
  dazed: "icons/svg/stoned.svg",
  prone: "icons/svg/falling.svg",
  paralysed: "icons/svg/paralysis.svg",
  inCover: "icons/svg/shield.svg",
  fullCover: "icons/svg/mage-shield.svg",
  hidden: "icons/svg/mystery-man.svg",
  invisible: "icons/svg/invisible.svg",
  defending: "icons/svg/combat.svg",
  takingCover: "icons/svg/anchor.svg",
  charging: "icons/svg/wingfoot.svg",
  intercepted: "icons/svg/net.svg",
  castingLongSpell: "icons/svg/book.svg",
  poisoned: "icons/svg/poison.svg",
  diseased: "icons/svg/biohazard.svg",
  deepWater: "icons/svg/regen.svg",
  underwater: "icons/svg/upgrade.svg",
  dimLight: "icons/svg/sun.svg",
  veryDimLight: "icons/svg/eye.svg",
  darkness: "icons/svg/blind.svg",
};

const capitalized = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

export const DUSK_STATUS_EFFECTS = (Object.keys(ICONS) as DuskStatusId[]).map((id) => ({ id, name: `FRAY.Dusk.Status.${capitalized(id)}`, img: ICONS[id] }));
