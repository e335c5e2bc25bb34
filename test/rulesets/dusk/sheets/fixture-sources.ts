import type { Fixture } from "../../../helpers/slice-fixtures.js";
import { ReplayDice } from "../../../../src/core/dice.js";
import { exchangeCardContext } from "../../../../src/foundry/chat/card-context.js";
import type { ExchangeData, JsonObject } from "../../../../src/foundry/chat/exchange-types.js";
import { npcState, pcState, type CharacterSystem, type NpcSystem } from "../../../../src/rulesets/dusk/rules/derived.js";
import { settle, type DuskCardPayload } from "../../../../src/rulesets/dusk/rules/card.js";
import { DEFAULT_CHOICES, taskDialogContext, type TaskDialogInput } from "../../../../src/rulesets/dusk/rules/dialog-state.js";
import { cardView } from "../../../../src/rulesets/dusk/rules/card-view.js";
import { DUSK_EXCHANGE_HANDLERS } from "../../../../src/rulesets/dusk/flows/handlers.js";
import type { SheetItem } from "../../../../src/rulesets/dusk/rules/sheet-view.js";
import { buildSheetFixtures } from "./sheet-fixtures.js";
import { DEFAULT_DUSK_OPTIONS } from "../../../../src/rulesets/dusk/rules/options.js";
import { recoveryCardView, recoveryDialogContext, type RecoveryCardPayload } from "../../../../src/rulesets/dusk/rules/recovery-dialog.js";
import { RECOVERY_HANDLERS } from "../../../../src/rulesets/dusk/flows/recovery.js";

/**
 * The dusk browser fixtures, built by the same pure functions the sheets, dialog and card use.
 * `fixtures.test.ts` checks the JSON files still equal these; regenerate with
 * `npx tsx test/rulesets/dusk/sheets/write-fixtures.ts`.
 */

const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const img = "icons/svg/mystery-man.svg";
const pools = { might: { value: 9, max: 12 }, speed: { value: 14, max: 14 }, intellect: { value: 17, max: 17 } };
const ada: CharacterSystem = { level: 2, pools, effortMax: 2, health: { value: 11 }, destiny: 1, regainOnNextAction: false, restsUsed: ["oneAction"] };
const items: SheetItem[] = [
  { id: "w1", name: "Spear", img, type: "duskWeapon", system: { mode: "melee", damage: 4, stat: "might", range: "immediate", maxRange: "", cut: "stabbing", worksUnderwater: false, equipped: true, description: "" } },
  { id: "w2", name: "Short bow", img, type: "duskWeapon", system: { mode: "ranged", damage: 3, stat: "speed", range: "long", maxRange: "", cut: "stabbing", worksUnderwater: false, equipped: true, description: "" } },
  { id: "s1", name: "Climbing", img, type: "duskSkill", system: { stat: "speed", level: "trained", initiative: false, description: "" } },
  { id: "s2", name: "Quick reflexes", img, type: "duskSkill", system: { stat: "speed", level: "specialized", initiative: true, description: "" } },
  { id: "a1", name: "Leather coat", img, type: "duskArmor", system: { slot: "physical", category: "light", value: 1, equipped: true, description: "" } },
  { id: "x1", name: "Light wound", img, type: "duskWound", system: { woundType: "light", value: 2, deferred: false, description: "" } },
];
const brute: NpcSystem = { kind: "elite", level: 4, health: { value: 12, max: 12 }, armor: 1, damage: 5, nature: "physical", woundLimit: 3 };


function dialogInput(): TaskDialogInput {
  return { name: "Ada", purpose: "attack", headline: { key: "FRAY.Dusk.Dialog.AttackHeadline", data: { name: "Ada", weapon: "Short bow", target: "Brute" } }, pools, effortCosts: [0, 4, 7], skills: [{ id: "s1", name: "Climbing", level: "trained", stat: "speed" }], woundHinder: 0, conditionHinder: 0, fixedDifficulty: 4, attack: { mode: "ranged", band: "short", weapon: { range: "long" } }, isGM: true,
    // The brute dived prone behind nothing as Ada's shot came: the fight, not the dialog, says so.
    fight: { attackerCharging: false, targetDefending: false, targetTookCover: true, targetProne: true, targetInCover: false, attackerIntercepted: false, attackerDazed: false } };
}

