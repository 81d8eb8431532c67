import { rootCommand } from "./root.ts";
import { type SandboxStrategy, systemTool, WRAPPER_PATH } from "./strategy.ts";

/**
 * Passwordless sudo (GitHub's hosted runners, where Ubuntu's AppArmor keeps
 * unprivileged user namespaces from mounting): root makes the namespaces,
 * and the program runs as Baton's own user again, without capabilities, so
 * the checkout it works on stays writable to it.
 */
export const viaSudo: SandboxStrategy = {
  name: "sudo",
  fits: (host) => host.platform === "linux" && host.uid !== 0,
  // sudo runs a bare name from its own secure_path: root's side starts from an absolute `env`, and
  // finds unshare, sh, mount and setpriv in the system's folders only.
  command: (wrapping, host) => [
    "sudo",
    "-n",
    "--",
    systemTool("env"),
    `PATH=${WRAPPER_PATH}`,
    ...rootCommand(wrapping, host.uid, host.gid),
  ],
};
