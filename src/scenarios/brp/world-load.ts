import { isActorOf } from "../../foundry/documents/subtypes.js";
import type { ActorSpec, DocumentRef, Scenario } from "../table.js";
import { SEATS } from "../table.js";
import { templeGuard, yvarre } from "./fixtures.js";

/**
 * Bug 10: brp derived values had no guard, so an actor whose stored data the rules could not
 * derive from could throw while Foundry prepared the world. The double prepares every document on
 * every client as the world loads and reports a preparation that throws as an error, which fails
 * any scenario. Cleaning on load already turns broken shapes into the schema's own, so what reaches
 * the rules here is data they refuse: an import with CON and SIZ of 0, which gives no hit points.
 * The world must load on every client, the sound actors derive as usual, and the broken one keep
 * its stored data and say why it has no values (`derivationProblem`, localized).
 * Probed with the model's `guardedDerive` taken out: junk harm records, non-numeric
 * characteristics and hit points, wound, armor, skill and weapon items with null or mistyped
 * fields all load on every client without a throw (cleaning fills them in and the derivations
 * tolerate the rest), so this scenario cannot fail on the wrapper alone;
 * `test/foundry/guarded-derive.test.ts` guards the wrapper itself.
 */
/** An actor as the world's database stores it: ids on the actor and on every embedded item. */
function storedActor(id: string, spec: ActorSpec): Record<string, unknown> {
  return {
    _id: id,
    name: spec.name,
    type: spec.type,
    system: spec.system ?? {},
    items: (spec.items ?? []).map((item, n) => ({ _id: `${id.slice(0, 12)}it${String(n).padStart(2, "0")}`, ...item })),
    // Every player may see them, so every client prepares them.
    ownership: { default: 2 },
  };
}

const ref = (id: string, name: string): DocumentRef => ({ uuid: `Actor.${id}`, id, name });
const YVARRE = ref("storedYvarre0001", "Yvarre");
const GUARD = ref("storedGuard00001", "Temple Guard");
const BROKEN = ref("storedBroken0001", "Broken import");
const BROKEN_CHARACTERISTICS = { STR: 18, CON: 0, SIZ: 0, INT: 3, POW: 11, DEX: 14, CHA: 1 };

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "a world holding a creature with CON and SIZ 0 next to Yvarre and the guard loads on every client; the good ones derive, the broken one says why",
    seats: ["assistant", "playerA", "playerB"],
    world: {
      documents: {
        Actor: [
          storedActor(YVARRE.id, yvarre()),
          storedActor(BROKEN.id, { name: BROKEN.name, type: "brpCreature", system: { characteristics: BROKEN_CHARACTERISTICS, hitPoints: { value: 0 } } }),
          storedActor(GUARD.id, templeGuard()),
        ],
      },
    },
    async run(table, assert) {
      const why = table.localize("FRAY.Brp.Error.NoHitPoints", { con: 0, siz: 0 });
      for (const seat of SEATS) {
        const hand = table.seat(seat);
        const derivedOf = (actor: DocumentRef) => {
          const loaded = hand.actor(actor);
          if (!isActorOf(loaded, "brpCharacter", "brpCreature")) throw new Error(`${seat} did not load ${actor.name} as a brp actor`);
          return loaded.system;
        };
        assert.equal(derivedOf(YVARRE).derived.hpMax, 17, `${seat}: Yvarre derives 17 hit points`);
        assert.equal(derivedOf(YVARRE).derived.skills["dodge"], 42, `${seat}: and her Dodge from her items`);
        assert.equal(derivedOf(GUARD).derived.hpMax, 14, `${seat}: the guard derives 14`);
        assert.equal(derivedOf(YVARRE).derivationProblem, "", `${seat}: nothing wrong with Yvarre`);
        const broken = derivedOf(BROKEN);
        assert.equal(broken.derivationProblem, why, `${seat}: the broken creature says why, in words`);
        assert.isAbove(broken.derived.hpMax, 0, `${seat}: and still has values its sheet can show`);
        assert.deepEqual({ ...broken.characteristics }, BROKEN_CHARACTERISTICS, `${seat}: its stored characteristics are untouched`);
      }

      // The GM corrects the import; every client derives it at once.
      const gm = table.seat("gm");
      await gm.run(() => gm.actor(BROKEN).update({ "system.characteristics.CON": 12, "system.characteristics.SIZ": 14 } as Actor.UpdateData));
      await table.settle();
      for (const seat of SEATS) {
        const fixed = table.seat(seat).actor(BROKEN);
        assert.isTrue(isActorOf(fixed, "brpCreature") && fixed.system.derivationProblem === "" && fixed.system.derived.hpMax === 13, `${seat}: CON 12 and SIZ 14 give 13 hit points`);
      }
    },
  },
];
