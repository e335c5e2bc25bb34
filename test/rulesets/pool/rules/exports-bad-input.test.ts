import { fuzzFolder, replay, type Exemptions, type FolderTable } from "../../../core/exports-fuzz.js";
import { beginEncounter, endActivation, spend, startActivation } from "../../../../src/rulesets/pool/rules/encounter.js";
import { poolOptions } from "../../../../src/rulesets/pool/rules/options.js";
import { freshHarm } from "../../../../src/rulesets/pool/rules/tracks.js";

/**
 * Encounter states come from the rules' own functions (a state is the model's, so the harness
 * checks only its shape at the boundary): three heroes and two guards, initiative 6 against 1
 * (heroes first) or 4 against 5 (guards first).
 */
const party = () => [
  { id: "aldric", side: "heroes", isPlayerCharacter: true, stats: {} },
  { id: "bertoz", side: "heroes", isPlayerCharacter: true, stats: {} },
  { id: "enowan", side: "heroes", isPlayerCharacter: true, stats: {} },
  { id: "guard1", side: "guards", isPlayerCharacter: false, stats: {} },
  { id: "guard2", side: "guards", isPlayerCharacter: false, stats: {} },
];
const heroesFirst = () => beginEncounter(party(), replay([6, 1]));
const guardsFirst = () => beginEncounter(party(), replay([4, 5]));
const twoSides = () => [
  { id: "a", side: "x", isPlayerCharacter: false, stats: {} },
  { id: "b", side: "y", isPlayerCharacter: false, stats: {} },
];
/** A guard (initiative 6) and a hero (1) who have both acted: the round is over. */
const everyoneActed = () => {
  const options = poolOptions();
  const begun = beginEncounter([{ id: "g", side: "g", isPlayerCharacter: false, stats: {} }, { id: "a", side: "h", isPlayerCharacter: true, stats: {} }], replay([6, 1]));
  return endActivation(endActivation(begun, "g", options), "a", options);
};

