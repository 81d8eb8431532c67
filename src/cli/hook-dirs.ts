import { readdirSync, realpathSync } from "node:fs";
import { resolve } from "node:path";

/**
 * The folders whose hooks and extensions the CLI loads: only those the user
 * pointed at (`--hooks-path`, BATON_HOOKS_PATH) and `~/.baton/hooks`, never
 * one a repository's configuration names. A cloned repository's own hooks are
 * not run by default. One folder named twice (`--hooks-path ~/.baton/hooks`)
 * is loaded once.
 */
export function cliHookDirs(hooksPath: string | undefined, env: NodeJS.ProcessEnv, cwd: string): string[] {
  const dirs = [hooksPath && resolve(cwd, hooksPath), env.HOME && resolve(env.HOME, ".baton/hooks")];
  const seen = new Set<string>();
  return dirs.filter((d): d is string => {
    if (!d) return false;
    const real = realOrSelf(d);
    if (seen.has(real)) return false;
    seen.add(real);
    return true;
  });
}

const realOrSelf = (dir: string) => {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
};

/** Whether two paths name one folder, through links too. */
export const sameFolder = (a: string, b: string): boolean => realOrSelf(a) === realOrSelf(b);

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
