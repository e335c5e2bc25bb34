import { fuzzFolder, replay, type Exemptions, type FolderTable } from "../../core/exports-fuzz.js";
import { startExchange, type ExchangeInput } from "../../../src/rulesets/flurry/rules/exchange.js";
import { declareIntention, loseActions, resolveOutOfActions, startFlurry, takeInitiative, type FlurryState } from "../../../src/rulesets/flurry/rules/flurry.js";

/** Every flurry option at the value the baselines were written for (the invented impact table on). */
const placeholderOptions = () => ({
  tacticsSkewDie: false,
  vertexFacing: false,
  woundPenaltyAcrossLocations: "sum",
  impactBeyondTable: "placeholder",
  drawWeaponAction: "quick",
  facingCostRule: "multiply",
});

/** An encounter in its flurry phase: b (Fighter rank 7) attacks a (rank 2), both intending to kill and holding. */
const attackingEncounter = () => ({
  round: 1,
  participants: [
    { id: "a", side: "friendly", isPlayerCharacter: true, fighterRank: 2, agilityMod: 1, movementRate: 6, tactics: 0, wounded: false, actionsLost: 0 },
    { id: "b", side: "hostile", isPlayerCharacter: false, fighterRank: 7, agilityMod: 0, movementRate: 6, tactics: 0, wounded: false, actionsLost: 0 },
  ],
  engagements: [["a", "b"]],
  surprised: [],
  options: {
    tacticsSkewDie: false,
    vertexFacing: false,
    woundPenaltyAcrossLocations: "sum",
    impactBeyondTable: "placeholder",
    drawWeaponAction: "quick",
    facingCostRule: "multiply",
  },
  phase: "flurry",
  rolls: [
    { id: "a", faces: [2, 6, 4], kept: [2, 6, 4], total: 14 },
    { id: "b", faces: [5, 5, 1], kept: [5, 5, 1], total: 18 },
  ],
  tieRolls: [],
  order: ["b", "a"],
  cursor: 2,
  mpLeft: { a: 3, b: 3 },
  flurries: [
    {
      key: "r1f1",
      fighters: [
        {
          id: "b",
          side: "hostile",
          fighterRank: 7,
          agilityMod: 0,
          initiative: 18,
          actionsMax: 3,
          actionsLeft: 3,
          intention: "kill",
          tactic: "hold",
          successes: 0,
          marginTotal: 0,
          defenseModifier: 0,
        },
        {
          id: "a",
          side: "friendly",
          fighterRank: 2,
          agilityMod: 1,
          initiative: 11,
          actionsMax: 2,
          actionsLeft: 2,
          intention: "kill",
          tactic: "hold",
          successes: 0,
          marginTotal: 0,
          defenseModifier: 0,
        },
      ],
      stage: "attacking",
      held: [],
      attackerId: "b",
      actionlessId: undefined,
      indefensible: [],
      endReason: undefined,
      movements: [],
    },
  ],
  flurryCursor: 0,
  flurryRolls: { a: { faces: [1, 5, 3], total: 11, reserve: 9 }, b: { faces: [3, 2, 6], total: 18, reserve: 7 } },
  prompts: [{ kind: "surprise" }],
});

/** An encounter with the surprise and shock prompts pending (the answer and dismiss baselines). */
const withPrompts = () => ({
  round: 1,
  participants: [
    { id: "a", side: "friendly", isPlayerCharacter: true, fighterRank: 5, agilityMod: 0, movementRate: 6, tactics: 0, wounded: false, actionsLost: 0 },
    { id: "b", side: "hostile", isPlayerCharacter: false, fighterRank: 2, agilityMod: 0, movementRate: 6, tactics: 0, wounded: false, actionsLost: 0 },
    { id: "c", side: "friendly", isPlayerCharacter: true, fighterRank: 0, agilityMod: 0, movementRate: 3, tactics: 0, wounded: true, actionsLost: 0 },
  ],
  engagements: [],
  surprised: [],
  options: placeholderOptions(),
  phase: "movement",
  rolls: [
    { id: "a", faces: [1, 1, 1], kept: [1, 1, 1], total: 8 },
    { id: "b", faces: [6, 6, 6], kept: [6, 6, 6], total: 20 },
    { id: "c", faces: [3, 3, 3], kept: [3, 3, 3], total: 9 },
  ],
  tieRolls: [],
  order: ["b", "c", "a"],
  cursor: 0,
  mpLeft: { a: 3, b: 3, c: 2 },
  flurries: [],
  flurryCursor: 0,
  flurryRolls: {
    a: { faces: [6, 6, 6], total: 23, reserve: 3 },
    b: { faces: [1, 1, 1], total: 5, reserve: 3 },
    c: { faces: [2, 2, 2], total: 6, reserve: 3 },
  },
  prompts: [{ kind: "surprise" }, { kind: "shock", participantIds: ["c"] }],
});