/** A valid call of every exported function, as the seeds' examples and the rules tests make them. */
const BASELINES: FolderTable = {
  "actions.ts": {
    afterReload: () => [{ reload: "bow", loaded: false, strung: false }],
    afterShot: () => [{ reload: "bow", loaded: false, strung: true }],
    canFire: () => [{ reload: "bow", loaded: false, strung: true }],
    castAction: () => ["full", "now", "Sleep"],
    drawCost: () => [true],
    undrawnWeaponRefusal: () => [{ equipped: false, readied: true }, "Spear"],
    canSpend: () => [{ partialUsed: 1, fullUsed: false, freeUsed: 0, maneuversUsed: 0 }, "full"],
    freshBudget: () => [],
    partialsLeft: () => [{ partialUsed: 0, fullUsed: true, freeUsed: 0, maneuversUsed: 0 }],
    spendAction: () => [{ partialUsed: 0, fullUsed: true, freeUsed: 0, maneuversUsed: 0 }, "free"],
  },
  "attack.ts": {
    attackDamage: () => [[], 6],
    attackOutcome: () => [
      {
        skill: "melee",
        pool: { parts: [{ source: "skill", dice: 2 }], total: 2, rolled: 2 },
        damageTrack: "wound",
        action: "full",
        maneuversUsed: 1,
        coupDeGrace: true,
      },
      {
        dice: [
          { face: 3, outcome: "cancelledByArmor" },
          { face: 4, outcome: "success" },
        ],
        rawSuccesses: 2,
        cancelledByParry: 0,
        cancelledByArmor: 1,
        damage: 1,
        track: "wound",
      },
    ],
    parryAppliesTo: () => [{ pool: 5, parry: 2, armor: 2, parryApplies: true }],
    planAttack: () => [{ skill: "melee", skillDice: 3 }],
    resolveAttack: () => [{ dice: [], parry: 0, armor: 0, parryApplies: true }],
    rollAttackDamage: () => [replay([]), 0, 0],
  },
  "check.ts": {
    difficultyValue: () => ["moderate"],
    resolveCheck: () => [{ dice: [5], difficulty: 4 }],
    resolveOpposed: () => [[3], []],
  },
  "conditions.ts": {
    disarmedCondition: () => ["b", 1],
    dodgeCondition: () => ["a", 1],
    feintedCondition: () => ["b", 4],
    grappleConditions: () => ["g", "t", 2],
    hasCondition: () => [[], "pinned"],
    withCondition: () => [[], { id: "disarmed", duration: { kind: "permanent" }, ownerId: "g", appliedRound: 1 }],
  },
  "defense.ts": {
    canReceiveCoupDeGrace: () => [{ conditions: ["prone"] }],
    defenseAgainst: () => [{ parry: 1, armor: 1, conditions: [] }, "melee"],
    parryBlockedBy: () => [
      { parry: 1, armor: 1, conditions: [] },
      poolOptions(),
    ],
    parryTotal: () => [{ parry: 1, armor: 1, conditions: [] }],
  },
  "derived.ts": {
    deriveCharacter: () => [
      {
        skills: {},
        baseSpeed: 8,
        harm: freshHarm(),
        injuries: [{ kind: "leg" }],
      },
    ],
    injuryPenalty: () => [[], "armRoll"],
  },
  "encounter.ts": {
    actStep: { args: () => [guardsFirst(), "guard1", 1, false, poolOptions(), { maneuver: true }], opaque: [0] },
    activationUnits: () => [twoSides()],
    activationsStarted: { args: () => [guardsFirst(), spend(guardsFirst(), "guard1", "partial")], opaque: [0, 1] },
    beginEncounter: () => [twoSides(), replay([4, 4, 1, 1, 2, 5])],
    canActNow: { args: () => [heroesFirst()], opaque: [0] },
    countsAsPlayerCharacter: () => ["no", true],
    encounterControlsOf: { args: () => [heroesFirst()], opaque: [0] },
    pressControl: { args: () => [heroesFirst(), null, "rerollInitiative"], opaque: [0] },
    spendControlsOf: { args: () => [heroesFirst()], opaque: [0] },
    createPoolEncounter: () => [poolOptions({ turnMode: "sideBlock" })],
    endActivation: { args: () => [spend(guardsFirst(), "guard1", "full"), "guard1", poolOptions()], opaque: [0] },
    freeActionsLeft: { args: () => [beginEncounter(twoSides(), replay([6, 1])), "b"], opaque: [0] },
    isRoundOver: { args: () => [heroesFirst()], opaque: [0] },
    markDown: { args: () => [guardsFirst(), "guard2", true, poolOptions()], opaque: [0] },
    rollSideInitiative: () => [
      [
        { key: "heroes", playerCharacters: 3 },
        { key: "guards", playerCharacters: 0 },
      ],
      replay([6, 1]),
    ],
    snapshotOf: { args: () => [heroesFirst()], opaque: [0] },
    spend: { args: () => [startActivation(guardsFirst(), "guard1").state, "guard1", "full", poolOptions()], opaque: [0] },
    startActivation: { args: () => [heroesFirst(), "enowan"], opaque: [0] },
    startNextRound: { args: () => [everyoneActed()], opaque: [0] },
    unitOf: { args: () => [guardsFirst(), "aldric"], opaque: [0] },
    waitingUnits: { args: () => [heroesFirst(), "heroes"], opaque: [0] },
  },
  "exchange.ts": {
    attackTarget: () => [
      {
        plan: {
          skill: "melee",
          pool: { parts: [{ source: "skill", dice: 3 }], total: 3, rolled: 3 },
          damageTrack: "wound",
          action: "partial",
          maneuversUsed: 0,
          coupDeGrace: false,
        },
        dice: [6, 1, 1],
        targetId: "m",
        defender: { parry: 0, armor: 0, conditions: [] },
        harm: { wound: { value: 3, max: 3 }, fatigue: { value: 0, max: 3 }, fear: { value: 0, max: 3 } },
      },
    ],
  },
  "injuries.ts": {
    healInjuries: () => [
      [
        { kind: "arm", permanent: false },
        { kind: "eye", permanent: true },
      ],
    ],
    offersInjury: () => [2],
  },
  "mounted.ts": {
    applyRam: () => [
      {
        result: { rawSuccesses: 5, cancelled: 0, damageToTarget: 5, targetTrack: "structure", damageToRammer: 2 },
        targetId: "hulk",
        targetTrack: { value: 0, max: 8 },
        rammerId: "cog",
        rammerStructure: { value: 5, max: 6 },
      },
    ],
    mountAttackModifier: () => ["small", true],
    needsRideRoll: () => ["walk", true],
    planCreatureAttack: () => [{ rideDice: 3, size: "small", clawsOrFangs: true, trained: true }],
    planRam: () => [{ pilotDice: 5, size: "medium", distance: 4, shipSpeed: 8 }],
    steeredMove: () => [15, "jog"],
    resolveRam: () => [{ dice: [1], usesDedicatedRam: false }],
    shipControlDifficulty: () => ["small"],
  },
  "movement.ts": {
    checkChargeDistance: () => [3.3333333333333335, 5],
    climbYards: () => [3, true],
    feetToYards: () => [9],
    jumpFeet: () => ["running", 3],
    movementYards: () => [7, "jog"],
    measuredMove: () => [13, 10, false],
    speedAfterPenalties: () => [{ baseSpeed: 2, trackPenalty: -3 }],
    yardsToFeet: () => [4],
  },
  "odds.ts": {
    attackOdds: () => [{ pool: 3, parry: 5, armor: 0 }],
    cancelsFor: () => [3, 1, true],
    checkChance: () => [0, 0],
    computeDamageDistribution: () => [0, 0],
    damageDistribution: () => [5, 4],
    opposedChance: () => [4, 4],
    successDistribution: () => [4],
  },
  "opposed.ts": {
    grappleCrush: () => [
      [{ id: "grappling", duration: { kind: "permanent" }, ownerId: "g", appliedRound: 1, data: { holding: "t" } }],
      "t",
      { value: 3, max: 3 },
    ],
    nextOpposedDecision: () => [
      {
        kind: "disarm",
        round: 1,
        initiatorId: "a",
        targetId: "b",
        initiatorPool: { parts: [{ source: "skill", dice: 3 }], total: 3, rolled: 3 },
        targetPool: { parts: [{ source: "skill", dice: 2 }], total: 2, rolled: 2 },
      },
    ],
    opposedPool: () => ["feint", "target", { id: "x", skillDice: 2, weaponDice: 2 }],
    opposedSkills: () => ["feint"],
    rollOpposed: () => [
      {
        kind: "breakGrapple",
        round: 3,
        initiatorId: "t",
        targetId: "g",
        initiatorPool: { parts: [{ source: "skill", dice: 2 }], total: 2, rolled: 2 },
        targetPool: { parts: [{ source: "skill", dice: 3 }], total: 3, rolled: 3 },
      },
      replay([5, 6]),
    ],
    scatterDirection: () => [replay([3])],
    startOpposed: () => ["disarm", { id: "a", skillDice: 3, weaponDice: 0 }, { id: "b", skillDice: 2, weaponDice: 0 }, 1],
    submitOpposedRoll: () => [
      {
        kind: "disarm",
        round: 1,
        initiatorId: "a",
        targetId: "b",
        initiatorPool: { parts: [{ source: "skill", dice: 3 }], total: 3, rolled: 3 },
        targetPool: { parts: [{ source: "skill", dice: 2 }], total: 2, rolled: 2 },
      },
      "initiator",
      [3, 4, 1],
    ],
  },
  "custom-skills.ts": {
    customSkillById: () => [{ s1: { name: "Sailing", dice: 3 } }, "s1"],
    customSkillsOf: () => [{ s1: { name: "Sailing", dice: 3 } }],
    newCustomSkill: () => [{ s1: { name: "Sailing", dice: 3 } }, ["Melee"], "Knots", 2, "k1"],
  },
  "options.ts": {
    poolOption: () => [{ minimumPool: 1 }, "minimumPool"],
    poolOptions: () => [],
  },
  "poison.ts": {
    poisonCostPerOunce: () => ["mild", 0],
    poisonClockHours: () => [1_000, 11_800],
    poisonVialCost: () => ["mild", 2, 0],
    advancePoison: () => [
      "x",
      { id: "poisonedDying", duration: { kind: "permanent" }, ownerId: "x", appliedRound: 1, data: { batchId: "b", hoursLeft: 5, dicePenalty: -2 } },
      4,
    ],
    coatingDelivers: () => [1, "wound"],
    effectiveDose: () => [75],
    poisonDeathHours: () => [1],
    poisonExposure: () => [{ batch: { batchId: "b", strength: "mild" }, immuneBatches: [], doseOunces: 0.5, effectiveOunces: 0.5 }],
    poisonTargetNumber: () => ["mild"],
    poisonedDyingCondition: () => ["x", { batchId: "b", strength: "weak" }, 1],
    resolvePoisonApplication: () => [{ strength: "mild", dice: [3, 4] }],
    resolvePoisonExposure: () => [{ targetId: "x", batch: { batchId: "b7", strength: "mild" }, immuneBatches: [], dice: [3, 5] }],
  },
  "pool.ts": {
    buildPool: () => [
      [
        { source: "skill", dice: 1 },
        { source: "weapon", dice: -2 },
      ],
      { minimumPool: 1 },
    ],
    checkFace: () => [3],
    countSuccesses: () => [[]],
    diceToRoll: () => [-1],
    isSuccess: () => [1, 0, [1, 2, 3, 4, 5, 6]],
    poolSize: () => [{ skill: 4, weaponDice: 1 }],
    rollPool: () => [replay([2, 4, 4]), { parts: [{ source: "skill", dice: 3 }], total: 3, rolled: 3 }],
  },
  "range.ts": {
    effectiveRange: () => ["longbow"],
    improvisedRange: () => [4],
    rangeBands: () => [
      1,
      poolOptions({ rangeFormula: "partialIncrements" }),
    ],
    rangePenalty: () => [0, 20],
  },
  "recovery.ts": {
    fearEasesAfterFight: () => [[{ id: "a", fear: { value: 2, max: 3 }, wound: { value: 1, max: 3 } }]],
    fearEasesBetweenScenes: () => [[{ id: "a", fear: { value: 2, max: 3 }, wound: { value: 1, max: 3 } }], ["b"]],
    dailyWoundRecovery: () => [replay([5, 1]), 4, { value: 3, max: 3 }],
    luckRoll: () => [replay([3])],
    openWoundLuckRolls: () => [3.5],
    recoverFatigue: () => [{ value: 3, max: 3 }, 4],
    recoverFear: () => [{ value: 2, max: 3 }, true],
    recoverWounds: () => [{ value: 3, max: 3 }, [3, 6]],
    repairStructure: () => [{ value: 2, max: 3 }, 1, false],
    woundRecoveryPool: () => [4, { value: 3, max: 3 }],
  },
  "slice-injuries.ts": {
    injuryPenaltyFor: () => ["melee", []],
  },
  "tables.ts": {
    shipSizeOf: () => ["cog"],
    // The table is one of the module's own constants: its shape is checked, its rows are data.
    tableEntry: { args: () => [{ none: 0, quarter: 1, half: 2, threeQuarters: 3, full: 3 }, "none", "cover level"], opaque: [0] },
  },
  "tracks.ts": {
    requireHarm: () => [{ wound: { value: 1, max: 3 }, fatigue: { value: 0, max: 3 }, fear: { value: 4, max: 3 } }, "harm"],
    requireTrack: () => [{ value: 2, max: 4 }, "wound"],
    applyDamage: () => ["t", { value: 0, max: 3 }, "fear", 1],
    applyHarm: () => ["t", { wound: { value: 2, max: 3 }, fatigue: { value: 0, max: 3 }, fear: { value: 0, max: 3 } }, "fear", 1],
    boxPenalties: () => [3],
    emptyTrack: () => [],
    freshHarm: () => [],
    harmPenalty: () => [freshHarm()],
    isTerminal: () => [{ value: 4, max: 3 }],
    restore: () => [{ value: 2, max: 3 }, 1],
    trackPenalty: () => [{ value: 0, max: 3 }],
  },
};


const EXEMPT: Exemptions = {
  "fast-kernel.ts#damageTable": "builds the simulator's tables from pool sizes and cancels the simulator took from checked plans and defenders; every entry is `attackDamage`, which checks its cancels",
  "fast-kernel.ts#poolKernelAttack": "works a checked plan and defender into the kernel's numbers through `defenseAgainst` and `cancelsFor`, which check what they read",
  "fast-kernel.ts#poolKernelDamage": "the simulator's inner loop on numbers it worked out itself; its property test compares it with the card's path, the guarded entry point for everything else",
  "fast-kernel.ts#PoolTracks": "holds the simulator's own copies of checked tracks as numbers; penalties and terminal values come from `harmPenalty` and `isTerminal`",
  "fast-exchange.ts#fastAttackTarget": "the simulator's inner loop: it plays inputs the simulator built and checked when it prepared the encounter (src/sim), and its property test compares it with the step machine, which is the guarded entry point for everything else",
};

await fuzzFolder("src/rulesets/pool/rules", BASELINES, EXEMPT);
