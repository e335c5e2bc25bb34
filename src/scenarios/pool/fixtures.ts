import type { ActorSpec } from "../table.js";

/** The people of the pool scenarios: the seed's palace-guard fight (FC-TV vectors). */
export const spear = { name: "Spear", type: "poolWeapon", system: { weaponClass: "medium", skill: "melee" } };

export const aldric = (owners: ActorSpec["owners"] = ["playerA"]): ActorSpec => ({
  name: "Aldric",
  type: "poolCharacter",
  system: { skills: { melee: 4, stamina: 3 } },
  items: [spear],
  owners,
});

export const mercenary = (name = "Mercenary"): ActorSpec => ({ name, type: "poolNpc", system: { parry: 2, skills: { melee: 3 } } });

export const palaceGuard = (name: string): ActorSpec => ({ name, type: "poolNpc", system: { parry: 1, skills: { melee: 3 } }, items: [spear] });