/** A valid call of every exported function, as the seeds' examples and the rules tests make them. */
const BASELINES: FolderTable = {
  "attack.ts": {
    applyLocationDefenseBonus: () => [
      { dice: [1, 1, 1], total: 8, target: 3, success: true, margin: 5, missBy: undefined, hit: true, critical: true, extraImpactDice: 1, nearMiss: false },
      2,
    ],
    criticalDice: () => [2],
    resolveMeleeAttack: () => [{ dice: [6, 6, 6], skill: 0, agilityMod: 0, defense: 8 }],
    withCritical: () => [{ dice: [3, 3, 5], total: 16, target: 16, success: false, margin: 0, missBy: 0 }],
  },
  "check.ts": {
    checkFromDice: () => [[1, 1, 1], 5, 3],
    compareToTarget: () => [8, 5],
    keepWithSkew: () => [[9], "none"],
    requireThreeD6: () => [[4, 4, 4]],
    rollCheck: () => [replay([6, 5, 4]), 1, 15],
    rollWithSkew: () => [replay([2, 6, 4, 1]), 3, 6, "high"],
    sum: () => [[2]],
  },
  "defense.ts": {
    baseDefense: () => [4, 2, "fallen"],
    defenseAgainst: () => [{ fighterRank: 6, agilityMod: 2 }],
    frontDefensesAfterFlankElection: () => [true],
    outsideStrikeDefensible: () => [{ aware: true, surprised: true, actionsLeft: 1 }],
  },
  "defence-choice.ts": {
    chooseDefence: () => [{ fighterRank: 4, agilityMod: -1, posture: "standing", attackFrom: "leftFlank", frontThreatened: false, flurryModifier: 0, outOfActions: false }],
  },
  "effects.ts": {
    applyWoundEffect: () => [replay([4]), { id: "v", dexterityMod: 0, agilityMod: 0, strengthMod: 0, shockMod: 0 }, "belly", "stun", false, 3],
    breakWeapon: () => [],
    effectNeedsDice: () => ["stun"],
    requireVictim: () => [{ id: "v", dexterityMod: 0, agilityMod: 0, strengthMod: 0, shockMod: 0, woundPenalty: -1 }],
    fumbleQuery: () => [replay([3, 3, 4]), { id: "v", dexterityMod: 1, agilityMod: 0, strengthMod: 0, shockMod: 0 }, "leftArm", 1],
    fumbleXX: () => [replay([6, 6, 6]), { id: "v", dexterityMod: 0, agilityMod: 0, strengthMod: 0, shockMod: 0 }, 10],
    restrictXX: () => [{ id: "v", dexterityMod: 0, agilityMod: 0, strengthMod: 0, shockMod: 0 }, 16, 2],
    restrictedActionCheck: () => [replay([6, 6, 5]), { id: "v", dexterityMod: 0, agilityMod: 0, strengthMod: 0, shockMod: 0 }, 16],
    shockXX: () => [replay([6, 6, 6]), { id: "v", dexterityMod: 0, agilityMod: 0, strengthMod: 0, shockMod: 0 }, 16, 1],
    stumbleQuery: () => [replay([1, 2, 3]), { id: "v", dexterityMod: 0, agilityMod: 0, strengthMod: 0, shockMod: 0 }, "leftLeg", 1],
    stumbleXX: () => [replay([6, 6, 2]), { id: "v", dexterityMod: 0, agilityMod: 0, strengthMod: 0, shockMod: 0 }, 13, 1],
    stun: () => [replay([4]), { id: "v", dexterityMod: 0, agilityMod: 0, strengthMod: 0, shockMod: 0 }, 3],
  },
  "encounter.ts": {
    createFlurryEncounter: () => [{ tacticsSkewDie: true }],
    isEngagedWithAnyone: () => [withPrompts(), "a"],
    takeTrackerAction: () => [withPrompts(), "b", "quick"],
    payForWalk: () => [withPrompts(), "b", 2, false],
    walkRefusal: () => [withPrompts(), "b", 2],
    currentFlurry: () => [
      attackingEncounter(),
    ],
    disengage: () => [
      {
        round: 1,
        participants: [
          { id: "a", side: "friendly", isPlayerCharacter: true, fighterRank: 5, agilityMod: 0, movementRate: 6, tactics: 0, wounded: false, actionsLost: 0 },
          { id: "b", side: "hostile", isPlayerCharacter: false, fighterRank: 2, agilityMod: 0, movementRate: 6, tactics: 0, wounded: false, actionsLost: 0 },
          { id: "c", side: "friendly", isPlayerCharacter: true, fighterRank: 0, agilityMod: 0, movementRate: 3, tactics: 0, wounded: true, actionsLost: 0 },
        ],
        engagements: [["a", "b"]],
        surprised: [],
        options: placeholderOptions(),
        phase: "movement",
        rolls: [
          { id: "a", faces: [1, 1, 1], kept: [1, 1, 1], total: 8 },
          { id: "b", faces: [6, 6, 6], kept: [6, 6, 6], total: 20 },
          { id: "c", faces: [3, 3, 3], kept: [3, 3, 3], total: 9 },
        ],
        tieRolls: [],
        order: ["b", "c", "a"],
        cursor: 0,
        mpLeft: { a: 3, b: 3, c: 2 },
        flurries: [],
        flurryCursor: 0,
        flurryRolls: {
          a: { faces: [6, 6, 6], total: 23, reserve: 3 },
          b: { faces: [1, 1, 1], total: 5, reserve: 3 },
          c: { faces: [2, 2, 2], total: 6, reserve: 3 },
        },
        prompts: [{ kind: "surprise" }, { kind: "shock", participantIds: ["c"] }],
      },
      "b",
      "a",
    ],
    answerPrompt: () => [withPrompts()],
    dismissPrompt: () => [withPrompts(), "surprise"],
    engage: () => [
      {
        round: 3,
        participants: [
          { id: "a", side: "friendly", isPlayerCharacter: true, fighterRank: 12, agilityMod: 1, movementRate: 6, tactics: 0, wounded: false, actionsLost: 0 },
          { id: "b", side: "hostile", isPlayerCharacter: false, fighterRank: 10, agilityMod: 0, movementRate: 6, tactics: 0, wounded: false, actionsLost: 0 },
        ],
        engagements: [],
        surprised: [],
        options: placeholderOptions(),
        phase: "movement",
        rolls: [
          { id: "a", faces: [1, 5, 4], kept: [1, 5, 4], total: 22 },
          { id: "b", faces: [6, 5, 1], kept: [6, 5, 1], total: 22 },
        ],
        tieRolls: [],
        order: ["a", "b"],
        cursor: 0,
        mpLeft: { a: 3, b: 3 },
        flurries: [],
        flurryCursor: 0,
        flurryRolls: { a: { faces: [1, 1, 1], total: 15, reserve: 10 }, b: { faces: [3, 5, 6], total: 24, reserve: 8 } },
        prompts: [],
      },
      "a",
      "b",
    ],
    engagementClusters: () => [
      {
        round: 3,
        participants: [
          { id: "a", side: "friendly", isPlayerCharacter: true, fighterRank: 12, agilityMod: 1, movementRate: 6, tactics: 0, wounded: false, actionsLost: 0 },
          { id: "b", side: "hostile", isPlayerCharacter: false, fighterRank: 10, agilityMod: 0, movementRate: 6, tactics: 0, wounded: false, actionsLost: 0 },
        ],
        engagements: [["a", "b"]],
        surprised: [],
        options: placeholderOptions(),
        phase: "movement",
        rolls: [
          { id: "a", faces: [1, 5, 4], kept: [1, 5, 4], total: 22 },
          { id: "b", faces: [6, 5, 1], kept: [6, 5, 1], total: 22 },
        ],
        tieRolls: [],
        order: ["a", "b"],
        cursor: 2,
        mpLeft: { a: 3, b: 3 },
        flurries: [],
        flurryCursor: 0,
        flurryRolls: { a: { faces: [1, 1, 1], total: 15, reserve: 10 }, b: { faces: [3, 5, 6], total: 24, reserve: 8 } },
        prompts: [],
      },
    ],
    isEngaged: () => [
      {
        round: 3,
        participants: [
          { id: "a", side: "friendly", isPlayerCharacter: true, fighterRank: 12, agilityMod: 1, movementRate: 6, tactics: 0, wounded: false, actionsLost: 0 },
          { id: "b", side: "hostile", isPlayerCharacter: false, fighterRank: 10, agilityMod: 0, movementRate: 6, tactics: 0, wounded: false, actionsLost: 0 },
        ],
        engagements: [],
        surprised: [],
        options: placeholderOptions(),
        phase: "movement",
        rolls: [
          { id: "a", faces: [1, 5, 4], kept: [1, 5, 4], total: 22 },
          { id: "b", faces: [6, 5, 1], kept: [6, 5, 1], total: 22 },
        ],
        tieRolls: [],
        order: ["a", "b"],
        cursor: 0,
        mpLeft: { a: 3, b: 3 },
        flurries: [],
        flurryCursor: 0,
        flurryRolls: { a: { faces: [1, 1, 1], total: 15, reserve: 10 }, b: { faces: [3, 5, 6], total: 24, reserve: 8 } },
        prompts: [],
      },
      "a",
      "b",
    ],
    markSurprised: () => [
      {
        round: 1,
        participants: [
          { id: "a", side: "friendly", isPlayerCharacter: true, fighterRank: 5, agilityMod: 0, movementRate: 6, tactics: 0, wounded: false, actionsLost: 0 },
          { id: "b", side: "hostile", isPlayerCharacter: false, fighterRank: 2, agilityMod: 0, movementRate: 6, tactics: 0, wounded: false, actionsLost: 0 },
          { id: "c", side: "friendly", isPlayerCharacter: true, fighterRank: 0, agilityMod: 0, movementRate: 3, tactics: 0, wounded: true, actionsLost: 0 },
        ],
        engagements: [],
        surprised: [],
        options: placeholderOptions(),
        phase: "movement",
        rolls: [
          { id: "a", faces: [1, 1, 1], kept: [1, 1, 1], total: 8 },
          { id: "b", faces: [6, 6, 6], kept: [6, 6, 6], total: 20 },
          { id: "c", faces: [3, 3, 3], kept: [3, 3, 3], total: 9 },
        ],
        tieRolls: [],
        order: ["b", "c", "a"],
        cursor: 0,
        mpLeft: { a: 3, b: 3, c: 2 },
        flurries: [],
        flurryCursor: 0,
        flurryRolls: {
          a: { faces: [6, 6, 6], total: 23, reserve: 3 },
          b: { faces: [1, 1, 1], total: 5, reserve: 3 },
          c: { faces: [2, 2, 2], total: 6, reserve: 3 },
        },
        prompts: [{ kind: "shock", participantIds: ["c"] }],
      },
      ["b"],
    ],
    rerollFlurryInitiative: () => [
      {
        round: 3,
        participants: [
          { id: "a", side: "friendly", isPlayerCharacter: true, fighterRank: 12, agilityMod: 1, movementRate: 6, tactics: 0, wounded: false, actionsLost: 0 },
          { id: "b", side: "hostile", isPlayerCharacter: false, fighterRank: 10, agilityMod: 0, movementRate: 6, tactics: 0, wounded: false, actionsLost: 0 },
        ],
        engagements: [["a", "b"]],
        surprised: [],
        options: placeholderOptions(),
        phase: "flurry",
        rolls: [
          { id: "a", faces: [1, 5, 4], kept: [1, 5, 4], total: 22 },
          { id: "b", faces: [6, 5, 1], kept: [6, 5, 1], total: 22 },
        ],
        tieRolls: [],
        order: ["a", "b"],
        cursor: 2,
        mpLeft: { a: 3, b: 3 },
        flurries: [
          {
            key: "r3f1",
            fighters: [
              {
                id: "b",
                side: "hostile",
                fighterRank: 10,
                agilityMod: 0,
                initiative: 24,
                actionsMax: 4,
                actionsLeft: 4,
                intention: undefined,
                tactic: undefined,
                successes: 0,
                marginTotal: 0,
                defenseModifier: 0,
              },
              {
                id: "a",
                side: "friendly",
                fighterRank: 12,
                agilityMod: 1,
                initiative: 15,
                actionsMax: 4,
                actionsLeft: 4,
                intention: undefined,
                tactic: undefined,
                successes: 0,
                marginTotal: 0,
                defenseModifier: 0,
              },
            ],
            stage: "initiative",
            held: [],
            attackerId: undefined,
            actionlessId: undefined,
            indefensible: [],
            endReason: undefined,
            movements: [],
          },
        ],
        flurryCursor: 0,
        flurryRolls: { a: { faces: [1, 1, 1], total: 15, reserve: 10 }, b: { faces: [3, 5, 6], total: 24, reserve: 8 } },
        prompts: [],
      },
      replay([1, 1, 4, 5, 6, 4, 4, 2, 6, 6, 4, 4]),
    ],
    stepFlurry: () => [
      attackingEncounter(),
      (flurry: unknown) => flurry,
    ],
  },
  "engagement.ts": {
    occupiesSameHex: () => [
      { id: "a", position: { q: 0, r: 0 }, facing: 0 },
      { id: "b", position: { q: 1, r: 0 }, facing: 3 },
    ],
    approachFlurry: () => [replay([4, 4, 4]), { tactics: 2, agilityMod: 1, targetLevel: 14 }],
    enterHex: () => [
      { side: "a", position: { q: 3, r: 0 }, facing: { kind: "side", index: 3 }, weapon: { range: 1, reach: "swung" }, engaged: false, id: "m" },
      { q: 1, r: 0 },
      [{ side: "b", position: { q: 0, r: 0 }, facing: { kind: "side", index: 0 }, weapon: { range: 1, reach: "swung" }, engaged: false, id: "guard" }],
    ],
    outnumbered: () => [2, 3],
    turnToFace: () => [
      { side: "a", position: { q: 0, r: 0 }, facing: { kind: "side", index: 3 }, weapon: { range: 1, reach: "swung" }, engaged: false, id: "a" },
      { side: "b", position: { q: 1, r: 0 }, facing: { kind: "side", index: 3 }, weapon: { range: 1, reach: "swung" }, engaged: false, id: "b" },
    ],
  },
  "exchange.ts": {
    advanceExchange: { args: () => [startExchange(swing()), { kind: "roll" }, replay([4, 3, 4])], opaque: [0] },
    exchangeDecision: { args: () => [startExchange(swing())], opaque: [0] },
    runExchange: () => [
      {
        attackerId: "att",
        skill: 4,
        agilityMod: 1,
        strength: -5,
        weapon: { impactModifier: 0, penetrationValue: 0 },
        intention: "kill",
        defense: { target: 14, defended: true },
        defender: {
          id: "def",
          dexterityMod: 0,
          agilityMod: 0,
          strengthMod: 0,
          shockMod: 0,
          thresholds: { impaired: 4, disabled: 8, destroyed: 12 },
          armour: { chest: { absorption: 3, penetrationThreshold: 5 }, head: { absorption: 3, penetrationThreshold: 5, defenseBonus: 2 } },
        },
        round: 1,
      },
      replay([4, 4, 4]),
      (options: readonly string[]) => options[0],
    ],
    startExchange: () => [
      {
        attackerId: "a",
        skill: 4,
        agilityMod: 1,
        strength: 8,
        weapon: { impactModifier: 2, penetrationValue: 1 },
        intention: "kill",
        defense: { target: 14, defended: true },
        defender: { id: "v", dexterityMod: 0, agilityMod: 0, strengthMod: 0, shockMod: 0, thresholds: { impaired: 4, disabled: 8, destroyed: 12 } },
        round: 1,
      },
    ],
    validateExchangeInput: () => [
      {
        attackerId: "a",
        skill: 4,
        agilityMod: 1,
        strength: 8,
        weapon: { impactModifier: 2, penetrationValue: 1 },
        intention: "kill",
        defense: { target: 14, defended: true },
        defender: { id: "v", dexterityMod: 0, agilityMod: 0, strengthMod: 0, shockMod: 0, thresholds: { impaired: 4, disabled: 8, destroyed: 12 } },
        round: 1,
      },
    ],
  },
  "flurry.ts": {
    adjustDefense: { args: () => [attacking(), "b", -1], opaque: [0] },
    breakFlurry: { args: () => [attacking(), "b"], opaque: [0] },
    breakOff: { args: () => [attacking(), "a"], opaque: [0] },
    declareDefaults: { args: () => [declaring()], opaque: [0] },
    declareIntention: { args: () => [declareIntention(declaring(), "a", "kill"), "b", "strike"], opaque: [0] },
    fighter: { args: () => [attacking(), "a"], opaque: [0] },
    flurryDecision: { args: () => [attacking()], opaque: [0] },
    forcedAgainstObstacle: { args: () => [attacking(), "a", "b"], opaque: [0] },
    holdInitiative: { args: () => [opening(), "a"], opaque: [0] },
    loseActions: { args: () => [outOfActions(), "b", 1], opaque: [0] },
    recordAttack: { args: () => [attacking(), { attackerId: "a", defenderId: "b", hit: false, margin: -2 }], opaque: [0] },
    removeFromFlurry: { args: () => [attacking(), "b"], opaque: [0] },
    requireFlurryState: { args: () => [attacking()], opaque: [0] },
    resolveOutOfActions: { args: () => [outOfActions(), "a", "letGo"], opaque: [0] },
    spendActions: { args: () => [attacking(), "a", 0, true], opaque: [0] },
    startFlurry: () => [
      "f",
      [
        { id: "a", side: "x", fighterRank: 5, agilityMod: 0, initiative: 15 },
        { id: "b", side: "y", fighterRank: 2, agilityMod: 0, initiative: 9 },
      ],
    ],
    tacticWinner: { args: () => [attacking()], opaque: [0] },
    takeInitiative: { args: () => [opening(), "a"], opaque: [0] },
  },
  "guards.ts": {
    requireModifier: () => [0, "bonus"],
    requireOneOf: () => ["low", ["none", "high", "low"], "skew"],
  },
  "hex.ts": {
    addHex: () => [
      { q: 0, r: 0 },
      { q: 1, r: 0 },
    ],
    adjacentInSector: () => [{ q: 0, r: 0 }, { kind: "side", index: 0 }, "rear"],
    bearing: () => [
      { q: 0, r: 0 },
      { q: 1, r: 0 },
    ],
    distanceMetres: () => [
      { q: 0, r: 0 },
      { q: 2, r: 1 },
    ],
    facingAngle: () => [{ kind: "side", index: 0 }],
    facingToward: () => [
      { q: 0, r: 0 },
      { q: 0, r: 1 },
    ],
    hex: () => [0, 0],
    hexDistance: () => [
      { q: 0, r: 0 },
      { q: 2, r: 1 },
    ],
    hexKey: () => [{ q: -1, r: 0 }, 0, [{ q: -1, r: 0 }]],
    hexesWithin: () => [{ q: 0, r: 0 }, 2],
    line: () => [
      { q: 8, r: 2 },
      { q: 2, r: -3 },
    ],
    neighbor: () => [{ q: 0, r: 0 }, 3],
    neighbors: () => [{ q: 0, r: 0 }],
    normalizeAngle: () => [0],
    requireFacing: () => [{ kind: "side", index: 0 }, true],
    requireHex: () => [{ q: 0, r: 0 }],
    ring: () => [{ q: 0, r: 0 }, 2],
    roundHex: () => [-12.999999, -3.999999],
    sameHex: () => [
      { q: 0, r: 0 },
      { q: 1, r: 0 },
    ],
    scaleHex: () => [{ q: 1, r: 0 }, 2],
    sectorOf: () => [
      { q: 0, r: 0 },
      { kind: "side", index: 0 },
      { q: 1, r: 0 },
    ],
    sideFacing: () => [0],
    vertexFacing: () => [0],
    wrapDirection: () => [0],
  },
  "impact.ts": {
    formatImpact: () => [{ kind: "fixed", points: 1 }],
    impactCap: () => [4, 2],
    impactDiceFor: () => [
      0,
      placeholderOptions(),
    ],
    requireImpactDice: () => [{ kind: "dice", count: 2, faces: 6 }],
    rollImpact: () => [replay([]), { kind: "fixed", points: 1 }, 0],
    strikeResult: () => [7, true, { absorption: 5, penetrationThreshold: 20 }],
    totalAbsorption: () => [3, 2],
  },
  "initiative.ts": {
    actionsPerFlurry: () => [0],
    orderByInitiative: () => [replay([]), [], new Map([])],
    orderWithoutDice: () => [
      [
        { id: "p", modifier: 0, fighterRank: 2, agilityMod: 0, total: 10, reserve: 4 },
        { id: "q", modifier: 0, fighterRank: 2, agilityMod: 0, total: 10, reserve: 9 },
      ],
    ],
    rollInitiative: () => [replay([1, 2, 3]), { id: "a", modifier: 7, fighterRank: 7, agilityMod: 0 }],
    tacticsSkewSide: () => [[{ side: "x", tactics: 5 }]],
  },
  "maneuvers.ts": {
    maneuverColumn: () => [0, { impaired: 4, disabled: 8, destroyed: 12 }],
    maneuverIgnoresArmour: () => ["subdual"],
    maneuverRow: () => ["throwing"],
    planFor: () => ["kill"],
    resolveSecondaryEffect: () => [replay([]), { kind: "break" }, { id: "v", dexterityMod: 0, agilityMod: 0, strengthMod: 0, shockMod: 0 }, 1],
  },
  "movement.ts": {
    actionMovementCost: () => ["talk"],
    actionType: () => [
      "pivot",
      placeholderOptions(),
    ],
    facingChangeCost: () => [true],
    hexesAllowed: () => ["clear"],
    maxPaceOf: () => [{ terrain: "rough" }],
    movementRate: () => [{ walk: 4 }, "swing"],
    movementWithAction: () => [4, ["full"]],
    needsBalanceRoll: () => [{ terrain: "rough" }, "run"],
    nextDangerStatus: () => ["clear", "enteredDanger"],
    obstacleCheck: () => [replay([4, 4, 4]), 2, 1, 14],
    obstacleSkill: () => ["slideDownBalustrade", { balance: 4 }],
    paceFor: () => [0, { creep: 1, walk: 3, jog: 5, run: 8, sprint: 12 }],
    passThrough: () => [replay([1, 1, 1]), { tactics: 0, agilityMod: 0, targetLevel: 15, strikerImpact: { kind: "fixed", points: 1 } }],
    payForStep: () => [4, 3],
    phaseBudget: () => [6, "movement"],
    stepCost: () => [
      { terrain: "open" },
      "rear",
      placeholderOptions(),
    ],
  },
  "odds.ts": {
    threeD6: () => [],
    attackOdds: () => [3, 4],
    criticalDiceDistribution: () => [1, 39],
    impactDistribution: () => [{ kind: "fixed", points: 1 }, 2],
    initiativeDistribution: () => [4],
    marginDistribution: () => [3, 4],
    probabilityToBeat: () => [0, 10],
    skewedSum: () => [1, 3, "low"],
  },
  "options.ts": {
    flurryOptions: () => [],
  },
  "strike-odds.ts": {
    strikeOdds: () => [{ attackBonus: 5, defense: 17, impact: { kind: "fixed", points: 4 }, absorption: 3, defenseBonus: 1, thresholds: { impaired: 4, disabled: 8, destroyed: 12 } }],
    maneuverOddsImpact: () => [12, { impactBeyondTable: "ask" }, { kind: "dice", count: 1, faces: 6 }],
    maneuverStrikeOdds: () => [{ attackBonus: 0, defense: 14, impact: { kind: "dice", count: 1, faces: 6 }, absorption: 2, defenseBonus: 0, thresholds: { impaired: 2, disabled: 4, destroyed: 6 }, ignoresArmour: true }],
  },
  "path.ts": {
    walkPath: () => [
      { side: "a", position: { q: 0, r: 0 }, facing: { kind: "side", index: 0 }, weapon: { range: 1, reach: "swung" }, engaged: false, id: "m" },
      [
        { hex: { q: 1, r: 0 }, terrain: { terrain: "rough", uphill: false } },
        { hex: { q: 2, r: 0 }, terrain: { terrain: "open" } },
      ],
      [{ side: "b", position: { q: 3, r: 0 }, facing: { kind: "side", index: 3 }, weapon: { range: 1, reach: "swung" }, engaged: true, id: "guard" }],
      { facingCostRule: "multiply" },
    ],
  },
  "net-moves.ts": {
    flurryShifts: { args: () => [resolveOutOfActions(outOfActions(), "a", "withdraw", 1)], opaque: [0] },
    planShifts: () => [
      [
        { kind: "away", id: "b", from: "a", steps: 1 },
        { kind: "follow", id: "a", leader: "b" },
        { kind: "circle", id: "a", around: "b" },
      ],
      [
        { id: "a", position: { q: 0, r: 0 }, facing: { kind: "side", index: 0 } },
        { id: "b", position: { q: 1, r: 0 }, facing: { kind: "side", index: 3 } },
      ],
      [{ q: 3, r: 0 }],
    ],
  },
  "danger-cycle.ts": {
    dangerStatusOf: () => [{ danger: { b: "oneHexAdjustment" }, engagements: [] }, "b"],
    dangerRefusal: () => [{ danger: { b: "oneHexAdjustment" }, engagements: [] }, "b", 2],
    dangerAfterWalk: () => [{ danger: { b: "oneHexAdjustment" }, engagements: [["a", "b"]] }, "b", 1, true],
    dangerAfterPhase: () => [{ danger: { b: "stoppedThisPhase", c: "heldUntilResolved" }, engagements: [["a", "b"]] }],
    dangerAfterFlurry: () => [{ danger: { b: "heldUntilResolved" }, engagements: [["a", "b"]] }, ["a", "b"]],
    dangerMarker: () => [{ danger: { b: "heldUntilResolved" }, engagements: [] }, "b"],
  },
  "board-log.ts": {
    boardLogOf: () => [{ board: { count: 1, moves: [{ seq: 1, id: "a", from: { x: 0, y: 0, rotation: 0 }, to: { x: 100, y: 0, rotation: 90 } }], shifted: [] } }],
    recordBoardMoves: () => [{}, [{ id: "a", from: { x: 0, y: 0, rotation: 0 }, to: { x: 100, y: 0, rotation: 90 } }], "1/r1f1"],
    flurryShifted: () => [{ board: { count: 0, moves: [], shifted: ["1/r1f1"] } }, "1/r1f1"],
    movesToUndo: () => [{ board: { count: 1, moves: [{ seq: 1, id: "a", from: { x: 0, y: 0, rotation: 0 }, to: { x: 100, y: 0, rotation: 90 } }], shifted: [] } }, {}],
  },
  "tracker-actions.ts": {
    mpAfterAction: () => [4, 3, [], "quick"],
    actionFits: () => [4, 4, ["free"], "full"],
    actionControls: () => [4, 4, []],
    actionOfControl: () => ["action.quick"],
    actionMarkers: () => [["quick", "free", "free"]],
  },
  "quick.ts": {
    quickStrike: () => [
      replay([2, 3, 2]),
      {
        attackBonus: 5,
        defense: 14,
        locationDefenseBonus: 2,
        impact: { kind: "dice", count: 1, faces: 10 },
        absorption: 3,
        thresholds: { impaired: 4, disabled: 8, destroyed: 12 },
      },
    ],
    validateQuickStrike: () => [
      {
        attackBonus: 5,
        defense: 14,
        locationDefenseBonus: 2,
        impact: { kind: "dice", count: 1, faces: 10 },
        absorption: 3,
        thresholds: { impaired: 4, disabled: 8, destroyed: 12 },
      },
    ],
  },
  "ranged.ts": {
    calledShotModifier: () => ["short", "general"],
    isConfrontational: () => ["short", true],
    missileRollModifier: () => [{ skill: 4, dexterityMod: 1 }],
    missileTargetLevel: () => [{ state: "unawareStill", rangeModifier: 5 }],
    rangeBand: () => [0, 50],
    rangeBands: () => [50],
    shotsPerRound: () => [{ needsLoadAction: true }],
  },
  "shock.ts": {
    actionsAfterLoss: () => [3, 1],
    shockChecks: () => [replay([5, 5, 4]), [{ location: "head", severity: "light", nature: "blunt", shockValue: 12 }], 0, 3],
    shockTarget: () => [12],
  },
  "wounds.ts": {
    bleedingFrom: () => [{ location: "chest", severity: "light", nature: "cut" }],
    bodyState: () => [[]],
    coupDeGraceAllowed: () => [
      { limbs: { leftArm: "ok", rightArm: "ok", leftLeg: "ok", rightLeg: "ok" }, immobile: false, unconscious: true, mortallyWounded: false },
      { engagedWithOthers: true },
    ],
    disabledLimbCount: () => [
      { limbs: { leftArm: "ok", rightArm: "ok", leftLeg: "ok", rightLeg: "ok" }, immobile: false, unconscious: true, mortallyWounded: false },
    ],
    generalLocation: () => ["head"],
    limbStruck: () => ["arm", { sideways: true, leadingSide: "right" }],
    locationOnTable: () => [
      {
        count: 3,
        faces: 6,
        rows: [
          { from: 3, to: 5, location: "head" },
          { from: 6, to: 9, location: "arm" },
          { from: 10, to: 12, location: "chest" },
          { from: 13, to: 15, location: "belly" },
          { from: 16, to: 18, location: "leg" },
        ],
      },
      4,
    ],
    mobility: () => [{ limbs: { leftArm: "ok", rightArm: "ok", leftLeg: "ok", rightLeg: "ok" }, immobile: true, unconscious: false, mortallyWounded: false }],
    movementRateFor: () => [7, "half"],
    requireBodyState: () => [{ limbs: { leftArm: "ok", rightArm: "impaired", leftLeg: "disabled", rightLeg: "ok" }, immobile: false, unconscious: false, mortallyWounded: false }],
    requireThresholds: () => [{ impaired: 4, disabled: 8, destroyed: 12 }],
    requireWound: () => [{ location: "head", severity: "light", nature: "cut" }],
    rollOnLocationTable: () => [
      replay([1, 1, 2]),
      {
        count: 3,
        faces: 6,
        rows: [
          { from: 3, to: 5, location: "head" },
          { from: 6, to: 9, location: "arm" },
          { from: 10, to: 12, location: "chest" },
          { from: 13, to: 15, location: "belly" },
          { from: 16, to: 18, location: "leg" },
        ],
      },
    ],
    severityFor: () => [6, { impaired: 4, disabled: 8, destroyed: 12 }],
    validateHitLocationTable: () => [
      {
        count: 1,
        faces: 20,
        rows: [
          { from: 1, to: 2, location: "head" },
          { from: 3, to: 8, location: "chest" },
          { from: 9, to: 11, location: "belly" },
          { from: 12, to: 15, location: "arm" },
          { from: 16, to: 20, location: "leg" },
        ],
      },
    ],
    worstByLocation: () => [[]],
    woundDescriptionKey: () => [{ location: "head", severity: "light", nature: "cut" }],
    woundEffect: () => ["head", "light"],
    woundNature: () => [false],
    woundNotation: () => [{ location: "chest", severity: "light", nature: "cut" }],
    woundPenalty: () => [
      [],
      placeholderOptions(),
    ],
  },
  "zones.ts": {
    withinReach: () => [{ q: 0, r: 0 }, { q: 1, r: 1 }, 2],
    exposureOf: () => [
      { q: 2, r: 0 },
      [{ side: "a", position: { q: 0, r: 0 }, facing: { kind: "side", index: 0 }, weapon: { range: 2, reach: "polearm" }, engaged: true, id: "pole" }],
    ],
    hexIn: () => [
      [
        { q: 2, r: -2 },
        { q: 0, r: 2 },
      ],
      { q: 2, r: 0 },
    ],
    zonesOf: () => [{ side: "a", position: { q: 0, r: 0 }, facing: { kind: "side", index: 0 }, weapon: { range: 0, reach: "swung" }, engaged: true, id: "x" }],
  },
};

