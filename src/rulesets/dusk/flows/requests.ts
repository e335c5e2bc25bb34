import { RulesError } from "../../../core/errors.js";
import { actorItems } from "../../../foundry/flows/actor-items.js";
import { localize } from "../../../foundry/flows/notify.js";
import { characterDerived } from "../rules/derived.js";
import { DEFENCE_STAT } from "../rules/exchange.js";
import { shortMoveTask } from "../rules/actions.js";
import type { RangeBandKey } from "../rules/ranges.js";
import type { Stat } from "../rules/stats.js";
import type { CardRequest } from "../rules/card.js";
import { DEFAULT_CHOICES, cardRequest, judgedChoices, planTask, type TaskChoices, type TaskDialogInput } from "../rules/dialog-state.js";
import { isCharacter, isNpc, itemSystem, npcSystem, pcSystem } from "./live.js";
import { currentDuskOptions } from "./options.js";
import { bandOfDistance, currentSceneLight } from "./scene-light.js";
import { standingOf } from "./tracker.js";
import { conditionHinder, fightSituation, requireFightSituation, type FightSituation } from "../rules/standing.js";

/**
 * What a dusk roll is made against, read from the documents as they are now. The roller's client
 * builds it to show the dialog; the GM builds it again to judge what the client sent, so a
 * client's word counts only for its choices (each clamped to what the dialog offers) and its dice.
 */

const UNARMED = { mode: "melee", damage: 1, stat: "might", range: "immediate", maxRange: "", cut: "bashing", worksUnderwater: false } as const;

interface TokenLike {
  readonly center: { x: number; y: number };
}

/** Range band between two actors' tokens from the scene's grid (DB-FVTT-8); Immediate without a canvas. */
export function bandBetween(a: Actor.Implementation, b: Actor.Implementation): RangeBandKey | "beyond" {
  const tokenOf = (actor: Actor.Implementation) => (actor.getActiveTokens()[0] as unknown as TokenLike | undefined) ?? null;
  const board = canvas as unknown as { grid?: { measurePath(points: Array<{ x: number; y: number }>): { distance: number } }; scene?: { grid?: { units?: string } } } | null;
  const [from, to] = [tokenOf(a), tokenOf(b)];
  if (!from || !to || !board?.grid) return "immediate";
  return bandOfDistance(board.grid.measurePath([from.center, to.center]).distance, board.scene?.grid?.units);
}

export interface RollSetup {
  readonly input: TaskDialogInput;
  /** The dialog's first values; for attacks and defences the stat is the rules' and stays. */
  readonly initial: TaskChoices;
  readonly forcedStat: Stat | null;
  readonly label: string;
  readonly damage: number;
}

function requireCharacter(pc: Actor.Implementation): void {
  if (!isCharacter(pc)) throw new RulesError("FRAY.Dusk.Refusal.NotACharacter", { name: (pc as Actor.Implementation).name });
}

function baseInput(pc: Actor.Implementation, purpose: TaskDialogInput["purpose"], headline: TaskDialogInput["headline"], isGM: boolean): TaskDialogInput {
  const system = pcSystem(pc);
  if (!system) throw new RulesError("FRAY.Dusk.Refusal.NotACharacter", { name: pc.name });
  const derived = characterDerived(system, actorItems(pc), currentDuskOptions());
  const skills = pc.items.contents.flatMap((i) => {
    const s = itemSystem(i, "duskSkill");
    return s ? [{ id: i.id ?? "", name: i.name, level: s.level, stat: s.stat }] : [];
  });
  const hinder = { woundHinder: derived.penalties.hinderSteps, conditionHinder: conditionHinder([...pc.statuses]) };
  return { name: pc.name, purpose, headline, pools: system.pools, effortCosts: derived.effortCosts, skills, ...hinder, fight: null, fixedDifficulty: null, attack: null, isGM };
}

/** A plain task of any stat (DB-CORE-1). */
export function taskSetup(pc: Actor.Implementation, stat: Stat, skillId: string, isGM: boolean): RollSetup {
  requireCharacter(pc);
  const input = baseInput(pc, "task", { key: "FRAY.Dusk.Dialog.TaskHeadline", data: { name: pc.name } }, isGM);
  return { input, initial: { ...DEFAULT_CHOICES, stat, skillId }, forcedStat: null, label: "", damage: 0 };
}

/** A character's Short move: Speed at the rules' difficulty 5, eased by skill, assets and Effort as any task (DB-ACT-1). */
export function shortMoveSetup(pc: Actor.Implementation, isGM: boolean): RollSetup {
  requireCharacter(pc);
  const task = shortMoveTask();
  const input = { ...baseInput(pc, "task", { key: "FRAY.Dusk.Dialog.ShortMoveHeadline", data: { name: pc.name } }, isGM), fixedDifficulty: task.difficulty };
  return { input, initial: { ...DEFAULT_CHOICES, stat: task.stat, difficulty: task.difficulty }, forcedStat: task.stat, label: localize("FRAY.Dusk.Tracker.Control.Move.short"), damage: 0 };
}

