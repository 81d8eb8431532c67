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
 * Its modules do nothing when loaded, so telling esbuild so lets it drop what
 * no step calls: each step starts without parsing an HTTP stack it never uses.
 */
const sideEffectFree = {
  name: "side-effect-free @actions/core",
  setup(build) {
    build.onResolve({ filter: /^\.\.?\/|^@actions\/(core|http-client)$/ }, async (args) => {
      const inCore = /[\\/]node_modules[\\/]@actions[\\/]core[\\/]/.test(args.importer);
      if (args.pluginData === "resolved" || (!inCore && args.path !== "@actions/core")) return undefined;
      const result = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: "resolved",
      });
      return result.errors.length > 0 ? undefined : { ...result, sideEffects: false };
    });
  },
};

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
    target: "node24",
    sourcemap: false,
    legalComments: "none",
    plugins: [sideEffectFree],
    logLevel: "warning",
    // CommonJS dependencies bundled into ESM still call require().
    banner: {
      js: "#!/usr/bin/env node\nimport { createRequire as __batonCreateRequire } from 'node:module';\nconst require = __batonCreateRequire(import.meta.url);",
    },
  };
}
