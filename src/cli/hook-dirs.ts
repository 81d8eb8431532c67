import { readdirSync } from "node:fs";
import { resolve } from "node:path";

/**
 * The folders whose hooks and extensions the CLI loads: only those the user
 * pointed at (`--hooks-path`, BATON_HOOKS_PATH) and `~/.baton/hooks`. A cloned
 * repository's own hooks are not run by default.
 */
export function cliHookDirs(hooksPath: string | undefined, env: NodeJS.ProcessEnv, cwd: string): string[] {
  const dirs = [hooksPath && resolve(cwd, hooksPath), env.HOME && resolve(env.HOME, ".baton/hooks")];
  return dirs.filter((d): d is string => Boolean(d));
}

/** Whether any of the folders holds an extension module, so listing its commands means loading it. */
export function holdsExtensions(dirs: readonly string[]): boolean {
  return dirs.some((dir) => {
    try {
      return readdirSync(dir).some((name) => /\.m?js$/.test(name));
    } catch {
      return false;
    }
  });
}