/** A PC's attack on an NPC with a weapon of theirs, or unarmed (DB-ACT-5, DB-FVTT-5). */
export function attackSetup(pc: Actor.Implementation, itemId: string | null, npc: Actor.Implementation | null, isGM: boolean): RollSetup {
  requireCharacter(pc);
  if (!npc || !isNpc(npc)) throw new RulesError("FRAY.Dusk.Refusal.NoTarget", {});
  const item = itemId ? pc.items.get(itemId) : undefined;
  if (itemId && String(item?.type) !== "duskWeapon") throw new RulesError("FRAY.Relay.BadChoice", { what: "itemId" });
  const weapon = itemSystem(item, "duskWeapon") ?? UNARMED;
  const label = item?.name ?? localize("FRAY.Dusk.Sheet.Unarmed");
  const band = bandBetween(pc, npc);
  const situation = weapon.mode === "ranged" ? { range: weapon.range, ...(weapon.maxRange ? { maxRange: weapon.maxRange } : {}), cut: weapon.cut, worksUnderwater: weapon.worksUnderwater } : { range: "immediate" as const, cut: weapon.cut };
  const input: TaskDialogInput = {
    ...baseInput(pc, "attack", { key: "FRAY.Dusk.Dialog.AttackHeadline", data: { name: pc.name, weapon: label, target: npc.name } }, isGM),
    fixedDifficulty: npcSystem(npc)?.level ?? 0,
    attack: { mode: weapon.mode, band, weapon: situation },
    // Charge, Take Cover, Intercepted: the fight's record decides, on the GM's client too (DB-ACT-2/7/8).
    fight: fightSituation(standingOf(pc), standingOf(npc)),
  };
  const initial = { ...DEFAULT_CHOICES, stat: weapon.stat, light: currentSceneLight(), ...fightChoices(input.fight) };
  return { input, initial, forcedStat: weapon.stat, label, damage: weapon.damage };
}

/** The dialog's first cover and prone values: what the fight knows of stands ticked. */
function fightChoices(fight: FightSituation | null): Partial<TaskChoices> {
  return { ...(fight?.targetInCover ? { cover: "partial" as const } : {}), ...(fight?.targetProne ? { prone: true } : {}) };
}

/**
 * A character's defence against an NPC's attack: the stat the attack's nature calls for
 * (DB-CORE-6/7). `fight` is the situation the GM recorded as the attack was made (a Take Cover
 * hinders that attack even once the next one is due); without it the fight is read now.
 */
export function defenceSetup(pc: Actor.Implementation, npc: Actor.Implementation, isGM: boolean, fight?: FightSituation | null): RollSetup {
  requireCharacter(pc);
  const system = npcSystem(npc);
  if (!system) throw new RulesError("FRAY.Dusk.Refusal.NotAnNpc", { name: npc.name });
  const band = bandBetween(npc, pc);
  const input: TaskDialogInput = {
    ...baseInput(pc, "defence", { key: "FRAY.Dusk.Dialog.DefenceHeadline", data: { name: pc.name, attacker: npc.name } }, isGM),
    fixedDifficulty: system.level,
    attack: { mode: band === "immediate" ? "melee" : "ranged", band },
    // Defend, Take Cover, an intercepted or dazed attacker: the fight's record decides (DB-ACT-3/7/8, DB-SPEC-1).
    fight: fight ? requireFightSituation(fight) : fightSituation(standingOf(npc), standingOf(pc)),
  };
  const stat = DEFENCE_STAT[system.nature];
  const initial = { ...DEFAULT_CHOICES, stat, light: currentSceneLight(), ...fightChoices(input.fight) };
  return { input, initial, forcedStat: stat, label: localize(`FRAY.Dusk.Nature.${system.nature}`), damage: system.damage };
}

/** The rules request the choices amount to; an attack the situation rules out (out of range, hidden, full cover) is refused, not rolled. */
export function requestFrom(input: TaskDialogInput, choices: TaskChoices): CardRequest {
  const plan = planTask(input, choices, currentDuskOptions());
  if (plan.impossible && input.purpose === "attack") throw new RulesError("FRAY.Dusk.Error.CannotAttack", { reason: localize(plan.impossible) });
  return cardRequest(input, choices, plan);
}

/** The GM's reading of a client's choices (`judgedChoices`), as the rules request they amount to. */
export const judgedRequest = (setup: RollSetup, sent: unknown, askerIsGM: boolean): CardRequest => requestFrom(setup.input, judgedChoices(sent, setup.initial, setup.forcedStat, askerIsGM));
