import { realpathSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve } from "node:path";
import { type ProcessOptions, type ProcessResult, runProcess } from "../util/run-process.ts";
import { clip } from "../util/text.ts";
import { limitExec, programLimits } from "./limits.ts";
import { cleanExec, GitFolders, mountPlan, type SandboxJob, setupArgs } from "./plan.ts";
import { asRoot } from "./root.ts";
import { type Host, type SandboxStrategy, WRAPPER_PATH } from "./strategy.ts";
import { viaSudo } from "./sudo.ts";
import { userNamespace } from "./user-namespace.ts";

export type { SandboxJob } from "./plan.ts";

export { WRAPPER_PATH } from "./strategy.ts";

/** Tried in this order under `auto`; the first that fits the machine and works is used for the whole run. */
export const STRATEGIES: readonly SandboxStrategy[] = [asRoot, userNamespace, viaSudo];

/** `shell-sandbox`: `auto`, `none` (unsandboxed, on purpose), or one strategy by name. */
export const SANDBOX_MODES = ["auto", "none", ...STRATEGIES.map((s) => s.name)] as const;
export type SandboxMode = string;

/** The input, flag and variable a maintainer sets to run programs unsandboxed on purpose. */
export const OPT_OUT =
  "set the action input `shell-sandbox: none` (CLI: --shell-sandbox none, or BATON_SHELL_SANDBOX=none)";

/** How a program is started: the command line, its environment, where. */
export interface Launch {
  program: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
}

/** Where programs run: `none` runs them as they are, any other wraps them in its strategy. */
export interface Sandbox {
  readonly name: string;
  launch(program: string, args: readonly string[], job: SandboxJob): Launch;
}

export type SandboxChoice = { sandbox: Sandbox } | { refused: string };
export type ProbeResult = { ok: true } | { ok: false; reason: string };

const UNSANDBOXED: Sandbox = {
  name: "none",
  launch: (program, args, job) => ({ program, args: [...args], env: { ...job.env }, cwd: job.workspace }),
};

/** A strategy as a sandbox: each launch hides what Baton's environment says is to be hidden. */
export function strategySandbox(
  strategy: SandboxStrategy,
  host: Host,
  env: NodeJS.ProcessEnv,
  extraHidden: readonly string[] = [],
  readOnlyInside: readonly string[] = [],
): Sandbox {
  const git = new GitFolders();
  return {
    name: strategy.name,
    launch(program, args, job) {
      if (program.includes("=")) throw new Error(`a program name cannot contain "=": ${program}`);
      const inside = readOnlyInside.map((rel) => resolve(job.workspace, rel));
      const plan = mountPlan(
        { ...job, readOnly: [...(job.readOnly ?? []), ...inside] },
        env,
        extraHidden,
        git,
      );
      const limits = programLimits(job.limits);
      // The runner's tracking variable: its clean-up at the end of the job finds what carries it.
      const programEnv = env.RUNNER_TRACKING_ID
        ? { ...job.env, RUNNER_TRACKING_ID: env.RUNNER_TRACKING_ID }
        : job.env;
      const [command, ...rest] = strategy.command(
        {
          setup: setupArgs(plan, limits.tmpfsMb),
          program: [...limitExec(limits), ...cleanExec(program, args, programEnv)],
          network: job.network,
        },
        host,
      );
      // The wrapper finds unshare, sudo, mount and setpriv in the system's folders only: a folder of
      // Baton's own PATH may lie in the workspace, where a program could put its own `unshare`.
      // The program gets job.env alone.
      return { program: command!, args: rest, env: { PATH: WRAPPER_PATH }, cwd: "/" };
    },
  };
}

/**
 * Chooses where programs run, from the mode and what the machine allows:
 * the first strategy (of the mode's one, or all under `auto`) that fits and
 * passes its probe. Where none does, the answer is a refusal that says why
 * and names the opt-out: programs are never run unsandboxed unless asked.
 */
