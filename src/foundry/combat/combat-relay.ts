import { RulesError } from "../../core/errors.js";
import { FrayCombat } from "../documents/combat.js";
import type { RelayAnswer } from "../relay/relay.js";
import { queryUser, registerQuery } from "../shims.js";
import { mayActNow } from "./encounter-logic.js";

/**
 * Combat actions a player may ask for (make their character act now, record actions spent),
 * carried to the active GM like exchange presses; the GM re-checks with `mayActNow` against the
 * current snapshot. Also keeps the model's participants in step with the tracker's combatants.
 */
export const COMBAT_QUERY = "fray.combat";

export interface CombatRequest {
  readonly op: "actNow" | "spend";
  readonly combatId: string;
  readonly combatantId: string;
  readonly userId: string;
  readonly cost?: number;
  readonly endsActivation?: boolean;
}

export function registerCombatRelay(): void {
  registerQuery(COMBAT_QUERY, (data) => handleCombatQuery(data));
  const gmOnly = () => game.users?.activeGM?.isSelf ?? false;
  Hooks.on("createCombatant", (combatant: Combatant.Implementation) => {
    if (gmOnly() && combatant.parent instanceof FrayCombat && combatant.id) void combatant.parent.syncParticipant(combatant.id, true);
  });
  Hooks.on("deleteCombatant", (combatant: Combatant.Implementation) => {
    if (gmOnly() && combatant.parent instanceof FrayCombat && combatant.id) void combatant.parent.syncParticipant(combatant.id, false);
  });
}

/** Sends a combat request to the active GM (or runs it here when this user is that GM). */
export async function requestCombat(request: Omit<CombatRequest, "userId">): Promise<RelayAnswer | null> {
  const userId = game.user?.id;
  const gm = game.users?.activeGM;
  if (!userId) return null;
  if (!gm) {
    ui.notifications?.error(game.i18n?.localize("FRAY.Relay.NoGM") ?? "FRAY.Relay.NoGM");
    return null;
  }
  const full: CombatRequest = { ...request, userId };
  return (gm.isSelf ? handleCombatQuery(full) : queryUser(gm, COMBAT_QUERY, full, 30_000)) as Promise<RelayAnswer>;
}

const refused = (reason: string): RelayAnswer => ({ status: "refused", reason });

async function handleCombatQuery(data: unknown): Promise<RelayAnswer> {
  if (!game.users?.activeGM?.isSelf) return refused("FRAY.Relay.NotActiveGM");
  const request = data as Partial<CombatRequest> | null;
  if (!request || typeof request.combatId !== "string" || typeof request.combatantId !== "string" || typeof request.userId !== "string") return refused("FRAY.Relay.Malformed");
  const combat = game.combats?.find((candidate) => candidate.id === request.combatId);
  const user = game.users.find((candidate) => candidate.id === request.userId);
  const combatant = combat?.combatants.find((candidate) => candidate.id === request.combatantId);
  if (!(combat instanceof FrayCombat) || !user || !combatant) return refused("FRAY.Relay.Malformed");
  const snapshot = combat.snapshot;
  const owns = combatant.actor?.testUserPermission(user, "OWNER") ?? false;
  if (!snapshot || !mayActNow(snapshot, combatant.id ?? "", { isGM: user.isGM, ownsCombatant: owns })) return refused("FRAY.Combat.CannotActNow");
  try {
    if (request.op === "actNow") await combat.actNow(request.combatantId);
    else if (request.op === "spend") await combat.spendActions(request.combatantId, Number(request.cost ?? 1), request.endsActivation ?? false);
    else return refused("FRAY.Relay.Malformed");
  } catch (error) {
    if (error instanceof RulesError) return refused(error.i18nKey);
    throw error;
  }
  return { status: "applied" };
}
