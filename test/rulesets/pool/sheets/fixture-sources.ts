import { defaultsOf } from "../../../../src/core/options.js";
import { optionRows, settingSpecs } from "../../../../src/foundry/settings/option-fields.js";
import { POOL_OPTION_LABELS } from "../../../../src/rulesets/pool/flows/option-labels.js";
import { poolOptionsSchema } from "../../../../src/rulesets/pool/rules/options.js";
import { kitSheetContext, packDoc, packItemsOf, type Fixture, type PackDoc } from "../../../helpers/slice-fixtures.js";
import { readPack } from "../../../helpers/pack-sources.js";
import { tabsView } from "../../../../src/foundry/sheets/sheet-context.js";
import { ReplayDice } from "../../../../src/core/dice.js";
import { defenseOf, fromCondition, livingDerived, rollPenalty, type LivingSystem, type WeaponSystem } from "../../../../src/rulesets/pool/data/state.js";
import type { AttackPayload, AttackTarget } from "../../../../src/rulesets/pool/flows/cards.js";
import { POOL_EXCHANGE_CARDS, payloadWithView, type CardFacts } from "../../../../src/rulesets/pool/flows/exchange-cards.js";
import { POOL_EXCHANGE_HANDLERS } from "../../../../src/rulesets/pool/flows/handlers.js";
import { exchangeCardContext } from "../../../../src/foundry/chat/card-context.js";
import type { ExchangeApplication, ExchangeData, PendingDecision } from "../../../../src/foundry/chat/exchange-types.js";
import { attackDialogContext, checkDialogContext } from "../../../../src/rulesets/pool/flows/dialog-state.js";
import { POOL_CHARACTER_TABS, itemContext, livingContext, mountContext, objectContext, shipContext, vehicleContext, type MountSystem, type PoolItemTypeKey, type SheetItem, type ShipSystem, type VehicleSystem } from "../../../../src/rulesets/pool/sheets/context.js";
import { beginEncounter, defenseAgainst, dodgeCondition, opposedPool, planAttack, planRam, resolveRam, rollPool, woundRecoveryPool } from "../../../../src/rulesets/pool/rules/index.js";

/**
 * The browser fixtures of the pool slice, built by the same pure functions the sheets, dialogs and
 * cards use, from the compendium sources. `fixtures.test.ts` checks the JSON files still equal
 * what these produce; regenerate them with `npx tsx test/rulesets/pool/sheets/write-fixtures.ts`.
 */

type Doc = PackDoc;
export type { Fixture };
export const doc = packDoc;
const itemsOf = (d: Doc): SheetItem[] => packItemsOf(d);
const living = (d: Doc) => d.system as unknown as LivingSystem;
const head = (d: Doc) => ({ name: d.name, img: d.img });
const ref = (d: Doc) => ({ uuid: `Actor.${d._id}`, name: d.name, img: d.img });
const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const SHEET_ACTOR = ["fray", "sheet", "actor", "pool"];
const SHEET_ITEM = ["fray", "sheet", "item", "pool"];
const CHAT = ["fray", "chat-message", "pool"];
const DIALOG = ["fray", "dialog", "pool"];
const APPLY: PendingDecision = { actorUuid: null, actions: ["apply"], prompt: "FRAY.Pool.Card.ApplyPrompt" };

/** A chat fixture: the shared exchange card around the pool body partial, as the glue renders it. */
function chat(name: string, card: CardFacts, pending: PendingDecision | null, participants: Array<{ role: string; name: string }>, applications: ExchangeApplication[] = []): Fixture {
  const exchange: ExchangeData = {
    ruleset: "pool",
    kind: card.kind,
    state: pending ? "open" : "closed",
    participants: participants.map((p) => ({ ...p, actorUuid: null, tokenUuid: null })),
    rolls: [],
    pending,
    resolution: null,
    applications,
    payload: payloadWithView(card),
  };
  const context = exchangeCardContext(exchange, [], POOL_EXCHANGE_CARDS[card.kind] ?? null, (action) => POOL_EXCHANGE_HANDLERS[card.kind]?.[action] ?? null);
  return { name, kind: "chat", rootClasses: CHAT, parts: ["shared/chat/exchange-card.hbs"], context };
}

