#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  coerce_exports
} from "./chunk-7CD5MGGR.js";
import {
  DEFAULT_STRATEGY,
  isStrategy,
  strategyChoices
} from "./chunk-V7J2R7BI.js";
import {
  looksLikeSecret
} from "./chunk-T5JTI4CK.js";
import {
  DEFAULT_RETRY_POLICY
} from "./chunk-3ZNXFRB6.js";
import {
  _enum,
  boolean,
  object,
  string,
  union,
  url
} from "./chunk-FCPHMGZY.js";
import {
  clip,
  usageError
} from "./chunk-NC3SHA7Q.js";

// src/engine/util/run-process.ts
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

// src/engine/util/safe-env.ts
var SECRET_NAME = /(TOKEN|KEY|SECRET|PASSWORD|PASSWD|CREDENTIAL|AUTH)/i;
var RUNNER_PLUMBING = /^(INPUT_|ACTIONS_|STATE_|GITHUB_(STATE|ENV|OUTPUT|PATH|STEP_SUMMARY)$)/i;
var ALWAYS = /^(PATH|HOME|LANG|LANGUAGE|LC_[A-Z]+|TERM|TZ|CI)$/;
function safeEnv(env = process.env, declared = []) {
  const wanted = new Set(declared);
  const out = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === void 0 || !(ALWAYS.test(name) || wanted.has(name))) continue;
    if (SECRET_NAME.test(name) || RUNNER_PLUMBING.test(name) || looksLikeSecret(value)) continue;
    out[name] = value;
  }
  out.GIT_TERMINAL_PROMPT = "0";
  return out;
}