function card(name: string): Fixture {
  const payload: DuskCardPayload = { mode: "attack", pc: { uuid: "Actor.ada", name: "Ada", img }, npc: { uuid: "Actor.brute", name: "Brute", img }, label: "Spear", damage: 4, request: null, task: null, exchange: null, round: 1 };
  const live = { pc: pcState("ada", ada, items), npc: npcState("brute", brute, []), doom: 0 };
  const step = settle(payload, { stat: "might", difficulty: 4, skill: "untrained", assets: 1, effort: 1, ease: 0, hinder: 0, initialCost: 0, takingTwenty: false, secret: false }, new ReplayDice([9, 5]), live, DEFAULT_DUSK_OPTIONS);
  const exchange: ExchangeData = {
    ruleset: "dusk",
    kind: "roll",
    state: step.pending ? "open" : "closed",
    participants: [{ role: "attacker", actorUuid: "Actor.ada", tokenUuid: null, name: "Ada" }, { role: "target", actorUuid: "Actor.brute", tokenUuid: null, name: "Brute" }],
    rolls: [],
    pending: step.pending,
    resolution: null,
    applications: [],
    payload: json({ ...step.payload, view: cardView(step.payload) }) as unknown as JsonObject,
  };
  const context = exchangeCardContext(exchange, [], { title: "FRAY.Dusk.Card.Title", bodyPartial: "systems/fray/templates/dusk/chat/parts/roll-body.hbs" }, (action) => DUSK_EXCHANGE_HANDLERS["roll"]?.[action] ?? null);
  return { name, kind: "chat", rootClasses: ["fray", "chat-message", "dusk"], parts: ["shared/chat/exchange-card.hbs"], context: json(context) };
}

/** Ada after a ten-minute rest: d6 4 + level 2 = 6 points, 3 typed into Might so far. */
function recoveryDialog(): Fixture {
  const tired = { might: { value: 5, max: 12 }, speed: { value: 11, max: 14 }, intellect: { value: 17, max: 17 } };
  const input = { name: "Ada", rest: "tenMinutes" as const, d6: 4, level: 2, pools: tired, decision: { type: "allocateRecovery" as const, by: "player" as const, points: 6, room: { might: 7, speed: 3, intellect: 0 }, healthMissing: 4 } };
  return { name: "dusk-recovery-dialog", kind: "dialog", rootClasses: ["fray", "dialog", "dusk"], parts: ["dusk/dialog/recovery-dialog.hbs"], context: json(recoveryDialogContext(input, { might: 3, speed: 0, intellect: 0 }, true)) };
}

/** The GM's prompt at the end of a fight: two characters below half health. */
function encounterOverDialog(): Fixture {
  const offers = [
    { id: "ada", name: "Ada", from: 2, to: 6, max: 12 },
    { id: "bram", name: "Bram", from: 0, to: 5, max: 10 },
  ];
  return { name: "dusk-encounter-over-dialog", kind: "dialog", rootClasses: ["fray", "dialog", "dusk"], parts: ["dusk/dialog/encounter-over.hbs"], context: { offers } };
}

/** A recovery card: waiting for Ada to share her points, or shared. */
function recoveryCard(name: string, shared: RecoveryCardPayload["shared"]): Fixture {
  const payload: RecoveryCardPayload = { pc: { uuid: "Actor.ada", name: "Ada", img }, rest: "tenMinutes", d6: 4, level: 2, points: 6, shared };
  const exchange: ExchangeData = {
    ruleset: "dusk",
    kind: "recovery",
    state: shared ? "closed" : "open",
    participants: [{ role: "actor", actorUuid: "Actor.ada", tokenUuid: null, name: "Ada" }],
    rolls: [],
    pending: shared ? null : { actorUuid: "Actor.ada", actions: ["shareRecovery"], prompt: "FRAY.Dusk.Recovery.Prompt" },
    resolution: null,
    applications: [{ id: "rest1", userId: "u1", action: "rest", deltas: [], undone: false }],
    payload: json({ ...payload, view: recoveryCardView(payload) }) as unknown as JsonObject,
  };
  const context = exchangeCardContext(exchange, [], { title: "FRAY.Dusk.Recovery.CardTitle", bodyPartial: "systems/fray/templates/dusk/chat/parts/recovery-body.hbs" }, (action) => RECOVERY_HANDLERS.recovery[action as "shareRecovery"] ?? null);
  return { name, kind: "chat", rootClasses: ["fray", "chat-message", "dusk"], parts: ["shared/chat/exchange-card.hbs"], context: json(context) };
}

export function buildFixtures(): Fixture[] {
  return [
    ...buildSheetFixtures(),
    { name: "dusk-task-dialog-attack", kind: "dialog", rootClasses: ["fray", "dialog", "dusk"], parts: ["dusk/dialog/task-dialog.hbs"], context: json(taskDialogContext(dialogInput(), { ...DEFAULT_CHOICES, stat: "speed", skillId: "s1", assets: 1, effort: 1 })) },
    card("dusk-card-attack"),
    recoveryDialog(),
    encounterOverDialog(),
    recoveryCard("dusk-card-recovery-open", null),
    recoveryCard("dusk-card-recovery-shared", { might: 3, speed: 3, intellect: 0, wasted: 0, health: { from: 8, to: 12 } }),
  ];
}