function target(d: Doc, skill: "melee" | "ranged", overrides: Partial<AttackTarget> = {}): AttackTarget {
  const def = defenseOf(livingDerived(living(d), itemsOf(d)), skill);
  return { uuid: `Actor.${d._id}`, tokenUuid: null, name: d.name, img: d.img, parry: def.parry, armor: def.armor, parryApplies: def.parryApplies, parryLostBecause: def.parryLostBecause ?? null, ...overrides };
}

function attack(attacker: Doc, faces: number[], targets: AttackTarget[], weaponIndex = 0): AttackPayload {
  const weapon = itemsOf(attacker).filter((i) => i.type === "poolWeapon")[weaponIndex]!;
  const w = weapon.system as WeaponSystem;
  const plan = planAttack({ skill: w.skill, skillDice: (living(attacker).skills as Record<string, number>)[w.skill]!, weaponClass: w.weaponClass });
  return { attacker: ref(attacker), weapon: weapon.name, plan, maneuver: "none", dice: rollPool(new ReplayDice(faces), plan.pool), targets, headline: "FRAY.Pool.Card.AttackHeadline", applied: [] };
}

export function buildFixtures(): Fixture[] {
  const aldric = doc("pool-creatures", "aldric");
  const bertoz = doc("pool-creatures", "bertoz");
  const enowan = doc("pool-creatures", "enowan");
  const guard = doc("pool-creatures", "palace-guard");
  const mercenary = doc("pool-creatures", "mercenary");
  const thief = doc("pool-creatures", "thief");
  const militiaman = doc("pool-creatures", "militiaman");
  const horse = doc("pool-mounts", "horse");
  const chariot = doc("pool-vehicles", "chariot");
  const cog = doc("pool-ships", "cog");
  const galley = doc("pool-ships", "galley");
  // A barred gate: an object has no pack of its own, so it is written out here.
  const gate = { ...galley, _id: "barredGate000001", name: "Barred gate", type: "poolObject", system: { structure: { value: 2, max: 6 }, armor: 1, notes: "", houseValues: [] } } as Doc;

  // A wounded, dodging Aldric with an arm injury and a poison vial, to exercise every section.
  const hurtAldric: LivingSystem = {
    ...living(aldric),
    tracks: { wound: { value: 2, max: 3 }, fatigue: { value: 1, max: 3 }, fear: { value: 0, max: 3 } },
    conditions: [fromCondition(dodgeCondition("aldric", 1))],
    // A skill of his own (FC-DATA-1), listed after the standard eleven.
    customSkills: { sailing000000001: { name: "Sailing", dice: 2 } },
  };
  const guardWithSkill: LivingSystem = { ...living(guard), customSkills: { lockpick00000001: { name: "Lockpicking", dice: 1 } } };
  // The NPC sheet lists spells with a Cast button as the character's gear tab does (FC-DATA-5).
  const guardItems: SheetItem[] = [...itemsOf(guard), { id: "spellWitchlight1", name: "Witchlight", img: "icons/svg/light.svg", type: "poolSpell", system: { actionCost: "partial", description: "" } }];
  const aldricItems: SheetItem[] = [
    ...itemsOf(aldric),
    { id: "injuryArm0000001", name: "Gashed forearm", img: "icons/svg/blood.svg", type: "poolInjury", system: { kind: "arm", permanent: false, treated: false, description: "" } },
    { id: "poisonVial000001", name: "Strong Poison", img: "icons/svg/poison.svg", type: "poolPoison", system: { strength: "strong", batchId: "b1", ounces: 1, description: "" } },
    { id: "maneuverFeint001", name: "Feint", img: "icons/svg/combat.svg", type: "poolManeuver", system: { key: "feint", description: "" } },
  ];
  const notes = (d: Doc) => ({ notes: String(d.system["notes"] ?? "") });
  const sheet = (name: string, parts: string[], mode: "play" | "edit", d: Doc, context: object, tabs?: unknown): Fixture => ({
    name,
    kind: "sheet",
    rootClasses: SHEET_ACTOR,
    parts,
    context: { ...kitSheetContext(mode, `Actor.${d._id}`, { tabs, enriched: notes(d) }), ...context },
  });
  const characterParts = ["shared/parts/sheet-header.hbs", "shared/parts/tabs.hbs", "pool/actor/character-combat.hbs", "pool/actor/character-skills.hbs", "pool/actor/character-condition.hbs", "pool/actor/character-gear.hbs", "shared/actor/notes-tab.hbs"];
  const character = livingContext(head(aldric), hurtAldric, aldricItems, true, undefined, "TYPES.Actor.poolCharacter");
  const fixtures: Fixture[] = [
    sheet("pool-character-sheet", characterParts, "play", aldric, character, tabsView(POOL_CHARACTER_TABS, "combat")),
    sheet("pool-character-sheet-skills-edit", characterParts, "edit", aldric, character, tabsView(POOL_CHARACTER_TABS, "skills")),
    sheet("pool-npc-sheet", ["shared/parts/sheet-header.hbs", "pool/actor/npc-sheet.hbs"], "play", guard, livingContext(head(guard), guardWithSkill, guardItems, true, undefined, "TYPES.Actor.poolNpc")),
    sheet("pool-npc-sheet-edit", ["shared/parts/sheet-header.hbs", "pool/actor/npc-sheet.hbs"], "edit", guard, livingContext(head(guard), guardWithSkill, guardItems, true, undefined, "TYPES.Actor.poolNpc")),
    sheet("pool-mount-sheet", ["shared/parts/sheet-header.hbs", "pool/actor/mount-sheet.hbs"], "play", horse, mountContext(head(horse), horse.system as unknown as MountSystem, itemsOf(horse), ref(aldric), true, "TYPES.Actor.poolMount")),
    sheet(
      "pool-vehicle-sheet",
      ["shared/parts/sheet-header.hbs", "pool/actor/vehicle-sheet.hbs"],
      "play",
      chariot,
      vehicleContext(head(chariot), { ...(chariot.system as unknown as VehicleSystem), structure: { value: 1, max: 4 } }, { driver: ref(bertoz), team: [ref(horse), { ...ref(horse), uuid: "Actor.horse2", name: "Second Horse" }], passengers: [ref(enowan)] }, true, "TYPES.Actor.poolVehicle"),
    ),
    sheet(
      "pool-vehicle-sheet-edit",
      ["shared/parts/sheet-header.hbs", "pool/actor/vehicle-sheet.hbs"],
      "edit",
      chariot,
      vehicleContext(head(chariot), chariot.system as unknown as VehicleSystem, { driver: null, team: [], passengers: [] }, true, "TYPES.Actor.poolVehicle"),
    ),
    sheet("pool-ship-sheet", ["shared/parts/sheet-header.hbs", "pool/actor/ship-sheet.hbs"], "play", galley, shipContext(head(galley), { ...(galley.system as unknown as ShipSystem), structure: { value: 3, max: 16 } }, ref(enowan), true, "TYPES.Actor.poolShip")),
    sheet("pool-object-sheet", ["shared/parts/sheet-header.hbs", "pool/actor/object-sheet.hbs"], "play", gate, objectContext(head(gate), { structure: { value: 2, max: 6 }, armor: 1 }, true, "TYPES.Actor.poolObject")),
  ];

  const itemSheet = (name: string, part: string, mode: "play" | "edit", id: string, context: { system: Record<string, unknown> }): Fixture => ({
    name,
    kind: "sheet",
    rootClasses: SHEET_ITEM,
    parts: ["shared/parts/sheet-header.hbs", `pool/item/${part}-body.hbs`],
    context: { ...kitSheetContext(mode, `Item.${id}`, { enriched: { description: String(context.system["description"] ?? "") } }), ...context },
  });
  const itemFixtures: Array<[string, PoolItemTypeKey, string, string]> = [
    ["weapon", "poolWeapon", "pool-weapons", "short-bow"],
    ["armor", "poolArmor", "pool-armor", "leather-armor"],
    ["shield", "poolShield", "pool-armor", "heavy-shield"],
    ["poison", "poolPoison", "pool-poisons", "strong-poison"],
    ["maneuver", "poolManeuver", "pool-maneuvers", "feint"],
  ];
  for (const [part, type, pack, file] of itemFixtures) {
    const d = doc(pack, file);
    fixtures.push(itemSheet(`pool-item-${part}-sheet`, part, "play", d._id, itemContext(head(d), type, d.system, true)));
  }
  const bow = doc("pool-weapons", "short-bow");
  fixtures.push(
    itemSheet("pool-item-weapon-sheet-edit", "weapon", "edit", bow._id, itemContext(head(bow), "poolWeapon", bow.system, true)),
    itemSheet("pool-item-injury-sheet", "injury", "edit", "injury", itemContext({ name: "Gashed forearm", img: "icons/svg/blood.svg" }, "poolInjury", { kind: "arm", permanent: false, treated: false, description: "<p>A deep cut from a guard's spear.</p>" }, true)),
    itemSheet("pool-item-spell-sheet", "spell", "play", "spell", itemContext({ name: "Flicker of Light", img: "icons/svg/sun.svg" }, "poolSpell", { actionCost: "partial", description: "<p>A spark dances above the caster's palm.</p>" }, true)),
    itemSheet("pool-item-gear-sheet", "gear", "edit", "gear", itemContext({ name: "Rope (50 ft)", img: "icons/svg/item-bag.svg" }, "poolGear", { quantity: 1, readied: false, description: "" }, true)),
  );

  // Roll dialogs: Aldric's spear charge at the mercenary; Aldric's Stamina check.
  const aldricDerived = livingDerived(living(aldric), itemsOf(aldric));
  const mercDerived = livingDerived(living(mercenary), itemsOf(mercenary));
  const spear = itemsOf(aldric).find((i) => i.type === "poolWeapon")!;
  fixtures.push(
    {
      name: "pool-roll-dialog-attack",
      kind: "dialog",
      rootClasses: DIALOG,
      parts: ["pool/dialog/roll-dialog.hbs"],
      context: attackDialogContext(
        { name: aldric.name, weapon: spear.name, target: mercenary.name },
        {
          skills: { melee: aldricDerived.pools.melee - rollPenalty(aldricDerived, "melee"), ranged: aldricDerived.pools.ranged - rollPenalty(aldricDerived, "ranged") },
          penalties: { melee: rollPenalty(aldricDerived, "melee"), ranged: rollPenalty(aldricDerived, "ranged") },
          weapon: spear.system as unknown as WeaponSystem,
          defense: { melee: defenseOf(mercDerived, "melee"), ranged: defenseOf(mercDerived, "ranged") },
        },
        { profile: "weapon", maneuver: "charge", cover: "none", distance: 0, extraDice: 0, thrown: false },
      ),
    },
    {
      name: "pool-roll-dialog-check",
      kind: "dialog",
      rootClasses: DIALOG,
      parts: ["pool/dialog/roll-dialog.hbs"],
      context: checkDialogContext({ name: aldric.name, skill: "athletics" }, living(aldric).skills.athletics, rollPenalty(aldricDerived, "athletics"), { difficulty: 2, extraDice: 0 }),
    },
  );

  // Chat cards: the seed's worked examples (FC-TV-1, FC-TV-5..8, FC-TV-16).
  const mercParry2: AttackTarget = { ...target(mercenary, "melee"), ...defenseAgainst({ parry: 2, armor: 0, conditions: [] }, "melee"), parryLostBecause: null };
  const mercArmor2: AttackTarget = { ...target(mercenary, "melee"), ...defenseAgainst({ parry: 0, armor: 2, conditions: [] }, "melee"), parryLostBecause: null };
  const state = beginEncounter(
    [...["Aldric", "Bertoz", "Enowan"].map((id) => ({ id, side: "friendly", isPlayerCharacter: true, stats: {} })), ...["G1", "G2"].map((id) => ({ id, side: "hostile", isPlayerCharacter: false, stats: {} }))],
    new ReplayDice([4, 5]),
  );
  const ardric4D = { ...attack(bertoz, [2, 3, 4], [mercArmor2]), attacker: ref(aldric), plan: planAttack({ skill: "melee", skillDice: 4, weaponClass: "light" }), dice: [2, 3, 4, 4] };
  const cogPlan = planRam({ pilotDice: 5, size: "medium", distance: 5, shipSpeed: 8 });
  const cogDice = rollPool(new ReplayDice([5, 6, 3, 1, 2].slice(0, cogPlan.pool.rolled)), cogPlan.pool);
  const ram = resolveRam({ dice: cogDice, targetArmor: 0, usesDedicatedRam: false });
  const disarm = { initiator: opposedPool("disarm", "initiator", { id: "a", skillDice: 4, weaponDice: 1 }), target: opposedPool("disarm", "target", { id: "g", skillDice: 3, weaponDice: 1 }) };
  const recovery = woundRecoveryPool(living(aldric).skills.stamina, { value: 2, max: 3 });
  const duel = (a: Doc, t: Doc) => [
    { role: "attacker", name: a.name },
    { role: "defender", name: t.name },
  ];
  const applied: ExchangeApplication[] = [
    {
      id: "app1",
      userId: "u",
      action: "apply",
      deltas: [
        { kind: "update", uuid: `Actor.${militiaman._id}`, path: "system.tracks.wound.value", from: 0, to: 2 },
        { kind: "update", uuid: `Actor.${guard._id}`, path: "system.tracks.wound.value", from: 0, to: 2 },
      ],
      undone: false,
    },
  ];
  fixtures.push(
    chat("pool-card-initiative", { kind: "initiative", facts: { state, sideNames: { friendly: "Aldric, Bertoz and Enowan", hostile: "Palace Guards" } } }, null, []),
    chat("pool-card-attack-parry", { kind: "attack", facts: attack(aldric, [1, 3, 4, 4, 6], [mercParry2]) }, APPLY, duel(aldric, mercenary)),
    chat("pool-card-attack-ranged", { kind: "attack", facts: attack(enowan, [2, 3, 5, 5], [target(thief, "ranged")]) }, APPLY, duel(enowan, thief)),
    chat(
      "pool-card-attack-applied",
      {
        kind: "attack",
        facts: {
          ...attack(bertoz, [5, 4, 6], [target(militiaman, "melee"), target(guard, "melee")]),
          applied: [
            { applicationId: "app1", key: "FRAY.Pool.Card.AppliedDamage", name: militiaman.name, amount: 2, track: "FRAY.Pool.Track.Wound" },
            { applicationId: "app1", key: "FRAY.Pool.Card.AppliedDamage", name: guard.name, amount: 2, track: "FRAY.Pool.Track.Wound" },
          ],
        },
      },
      null,
      [...duel(bertoz, militiaman), { role: "defender", name: guard.name }],
      applied,
    ),
    chat("pool-card-attack-no-damage", { kind: "attack", facts: attack(bertoz, [2, 4, 4], [target(militiaman, "melee")]) }, null, duel(bertoz, militiaman)),
    chat("pool-card-attack-armor", { kind: "attack", facts: ardric4D }, APPLY, duel(aldric, mercenary)),
    chat(
      "pool-card-check",
      { kind: "check", facts: { actor: ref(aldric), skill: "stamina", parts: recovery.parts, rolled: recovery.rolled, difficulty: 1, dice: [5, 2].slice(0, recovery.rolled), headline: "FRAY.Pool.Card.RecoveryHeadline", notes: [{ key: "FRAY.Pool.Card.WoundsRestored", amount: 1 }], applied: [] } },
      null,
      [{ role: "actor", name: aldric.name }],
    ),
    chat(
      "pool-card-opposed",
      {
        kind: "opposed",
        facts: {
          kind: "disarm",
          initiator: { ...ref(aldric), skill: "melee", parts: disarm.initiator.parts, rolled: disarm.initiator.rolled, dice: [6, 4, 3, 1, 2] },
          target: { ...ref(guard), skill: "melee", parts: disarm.target.parts, rolled: disarm.target.rolled, dice: null },
          scatter: null,
          applied: [],
        },
      },
      { actorUuid: "Actor.guard", actions: ["rollTarget"], prompt: "FRAY.Pool.Card.TargetMustRoll" },
      [
        { role: "attacker", name: aldric.name },
        { role: "target", name: guard.name },
      ],
    ),
    chat(
      "pool-card-ram",
      { kind: "ram", facts: { ship: ref(cog), pilot: ref(enowan), target: { ...ref(galley), tokenUuid: null, armor: 0, isCreature: false }, parts: cogPlan.pool.parts, rolled: cogPlan.pool.rolled, dice: cogDice, usesDedicatedRam: false, ...ram, applied: [] } },
      APPLY,
      [
        { role: "attacker", name: cog.name },
        { role: "target", name: galley.name },
      ],
    ),
    chat(
      "pool-card-effect",
      { kind: "effect", facts: { actor: ref(guard), headline: "FRAY.Pool.Card.CrushHeadline", targetName: aldric.name, dice: [], lines: [{ key: "FRAY.Pool.Card.CrushLine", name: aldric.name, amount: 1, track: "FRAY.Pool.Track.Fatigue" }], applied: [] } },
      APPLY,
      [
        { role: "attacker", name: guard.name },
        { role: "target", name: aldric.name },
      ],
    ),
  );
  // The real options menu of this ruleset, every option at its default.
  fixtures.push({
    name: "pool-options-menu",
    kind: "dialog",
    rootClasses: ["fray", "fray-options-menu"],
    parts: ["shared/settings/ruleset-options.hbs"],
    context: { rulesetLabel: "FRAY.Ruleset.Pool", rows: optionRows(settingSpecs("pool", poolOptionsSchema, POOL_OPTION_LABELS), defaultsOf(poolOptionsSchema)) },
  });
  return fixtures.map((f) => ({ ...f, context: json(f.context) }));
}

