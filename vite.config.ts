import { defineConfig, type Plugin } from "vite";

/**
 * One config for both uses:
 * - `vite build` (driven by scripts/build.ts): library build of src/fray.ts to dist/fray.mjs,
 *   whitespace stripped but names neither mangled nor shortened (Foundry and stack traces show
 *   them), doc comments left in the source (see SHIPPED_OUTPUT) and a source map.
 * - `vite serve` (`npm run dev`): serves the project at /systems/fray/ and proxies everything
 *   else, websocket included, to a Foundry running on localhost:30000. Open localhost:30001.
 */
const SYSTEM_BASE = "/systems/fray/";
const FOUNDRY_PORT = Number(process.env.FOUNDRY_PORT ?? 30000);
const DEV_PORT = Number(process.env.FRAY_DEV_PORT ?? 30001);

/**
 * What a world downloads carries no doc comments and no indentation (the source map leads back to
 * both): every name stays as written, so a stack trace or the console reads as the source does,
 * while a world with the largest slice stays within its download budget (`npm run bench`, bundle
 * row). No code is rewritten or renamed. Licence notices are kept.
 */
const SHIPPED_OUTPUT = {
  keepNames: true,
  comments: { legal: true, annotation: false, jsdoc: false },
  minify: { compress: false, mangle: false, codegen: { removeWhitespace: true } },
} as const;

/** Foundry asks for the manifest's `fray.mjs`; in dev that is the TypeScript entry itself. */
function serveEntryFromSource(): Plugin {
  return {
    name: "fray-dev-entry",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url?.startsWith(`${SYSTEM_BASE}fray.mjs`)) req.url = `${SYSTEM_BASE}src/fray.ts`;
        next();
      });
    },
  };
}

export default defineConfig(({ command }) => ({
  base: command === "serve" ? SYSTEM_BASE : "./",
  publicDir: false,
  plugins: [serveEntryFromSource()],
  server: {
    port: DEV_PORT,
    strictPort: true,
    proxy: {
      [`^(?!${SYSTEM_BASE})`]: `http://localhost:${FOUNDRY_PORT}/`,
      "/socket.io": { target: `ws://localhost:${FOUNDRY_PORT}`, ws: true },
    },
  },
  // The simulator's worker is an ES module chunk of its own (`new Worker(new URL(…), { type: "module" })`).
  worker: { format: "es", rolldownOptions: { output: SHIPPED_OUTPUT } },
  build: {
    outDir: "dist",
    emptyOutDir: false,
    minify: false,
    sourcemap: true,
    target: "es2022",
    lib: {
      entry: "src/fray.ts",
      formats: ["es"],
      fileName: () => "fray.mjs",
    },
    rolldownOptions: {
      output: SHIPPED_OUTPUT,
    },
  },
}));
