import { describe, expect, it } from "vitest";
import { exchangeCardContext } from "../../src/foundry/chat/card-context.js";
import { initialExchange } from "../../src/foundry/chat/exchange-logic.js";

const exchange = {
  ...initialExchange({
    ruleset: "pool",
    kind: "attack",
    state: "awaitingDefense",
    participants: [
      { role: "attacker", actorUuid: "Actor.a", tokenUuid: null, name: "Ada" },
      { role: "rider", actorUuid: "Actor.b", tokenUuid: "Scene.s.Token.t", name: "Bo" },
    ],
    pending: { actorUuid: "Actor.b", actions: ["parry", "mystery"], prompt: "FRAY.P" },
    rolls: [{ purpose: "FRAY.Roll.Attack", role: "attacker" }],
  }),
  applications: [
    { id: "x", userId: "u", action: "parry", deltas: [{ kind: "update" as const, uuid: "Actor.b", path: "p", from: 0, to: 1 }], undone: false },
    { id: "y", userId: "u", action: "parry", deltas: [], undone: false },
  ],
};

describe("initialExchange", () => {
  it("starts with rolls indexed in order, nothing applied and an empty payload", () => {
    const fresh = initialExchange({ ruleset: "brp", kind: "skill", state: "open", participants: [], rolls: [{ purpose: "a", role: "r" }, { purpose: "b", role: "r" }] });
    expect(fresh).toEqual({ ruleset: "brp", kind: "skill", state: "open", participants: [], rolls: [{ index: 0, purpose: "a", role: "r" }, { index: 1, purpose: "b", role: "r" }], pending: null, resolution: null, applications: [], payload: {} });
  });
});

describe("exchangeCardContext", () => {
  const handlers: Record<string, { label: string; icon?: string }> = { parry: { label: "FRAY.Parry", icon: "fa-solid fa-shield" } };
  const context = exchangeCardContext(exchange, [{ faces: [6, 4, 1], sides: 6, total: 2 }], { title: "FRAY.Attack", bodyPartial: "systems/fray/templates/pool/chat/parts/attack.hbs" }, (action) => handlers[action] ?? null);

  it("names the decider and renders a button per allowed action with the handler's label", () => {
    expect(context.decision).toEqual({
      prompt: "FRAY.P",
      actorUuid: "Actor.b",
      deciderName: "Bo",
      buttons: [
        { action: "parry", label: "FRAY.Parry", icon: "fa-solid fa-shield" },
        { action: "mystery", label: "FRAY.Exchange.UnknownAction", icon: "" },
      ],
    });
  });
  it("marks a GM's ruling so the render hook shows it to GMs only", () => {
    const ruling = exchangeCardContext(exchange, [], null, (action) => (action === "parry" ? { label: "FRAY.Rule", gmOnly: true } : null));
    expect(ruling.decision?.buttons.map((b) => [b.action, b.gmOnly ?? false])).toEqual([["parry", true], ["mystery", false]]);
  });
  it("labels known roles and falls back for others; attaches each roll's dice by index", () => {
    expect(context.participants.map((p) => p.roleLabel)).toEqual(["FRAY.Exchange.Role.Attacker", "FRAY.Exchange.Role.Participant"]);
    expect(context.rolls).toEqual([{ purpose: "FRAY.Roll.Attack", role: "attacker", faces: [6, 4, 1], sides: 6, total: 2 }]);
    expect(exchangeCardContext(exchange, [], null, () => null).rolls).toEqual([]);
  });
  it("lists only applications that changed something, for undo", () => {
    expect(context.applications).toEqual([{ id: "x", label: "FRAY.Parry", undone: false }]);
  });
  it("uses the ruleset's card title and body partial, or the generic title", () => {
    expect(context.title).toBe("FRAY.Attack");
    expect(context.bodyPartial).toBe("systems/fray/templates/pool/chat/parts/attack.hbs");
    expect(exchangeCardContext(exchange, [], null, () => null)).toMatchObject({ title: "FRAY.Exchange.Title", bodyPartial: null });
  });
});
