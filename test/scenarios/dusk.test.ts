import { runScenarios } from "./run-scenarios.js";

runScenarios("dusk");
