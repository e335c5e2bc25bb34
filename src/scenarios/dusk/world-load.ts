import type { DocumentRef, Scenario, Seat } from "../table.js";
import { SEATS } from "../table.js";
import { duskOn, task } from "./fixtures.js";

/**
 * A world stored before this version, one document of every dusk subtype, each field set to a
 * value other than its default so a field dropped on load would show. The character's Pools are in
 * the oldest shape (bare numbers, as an early sheet or a hand-made import wrote them); loading
 * turns each into `{ value, max }` (`migratePools`, run by the model's `migrateData`). Every seat
 * loads the world; nothing stored may be lost, and the character still plays.
 */

type Plain = Record<string, unknown>;
const ITEM_FIELDS: Readonly<Record<string, Plain>> = {
  duskWeapon: { mode: "ranged", damage: 6, stat: "speed", range: "short", maxRange: "extreme", cut: "stabbing", worksUnderwater: true, equipped: false, description: "<p>An old crossbow.</p>", houseValues: [{ field: "damage", why: "Our table's number." }] },
  duskArmor: { slot: "magic", category: "heavy", value: 3, equipped: false, description: "<p>A warding charm.</p>" },
  duskSkill: { stat: "intellect", level: "specialized", initiative: true, description: "<p>Lore of the old roads.</p>" },
  duskAbility: { stat: "speed", cost: 4, action: "reaction", freeEffort: 1, description: "<p>A quick step aside.</p>" },
  duskSpell: { stat: "might", cost: 5, castTime: "long", description: "<p>A slow rite.</p>" },
  duskAsset: { steps: 2, task: "climbing", description: "<p>Good rope.</p>" },
  duskWound: { woundType: "moderate", value: 4, deferred: false, description: "<p>A cracked rib.</p>" },
};

const itemId = (n: number) => `storedDuskIt${String(n).padStart(4, "0")}`;
const items = Object.entries(ITEM_FIELDS).map(([type, system], n) => ({ _id: itemId(n), name: `Old ${type}`, type, system, flags: { fray: { note: "kept" } } }));

const CHARACTER: Plain = { level: 3, pools: { might: 11, speed: 13, intellect: 9 }, effortMax: 2, health: { value: 8 }, destiny: 2, regainOnNextAction: true, restsUsed: ["oneAction"], notes: "<p>Wren's old notes.</p>" };
const NPC: Plain = { kind: "elite", level: 5, health: { value: 12, max: 30 }, armor: 2, damage: 7, nature: "mental", woundLimit: 2, notes: "<p>A barrow wight.</p>", houseValues: [{ field: "health.max", why: "Twice its target number." }] };
const OBJECT: Plain = { condition: "damaged", notes: "<p>A cracked door.</p>" };

const stored = (id: string, name: string, type: string, system: Plain, extra: Plain = {}): Plain => ({ _id: id, name, type, system, ownership: { default: 2 }, flags: { fray: { note: "kept" } }, ...extra });
const ref = (id: string, name: string): DocumentRef => ({ uuid: `Actor.${id}`, id, name });
const OLD_WREN = ref("storedDuskPc0001", "Old Wren");
const WIGHT = ref("storedDuskNpc001", "Barrow Wight");
const DOOR = ref("storedDuskObj001", "Cracked Door");

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "a world stored with every dusk subtype — a character with its Pools as bare numbers and one item of each of the seven types, an elite NPC, an object — loads on every client: the Pools become value/max, no other field is lost, and the character rolls a task",
    seats: ["assistant", "playerA", "playerB"],
    world: {
      documents: {
        Actor: [
          stored(OLD_WREN.id, OLD_WREN.name, "duskCharacter", CHARACTER, { items }),
          stored(WIGHT.id, WIGHT.name, "duskNpc", NPC),
          stored(DOOR.id, DOOR.name, "duskObject", OBJECT),
        ],
      },
    },
    async run(table, assert) {
      const systemOf = (seat: Seat, actor: DocumentRef) => table.seat(seat).actor(actor)._source.system as unknown as Plain;
      for (const seat of SEATS) {
        const wren = systemOf(seat, OLD_WREN);
        assert.deepEqual(wren["pools"], { might: { value: 11, max: 11 }, speed: { value: 13, max: 13 }, intellect: { value: 9, max: 9 } }, `${seat}: bare Pools become value and max`);
        for (const key of ["level", "effortMax", "health", "destiny", "regainOnNextAction", "restsUsed", "notes"]) assert.deepEqual(wren[key], CHARACTER[key], `${seat}: the character keeps ${key}`);
        assert.deepEqual({ ...systemOf(seat, WIGHT) }, NPC, `${seat}: the NPC keeps every field`);
        assert.deepEqual({ ...systemOf(seat, DOOR) }, OBJECT, `${seat}: the object keeps every field`);
        for (const [type, fields] of Object.entries(ITEM_FIELDS)) {
          const item = table.seat(seat).actor(OLD_WREN).items.contents.find((candidate) => String(candidate.type) === type);
          assert.deepEqual({ ...(item?._source.system as unknown as Plain) }, fields, `${seat}: the ${type} keeps every field`);
        }
      }
      // The migrated Pools play: a Might task of difficulty 4, eased a step by one level of Effort (3 points)
      // and hindered a step by the moderate wound in force: difficulty 4, TN 12.
      const card = await task(table, "gm", OLD_WREN, "might", { difficulty: 4, effort: 1 }, 6, 5);
      assert.equal(duskOn(table, "playerB", card).view.targetNumber, 12, "4 − 1 Effort + 1 wound = 4, × 3");
      assert.equal((table.seat("playerB").actor(OLD_WREN).system as unknown as { pools: { might: { value: number } } }).pools.might.value, 8, "Might 11 − 3");
    },
  },
];