// src/engine/util/run-process.ts
var DEFAULT_MAX_OUTPUT_BYTES = 4 * 1024 * 1024;
var CLOSE_GRACE_MS = 200;
var MAX_DESCENDANTS = 1e4;
function descendants(pid) {
  const found = [];
  for (let i = -1; i < found.length && found.length < MAX_DESCENDANTS; i++) {
    const parent = i < 0 ? pid : found[i];
    let tasks;
    try {
      tasks = readdirSync(`/proc/${parent}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      let children = "";
      try {
        children = readFileSync(`/proc/${parent}/task/${task}/children`, "utf8");
      } catch {
      }
      for (const child of children.split(" ")) if (/^\d+$/.test(child)) found.push(Number(child));
    }
  }
  return found;
}
function runProcess(program, args, opts) {
  const max = opts.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
  return new Promise((resolve2) => {
    const chunks = [];
    let kept = 0;
    let dropped = 0;
    let droppedStdout = 0;
    let timedOut = false;
    let cancelled = false;
    let error;
    const finish = (code, signal) => {
      const join3 = (which) => Buffer.concat(chunks.filter((c) => !which || c.stream === which).map((c) => c.data)).toString("utf8");
      resolve2({
        code,
        signal,
        stdout: join3("stdout"),
        stderr: join3("stderr"),
        output: join3(),
        dropped,
        droppedStdout,
        timedOut,
        cancelled,
        ...error ? { error } : {}
      });
    };
    let child;
    try {
      child = spawn(program, [...args], {
        cwd: opts.cwd,
        env: opts.env ?? safeEnv(),
        shell: false,
        stdio: [opts.input === void 0 ? "ignore" : "pipe", "pipe", "pipe"],
        detached: true,
        windowsHide: true
      });
    } catch (e) {
      error = e;
      finish(null, null);
      return;
    }
    const kill = () => {
      const below = descendants(child.pid);
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
      for (const pid of below) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
        }
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, opts.timeoutMs);
    const onAbort = () => {
      cancelled = true;
      kill();
    };
    opts.signal?.addEventListener("abort", onAbort, { once: true });
    const collect = (stream) => (data) => {
      const room = Math.max(0, max - kept);
      const part = data.length <= room ? data : data.subarray(0, room);
      if (part.length) chunks.push({ stream, data: part });
      kept += part.length;
      dropped += data.length - part.length;
      if (stream === "stdout") droppedStdout += data.length - part.length;
    };
    child.stdout?.on("data", collect("stdout"));
    child.stderr?.on("data", collect("stderr"));
    child.on("error", (e) => {
      error = e;
    });
    let grace;
    child.on("exit", () => {
      kill();
      grace = setTimeout(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
      }, CLOSE_GRACE_MS);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      clearTimeout(grace);
      opts.signal?.removeEventListener("abort", onAbort);
      finish(code, signal);
    });
    child.stdin?.on("error", () => {
    });
    if (opts.input !== void 0) child.stdin?.end(opts.input);
  });
}

// src/engine/sandbox/plan.ts
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync as readdirSync2,
  readSync,
  realpathSync
} from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
var FILE_COMMANDS = [
  "GITHUB_STATE",
  "GITHUB_ENV",
  "GITHUB_OUTPUT",
  "GITHUB_PATH",
  "GITHUB_STEP_SUMMARY"
];
var SYSTEM = /* @__PURE__ */ new Set([
  "/",
  "/usr",
  "/bin",
  "/sbin",
  "/lib",
  "/lib32",
  "/lib64",
  "/etc",
  "/opt",
  "/var",
  "/nix",
  "/libx32"
]);
var exists = (path) => lstatSync(path, { throwIfNoEntry: false }) !== void 0;
var real = (path) => {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
};
var inside = (path, folder) => {
  const rel = relative(folder, path);
  return rel === "" || !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
};
var outermost = (paths) => paths.filter((p) => !paths.some((q) => q !== p && inside(p, q)));
var GIT_POINTER_BYTES = 4096;
function readPointer(path, max = GIT_POINTER_BYTES) {
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return void 0;
  }
  try {
    if (!fstatSync(fd).isFile()) return void 0;
    const bytes = Buffer.alloc(max);
    return bytes.toString("utf8", 0, readSync(fd, bytes, 0, max, 0));
  } catch {
    return void 0;
  } finally {
    closeSync(fd);
  }
}
function gitFolders(checkout) {
  const dotGit = join(checkout, ".git");
  const stat = lstatSync(dotGit, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isFile()) return [dotGit];
  const found = [dotGit];
  const gitdir = /^gitdir:\s*(.+)$/m.exec(readPointer(dotGit) ?? "")?.[1]?.trim();
  if (gitdir) {
    const dir = resolve(checkout, gitdir);
    found.push(dir);
    const common = readPointer(join(dir, "commondir"))?.trim();
    if (common) found.push(resolve(dir, common));
  }
  return found;
}
var NESTED_CHECKOUT_DEPTH = 3;
var NESTED_CHECKOUT_FOLDERS = 5e3;
function gitFoldersAround(workspace) {
  const found = [];
  for (let dir = workspace; ; dir = dirname(dir)) {
    found.push(...gitFolders(dir));
    if (dirname(dir) === dir) break;
  }
  let level = [workspace];
  let visited = 0;
  for (let depth = 1; depth <= NESTED_CHECKOUT_DEPTH && level.length > 0; depth++) {
    const next = [];
    for (const dir of level) {
      let entries;
      try {
        entries = readdirSync2(dir, { withFileTypes: true });
      } catch {
        continue;
      }
      for (const entry of entries) {
        if (!entry.isDirectory() || entry.name === ".git" || entry.name === "node_modules") continue;
        if (++visited > NESTED_CHECKOUT_FOLDERS) return found;
        const folder = join(dir, entry.name);
        found.push(...gitFolders(folder));
        next.push(folder);
      }
    }
    level = next;
  }
  return found;
}
var identity = (path) => {
  const s = lstatSync(path, { throwIfNoEntry: false });
  return s && `${s.dev}:${s.ino}`;
};
var GitFolders = class {
  hidden = /* @__PURE__ */ new Map();
  around(workspace) {
    for (const [path, id] of this.hidden)
      if (identity(path) !== id)
        throw new Error(
          `${path}, a git folder hidden from programs, was moved or replaced: no more programs run in this run, as one could read what it holds (a token)`
        );
    const found = gitFoldersAround(workspace);
    for (const path of found) {
      const id = identity(path);
      if (id && !this.hidden.has(path)) this.hidden.set(path, id);
    }
    return [.../* @__PURE__ */ new Set([...this.hidden.keys(), ...found])];
  }
};
function mountPlan(job, env, extraHidden = [], git = new GitFolders()) {
  const work = env.RUNNER_WORKSPACE ? dirname(real(env.RUNNER_WORKSPACE)) : void 0;
  return coverPlan({ ...job, readOnly: [...job.readOnly ?? [], ...job.network ? resolverFile() : []] }, [
    // A `.git` that is a symlink is covered where it leads, like every other path here.
    ...git.around(real(job.workspace)),
    env.HOME,
    env.RUNNER_TEMP,
    work,
    work && dirname(work),
    env.XDG_RUNTIME_DIR,
    runnerInstallFolder(process.execPath),
    ...outsideSystem(),
    ...FRESH,
    ...FILE_COMMANDS.flatMap((name) => {
      const file = env[name];
      return file ? [file, dirname(file)] : [];
    }),
    ...extraHidden
  ]);
}
var FRESH = ["/tmp", "/var/tmp", "/run"];
var ROOT_KEPT = /* @__PURE__ */ new Set([...SYSTEM, "/proc", "/sys", "/dev", "/run", "/tmp"]);
function outsideSystem() {
  let names;
  try {
    names = readdirSync2("/");
  } catch {
    return [];
  }
  return names.map((name) => `/${name}`).filter((path) => !ROOT_KEPT.has(path) && !ROOT_KEPT.has(real(path)));
}
function resolverFile() {
  const target = real("/etc/resolv.conf");
  return target !== "/etc/resolv.conf" && exists(target) ? [target] : [];
}
function runnerInstallFolder(execPath) {
  return /^(.+)\/externals\/node\d+\/bin\/node$/.exec(execPath)?.[1];
}
function coverPlan(job, candidates) {
  const workspace = real(job.workspace);
  const keep = [
    { path: workspace, writable: true },
    ...(job.readOnly ?? []).map((p) => ({ path: real(p), writable: false }))
  ].filter((k) => exists(k.path));
  const hide = /* @__PURE__ */ new Set();
  const hideInside = /* @__PURE__ */ new Set();
  for (const candidate of candidates) {
    if (!candidate || !isAbsolute(candidate)) continue;
    const path = real(candidate);
    if (SYSTEM.has(path) || !exists(path)) continue;
    if (keep.some((k) => inside(path, k.path))) hideInside.add(path);
    else hide.add(path);
  }
  const byDepth = (a, b) => a.split(sep).length - b.split(sep).length || a.localeCompare(b);
  return {
    hide: outermost([...hide]).sort(byDepth),
    keep,
    hideInside: outermost([...hideInside].filter((p) => p !== workspace)).sort(byDepth),
    cwd: workspace
  };
}
var SETUP_SCRIPT = `set -eu
n=3
for spec in "$@"; do
  case $spec in
    --) break ;;
    keep=*|keepro=*) eval "exec $n<\\"\\\${spec#*=}\\"" ; n=$((n + 1)) ;;
  esac
done
cover() {
  if [ -d "$1" ] && [ ! -L "$1" ]; then mount -t tmpfs -o mode=1777,nosuid,nodev baton-sandbox "$1"
  else mount --bind -o ro /dev/null "$1"; fi
}
n=3
while [ $# -gt 0 ]; do
  spec=$1; shift
  case $spec in
    --) break ;;
    hide=*|inside=*) cover "\${spec#*=}" ;;
    keep=*|keepro=*)
      path=\${spec#*=}
      if [ -d /proc/self/fd/$n ]; then mkdir -p "$path"
      else mkdir -p "\${path%/*}"; [ -e "$path" ] || : > "$path"; fi
      if [ "\${spec%%=*}" = keep ]; then mount -c --bind /proc/self/fd/$n "$path"
      else mount -c --bind -o ro /proc/self/fd/$n "$path"; fi
      eval "exec $n<&-"; n=$((n + 1)) ;;
    cwd=*) cwd=\${spec#*=} ;;
  esac
done
# /dev afresh, made in the fresh /run and moved over the host's: the devices a program needs, its
# own terminals (a devpts instance of its own: the user's terminals in the host's /dev/pts are not
# there), its own /dev/shm and POSIX message queues (those of its IPC namespace).
d=/run/.baton-dev
mkdir "$d"
mount -t tmpfs -o mode=755,nosuid baton-sandbox "$d"
for dev in null zero full random urandom; do : > "$d/$dev"; mount --bind "/dev/$dev" "$d/$dev"; done
mkdir "$d/pts" "$d/shm" "$d/mqueue"
mount -t devpts -o newinstance,ptmxmode=0666,mode=620 baton-sandbox "$d/pts"
mount -t tmpfs -o mode=1777,nosuid,nodev baton-sandbox "$d/shm"
mount -t mqueue -o nosuid,nodev,noexec baton-sandbox "$d/mqueue"
ln -s pts/ptmx "$d/ptmx"
ln -s /proc/self/fd "$d/fd"
for n in 0:stdin 1:stdout 2:stderr; do ln -s "/proc/self/fd/\${n%%:*}" "$d/\${n#*:}"; done
mount --move "$d" /dev
rmdir "$d"
# mount's own notes (utab): /run is left as empty as it came.
rm -rf /run/mount
# Descriptors Baton inherited without close-on-exec (from a shell, an IDE, a wrapper script) end
# here: the program starts with 0, 1 and 2 only. Only bash can close those above 9.
if [ -n "\${BASH_VERSION:-}" ]; then
  for fd in /proc/self/fd/*; do
    fd=\${fd##*/}
    case $fd in 0|1|2) ;; *) eval "exec $fd>&-" ;; esac
  done
