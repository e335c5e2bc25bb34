import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Browser tests share one Chromium; running files in parallel on two cores only thrashes.
    fileParallelism: true,
    reporters: ["default"],
  },
});