export async function chooseSandbox(
  mode: SandboxMode,
  host: Host,
  probe: (strategy: SandboxStrategy) => Promise<ProbeResult>,
  make: (strategy: SandboxStrategy) => Sandbox,
): Promise<SandboxChoice> {
  if (mode === "none") return { sandbox: UNSANDBOXED };
  const named = STRATEGIES.find((s) => s.name === mode);
  if (mode !== "auto" && !named)
    return { refused: `unknown shell-sandbox "${mode}" (expected one of ${SANDBOX_MODES.join(", ")})` };
  const candidates = named ? [named] : STRATEGIES;
  const failures: string[] = [];
  for (const strategy of candidates) {
    if (!strategy.fits(host)) {
      failures.push(
        `${strategy.name}: not for ${host.platform}${host.platform === "linux" ? ` as uid ${host.uid}` : ""}`,
      );
      continue;
    }
    const result = await probe(strategy);
    if (result.ok) return { sandbox: make(strategy) };
    failures.push(`${strategy.name}: ${result.reason}`);
  }
  return {
    refused:
      `no sandbox for programs can be made on this machine (${failures.join("; ")}), so programs are not run. ` +
      `To run them unsandboxed on purpose, ${OPT_OUT}.`,
  };
}

const PROBE_TIMEOUT_MS = 10_000;

export interface ProgramSandboxOptions {
  /** Baton's environment: what it names (HOME, RUNNER_TEMP, the file commands) is hidden. */
  env?: NodeJS.ProcessEnv;
  /** Baton's own folders to hide besides (the CLI's state folder). */
  hidden?: readonly string[];
  /**
   * Workspace-relative paths programs see read-only (Baton's configuration:
   * config/baton-files.ts), so that no program changes what the next run
   * loads. Those that exist when a program starts.
   */
  readOnlyInside?: readonly string[];
  /** Told once, when programs are refused: the maintainer reads it in the log, the model in the tool's error. */
  onRefused?: (reason: string) => void;
  host?: Host;
}

/**
 * The sandbox of one run: chosen on first use, by running `true` through
 * each candidate in the real workspace, and kept for the rest of the run.
 */
export class ProgramSandbox {
  #choice: Promise<SandboxChoice> | undefined;
  private readonly env: NodeJS.ProcessEnv;
  private readonly hidden: readonly string[];
  private readonly host: Host;

  constructor(
    readonly mode: SandboxMode,
    private readonly workspace: string,
    private readonly options: ProgramSandboxOptions = {},
  ) {
    this.env = options.env ?? process.env;
    this.hidden = options.hidden ?? [];
    this.host = options.host ?? {
      platform: process.platform,
      uid: process.getuid?.() ?? -1,
      gid: process.getgid?.() ?? -1,
    };
  }

  choice(): Promise<SandboxChoice> {
    this.#choice ??= chooseSandbox(
      this.mode,
      this.host,
      (strategy) => this.probe(strategy),
      (strategy) => strategySandbox(strategy, this.host, this.env, this.hidden, this.options.readOnlyInside),
    ).then((choice) => {
      if ("refused" in choice) this.options.onRefused?.(choice.refused);
      return choice;
    });
    return this.#choice;
  }

  private async probe(strategy: SandboxStrategy): Promise<ProbeResult> {
    const sandbox = strategySandbox(strategy, this.host, this.env, this.hidden);
    const l = sandbox.launch("true", [], {
      workspace: this.workspace,
      network: false,
      env: { PATH: this.env.PATH ?? "" },
    });
    const r = await runProcess(l.program, l.args, { cwd: l.cwd, env: l.env, timeoutMs: PROBE_TIMEOUT_MS });
    if (r.code === 0) return { ok: true };
    if (r.error)
      return { ok: false, reason: `${l.program} could not be started (${r.error.code ?? r.error.message})` };
    const said = clip(r.output.trim().replace(/\s+/g, " "), 200);
    return {
      ok: false,
      reason: r.timedOut ? "timed out" : `exited with ${r.code}${said ? ` (${said})` : ""}`,
    };
  }
}

/**
 * What of an allowed program's install stays visible, read-only: its folder
 * (a toolchain's libraries lie beside it), but only its own file when it
 * lies under HOME, where its folder (`~/.local/bin`, `~/bin`) may hold the
 * user's scripts and the keys beside them.
 */
export function programInstall(found: string, home: string | undefined): string[] {
  const file = realpathSync(found);
  const inHome = home && isAbsolute(home) && !relative(realOr(home), file).startsWith("..");
  return [inHome ? file : dirname(file)];
}

const realOr = (path: string): string => {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
};

/** Runs one program in the sandbox: the one way the shell tool and executable hooks start a program. */
export async function runSandboxed(
  sandbox: Sandbox,
  program: string,
  args: readonly string[],
  job: SandboxJob,
  opts: Omit<ProcessOptions, "cwd" | "env">,
): Promise<ProcessResult> {
  const l = sandbox.launch(program, args, job);
  return runProcess(l.program, l.args, { ...opts, cwd: l.cwd, env: l.env });
}
