import { accessSync, constants } from "node:fs";
import { join } from "node:path";

/** Where the wrappers are looked for: folders only root can write to (NixOS's among them). */
export const WRAPPER_PATH = "/usr/sbin:/usr/bin:/sbin:/bin:/run/wrappers/bin:/run/current-system/sw/bin";

/**
 * A tool's absolute path in WRAPPER_PATH's folders, for a command that would
 * otherwise look a bare name up on a PATH of its own (sudo's `secure_path`
 * holds /usr/local/bin, which Baton's user may be able to write).
 */
export function systemTool(name: string): string {
  return foundTool(name) ?? join("/usr/bin", name);
}

function foundTool(name: string): string | undefined {
  for (const dir of WRAPPER_PATH.split(":")) {
    const path = join(dir, name);
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {}
  }
  return undefined;
}

/**
 * The shell that runs the setup script: bash where the system has it, as it
 * can close descriptors above 9 (dash cannot), so none that Baton inherited
 * reaches the program.
 */
export const SETUP_SHELL = foundTool("bash") ? "bash" : "sh";

/** The machine as a strategy needs to know it. */
export interface Host {
  platform: NodeJS.Platform;
  /** Baton's own user and group ids. */
  uid: number;
  gid: number;
}

/** The setup script, its plan and the command that drops privileges and runs the program. */
export interface Wrapping {
  setup: readonly string[];
  /** `prlimit … env -i … program args`, run once privileges are dropped. */
  program: readonly string[];
  network: boolean;
}

/** One way of making the sandbox: whether it can apply here, and the command line that does it. */
export interface SandboxStrategy {
  readonly name: string;
  /** Checked without running anything; a strategy that fits is then tried for real, once. */
  fits(host: Host): boolean;
  command(wrapping: Wrapping, host: Host): string[];
}

/** Namespaces: their own processes (a fresh /proc), mounts, System V IPC and, unless asked for, no network. */
export function namespaceFlags(wrapping: Pick<Wrapping, "network">): string[] {
  return [
    "--pid",
    "--fork",
    "--kill-child",
    "--mount-proc",
    "--mount",
    "--ipc",
    ...(wrapping.network ? [] : ["--net"]),
  ];
}

/**
 * No way back to privileges: no capabilities, none to inherit, and setuid
 * programs do not raise them. And no life past the sandbox: the program, the
 * namespace's init, is killed when `unshare` above it dies (`unshare
 * --kill-child` asks for that too, but a change of user clears it, and
 * setpriv sets this one after the change).
 */
export const NO_PRIVILEGES = [
  "--no-new-privs",
  "--inh-caps=-all",
  "--bounding-set=-all",
  "--pdeathsig=KILL",
] as const;

/**
 * Before `unshare`: it is killed when Baton dies, whatever ends Baton
 * (SIGTERM, SIGHUP, SIGKILL), and the namespace's init with it
 * (NO_PRIVILEGES), and with that every process in the namespace.
 */
export const DIES_WITH_BATON = ["setpriv", "--pdeathsig=KILL", "--"] as const;
