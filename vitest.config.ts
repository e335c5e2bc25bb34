import { defineConfig } from "vitest/config";

/**
 * Two projects in one run (`npm test` runs both):
 * - unit: pure rules, property tests, packs, i18n, manifest — plain Node, files in parallel;
 * - browser: the template harness, which drives one Debian Chromium through playwright-core;
 *   its files run one at a time so two cores are never shared by several browsers;
 * - scenarios: every scenario script (src/scenarios) played against the Foundry-semantics double
 *   (test/foundry/double), whose globals a setup file installs before Fray's modules load.
 */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Every scenario boots four clients and each logs its start-up; those lines tell a failure nothing.
    onConsoleLog: (log: string) => !log.startsWith("Fray | initializing"),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/**/*.test.ts"],
          exclude: ["test/browser/**", "test/scenarios/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["test/browser/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: "scenarios",
          include: ["test/scenarios/**/*.test.ts"],
          environment: "node",
          setupFiles: ["test/foundry/double/setup.ts"],
        },
      },
    ],
  },
});
