import { SETUP_SCRIPT } from "./plan.ts";
import {
  DIES_WITH_BATON,
  NO_PRIVILEGES,
  namespaceFlags,
  type SandboxStrategy,
  SETUP_SHELL,
} from "./strategy.ts";

/**
 * An unprivileged user namespace (Linux, where the kernel allows them): the
 * program keeps Baton's user id on the host, is root of its own namespace
 * only long enough to set up the mounts, and runs without any capability,
 * so it cannot undo them. Not as root: a user namespace of root's maps to
 * the host's root, whose files would stay writable.
 */
export const userNamespace: SandboxStrategy = {
  name: "user-namespace",
  fits: (host) => host.platform === "linux" && host.uid !== 0,
  command: (wrapping) => [
    ...DIES_WITH_BATON,
    "unshare",
    "--user",
    "--map-root-user",
    ...namespaceFlags(wrapping),
    "--",
    SETUP_SHELL,
    "-c",
    SETUP_SCRIPT,
    "baton-sandbox",
    ...wrapping.setup,
    "setpriv",
    ...NO_PRIVILEGES,
    "--",
    ...wrapping.program,
  ],
};
