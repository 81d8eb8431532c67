import picomatch from "picomatch";
import { ToolError } from "../tool.ts";

/** Longest glob accepted: picomatch compiles it to one regular expression. */
export const MAX_GLOB_CHARS = 256;
/**
 * Most `*` wildcards one path segment may hold. picomatch's regular
 * expressions backtrack: k stars in a segment cost up to n^k steps on an
 * n-character name that does not match. Runs of `*` and `?` (`**?**?…`) are
 * first collapsed into `?…?*`, which matches the same names with one star.
 */
export const MAX_STARS_PER_SEGMENT = 2;
/** Most `**` segments one pattern may hold: k of them cost up to d^k steps on a path d directories deep. */
export const MAX_GLOBSTARS = 3;
/**
 * Most `{a,b}` groups one pattern may hold: each becomes a backtracking
 * alternation, and k of them with overlapping alternatives (`{?,??}`) cost
 * exponential steps in k on a name that does not match.
 */
export const MAX_BRACE_GROUPS = 3;

/**
 * A matcher for `/`-separated paths relative to where the search starts: `**`
 * any depth (dot directories included, so a search for every `.yml` file
 * finds the workflows under `.github/`), `*` and `?` within one segment,
 * `{a,b}` alternatives, `[abc]` classes. A pattern without `/` matches file
 * names at any depth. Empty or absent: everything.
 */
export function globMatcher(pattern: string | undefined): (relPath: string) => boolean {
  if (pattern === undefined || pattern === "") return () => true;
  if (pattern.length > MAX_GLOB_CHARS)
    throw new ToolError(`glob pattern too long (${pattern.length} characters; at most ${MAX_GLOB_CHARS})`);
  const glob = collapseWildcards(pattern.replace(/^\.\//, ""));
  const globstars = glob.split("/").filter((segment) => segment === "**").length;
  if (globstars > MAX_GLOBSTARS)
    throw new ToolError(
      `glob pattern ${pattern} has ${globstars} \`**\` segments (at most ${MAX_GLOBSTARS})`,
    );
  const braces = glob.split("{").length - 1;
  if (braces > MAX_BRACE_GROUPS)
    throw new ToolError(
      `glob pattern ${pattern} has ${braces} \`{…}\` groups (at most ${MAX_BRACE_GROUPS}); search with a simpler pattern and grep`,
    );
  for (const segment of glob.split("/")) {
    if (segment === "**") continue;
    const stars = segment.split("*").length - 1;
    if (stars > MAX_STARS_PER_SEGMENT)
      throw new ToolError(
        `glob pattern ${pattern} has ${stars} \`*\` in one path segment (at most ${MAX_STARS_PER_SEGMENT}); search with a simpler pattern and grep`,
      );
  }
  try {
    // `posix` reads `[!ab]` as a negated class, as shells and the old matcher did.
    // Extglobs (`+(a|aa)`) backtrack like braces and were never documented: read as plain text.
    return picomatch(glob, { dot: true, posix: true, basename: !glob.includes("/"), noextglob: true });
  } catch {
    throw new ToolError(`invalid glob pattern: ${pattern}`);
  }
}

/** Each run of `*` and `?` inside a segment (not a whole `**` segment) as its `?`s followed by one `*`. */
function collapseWildcards(glob: string): string {
  return glob
    .split("/")
    .map((segment) =>
      segment === "**"
        ? segment
        : segment.replace(/[*?]{2,}/g, (run) => (run.includes("*") ? `${run.replace(/\*/g, "")}*` : run)),
    )
    .join("/");
}
