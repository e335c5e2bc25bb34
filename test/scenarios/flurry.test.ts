import { runScenarios } from "./run-scenarios.js";

runScenarios("flurry");
