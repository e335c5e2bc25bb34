import { RulesError } from "../../../core/errors.js";
import { FrayCombat } from "../../../foundry/documents/combat.js";
import { warn } from "../../../foundry/flows/notify.js";
import { withLocks } from "../../../foundry/relay/locks.js";
import { askGM, refused, registerGMRequest, reportAnswer, type Asker, type RelayAnswer } from "../../../foundry/relay/socket.js";
import { engage, type FlurryEncounterState } from "../rules/index.js";

/**
 * Engaging (WC-ENG-1/2) from the table: a fighter's owner targets the opponents he closes with and
 * says so; the active GM checks that the asker owns that fighter, and the encounter model that
 * both are in the fight on different sides while the fighters move. Each engaged pair fights its
 * flurry when the movement phase is over.
 */

export const ENGAGE_REQUEST = "flurry.engage";

interface EngageBody {
  readonly combatId: string;
  readonly combatantId: string;
  readonly opponentIds: readonly string[];
}

function parseBody(body: unknown): EngageBody | null {
  if (typeof body !== "object" || body === null) return null;
  const { combatId, combatantId, opponentIds } = body as Record<string, unknown>;
  if (typeof combatId !== "string" || typeof combatantId !== "string" || !Array.isArray(opponentIds)) return null;
  if (opponentIds.length === 0 || opponentIds.length > 20 || !opponentIds.every((id) => typeof id === "string" && id)) return null;
  return { combatId, combatantId, opponentIds: opponentIds as string[] };
}

async function handleEngage(body: unknown, asker: Asker): Promise<RelayAnswer> {
  const request = parseBody(body);
  if (!request) return refused("FRAY.Relay.Malformed");
  const combat = game.combats?.find((candidate) => candidate.id === request.combatId);
  if (!(combat instanceof FrayCombat)) return refused("FRAY.Relay.Malformed");
  const combatant = combat.combatants.find((candidate) => candidate.id === request.combatantId);
  const owns = combatant?.actor?.testUserPermission(asker.user, "OWNER") ?? false;
  if (!combatant || !(asker.user.isGM || owns)) return refused("FRAY.Combat.CannotActNow");
  return withLocks([`Combat.${combat.id ?? ""}`], async () => {
    try {
      await combat.changeEncounter((state) => request.opponentIds.reduce((next, opponent) => engage(next as FlurryEncounterState, request.combatantId, opponent), state as FlurryEncounterState));
    } catch (error) {
      if (error instanceof RulesError) return refused(error.i18nKey, Object.fromEntries(Object.entries(error.data).map(([k, v]) => [k, String(v)])));
      throw error;
    }
    return { status: "applied" } as RelayAnswer;
  });
}

export function registerEngageRequest(): void {
  registerGMRequest(ENGAGE_REQUEST, handleEngage);
}

/** The fighter's owner engages the opponents he targets, in the combat on view. */
export async function engageTargets(actor: Actor.Implementation): Promise<void> {
  const combat = game.combat;
  const own = combat?.combatants.find((c) => c.actor === actor || c.actorId === actor.id);
  const targets = [...(game.user?.targets ?? [])].map((token) => (token as unknown as { actor?: Actor.Implementation | null }).actor ?? null);
  const opponentIds = targets.flatMap((target) => combat?.combatants.find((c) => c.actor === target || (target !== null && c.actorId === target.id))?.id ?? []);
  if (!combat?.id || !own?.id) return warn("FRAY.Flurry.Refusal.NotInCombat");
  if (opponentIds.length === 0) return warn("FRAY.Flurry.Refusal.TargetOpponents");
  reportAnswer(await askGM(ENGAGE_REQUEST, { combatId: combat.id, combatantId: own.id, opponentIds }));
}
