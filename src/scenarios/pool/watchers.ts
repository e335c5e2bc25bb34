import type { Scenario } from "../table.js";
import { assertWatcherRefused, letObserve } from "../watchers.js";
import { aldric, itemOf, mercenary, poison } from "./fixtures.js";

/** Bruno only observes Aldric, the warhorse and the cog: every button on their sheets is refused. */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "a player who only observes Aldric presses every button on his sheet; each is refused with a message and nothing changes",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor({
        ...aldric(),
        system: { skills: { melee: 4, stamina: 3, medicine: 2 }, tracks: { wound: { value: 1, max: 3 }, fatigue: { value: 1, max: 3 }, fear: { value: 1, max: 3 } }, conditions: [{ id: "prone" }] },
        items: [...(aldric().items ?? []), poison("Adder venom", "mild"), { name: "Open wound", type: "poolInjury", system: { kind: "openWound" } }, { name: "Dodge", type: "poolManeuver", system: { key: "dodge" } }, { name: "Crossbow", type: "poolWeapon", system: { skill: "ranged", reload: "crossbow", loaded: false } }],
      });
      const foe = await table.createActor(mercenary());
      const watcher = table.seat("playerB");
      await letObserve(table, hero, "playerB");
      await watcher.target(foe);
      const id = (name: string) => itemOf(watcher, hero, name);
      await assertWatcherRefused(
        table,
        "playerB",
        [
          { actor: hero, action: "rollSkill", dataset: { skill: "stamina" } },
          { actor: hero, action: "attack", dataset: { itemId: id("Spear") } },
          { actor: hero, action: "useManeuver", dataset: { itemId: id("Dodge") } },
          { actor: hero, action: "toggleEquipped", dataset: { itemId: id("Spear") } },
          { actor: hero, action: "readyWeapon", dataset: { itemId: id("Crossbow") } },
          { actor: hero, action: "recoverWounds" },
          { actor: hero, action: "recoverFatigue" },
          { actor: hero, action: "recoverFear" },
          { actor: hero, action: "addCondition", dataset: { select: "pinned" } },
          { actor: hero, action: "removeCondition", dataset: { index: "0" } },
          { actor: hero, action: "setTrack", dataset: { path: "system.tracks.wound.value", value: "3" } },
          { actor: hero, action: "bleed", dataset: { itemId: id("Open wound") } },
          { actor: hero, action: "applyPoison", dataset: { itemId: id("Adder venom") } },
          { actor: hero, action: "exposePoison", dataset: { itemId: id("Adder venom") } },
          { actor: hero, action: "poisonHour" },
          { actor: hero, action: "antidote" },
          { actor: hero, action: "createItem", dataset: { type: "poolGear" } },
        ],
        [hero, foe],
        assert,
      );
    },
  },
  {
    ruleset: "pool",
    name: "a player who only observes a warhorse and a cog presses their buttons; each is refused and nothing changes",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor({ ...aldric(), system: { skills: { melee: 4, rideTeam: 2, pilot: 2 } } });
      const horse = await table.createActor({ name: "Warhorse", type: "poolMount", owners: ["playerA"], system: { riderUuid: hero.uuid } });
      const cog = await table.createActor({ name: "Cog", type: "poolShip", owners: ["playerA"], system: { size: "medium", pilotUuid: hero.uuid, structure: { value: 2, max: 10 } } });
      const hulk = await table.createActor({ name: "Hulk", type: "poolShip", system: { size: "large" } });
      const foe = await table.createActor(mercenary());
      for (const watched of [horse, cog]) await letObserve(table, watched, "playerB");
      await table.seat("playerB").target(foe);
      await assertWatcherRefused(
        table,
        "playerB",
        [
          { actor: horse, action: "creatureAttack" },
          { actor: horse, action: "unlink", dataset: { role: "rider", uuid: hero.uuid } },
          { actor: cog, action: "pilotCheck" },
          { actor: cog, action: "repair" },
          { actor: cog, action: "setTrack", dataset: { path: "system.structure.value", value: "5" } },
        ],
        [hero, horse, cog, hulk, foe],
        assert,
      );
      await table.seat("playerB").target(hulk);
      await assertWatcherRefused(table, "playerB", [{ actor: cog, action: "ram" }], [hero, cog, hulk], assert);
    },
  },
];
