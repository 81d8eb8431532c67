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
  /** `env -i … program args`, run once privileges are dropped. */
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

/** No way back to privileges: no capabilities, none to inherit, and setuid programs do not raise them. */
export const NO_PRIVILEGES = ["--no-new-privs", "--inh-caps=-all", "--bounding-set=-all"] as const;
