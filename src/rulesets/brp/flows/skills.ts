import { characteristicsOf, type LivingSystem } from "../data/state.js";
import { rebasedSkill, startingSkills, type BaseCharacteristics, type SkillBaseRule } from "../rules/skills.js";
import { STANDARD_SKILL_LABELS } from "../sheets/labels.js";

/**
 * BRP-DATA-2 at the table: a new character starts with the standard skills at their base
 * chances, a skill dropped on an actor takes the base its characteristics give, and a skill whose
 * base follows a characteristic (Dodge, DEX×2) moves with it, keeping the points gained.
 */

const SKILL_IMG = "icons/svg/book.svg";

interface SkillSource {
  readonly base: number;
  readonly value: number;
  readonly baseRule: SkillBaseRule;
}

function characteristicsOfActor(actor: Actor.Implementation): BaseCharacteristics {
  return characteristicsOf(actor.system as unknown as LivingSystem);
}

/** The standard set as item data for a new character with these characteristics. */
export function standardSkillItems(c: BaseCharacteristics, localize: (key: string) => string): Array<Record<string, unknown>> {
  return startingSkills(c).map((skill) => ({
    _id: foundry.utils.randomID(),
    name: localize(STANDARD_SKILL_LABELS[skill.key] ?? skill.key),
    type: "brpSkill",
    img: SKILL_IMG,
    system: { key: skill.key, category: skill.category, base: skill.base, baseRule: skill.baseRule, value: skill.base, description: "" },
  }));
}

/** A brp character created with no skills gets the standard set (an imported one keeps its own). */
function onPreCreateActor(actor: Actor.Implementation, data: { items?: ReadonlyArray<{ type?: string }> }): void {
  if (String(actor.type) !== "brpCharacter") return;
  if ((data.items ?? []).some((item) => item.type === "brpSkill")) return;
  const skills = standardSkillItems(characteristicsOfActor(actor), (key) => game.i18n?.localize(key) ?? key);
  actor.updateSource({ items: [...((actor._source as { items?: unknown[] }).items ?? []), ...skills] } as Actor.UpdateData);
}

/** Characters and creatures have skills; an object does not. */
const isLivingBrp = (actor: { readonly type: unknown }) => String(actor.type) === "brpCharacter" || String(actor.type) === "brpCreature";

/** A skill whose base follows a characteristic, dropped on an actor, starts at that actor's base. */
function onPreCreateItem(item: Item.Implementation): void {
  const actor = item.parent;
  if (String(item.type) !== "brpSkill" || !actor || !isLivingBrp(actor)) return;
  const rebased = rebasedSkill(item.system as unknown as SkillSource, characteristicsOfActor(actor));
  if (rebased) item.updateSource({ system: rebased } as Item.UpdateData);
}

/** Characteristics changed: the user who changed them moves each following base, gains kept. */
async function onUpdateActor(actor: Actor.Implementation, changed: { system?: { characteristics?: unknown } }, userId: string): Promise<void> {
  if (userId !== game.user?.id || changed.system?.characteristics === undefined || !isLivingBrp(actor)) return;
  const c = characteristicsOfActor(actor);
  const updates = actor.items.contents
    .filter((item) => String(item.type) === "brpSkill")
    .flatMap((item) => {
      const rebased = rebasedSkill(item.system as unknown as SkillSource, c);
      return rebased ? [{ _id: item.id, "system.base": rebased.base, "system.value": rebased.value }] : [];
    });
  if (updates.length) await actor.updateEmbeddedDocuments("Item", updates);
}

export function registerBrpSkillHooks(): void {
  Hooks.on("preCreateActor", (actor: Actor.Implementation, data: unknown) => onPreCreateActor(actor, data as { items?: Array<{ type?: string }> }));
  Hooks.on("preCreateItem", (item: Item.Implementation) => onPreCreateItem(item));
  Hooks.on("updateActor", (actor: Actor.Implementation, changed: unknown, _options: unknown, userId: string) => void onUpdateActor(actor, changed as { system?: { characteristics?: unknown } }, userId));
}
