import type { Cover, OwnerAssignment } from "../src/engine/log/context-builder.ts";

/**
 * The straightforward later-wins rule: for every entry, look at every cover.
 * Entries × covers; kept as the benchmark's baseline and the tests' oracle.
 */
export const naiveOwners: OwnerAssignment = (n: number, covers: readonly Cover[]) => {
  const owner = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++)
    for (let c = 0; c < covers.length; c++) if (covers[c]!.from <= i && i < covers[c]!.to) owner[i] = c;
  return owner;
};
