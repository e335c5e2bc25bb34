import { simulate } from "./src/sim/index.js";
import { armorTotal } from "./src/rulesets/dusk/rules/index.js";
const pc = (id: string) => ({ kind: "pc", id, damage: 4, skill: "trained", pc: { id, level: 2, pools: { might: { value: 10, max: 10 }, speed: { value: 12, max: 12 }, intellect: { value: 10, max: 10 } }, effortMax: 2, destiny: 1, wounds: [], health: 10, armor: armorTotal({ physical: ["light"] }), regainOnNextAction: false, dead: false } });
const npc = (id: string) => ({ kind: "npc", id, npc: { id, kind: "elite", level: 3, health: 9, armor: 1, damage: 4, wounds: [], dead: false, incapacitated: false } });
const spec = { ruleset: "dusk", sides: [ { key: "pcs", fighters: [pc("p1"), pc("p2"), pc("p3"), pc("p4")] }, { key: "npcs", fighters: [npc("n1"), npc("n2"), npc("n3"), npc("n4")] } ] };
const u = process.cpuUsage();
const r = simulate(spec as never, { fights: 3000, seed: 1 });
const c = process.cpuUsage(u);
console.log(((c.user+c.system)/1000).toFixed(0), "ms cpu");
