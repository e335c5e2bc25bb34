import { LIGHTS, type Light } from "../rules/situations.js";
import { rangeBand, type RangeBandKey } from "../rules/ranges.js";

/**
 * The scene's light level (DB-SIT-8, DB-FVTT-8) as a scene flag the GM sets in the scene's
 * configuration, and the distance between two tokens turned into a Dusk range band. The roll
 * dialog reads both; its own light field still overrides the scene for one roll.
 */
export const LIGHT_FLAG = "duskLight";

/** The light a stored flag names; anything else (unset, a typo, another system's value) is bright. */
export function lightFromFlag(value: unknown): Light {
  return typeof value === "string" && (LIGHTS as readonly string[]).includes(value) ? (value as Light) : "bright";
}

/** Feet in a measured distance, whatever unit the scene's grid counts in (ft, m, yd, mi). */
export function feetOf(distance: number, units: string | undefined): number {
  const unit = (units ?? "ft").trim().toLowerCase();
  const perUnit = unit.startsWith("mi") ? 5280 : unit.startsWith("m") ? 3.28084 : unit.startsWith("y") ? 3 : 1;
  return Math.max(0, Math.round(distance * perUnit));
}

/** The band a measured distance falls in (DB-RANGE-1). */
export function bandOfDistance(distance: number, units: string | undefined): RangeBandKey | "beyond" {
  return rangeBand(feetOf(distance, units));
}

/** A scene as this file reads it: its flags only (Fray declares no flag types for scenes). */
interface FlaggedScene {
  getFlag(scope: string, key: string): unknown;
}

/** The current scene's light, or bright when there is no scene. */
export function currentSceneLight(): Light {
  const scene = ((canvas as unknown as { scene?: FlaggedScene | null } | null)?.scene ?? game.scenes?.current ?? null) as FlaggedScene | null;
  return lightFromFlag(scene?.getFlag("fray", LIGHT_FLAG));
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * Adds "Light level (Dusk)" to the scene configuration, beside Foundry's own lighting settings.
 * The select is named as the flag, so the sheet's own submit stores it with the scene.
 */
export function registerSceneLight(): void {
  Hooks.on("renderSceneConfig", (app: { document: FlaggedScene }, element: HTMLElement) => {
    if (!game.user?.isGM || element.querySelector(`[name="flags.fray.${LIGHT_FLAG}"]`)) return;
    const current = lightFromFlag(app.document.getFlag("fray", LIGHT_FLAG));
    const options = LIGHTS.map((light) => `<option value="${light}"${light === current ? " selected" : ""}>${escape(game.i18n?.localize(`FRAY.Dusk.Choice.${light}`) ?? light)}</option>`).join("");
    const group = document.createElement("div");
    group.className = "form-group";
    group.innerHTML = `<label for="fray-dusk-light">${escape(game.i18n?.localize("FRAY.Dusk.Scene.Light") ?? "")}</label><div class="form-fields"><select id="fray-dusk-light" name="flags.fray.${LIGHT_FLAG}">${options}</select></div><p class="hint">${escape(game.i18n?.localize("FRAY.Dusk.Scene.LightHint") ?? "")}</p>`;
    const tab = element.querySelector(".tab[data-tab='lighting']") ?? element.querySelector(".tab[data-tab='basics']") ?? element.querySelector(".tab") ?? element.querySelector("form") ?? element;
    tab.append(group);
  });
}