/** b swings at a (Defense 12) with a cutting weapon; a wears chest armour. */
function swing(): ExchangeInput {
  return {
    attackerId: "b",
    skill: 7,
    agilityMod: 0,
    strength: 6,
    attackModifiers: 0,
    weapon: { impactModifier: 2, penetrationValue: 0, wounds: "cut" },
    intention: "kill",
    defense: { target: 12, defended: true },
    defender: {
      id: "a",
      dexterityMod: 0,
      agilityMod: 0,
      strengthMod: 0,
      shockMod: 0,
      thresholds: { impaired: 4, disabled: 8, destroyed: 12 },
      armour: { chest: { absorption: 2, penetrationThreshold: 4 } },
    },
    round: 1,
  };
}

/** A flurry between a (Fighter rank 5) and b (rank 2), a first in initiative, nothing decided yet. */
function opening(): FlurryState {
  return startFlurry("f", [
    { id: "a", side: "x", fighterRank: 5, agilityMod: 0, initiative: 15 },
    { id: "b", side: "y", fighterRank: 2, agilityMod: 0, initiative: 9 },
  ]);
}

/** a has taken the initiative: intentions are declared, a first. */
function declaring(): FlurryState {
  return takeInitiative(opening(), "a");
}

/** Both have declared: a attacks. */
function attacking(): FlurryState {
  return declareIntention(declareIntention(declaring(), "a", "kill"), "b", "strike", "retreat");
}