else
  for fd in 3 4 5 6 7 8 9; do eval "exec $fd>&-"; done
fi
cd "$cwd"
exec "$@"
`;
function setupArgs(plan) {
  return [
    ...plan.hide.map((p) => `hide=${p}`),
    ...plan.keep.map((k) => `${k.writable ? "keep" : "keepro"}=${k.path}`),
    ...plan.hideInside.map((p) => `inside=${p}`),
    `cwd=${plan.cwd}`,
    "--"
  ];
}
function cleanExec(program, args, env) {
  return ["env", "-i", "--", ...Object.entries(env).map(([k, v]) => `${k}=${v}`), program, ...args];
}

// src/engine/sandbox/strategy.ts
import { accessSync, constants as constants2 } from "node:fs";
import { join as join2 } from "node:path";
var WRAPPER_PATH = "/usr/sbin:/usr/bin:/sbin:/bin:/run/wrappers/bin:/run/current-system/sw/bin";
function systemTool(name) {
  return foundTool(name) ?? join2("/usr/bin", name);
}
function foundTool(name) {
  for (const dir of WRAPPER_PATH.split(":")) {
    const path = join2(dir, name);
    try {
      accessSync(path, constants2.X_OK);
      return path;
    } catch {
    }
  }
  return void 0;
}
var SETUP_SHELL = foundTool("bash") ? "bash" : "sh";
function namespaceFlags(wrapping) {
  return [
    "--pid",
    "--fork",
    "--kill-child",
    "--mount-proc",
    "--mount",
    "--ipc",
    ...wrapping.network ? [] : ["--net"]
  ];
}
var NO_PRIVILEGES = ["--no-new-privs", "--inh-caps=-all", "--bounding-set=-all"];

// src/engine/sandbox/root.ts
var NOBODY = 65534;
function rootCommand(wrapping, uid, gid) {
  return [
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
    ...wrapping.program
  ];
}
var asRoot = {
  name: "root",
  fits: (host) => host.platform === "linux" && host.uid === 0,
  command: (wrapping) => rootCommand(wrapping, NOBODY, NOBODY)
};

// src/engine/sandbox/sudo.ts
var viaSudo = {
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
    ...rootCommand(wrapping, host.uid, host.gid)
  ]
};

// src/engine/sandbox/user-namespace.ts
var userNamespace = {
  name: "user-namespace",
  fits: (host) => host.platform === "linux" && host.uid !== 0,
  command: (wrapping) => [
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
    ...wrapping.program
  ]
};

// src/engine/sandbox/sandbox.ts
var STRATEGIES = [asRoot, userNamespace, viaSudo];
var SANDBOX_MODES = ["auto", "none", ...STRATEGIES.map((s) => s.name)];
var OPT_OUT = "set the action input `shell-sandbox: none` (CLI: --shell-sandbox none, or BATON_SHELL_SANDBOX=none)";
var UNSANDBOXED = {
  name: "none",
  launch: (program, args, job) => ({ program, args: [...args], env: { ...job.env }, cwd: job.workspace })
};
function strategySandbox(strategy, host, env, extraHidden = []) {
  const git = new GitFolders();
  return {
    name: strategy.name,
    launch(program, args, job) {
      if (program.includes("=")) throw new Error(`a program name cannot contain "=": ${program}`);
      const plan = mountPlan(job, env, extraHidden, git);
      const [command, ...rest] = strategy.command(
        { setup: setupArgs(plan), program: cleanExec(program, args, job.env), network: job.network },
        host
      );
      return { program: command, args: rest, env: { PATH: WRAPPER_PATH }, cwd: "/" };
    }
  };
}
async function chooseSandbox(mode, host, probe, make) {
  if (mode === "none") return { sandbox: UNSANDBOXED };
  const named = STRATEGIES.find((s) => s.name === mode);
  if (mode !== "auto" && !named)
    return { refused: `unknown shell-sandbox "${mode}" (expected one of ${SANDBOX_MODES.join(", ")})` };
  const candidates = named ? [named] : STRATEGIES;
  const failures = [];
  for (const strategy of candidates) {
    if (!strategy.fits(host)) {
      failures.push(
        `${strategy.name}: not for ${host.platform}${host.platform === "linux" ? ` as uid ${host.uid}` : ""}`
      );
      continue;
    }
    const result = await probe(strategy);
    if (result.ok) return { sandbox: make(strategy) };
    failures.push(`${strategy.name}: ${result.reason}`);
  }
  return {
    refused: `no sandbox for programs can be made on this machine (${failures.join("; ")}), so programs are not run. To run them unsandboxed on purpose, ${OPT_OUT}.`
  };
}
var PROBE_TIMEOUT_MS = 1e4;
var ProgramSandbox = class {
  constructor(mode, workspace, options = {}) {
    this.mode = mode;
    this.workspace = workspace;
    this.options = options;
    this.env = options.env ?? process.env;
    this.hidden = options.hidden ?? [];
    this.host = options.host ?? {
      platform: process.platform,
      uid: process.getuid?.() ?? -1,
      gid: process.getgid?.() ?? -1
    };
  }
  mode;
  workspace;
  options;
  #choice;
  env;
  hidden;
  host;
  choice() {
    this.#choice ??= chooseSandbox(
      this.mode,
      this.host,
      (strategy) => this.probe(strategy),
      (strategy) => strategySandbox(strategy, this.host, this.env, this.hidden)
    ).then((choice) => {
      if ("refused" in choice) this.options.onRefused?.(choice.refused);
      return choice;
    });
    return this.#choice;
  }
  async probe(strategy) {
    const sandbox = strategySandbox(strategy, this.host, this.env, this.hidden);
    const l = sandbox.launch("true", [], {
      workspace: this.workspace,
      network: false,
      env: { PATH: this.env.PATH ?? "" }
    });
    const r = await runProcess(l.program, l.args, { cwd: l.cwd, env: l.env, timeoutMs: PROBE_TIMEOUT_MS });
    if (r.code === 0) return { ok: true };
    if (r.error)
      return { ok: false, reason: `${l.program} could not be started (${r.error.code ?? r.error.message})` };
    const said = clip(r.output.trim().replace(/\s+/g, " "), 200);
    return {
      ok: false,
      reason: r.timedOut ? "timed out" : `exited with ${r.code}${said ? ` (${said})` : ""}`
    };
  }
};
async function runSandboxed(sandbox, program, args, job, opts) {
  const l = sandbox.launch(program, args, job);
  return runProcess(l.program, l.args, { ...opts, cwd: l.cwd, env: l.env });
}

// src/engine/settings.ts
var ratio = coerce_exports.number().gt(0).lte(1);
var count = coerce_exports.number().int().nonnegative();
var YesNoSchema = union([
  boolean(),
  string().trim().toLowerCase().pipe(_enum(["true", "false"])).transform((s) => s === "true")
]);
var CompactStrategySchema = string().refine(isStrategy, { error: () => `expected ${strategyChoices()}` });
var SettingsSchema = object({
  model: string().min(1).default("gpt-4o-mini"),
  summaryModel: string().min(1).optional(),
  baseUrl: url().optional(),
  /** 0 = the known window of the model, else 128000. */
  contextWindow: count.default(0),
  compactThreshold: ratio.default(0.8),
  stopCompactThreshold: ratio.default(0.6),
  compactStrategy: CompactStrategySchema.default(DEFAULT_STRATEGY),
  maxTurns: coerce_exports.number().int().positive().default(30),
  /** 0 = no budget. */
  maxRunTokens: count.default(0),
  /** Dollars; 0 = no budget. */
  maxRunCost: coerce_exports.number().nonnegative().default(0),
  /** Seconds one model request may take (when streaming, the longest silence between chunks); default 300. */
  modelTimeout: coerce_exports.number().gt(0).lte(3600).optional(),
  /** Wall-clock minutes a whole run may take; 0 = no limit. */
  runTimeoutMinutes: coerce_exports.number().nonnegative().lte(24 * 60).default(20),
  /** Tool calls one model response may make; the rest are answered with an error. */
  maxToolCallsPerTurn: coerce_exports.number().int().positive().default(32),
  /** Seconds an executable hook may take (docs/design.md#hook-protocol). */
  hookTimeout: coerce_exports.number().gt(0).lte(3600).default(10),
  /** Where programs (`shell`, and executable hooks under hooksSandbox) run: `auto` the machine's sandbox, `none` unsandboxed on purpose. */
  shellSandbox: _enum(SANDBOX_MODES).default("auto"),
  /**
   * Executable hooks in that sandbox too. Off by default: hooks are the user's or the maintainers'
   * own code, read from the base branch, and run as their own processes (docs/security.md).
   */
  hooksSandbox: YesNoSchema.default(false),
  recipesPath: string().optional(),
  hooksPath: string().optional()
});
var DEFAULT_RECIPES_PATH = ".github/baton/recipes";
var DEFAULT_HOOKS_PATH = ".github/baton/hooks";
var UNSET_MEANS = {
  modelTimeout: String(DEFAULT_RETRY_POLICY.modelRequestTimeoutMs / 1e3),
  recipesPath: DEFAULT_RECIPES_PATH,
  hooksPath: DEFAULT_HOOKS_PATH
};
function settingDefault(key) {
  const value = SettingsSchema.shape[key].parse(void 0);
  return value === void 0 ? "" : String(value);
}
var WORDS = {
  model: ["model", "a model name"],
  summaryModel: ["summary-model", "a model name"],
  baseUrl: ["base-url", "a URL such as https://host/v1"],
  contextWindow: ["context-window", "a whole number of tokens (0 = known)"],
  compactThreshold: ["compact-threshold", "a number above 0, at most 1"],
  stopCompactThreshold: ["stop-compact-threshold", "a number above 0, at most 1"],
  // Read when asked: a strategy registered later counts.
  compactStrategy: ["compact-strategy", () => strategyChoices()],
  maxTurns: ["max-turns", "a whole number of at least 1"],
  maxRunTokens: ["max-run-tokens", "a whole number of tokens (0 = no budget)"],
  maxRunCost: ["max-run-cost", "a number of dollars (0 = no budget)"],
  modelTimeout: ["model-timeout", "a number of seconds above 0, at most 3600"],
  runTimeoutMinutes: ["run-timeout-minutes", "a number of minutes from 0 (no limit) to 1440"],
  maxToolCallsPerTurn: ["max-tool-calls-per-turn", "a whole number of at least 1"],
  hookTimeout: ["hook-timeout", "a number of seconds above 0, at most 3600"],
  shellSandbox: ["shell-sandbox", SANDBOX_MODES.join(", ")],
  hooksSandbox: ["hooks-sandbox", "true or false"],
  recipesPath: ["recipes-path", "a folder"],
  hooksPath: ["hooks-path", "a folder"]
};
function settingName(key) {
  return WORDS[key][0];
}
function settingAccepts(key) {
  const accepts = WORDS[key][1];
  return typeof accepts === "string" ? accepts : accepts();
}
function parseSettings(raw) {
  const given = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== void 0 && v !== ""));
  const result = SettingsSchema.safeParse(given);
  if (result.success) return result.data;
  const keys = [...new Set(result.error.issues.map((i) => i.path[0]))];
  const problems = keys.map((key) => {
    return `--${WORDS[key][0]} accepts ${settingAccepts(key)}; got ${JSON.stringify(given[key])}`;
  });
  throw usageError(problems.join("; "));
}

export {
  safeEnv,
  DEFAULT_MAX_OUTPUT_BYTES,
  runProcess,
  ProgramSandbox,
  runSandboxed,
  YesNoSchema,
  CompactStrategySchema,
  SettingsSchema,
  DEFAULT_RECIPES_PATH,
  DEFAULT_HOOKS_PATH,
  UNSET_MEANS,
  settingDefault,
  settingName,
  settingAccepts,
  parseSettings
};
