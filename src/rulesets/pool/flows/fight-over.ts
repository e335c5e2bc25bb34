import { fearEasesAfterFight, fearEasesBetweenScenes } from "../rules/recovery.js";
import { calmDown } from "./actions.js";
import { confirmStep } from "./prompts.js";
import { isLiving, livingSystem } from "./snapshot.js";

/**
 * Fear eases by one point between scenes (FC-HEAL-3, FC-FVTT-7). Two moments end a scene: a fight
 * ending (the tracker's End Combat deletes the combat) and the GM activating another scene. At
 * either, the active GM is asked, creature by creature, whether each frightened one is now clear of
 * danger; a yes gives one Fear point back, a closed dialog changes nothing. A creature already asked
 * about when its fight ended is not asked again when the GM then leaves that scene: the scene keeps
 * who was asked (flag `fearOffered`) until it is left.
 */

const FLAG = "fearOffered";

/** What these flows read of a scene: its tokens' actors and Fray's flag (community types leave Fray's flag scope untyped). */
interface SceneLike {
  readonly id: string | null;
  readonly tokens: { readonly contents: ReadonlyArray<{ readonly actor: unknown }> };
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
  unsetFlag(scope: string, key: string): Promise<unknown>;
}
const sceneById = (id: string | null | undefined): SceneLike | null => (id ? ((game.scenes?.get(id) as unknown as SceneLike | undefined) ?? null) : null);

/** The actor uuids already asked about on this scene since it was last left. */
function offeredOn(scene: SceneLike | null): string[] {
  const stored = scene?.getFlag("fray", FLAG) as unknown;
  return Array.isArray(stored) ? stored.filter((uuid): uuid is string => typeof uuid === "string") : [];
}

/** The scene on view when the world became ready, then each scene the GM activates. */
let sceneOnView: string | null = null;

export function registerFearAfterFight(): void {
  Hooks.once("ready", () => {
    sceneOnView = (game.scenes?.active ?? canvas?.scene ?? null)?.id ?? null;
  });
  Hooks.on("deleteCombat", (combat: Combat.Implementation) => {
    if (!game.users?.activeGM?.isSelf || !combat.started) return;
    const actors = [...new Set(combat.combatants.contents.map((combatant) => combatant.actor))].filter((actor): actor is Actor.Implementation => isLiving(actor));
    const scene = sceneById(combat.combatants.contents[0]?.sceneId);
    void offerFearRecovery(actors).then((asked) => markOffered(scene, asked));
  });
  Hooks.on("updateScene", (scene: { readonly id: string | null }, changed: { active?: unknown }) => {
    if (changed.active !== true) return;
    const left = sceneOnView;
    sceneOnView = scene.id;
    if (!game.users?.activeGM?.isSelf || !left || left === scene.id) return;
    void offerAtSceneEnd(sceneById(left));
  });
}

async function markOffered(scene: SceneLike | null, asked: readonly string[]): Promise<void> {
  if (!scene || !asked.length) return;
  await scene.setFlag("fray", FLAG, [...new Set([...offeredOn(scene), ...asked])]);
}

/** The creatures standing on the scene the GM left, each once, minus those its fight's end asked about. */
async function offerAtSceneEnd(scene: SceneLike | null): Promise<void> {
  if (!scene) return;
  const actors = [...new Set(scene.tokens.contents.map((token) => token.actor as Actor.Implementation | null))].filter((actor): actor is Actor.Implementation => isLiving(actor));
  const offered = offeredOn(scene);
  if (offered.length) await scene.unsetFlag("fray", FLAG);
  const ask = fearEasesBetweenScenes(creaturesOf(actors), offered);
  await askEach(actors.filter((actor) => ask.includes(actor.uuid)), "FRAY.Pool.Prompt.SceneOverTitle");
}

function creaturesOf(actors: readonly Actor.Implementation[]) {
  return actors.map((actor) => ({ id: actor.uuid, fear: livingSystem(actor).tracks.fear, wound: livingSystem(actor).tracks.wound }));
}

/** Asks about each creature the rules offer a Fear point to, one dialog each; answers whom it asked about. */
export async function offerFearRecovery(actors: readonly Actor.Implementation[]): Promise<string[]> {
  const offered = fearEasesAfterFight(creaturesOf(actors));
  const asked = actors.filter((candidate) => offered.includes(candidate.uuid));
  await askEach(asked, "FRAY.Pool.Prompt.FightOverTitle");
  return asked.map((actor) => actor.uuid);
}

async function askEach(actors: readonly Actor.Implementation[], title: string): Promise<void> {
  for (const actor of actors) {
    if (await confirmStep(title, "FRAY.Pool.Prompt.FightOver", { name: actor.name, fear: livingSystem(actor).tracks.fear.value })) await calmDown(actor);
  }
}
