import { defineConfig, type Plugin } from "vite";

/**
 * One config for both uses:
 * - `vite build` (driven by scripts/build.ts): library build of src/fray.ts to dist/fray.mjs,
 *   unminified with class names kept (Foundry and stack traces show them) and a source map.
 * - `vite serve` (`npm run dev`): serves the project at /systems/fray/ and proxies everything
 *   else, websocket included, to a Foundry running on localhost:30000. Open localhost:30001.
 */
const SYSTEM_BASE = "/systems/fray/";
const FOUNDRY_PORT = Number(process.env.FOUNDRY_PORT ?? 30000);
const DEV_PORT = Number(process.env.FRAY_DEV_PORT ?? 30001);

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
  worker: { format: "es" },
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
      output: { keepNames: true },
    },
  },
}));
