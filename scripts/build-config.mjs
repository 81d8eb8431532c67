// One description of the bundles, shared by the build and the dist check.
export const entryPoints = {
  cli: "src/cli/index.ts",
  // The action's two steps (action.yml): the main step never loads the artifact upload code.
  index: "src/action/index.ts",
  post: "src/action/post-entry.ts",
};

/**
 * @actions/core imports its OIDC client (and with it @actions/http-client and
 * undici, 800 KB) at the top of the module, though only getIDToken() uses it.
 * Their modules do nothing when loaded, so telling esbuild so lets it drop
 * what no step calls: each step starts without parsing an HTTP stack it never
 * uses. Every path to those two packages' files is marked alike, whoever
 * imports them, so the output does not depend on which import esbuild
 * resolves first.
 */
const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/]@actions[\\/](core|http-client)[\\/]/;
const sideEffectFree = {
  name: "side-effect-free @actions/core and @actions/http-client",
  setup(build) {
    build.onResolve({ filter: /^\.\.?\/|^@actions\/(core|http-client)$/ }, async (args) => {
      if (args.pluginData === "resolved") return undefined;
      if (args.path.startsWith(".") && !SIDE_EFFECT_FREE.test(args.importer)) return undefined;
      const result = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: "resolved",
      });
      if (result.errors.length > 0 || !SIDE_EFFECT_FREE.test(result.path)) return undefined;
      return { ...result, sideEffects: false };
    });
  },
};

const REQUIRE_BUILTINS_ONLY = [
  "import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';",
  "const __batonRequire = __batonCreateRequire(import.meta.url);",
  "const __batonMissing = (id) => Object.assign(new Error(\"Cannot find module '\" + id + \"'\"), { code: 'MODULE_NOT_FOUND' });",
  "const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },",
  "  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });",
].join("\n");

/** @param {string} outdir */
export function buildOptions(outdir) {
  return {
    entryPoints,
    outdir,
    bundle: true,
    // Code shared by the entries, and what they import only when a run needs it (dynamic import()),
    // goes into chunks: each step and command loads what it uses, not everything.
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    platform: "node",
    format: "esm",
    // The CLI runs on Node 22 as well (package.json engines); the action on the runner's node24.
    target: "node22",
    sourcemap: false,
    legalComments: "none",
    plugins: [sideEffectFree],
    logLevel: "warning",
    // CommonJS dependencies bundled into ESM still call require(). Only Node's own modules
    // may load that way: dist/ is self-contained, and an optional package a dependency looks
    // for (js-yaml's esprima) must be missing alike in this checkout and on a runner.
    banner: { js: `#!/usr/bin/env node\n${REQUIRE_BUILTINS_ONLY}` },
  };
}
