import { RulesError } from "../../../core/errors.js";
import { convertDistance } from "../../../foundry/flows/token-distance.js";
import { notifyRulesError, warn } from "../../../foundry/flows/notify.js";
import { measuredMove, type MeasuredMove } from "../rules/movement.js";
import { assertMoveAffordable, movedOnScene } from "./actions.js";
import { derivedOf, isLiving, livingSystem } from "./snapshot.js";

/**
 * Moving a token during a pool fight spends the move from the activation's budget (FC-FVTT-4,
 * FC-MOV-1..4): before the move the mover's client measures it along the scene's grid, picks the
 * cheapest mode that covers it (Walk, Jog, Run; Crawl when prone) and refuses, saying why, a move
 * farther than that or one the activation cannot pay for now; after the move the same client
 * posts the move's card and spends it, as the sheet's Move buttons do (they stay, for moves off
 * the map). Outside a fight, or out of turn, moving costs nothing.
 */

interface MovementLike {
  readonly passed?: { readonly distance?: number } | null;
}
interface MovedToken {
  readonly actor: Actor.Implementation | null;
  readonly parent?: { readonly grid?: { readonly units?: string } | null } | null;
}

function inRunningFight(actor: Actor.Implementation): boolean {
  const combat = game.combat;
  return Boolean(combat?.started && combat.combatants.contents.some((c) => c.actor?.uuid === actor.uuid));
}

/** The move `distance` scene units would be for a living actor: its Speed after penalties, prone or not. */
export function measuredMoveOf(actor: Actor.Implementation, distance: number, sceneUnits: string): MeasuredMove {
  const yards = convertDistance(distance, sceneUnits, "yards");
  const prone = livingSystem(actor).conditions.some((condition) => condition.id === "prone");
  return measuredMove(yards, derivedOf(actor).speed, prone);
}

function planOf(token: MovedToken, movement: MovementLike): { actor: Actor.Implementation; plan: MeasuredMove } | null {
  const actor = token.actor;
  if (!isLiving(actor) || !inRunningFight(actor)) return null;
  return { actor, plan: measuredMoveOf(actor, Number(movement.passed?.distance ?? 0), token.parent?.grid?.units ?? "") };
}

/** Before the move, on the mover's client: false refuses it, with a message saying why. */
export function beforeTokenMove(token: MovedToken, movement: MovementLike): boolean {
  const found = planOf(token, movement);
  if (!found || found.plan.kind === "none") return true;
  const { actor, plan } = found;
  if (plan.kind === "tooFar") {
    warn("FRAY.Pool.Move.TooFar", { name: actor.name, yards: plan.yards, max: plan.maxYards });
    return false;
  }
  try {
    assertMoveAffordable(actor, plan.mode);
  } catch (error) {
    if (error instanceof RulesError) return !notifyRulesError(error);
    throw error;
  }
  return true;
}

/** After the move, on the mover's client only: the move's card and its cost. */
export async function afterTokenMove(token: MovedToken, movement: MovementLike, user: { readonly isSelf?: boolean } | null | undefined): Promise<void> {
  if (!user?.isSelf) return;
  const found = planOf(token, movement);
  if (found?.plan.kind === "move") await movedOnScene(found.actor, found.plan.mode, found.plan.yards);
}

export function registerTokenMoves(): void {
  Hooks.on("preMoveToken", ((token: MovedToken, movement: MovementLike) => beforeTokenMove(token, movement)) as never);
  Hooks.on("moveToken", ((token: MovedToken, movement: MovementLike, _operation: unknown, user: { isSelf?: boolean } | null) => void afterTokenMove(token, movement, user)) as never);
}