const HOUSE_PACKS = ["pool-armor", "pool-weapons", "pool-maneuvers", "pool-creatures", "pool-mounts", "pool-vehicles", "pool-ships"];
const ITEM_PARTS: Partial<Record<string, string>> = { poolWeapon: "weapon", poolArmor: "armor", poolShield: "shield", poolManeuver: "maneuver" };
const ACTOR_PARTS: Partial<Record<string, string>> = { poolCharacter: "npc", poolNpc: "npc", poolMount: "mount", poolVehicle: "vehicle", poolShip: "ship" };

/** A document's own sheet, built by the sheets' context builders, as the browser harness renders it. */
function ownSheet(d: Doc, name: string): Fixture {
  const type = d.type;
  const itemPart = ITEM_PARTS[type];
  if (itemPart) {
    const context = itemContext(head(d), type as PoolItemTypeKey, d.system, true);
    return { name, kind: "sheet", rootClasses: SHEET_ITEM, parts: ["shared/parts/sheet-header.hbs", `pool/item/${itemPart}-body.hbs`], context: json({ ...kitSheetContext("play", `Item.${d._id}`), ...context }) };
  }
  const actorPart = ACTOR_PARTS[type];
  if (!actorPart) throw new Error(`${d.name}: no sheet for ${type}`);
  const subtitle = `TYPES.Actor.${type}`;
  const context =
    type === "poolMount"
      ? mountContext(head(d), d.system as unknown as MountSystem, itemsOf(d), null, true, subtitle)
      : type === "poolVehicle"
        ? vehicleContext(head(d), d.system as unknown as VehicleSystem, { driver: null, team: [], passengers: [] }, true, subtitle)
        : type === "poolShip"
          ? shipContext(head(d), d.system as unknown as ShipSystem, null, true, subtitle)
          : livingContext(head(d), living(d), itemsOf(d), true, undefined, subtitle);
  return { name, kind: "sheet", rootClasses: SHEET_ACTOR, parts: ["shared/parts/sheet-header.hbs", `pool/actor/${actorPart}-sheet.hbs`], context: json({ ...kitSheetContext("play", `Actor.${d._id}`), ...context }) };
}

/**
 * Every pool compendium entry, top-level or embedded, that marks house values, with the sheet
 * it opens in: the badges those sheets show are what the browser test checks.
 */
export function houseValueSheets(): Array<{ readonly doc: Doc; readonly houseValues: ReadonlyArray<{ field: string; why: string }>; readonly fixture: Fixture }> {
  const docs = HOUSE_PACKS.flatMap((pack) => readPack(pack) as unknown as Doc[]).flatMap((d) => [d, ...(d.items ?? []).map((i) => ({ ...i, items: [] }) as Doc)]);
  return docs.flatMap((d) => {
    const houseValues = (d.system["houseValues"] ?? []) as Array<{ field: string; why: string }>;
    return houseValues.length > 0 ? [{ doc: d, houseValues, fixture: ownSheet(d, `house-${d.type}-${d._id}`) }] : [];
  });
}
