import { applyDeltas } from "../../../foundry/chat/apply-deltas.js";
import { harmDelta } from "./healing.js";
import type { JsonValue, PlannedDelta } from "../../../foundry/chat/exchange-types.js";
import { warn } from "../../../foundry/flows/notify.js";
import { livingDerived, type LivingSystem } from "../data/state.js";
import { attackRefusal, dyingBlowRoll, isDying, mayRollDyingBlow, NO_DYING_BLOW, type DyingBlowRecord } from "../rules/actions.js";
import type { BrpHarm } from "../rules/harm.js";
import { isSuccess } from "../rules/success.js";
import { actorLike } from "./openers.js";
import { currentBrpOptions } from "./options.js";

/**
 * Dying blows (BRP-OPT-5, the world's `dyingBlows` option): a fatally wounded character's owner
 * rolls Stamina from the sheet; success readies one last attack this round, failure (or the blow
 * struck) means death. Without the option a fatally wounded character cannot attack at all
 * (BRP-FAT-1); the attack opener asks `attackRefusalOf` too, so a client cannot skip it.
 */

const round = () => game.combat?.round ?? 0;

export function dyingBlowOf(system: Pick<LivingSystem, "dyingBlow">): DyingBlowRecord {
  return system.dyingBlow ?? NO_DYING_BLOW;
}

function harmOfActor(actor: Actor.Implementation): { system: LivingSystem; harm: BrpHarm } {
  const a = actorLike(actor);
  return { system: a.system, harm: livingDerived(a.system, a.items, currentBrpOptions()).harm };
}

/** Why this actor may not attack now (a message key), or null. */
export function attackRefusalOf(actor: Actor.Implementation): string | null {
  const { system, harm } = harmOfActor(actor);
  return attackRefusal(harm, round(), dyingBlowOf(system), currentBrpOptions());
}

/** Whether the sheet offers the dying blow's Stamina roll. */
export function canRollDyingBlow(system: LivingSystem, harm: BrpHarm, roundNow: number): boolean {
  return mayRollDyingBlow(harm, dyingBlowOf(system), roundNow, currentBrpOptions());
}

/** The character dies: the injury record says so and the Dead status goes on. */
function deathDeltas(actor: Actor.Implementation, harm: BrpHarm, record: DyingBlowRecord): PlannedDelta[] {
  return [
    { kind: "update", uuid: actor.uuid, path: "system.dyingBlow", to: { ...record } as JsonValue },
    harmDelta(actor.uuid, { ...harm, dead: true }),
    { kind: "status", actorUuid: actor.uuid, statusId: "dead", active: true },
  ];
}

/**
 * The sheet's Dying blow control: a Stamina roll through the roll dialog (the GM may make it
 * harder). Success readies the blow for this round; failure kills before it.
 */
export async function rollDyingBlow(actor: Actor.Implementation, rollAgainst: (actor: Actor.Implementation, label: string, chance: number, after: (level: Parameters<typeof isSuccess>[0]) => Promise<null>) => Promise<void>): Promise<void> {
  if (!actor.isOwner) return warn("FRAY.Brp.DyingBlow.NotYours");
  const { system, harm } = harmOfActor(actor);
  if (!canRollDyingBlow(system, harm, round())) return warn("FRAY.Brp.DyingBlow.NotNow", { name: actor.name });
  const a = actorLike(actor);
  const stamina = livingDerived(a.system, a.items, currentBrpOptions()).values?.rolls.stamina ?? 0;
  await rollAgainst(actor, "FRAY.Brp.DyingBlow.Roll", stamina, async (level) => {
    const { system: now, harm: harmNow } = harmOfActor(actor);
    const result = dyingBlowRoll(dyingBlowOf(now), isSuccess(level), round());
    if (result.diesNow) await applyDeltas(deathDeltas(actor, harmNow, result.record));
    else await applyDeltas([{ kind: "update", uuid: actor.uuid, path: "system.dyingBlow", to: { ...result.record } as JsonValue }]);
    return null;
  });
}

/** After an attack was opened: a fatally wounded attacker has struck the dying blow, and dies. */
export async function afterAttack(actor: Actor.Implementation): Promise<void> {
  const { system, harm } = harmOfActor(actor);
  if (!isDying(harm)) return;
  await applyDeltas(deathDeltas(actor, harm, { ...dyingBlowOf(system), used: true }));
}
