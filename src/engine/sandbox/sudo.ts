import { rootCommand } from "./root.ts";
import type { SandboxStrategy } from "./strategy.ts";

/**
 * Passwordless sudo (GitHub's hosted runners, where Ubuntu's AppArmor keeps
 * unprivileged user namespaces from mounting): root makes the namespaces,
 * and the program runs as Baton's own user again, without capabilities, so
 * the checkout it works on stays writable to it.
 */
export const viaSudo: SandboxStrategy = {
  name: "sudo",
  fits: (host) => host.platform === "linux" && host.uid !== 0,
  command: (wrapping, host) => ["sudo", "-n", "--", ...rootCommand(wrapping, host.uid, host.gid)],
};
