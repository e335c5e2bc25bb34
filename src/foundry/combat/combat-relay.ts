import { RulesError } from "../../core/errors.js";
import { FrayCombat } from "../documents/combat.js";
import { withLocks } from "../relay/locks.js";
import { refused, registerGMRequest, type Asker, type RelayAnswer } from "../relay/socket.js";
import { COMBAT_REQUEST, parseCombatRequest, type CombatRequest } from "./combat-request.js";
import { mayActNow } from "./encounter-logic.js";

/**
 * The GM side of combat requests (make a character act now, record actions spent, and core's
 * turn and round controls pressed on another client), reached through the relay's socket: who
 * asks is the sender the server attests. The active GM re-checks each against the current
 * encounter, one request per combat at a time, and runs it on the combat's change queue. Also
 * keeps the model's participants in step with the tracker's combatants.
 */
export function registerCombatRelay(): void {
  registerGMRequest(COMBAT_REQUEST, (body, asker) => handleCombatRequest(body, asker));
  const gmOnly = () => game.users?.activeGM?.isSelf ?? false;
  // Several combatants added at once arrive as several hooks; the combat's change queue runs
  // their joins one after another, each reading the state the previous one stored.
  Hooks.on("createCombatant", (combatant: Combatant.Implementation) => {
    if (gmOnly() && combatant.parent instanceof FrayCombat && combatant.id) void combatant.parent.syncParticipant(combatant.id, true);
  });
  Hooks.on("deleteCombatant", (combatant: Combatant.Implementation) => {
    if (gmOnly() && combatant.parent instanceof FrayCombat && combatant.id) void combatant.parent.syncParticipant(combatant.id, false);
  });
  // Someone marked defeated on the tracker, or an actor that died, fell unconscious or fled (a
  // status effect), drops out of the order; the status removed brings them back.
  Hooks.on("updateCombatant", (combatant: Combatant.Implementation, changes: object) => {
    if (gmOnly() && combatant.parent instanceof FrayCombat && "defeated" in changes) void combatant.parent.syncDown();
  });
  const statusChanged = (effect: ActiveEffect.Implementation) => {
    const actor = effect.parent;
    if (!gmOnly() || !(actor instanceof Actor)) return;
    for (const combat of game.combats ?? []) {
      if (combat instanceof FrayCombat && combat.started && combat.combatants.contents.some((c) => c.actor === actor || c.actorId === actor.id)) void combat.syncDown();
    }
  };
  Hooks.on("createActiveEffect", statusChanged);
  Hooks.on("deleteActiveEffect", statusChanged);
  Hooks.on("updateActiveEffect", statusChanged);
}

async function handleCombatRequest(body: unknown, asker: Asker): Promise<RelayAnswer> {
  const request = parseCombatRequest(body);
  if (!request) return refused("FRAY.Relay.Malformed");
  return withLocks([`Combat.${request.combatId}`], () => runCombatRequest(request, asker));
}

async function runCombatRequest(request: CombatRequest, asker: Asker): Promise<RelayAnswer> {
  const user = asker.user;
  const combat = game.combats?.find((candidate) => candidate.id === request.combatId);
  if (!(combat instanceof FrayCombat)) return refused("FRAY.Relay.Malformed");
  const combatant = typeof request.combatantId === "string" ? combat.combatants.find((candidate) => candidate.id === request.combatantId) : undefined;
  const owns = combatant?.actor?.testUserPermission(user, "OWNER") ?? false;
  const seenRound = request.round ?? combat.round;
  const seenTurn = request.turn ?? null;
  try {
    switch (request.op) {
      case "actNow":
      case "spend": {
        const snapshot = combat.snapshot;
        // A free action may be taken outside one's activation (the model still counts and checks it).
        const free = request.op === "spend" && request.free === true;
        const id = combatant?.id;
        if (!id || !snapshot) return refused("FRAY.Combat.CannotActNow");
        const allowed = free ? user.isGM || owns : mayActNow(snapshot, id, { isGM: user.isGM, ownsCombatant: owns });
        if (!allowed) return refused("FRAY.Combat.CannotActNow");
        if (request.op === "actNow") await combat.actNow(id);
        else await combat.spendActions(id, request.cost ?? 1, request.endsActivation ?? false, { free, maneuver: request.maneuver === true });
        break;
      }
      case "nextTurn":
        // As in core, the owner of the combatant on turn may end that turn; the GM may always.
        if (!user.isGM && !(owns && combatant?.id === combat.combatant?.id)) return refused("FRAY.Combat.NotYourTurn");
        await combat.nextTurnAsGM(seenRound, seenTurn);
        break;
      case "start":
      case "nextRound":
      case "previousTurn":
      case "previousRound":
      case "closePhase":
        if (!user.isGM) return refused("FRAY.Combat.GMOnly");
        if (request.op === "start") await combat.beginAsGM();
        else if (request.op === "nextRound") await combat.nextRoundAsGM(seenRound);
        else if (request.op === "closePhase") await combat.closePhaseAsGM();
        else if (request.op === "previousTurn") await combat.previousTurnAsGM();
        else await combat.previousRoundAsGM();
        break;
      case "control":
        // A participant's control is its owner's or a GM's; the encounter's own controls are a GM's.
        if (request.combatantId !== undefined && !combatant) return refused("FRAY.Relay.Malformed");
        if (!user.isGM && !(combatant && owns)) return refused(combatant ? "FRAY.Combat.NotYours" : "FRAY.Combat.GMOnly", { name: combatant?.name ?? "" });
        await combat.controlAsGM(combatant?.id ?? null, request.control ?? "");
        break;
      default:
        return refused("FRAY.Relay.Malformed");
    }
  } catch (error) {
    // The rules name the combatant by its id; the asker reads its name.
    if (error instanceof RulesError) return refused(error.i18nKey, { ...Object.fromEntries(Object.entries(error.data).map(([k, v]) => [k, String(v)])), id: combatant?.name ?? String(error.data["id"] ?? "") });
    throw error;
  }
  return { status: "applied" };
}
