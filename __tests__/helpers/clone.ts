import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");

/**
 * The files a clone of this repository holds (and new ones git does not ignore), as they stand here,
 * copied into `dir`; dist/ whole, as
 * built here (a clone has the committed build; a build here may have chunks git does not know yet).
 * Tests that follow the docs' commands run them here, never in the checkout itself.
 */
export function cloneInto(dir: string): string {
  const tracked = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  }).split("\0");
  for (const file of tracked.filter((f) => f && !f.startsWith("dist/") && existsSync(join(ROOT, f)))) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    cpSync(join(ROOT, file), join(dir, file), { verbatimSymlinks: true });
  }
  cpSync(join(ROOT, "dist"), join(dir, "dist"), { recursive: true });
  return dir;
}

/** A line of a doc's shell block, run by bash as a user would type it; stdout and stderr together. */
export function sh(line: string, opts: { cwd: string; env: NodeJS.ProcessEnv }) {
  return new Promise<{ code: number | null; out: string }>((done, fail) => {
    const child = spawn("bash", ["-c", line], {
      cwd: opts.cwd,
      env: opts.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("error", fail);
    child.on("close", (code) => done({ code, out }));
  });
}

/**
 * A user's environment in `home` (made here, with its temp folder): their PATH (the system's npm
 * and node, none of this checkout's), npm without the network and with a cache of its own.
 */
export function userEnv(home: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  mkdirSync(join(home, "tmp"), { recursive: true });
  return {
    PATH: (process.env.PATH ?? "")
      .split(":")
      .filter((d) => !d.includes("node_modules"))
      .join(":"),
    HOME: home,
    TMPDIR: join(home, "tmp"),
    npm_config_offline: "true",
    npm_config_cache: join(home, ".npm"),
    npm_config_update_notifier: "false",
    ...extra,
  };
}
