import { format, localize } from "../../../foundry/flows/notify.js";
import { gridFix, gridProblems, type SceneGrid } from "./board.js";

/**
 * WC-FVTT-3: flurry is played on a hex grid at 2 m per hex. When a scene becomes active, when a
 * fight starts, or when the active scene's grid changes, the active GM is told what is wrong with
 * the scene's grid and offered to fix it (the same layout of hexes kept, a square or gridless
 * scene turned into hex rows, the scale set to 2 m).
 */

interface CheckedScene {
  readonly id: string | null;
  readonly name: string;
  readonly grid: SceneGrid | null;
  update(changes: object): Promise<unknown>;
}

/** Scenes already questioned this session with the grid they had then, so a refusal is not asked again until the grid changes. */
const asked = new Map<string, string>();

const gridKey = (grid: SceneGrid) => `${grid.type}|${grid.distance}|${grid.units}`;

/** Warns the active GM about a scene that is not a flurry board and offers the fix; true when the scene was fine or fixed. */
export async function checkSceneGrid(scene: CheckedScene | null | undefined): Promise<boolean> {
  // A scene always has a grid in Foundry; one that stores none has nothing to check.
  if (!scene?.grid || !game.users?.activeGM?.isSelf) return true;
  const grid: SceneGrid = { type: Number(scene.grid.type ?? 0), distance: Number(scene.grid.distance ?? 0), units: String(scene.grid.units ?? "") };
  const problems = gridProblems(grid);
  if (problems.length === 0) return true;
  const id = scene.id ?? scene.name;
  if (asked.get(id) === gridKey(grid)) return false;
  asked.set(id, gridKey(grid));
  const reasons = problems.map((problem) => localize(`FRAY.Flurry.Scene.Problem.${problem === "notHex" ? "NotHex" : "NotTwoMetres"}`)).join(" ");
  const message = format("FRAY.Flurry.Scene.GridWarning", { scene: scene.name, reasons });
  ui.notifications?.warn(message);
  const answer = await foundry.applications.api.DialogV2.wait({
    window: { title: localize("FRAY.Flurry.Scene.FixTitle") },
    content: `<p>${escapeText(message)}</p><p>${escapeText(localize("FRAY.Flurry.Scene.FixQuestion"))}</p>`,
    buttons: [
      { action: "fix", label: localize("FRAY.Flurry.Scene.Fix"), default: true },
      { action: "leave", label: localize("FRAY.Flurry.Scene.Leave") },
    ],
    rejectClose: false,
  });
  if (answer !== "fix") return false;
  await scene.update(gridFix(grid));
  ui.notifications?.info(format("FRAY.Flurry.Scene.Fixed", { scene: scene.name }));
  return true;
}

const escapeText = (text: string) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

export function registerGridCheck(): void {
  Hooks.on("updateScene", (scene: Scene.Implementation, changed: { active?: boolean; grid?: unknown }) => {
    if (changed.active === true || (scene.active && changed.grid !== undefined)) void checkSceneGrid(scene as unknown as CheckedScene);
  });
  Hooks.on("combatStart", (combat) => {
    void checkSceneGrid((combat.scene ?? canvas?.scene ?? null) as unknown as CheckedScene | null);
  });
  Hooks.on("canvasReady", (board) => {
    void checkSceneGrid((board.scene ?? null) as unknown as CheckedScene | null);
  });
}
