// Zips for the fakes, through fflate: seeding artifacts, and reading uploaded ones by name.
import { strToU8, unzipSync, zipSync } from "fflate";

export type ZipEntries = Record<string, string | Uint8Array>;

/** A zip of `entries`, deflated at `level` (0: stored). */
export function makeZip(entries: ZipEntries, level: 0 | 6 = 6): Buffer {
  const files = Object.fromEntries(
    Object.entries(entries).map(([name, content]) => [
      name,
      typeof content === "string" ? strToU8(content) : content,
    ]),
  );
  return Buffer.from(zipSync(files, { level }));
}

/** File name → content; directories are left out. */
export function readZip(zip: Uint8Array): Map<string, Buffer> {
  const files = unzipSync(new Uint8Array(zip), { filter: (file) => !file.name.endsWith("/") });
  return new Map(Object.entries(files).map(([name, data]) => [name, Buffer.from(data)]));
}