/** b has lost every action: a decides about him. */
function outOfActions(): FlurryState {
  return loseActions(attacking(), "b", 100);
}

const EXEMPT: Exemptions = {
  "fast-kernel.ts#FlurryStrike": "the simulator's inner loop: its tables are built from an exchange input the simulator built and checked when it prepared the encounter (src/sim), through the rule functions that check it, and its property test compares it with the step machine, which is the guarded entry point for everything else",
  "fast-kernel.ts#compileStrike": "builds a FlurryStrike from an input the simulator built and checked; every rule function it calls checks its own arguments",
  "fast-kernel.ts#FlurryStrikeOut": "a plain record the kernel writes its result into; it takes no input",
  "fast-kernel.ts#FlurryHarm": "the simulator's wounds as numbers: codes it made itself from wound records the simulator checked (bodyState, at prepare), proven against woundPenalty and isDown by a property test",
  "fast-exchange.ts#fromExchangeResult": "turns the step machine's own result into the fast path's terms for that comparison; its input is the machine's, already checked",
  "exchange.ts#blowConsequences": "reads an effect outcome the rules' own wound and maneuver functions built (the step machine's finish and the fast path); nothing from outside reaches it",
  "fast-flurry.ts#rollRound": "the simulator's numbers-only round: it reads fighters the simulator checked when it prepared the encounter, and a property test plays it against the encounter model, the guarded entry point for everything else",
  "fast-flurry.ts#FastFlurry": "the simulator's numbers-only flurry: fighter indices the simulator made, proven against the flurry machine (the guarded entry point) by a property test",
};

await fuzzFolder("src/rulesets/flurry/rules", BASELINES, EXEMPT);
