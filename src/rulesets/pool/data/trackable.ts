import type { TrackableAttributes } from "../../../foundry/ruleset.js";
import type { PoolActorType } from "./specs.js";

/** Token bar attributes per pool subtype; the first two are a new token's bars. */
export const POOL_TRACKABLE: Readonly<Record<PoolActorType, TrackableAttributes>> = {
  poolCharacter: { bar: ["tracks.wound", "tracks.fatigue", "tracks.fear"], value: ["speed"] },
  poolNpc: { bar: ["tracks.wound", "tracks.fatigue", "tracks.fear"], value: ["speed"] },
  poolMount: { bar: ["tracks.wound", "tracks.fatigue", "tracks.fear"], value: ["speed"] },
  poolVehicle: { bar: ["structure"], value: ["speed"] },
  poolShip: { bar: ["structure"], value: ["speed"] },
  poolObject: { bar: ["structure"], value: ["armor"] },
};
