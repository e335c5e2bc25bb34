import { runScenarios } from "./run-scenarios.js";

runScenarios("clash");
