import { FrayCombat } from "../../../foundry/documents/combat.js";
import { readEncounterRecord } from "../../../foundry/combat/encounter-record.js";
import { format } from "../../../foundry/flows/notify.js";
import {
  type BoardMove,
  type BoardPlace,
  type BoardShift,
  type BoardSpot,
  type FlurryEncounterState,
  type Hex,
  flurryShifted,
  flurryShifts,
  movesToUndo,
  planShifts,
  recordBoardMoves,
} from "../rules/index.js";
import { isHexGrid, rotationOfFacing } from "./board.js";
import { boardFighter, tokenPositionIn, type BoardToken } from "./tokens.js";
import { WALKED_UPDATE } from "./walk.js";

/**
 * The fight's moves on the board, played by the active GM's client (WC-FLY-6, WC-FLY-11,
 * WC-FVTT-4): when a flurry ends, its net movement (the winning tactic, or the steps a fighter was
 * pressed back or withdrew) moves the tokens and turns them to face each other; every move is
 * logged in the encounter state, and a step back on the tracker puts the tokens it undoes back
 * where they stood.
 */

export const placeOf = (token: BoardToken): BoardPlace => ({ x: Number(token.x ?? 0), y: Number(token.y ?? 0), rotation: Number(token.rotation ?? 0) });

const gm = () => game.users?.activeGM?.isSelf ?? false;

/** The token of a combatant in this combat (on its own scene). */
function tokenOfCombatant(combat: Combat.Implementation, combatantId: string): BoardToken | null {
  return (combat.combatants.get(combatantId)?.token as BoardToken | null | undefined) ?? null;
}

/** Moves a token to a place as the rules put it there: no walk, nothing paid. */
async function placeToken(token: BoardToken, place: BoardPlace): Promise<void> {
  await token.update({ x: place.x, y: place.y, rotation: place.rotation } as TokenDocument.UpdateData, WALKED_UPDATE as TokenDocument.Database.UpdateOperation);
}

const playing = new Set<string>();

/** The i18n line for one fighter's net move after a flurry. */
function moveLine(name: string, hexes: number, blocked: boolean): string {
  if (blocked) return format("FRAY.Flurry.Scene.NetMoveBlocked", { name, hexes: String(hexes) });
  return hexes > 0 ? format("FRAY.Flurry.Scene.NetMove", { name, hexes: String(hexes) }) : format("FRAY.Flurry.Scene.NetTurn", { name });
}

/**
 * Plays one finished flurry's end on the board: the shifts between the fighters whose tokens stand
 * on one hex scene, around everyone else's tokens there. Returns the moves made.
 */
async function playShifts(combat: FrayCombat, shifts: readonly BoardShift[], fighterIds: readonly string[]): Promise<{ moves: Omit<BoardMove, "seq">[]; lines: string[] }> {
  const tokens = new Map<string, BoardToken>();
  for (const id of fighterIds) {
    const token = tokenOfCombatant(combat, id);
    if (token && isHexGrid(Number(token.parent?.grid?.type ?? 0))) tokens.set(id, token);
  }
  const scene = [...tokens.values()][0]?.parent;
  const named = (s: BoardShift) => [s.id, "from" in s ? s.from : "leader" in s ? s.leader : s.around];
  const playable = shifts.filter((s) => named(s).every((id) => tokens.get(id)?.parent === scene));
  if (!scene || playable.length === 0 || canvas?.scene?.id !== scene.id) return { moves: [], lines: [] };
  const spots: BoardSpot[] = [];
  for (const [id, token] of tokens) {
    const seen = boardFighter(token);
    if (seen && token.parent === scene) spots.push({ id, position: seen.position, facing: seen.facing });
  }
  const mine = new Set([...tokens.values()].map((t) => t.id));
  const occupied: Hex[] = scene.tokens.contents.filter((t) => !mine.has(t.id)).flatMap((t) => boardFighter(t)?.position ?? []);
  const moves: Omit<BoardMove, "seq">[] = [];
  const lines: string[] = [];
  for (const placed of planShifts(playable, spots, occupied)) {
    const token = tokens.get(placed.id)!;
    const from = placeOf(token);
    const corner = tokenPositionIn(placed.to);
    const to = { x: corner.x, y: corner.y, rotation: rotationOfFacing(placed.facing, Number(scene.grid?.type ?? 0)) };
    if (to.x !== from.x || to.y !== from.y || to.rotation !== from.rotation) {
      await placeToken(token, to);
      moves.push({ id: placed.id, from, to });
    }
    lines.push(moveLine(token.name ?? "", placed.hexes, placed.blocked));
  }
  return { moves, lines };
}

/** GM: every finished flurry of the round whose end is not yet on the board gets played there, once. */
async function playFlurryEnds(combat: FrayCombat): Promise<void> {
  const state = combat.encounterState as FlurryEncounterState | undefined;
  if (!state || !Array.isArray(state.flurries) || !combat.id) return;
  for (const flurry of state.flurries) {
    if (flurry.stage !== "ended") continue;
    const key = `${state.round}/${flurry.key}`;
    const guard = `${combat.id}/${key}`;
    if (flurryShifted(state, key) || playing.has(guard)) continue;
    const shifts = flurryShifts(flurry);
    if (shifts.length === 0) continue;
    playing.add(guard);
    try {
      const { moves, lines } = await playShifts(combat, shifts, flurry.fighters.map((f: { readonly id: string }) => f.id));
      await combat.changeEncounter((now) => (flurryShifted(now as FlurryEncounterState, key) ? null : recordBoardMoves(now as FlurryEncounterState, moves, key)), "mark");
      if (lines.length > 0) {
        const title = format("FRAY.Flurry.Scene.NetMoveTitle", {});
        await ChatMessage.create({ content: `<p><strong>${title}</strong></p>${lines.map((line) => `<p>${line}</p>`).join("")}`, speaker: { alias: combat.name ?? "" } } as unknown as ChatMessage.CreateData);
      }
    } finally {
      playing.delete(guard);
    }
  }
}

/** GM: a change that goes back on the fight's moves (a step or round back) puts the tokens back. */
function undoMovesOf(combat: FrayCombat, changes: unknown): void {
  const raw = (changes as { flags?: { fray?: { encounter?: unknown } } } | null)?.flags?.fray?.encounter;
  if (raw === undefined) return;
  const before = combat.encounterState as FlurryEncounterState | undefined;
  const after = readEncounterRecord({ fray: { encounter: raw } })?.state as FlurryEncounterState | undefined;
  if (!before || !after || typeof before !== "object" || typeof after !== "object") return;
  const undo = movesToUndo(before, after);
  if (undo.length === 0) return;
  void (async () => {
    for (const move of undo) {
      const token = tokenOfCombatant(combat, move.id);
      if (token) await placeToken(token, move.from);
    }
  })();
}

export function registerBoardMoves(): void {
  Hooks.on("preUpdateCombat", (combat: Combat.Implementation, changes: unknown) => {
    if (gm() && combat instanceof FrayCombat) undoMovesOf(combat, changes);
  });
  Hooks.on("updateCombat", (combat: Combat.Implementation) => {
    if (gm() && combat instanceof FrayCombat) void playFlurryEnds(combat);
  });
}
