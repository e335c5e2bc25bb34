import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExchangeActionRequest, ExchangeData, JsonObject } from "../../../../src/foundry/chat/exchange-types.js";
import type { AttackPayload, OpposedPayload } from "../../../../src/rulesets/pool/flows/cards.js";
import { payloadWithView } from "../../../../src/rulesets/pool/flows/exchange-cards.js";
import { POOL_EXCHANGE_HANDLERS } from "../../../../src/rulesets/pool/flows/handlers.js";
import { planAttack, startOpposed, submitOpposedRoll } from "../../../../src/rulesets/pool/rules/index.js";

/**
 * The GM-side card handlers run under Node against stand-in documents: a minimal Actor class,
 * `fromUuidSync` over a map, and a Roll that replays fixed faces. What they return (state,
 * pending decision, deltas) is exactly what the glue applies in a live world.
 */
class FakeActor {
  readonly items = { contents: [] as unknown[] };
  constructor(
    readonly uuid: string,
    readonly id: string,
    readonly name: string,
    readonly system: Record<string, unknown>,
  ) {}
}
const tracks = (wound = 0) => ({ wound: { value: wound, max: 3 }, fatigue: { value: 0, max: 3 }, fear: { value: 0, max: 3 } });
const actors = new Map<string, FakeActor>();
let nextFaces: number[] = [];
const g = globalThis as Record<string, unknown>;
const saved = { Actor: g.Actor, fromUuidSync: g.fromUuidSync, game: g.game, foundry: g.foundry };

beforeAll(() => {
  g.Actor = FakeActor;
  g.fromUuidSync = (uuid: string) => actors.get(uuid) ?? null;
  g.game = { i18n: { localize: (key: string) => key }, combat: null };
  g.foundry = {
    dice: {
      Roll: class {
        dice = [{ results: [] as Array<{ result: number }> }];
        constructor(readonly formula: string) {}
        async evaluate() {
          const count = Number(this.formula.split("d")[0]);
          this.dice[0]!.results = nextFaces.splice(0, count).map((result) => ({ result }));
          return this;
        }
        toJSON() {
          return { formula: this.formula };
        }
      },
    },
  };
});
afterAll(() => Object.assign(g, saved));

function exchange(kind: string, payload: JsonObject, state = "open"): ExchangeData {
  return { ruleset: "pool", kind, state, participants: [], rolls: [], pending: null, resolution: null, applications: [], payload };
}
const request = (action: string, data: JsonObject = {}): ExchangeActionRequest => ({ messageId: "m", action, applicationId: "app", claimedState: "open", actorUuid: null, data });

function spearAttack(dice: number[], coated = false): AttackPayload {
  return {
    attacker: { uuid: "Actor.a", name: "Aldric", img: "" },
    weapon: "Spear",
    plan: planAttack({ skill: "melee", skillDice: 4, weaponClass: "medium" }),
    maneuver: "none",
    dice,
    targets: [{ uuid: "Actor.m", tokenUuid: null, name: "Mercenary", img: "", parry: 2, armor: 0, parryApplies: true, parryLostBecause: null }],
    headline: "FRAY.Pool.Card.AttackHeadline",
    applied: [],
    coating: coated ? { batchId: "b1", strength: "strong", weaponUuid: "Actor.a.Item.spear" } : null,
  };
}

/** Aldric's disarm (3,5,6,1: three successes) waiting for the guard's four dice (FC-TV-14). */
function disarmCard(): ExchangeData {
  const state = submitOpposedRoll(startOpposed("disarm", { id: "a", skillDice: 3, weaponDice: 1 }, { id: "g", skillDice: 3, weaponDice: 1 }, 1), "initiator", [3, 5, 6, 1]);
  const facts: OpposedPayload & { state: typeof state } = {
    kind: "disarm",
    initiator: { uuid: "Actor.a", name: "Aldric", img: "", skill: "melee", parts: state.initiatorPool.parts, rolled: 4, dice: [3, 5, 6, 1] },
    target: { uuid: "Actor.g", name: "Guard", img: "", skill: "melee", parts: state.targetPool.parts, rolled: 4, dice: null },
    scatter: null,
    applied: [],
    state,
  };
  return exchange("opposed", payloadWithView({ kind: "opposed", facts }));
}

/** A serialized roll as a client sends it: the formula, the total of its faces and the faces themselves. */
const shownRoll = (formula: string, faces: readonly number[]) => ({ formula, total: faces.reduce((a, b) => a + b, 0), terms: [{ results: faces.map((result) => ({ result, active: true })) }] });

