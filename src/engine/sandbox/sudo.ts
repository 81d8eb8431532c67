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
    "sh",
    "-c",
    WATCH_BATON,
    "baton-watch",
    String(process.pid),
    ...rootCommand(wrapping, host.uid, host.gid),
  ],
};

/**
 * sudo stands between Baton and `unshare` and outlives Baton, so the
 * parent-death signal `unshare` carries would never fire: root's side
 * watches Baton's pid instead and kills `unshare` (and with it the
 * namespace) once Baton is gone. The program keeps its stdin (a hook's
 * payload); its exit status is the answer.
 */
export const WATCH_BATON = `baton=$1; shift
"$@" <&0 &
child=$!
(while kill -0 "$baton" 2>/dev/null; do sleep 1; done; kill -KILL "$child" 2>/dev/null) </dev/null >/dev/null 2>&1 &
watcher=$!
wait "$child"; status=$?
kill "$watcher" 2>/dev/null
exit "$status"
`;
