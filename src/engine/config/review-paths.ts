import { matchesGlob } from "node:path";
import type { PathInstruction, RepoConfig } from "./repo-config.ts";

/**
 * What `.github/baton.yml` says about paths: which the model never sees
 * (`review.ignore`) and which bring their own instructions.
 */

/** A repository path as globs see it: `/`-separated, no leading `./`. */
const normalized = (path: string) => path.replaceAll("\\", "/").replace(/^(\.\/)+/, "");

/** The one glob matcher of the configuration. */
export function matchesAny(path: string, globs: readonly string[]): boolean {
  const p = normalized(path);
  return globs.some((glob) => matchesGlob(p, normalized(glob)));
}

/** True for a path `review.ignore` keeps from the model; undefined when nothing is ignored. */
export function ignoredPaths(config: RepoConfig): ((path: string) => boolean) | undefined {
  const globs = config.review.ignore;
  return globs.length === 0 ? undefined : (path) => matchesAny(path, globs);
}

/**
 * A unified diff without the files `ignored` matches (by their old or new
 * name), and a line saying how many were left out.
 */
export function withoutIgnoredFiles(diff: string, ignored: ((path: string) => boolean) | undefined): string {
  if (!ignored) return diff;
  const sections = diff.split(/^(?=diff --git )/m);
  const kept = sections.filter((section) => {
    const names = /^diff --git a\/(.+?) b\/(.+)$/.exec(section.split("\n", 1)[0]!);
    return !names || !(ignored(names[1]!) || ignored(names[2]!));
  });
  const left = sections.length - kept.length;
  if (left === 0) return diff;
  const note = `[${left} ${left === 1 ? "file" : "files"} left out: ignored by the repository's configuration]\n`;
  return `${kept.join("")}${kept.length && !kept.at(-1)!.endsWith("\n") ? "\n" : ""}${note}`;
}

/** The per-path instructions whose globs match one of the changed files. */
export function instructionsFor(config: RepoConfig, changedFiles: readonly string[]): PathInstruction[] {
  return config.review.instructions.filter((i) => changedFiles.some((file) => matchesAny(file, i.paths)));
}

/** What the file adds to a run's system prompt: language, tone, and the instructions for the changed paths. */
export function configPrompt(config: RepoConfig, changedFiles: readonly string[]): string {
  const parts: string[] = [];
  if (config.language) parts.push(`Write your answers in this language: ${config.language}.`);
  if (config.tone) parts.push(`Tone the maintainers ask for: ${config.tone}`);
  for (const i of instructionsFor(config, changedFiles))
    parts.push(`For changes to \`${i.paths.join("`, `")}\`:\n\n${i.instructions}`);
  if (parts.length === 0) return "";
  return `# The repository's configuration (.github/baton.yml)\n\n${parts.join("\n\n")}`;
}