describe("pool card handlers (GM side)", () => {
  it("FC-TV-5: Apply on the spear card ticks two Wounds and closes the card", async () => {
    actors.set("Actor.m", new FakeActor("Actor.m", "m", "Mercenary", { tracks: tracks(), conditions: [], poisonImmunities: [] }));
    const step = await POOL_EXCHANGE_HANDLERS.attack!.apply!.resolve(exchange("attack", payloadWithView({ kind: "attack", facts: spearAttack([1, 3, 4, 4, 6]) })), request("apply"));
    expect(step.state).toBe("closed");
    expect(step.deltas).toEqual([{ kind: "update", uuid: "Actor.m", path: "system.tracks.wound.value", to: 2 }]);
    expect((step.payload!["view"] as { applied: unknown[] }).applied).toHaveLength(1);
  });

  it("FC-POI-8 and FC-INJ-2: a coated spear dealing 3 Wounds hands the target a Stamina roll, then the GM an injury roll", async () => {
    actors.set("Actor.m", new FakeActor("Actor.m", "m", "Mercenary", { tracks: tracks(), conditions: [], poisonImmunities: [] }));
    const applied = await POOL_EXCHANGE_HANDLERS.attack!.apply!.resolve(exchange("attack", payloadWithView({ kind: "attack", facts: spearAttack([5, 5, 6, 1, 1], true) })), request("apply"));
    expect(applied.state).toBe("poisoned");
    expect(applied.pending).toMatchObject({ actorUuid: "Actor.m", actions: ["resistPoison"] });
    expect(applied.deltas).toContainEqual({ kind: "update", uuid: "Actor.a.Item.spear", path: "system.coating.strength", to: "" });
    // The stand-in mercenary has no Stamina dice: its roll is no dice at all, and nothing else is taken.
    const poisoned = exchange("attack", applied.payload!, "poisoned");
    await expect(Promise.resolve().then(() => POOL_EXCHANGE_HANDLERS.attack!.resistPoison!.resolve(poisoned, request("resistPoison", { faces: [6, 6], roll: shownRoll("2d6", [6, 6]) })))).rejects.toMatchObject({ i18nKey: "FRAY.Relay.BadDice" });
    const resisted = await POOL_EXCHANGE_HANDLERS.attack!.resistPoison!.resolve(poisoned, request("resistPoison", { faces: [], roll: null }));
    expect(resisted.state).toBe("injury");
    expect(resisted.pending).toMatchObject({ actorUuid: null, actions: ["injury"] });
    const dying = (resisted.deltas![0] as unknown as { to: Array<{ id: string; data: { hoursLeft: number } }> }).to;
    expect(dying.map((c) => [c.id, c.data.hoursLeft])).toEqual([["poisonedDying", 3]]);
    nextFaces = [2];
    const injured = await POOL_EXCHANGE_HANDLERS.attack!.injury!.resolve(exchange("attack", resisted.payload!, "injury"), request("injury"));
    expect(injured.state).toBe("closed");
    expect(injured.deltas).toEqual([{ kind: "create", parentUuid: "Actor.m", documentName: "Item", data: expect.objectContaining({ type: "poolInjury", system: expect.objectContaining({ kind: "leg" }) }) }]);
  });

  it("FC-TV-14: the target's 2 successes against a 3-success disarm lose its weapon (rolled from the card)", async () => {
    actors.set("Actor.a", new FakeActor("Actor.a", "a", "Aldric", { tracks: tracks(), conditions: [], poisonImmunities: [] }));
    const guard = new FakeActor("Actor.g", "g", "Guard", { tracks: tracks(), conditions: [], poisonImmunities: [] });
    guard.items.contents.push({ type: "poolWeapon", uuid: "Actor.g.Item.w", system: { equipped: true } });
    actors.set("Actor.g", guard);
    nextFaces = [3];
    const step = await POOL_EXCHANGE_HANDLERS.opposed!.rollTarget!.resolve(disarmCard(), request("rollTarget", { faces: [3, 4, 1, 2], roll: shownRoll("4d6", [3, 4, 1, 2]) }));
    expect(step.state).toBe("closed");
    expect(step.deltas).toContainEqual({ kind: "update", uuid: "Actor.g.Item.w", path: "system.equipped", to: false });
    const view = step.payload!["view"] as { outcome: { initiatorWins: boolean; direction: string } };
    expect(view.outcome).toMatchObject({ initiatorWins: true, direction: "E" });
  });

  it("refuses the target's dice when their count is not the pool, a face is not 1–6 or the shown roll differs", async () => {
    const card = disarmCard();
    const press = (data: JsonObject) => Promise.resolve().then(() => POOL_EXCHANGE_HANDLERS.opposed!.rollTarget!.resolve(card, request("rollTarget", data)));
    for (const data of [
      { faces: [6, 6, 6, 6, 6, 6, 6, 6, 6, 6], roll: shownRoll("10d6", [6, 6, 6, 6, 6, 6, 6, 6, 6, 6]) },
      { faces: [6, 6, 6], roll: shownRoll("3d6", [6, 6, 6]) },
      { faces: [7, 6, 6, 6], roll: shownRoll("4d6", [7, 6, 6, 6]) },
      { faces: [6, 6, 6, 6.5], roll: shownRoll("4d6", [6, 6, 6, 6.5]) },
      { faces: "6666", roll: null },
      { faces: [6, 6, 6, 6], roll: { ...shownRoll("4d6", [6, 6, 6, 6]), total: 10 } },
      // The right formula and total, but the roll shows other dice than the faces sent.
      { faces: [6, 6, 1, 1], roll: shownRoll("4d6", [1, 1, 6, 6]) },
      { faces: [6, 6, 6, 6], roll: { formula: "4d6", total: 24 } },
      { faces: [6, 6, 6, 6] },
    ] as JsonObject[]) {
      await expect(press(data)).rejects.toMatchObject({ i18nKey: "FRAY.Relay.BadDice" });
    }
  });
});
