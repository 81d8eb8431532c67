// One description of the bundles, shared by the build and the dist check.
export const entryPoints = {
  cli: "src/cli/index.ts",
  // The action's two steps (action.yml): the main step never loads the artifact upload code.
  index: "src/action/index.ts",
  post: "src/action/post-entry.ts",
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
    logLevel: "warning",
    // CommonJS dependencies bundled into ESM still call require().
    banner: {
      js: "#!/usr/bin/env node\nimport { createRequire as __batonCreateRequire } from 'node:module';\nconst require = __batonCreateRequire(import.meta.url);",
    },
  };
}
