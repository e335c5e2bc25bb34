import { sectorOf, sameHex, type Sector } from "../rules/index.js";
import { postureFromStatuses } from "../data/statuses.js";
import { isHexGrid } from "../scene/board.js";
import { boardFighter, boardGridType, type BoardToken } from "../scene/tokens.js";
import { actorOfCombatant, combatantOf } from "./flurry-fight.js";
import { chooseDefence, type DefenceChoice, type FlurryFighter } from "../rules/index.js";
import { fighterOf } from "./live.js";

/**
 * A flurry blow read off the scene (WC-FACE-4): where the attacker's token stands against the
 * defender's facing, and whether another of the defender's opponents stands in his front. When the
 * scene cannot tell (not a hex grid, a token missing, two tokens in one hex) the attack counts as
 * frontal, as on a sheet.
 */

const tokenOfCombatant = (combat: Combat.Implementation, id: string): BoardToken | null =>
  (combatantOf(combat, id)?.token as BoardToken | null | undefined) ?? null;

export interface BoardSituation {
  readonly attackFrom: Sector;
  readonly frontThreatened: boolean;
}

export function boardSituation(combat: Combat.Implementation, attackerId: string, defenderId: string, otherOpponents: readonly string[]): BoardSituation {
  const frontal: BoardSituation = { attackFrom: "front", frontThreatened: false };
  if (!canvas?.grid || !isHexGrid(boardGridType())) return frontal;
  const defenderToken = tokenOfCombatant(combat, defenderId);
  const attackerToken = tokenOfCombatant(combat, attackerId);
  const defender = defenderToken ? boardFighter(defenderToken) : null;
  const attacker = attackerToken ? boardFighter(attackerToken) : null;
  if (!defender || !attacker || sameHex(defender.position, attacker.position)) return frontal;
  const frontThreatened = otherOpponents.some((id) => {
    const token = tokenOfCombatant(combat, id);
    const other = token ? boardFighter(token) : null;
    return Boolean(other && !sameHex(other.position, defender.position) && sectorOf(defender.position, defender.facing, other.position) === "front");
  });
  return { attackFrom: sectorOf(defender.position, defender.facing, attacker.position), frontThreatened };
}

/** The Defense this blow must beat and why: the board, the defender's posture and the flurry's modifiers (WC-FACE-4, WC-WND-9…14, WC-FLY-11). */
export function defenceFor(
  combat: Combat.Implementation,
  flurry: { readonly fighters: readonly FlurryFighter[] },
  attackerId: string,
  defenderId: string,
  indefensible: boolean,
): DefenceChoice | null {
  const defender = actorOfCombatant(combat, defenderId);
  const them = flurry.fighters.find((f) => f.id === defenderId);
  const me = flurry.fighters.find((f) => f.id === attackerId);
  if (!defender || !them || !me) return null;
  const others = flurry.fighters.filter((f) => f.side === me.side && f.id !== attackerId).map((f) => f.id);
  const fighter = fighterOf(defender);
  return chooseDefence({
    fighterRank: fighter.fighterRank,
    agilityMod: fighter.attributes.agility.mod,
    posture: postureFromStatuses(defender.statuses),
    ...boardSituation(combat, attackerId, defenderId, others),
    flurryModifier: them.defenseModifier,
    outOfActions: indefensible,
  });
}
