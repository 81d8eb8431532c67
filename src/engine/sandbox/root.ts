import { SETUP_SCRIPT } from "./plan.ts";
import {
  DIES_WITH_BATON,
  NO_PRIVILEGES,
  namespaceFlags,
  type SandboxStrategy,
  SETUP_SHELL,
  type Wrapping,
} from "./strategy.ts";

/** The user a program runs as when Baton runs as root: nobody, who owns nothing. */
export const NOBODY = 65534;

/** As root: the namespaces, set up as root, then the program as `uid` without capabilities. */
export function rootCommand(wrapping: Wrapping, uid: number, gid: number): string[] {
  return [
    ...DIES_WITH_BATON,
    "unshare",
    ...namespaceFlags(wrapping),
    "--",
    SETUP_SHELL,
    "-c",
    SETUP_SCRIPT,
    "baton-sandbox",
    ...wrapping.setup,
    "setpriv",
    `--reuid=${uid}`,
    `--regid=${gid}`,
    "--clear-groups",
    ...NO_PRIVILEGES,
    "--",
    ...wrapping.program,
  ];
}

/**
 * Baton runs as root (CI containers, this project's CI): namespaces made
 * directly, and the program as nobody, so it reads only what anyone may
 * read and writes only where anyone may write.
 */
export const asRoot: SandboxStrategy = {
  name: "root",
  fits: (host) => host.platform === "linux" && host.uid === 0,
  command: (wrapping) => rootCommand(wrapping, NOBODY, NOBODY),
};
