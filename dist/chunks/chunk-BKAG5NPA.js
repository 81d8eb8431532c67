#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  safeEnv
} from "./chunk-SJZDYVL2.js";
import {
  clip
} from "./chunk-HBY6AOVX.js";

// src/engine/sandbox/sandbox.ts
import { realpathSync as realpathSync2 } from "node:fs";
import { dirname as dirname2, isAbsolute as isAbsolute2, relative as relative2, resolve as resolve2 } from "node:path";

// src/engine/util/run-process.ts
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
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
  return new Promise((resolve3) => {
    const chunks = [];
    let kept = 0;
    let dropped = 0;
    let droppedStdout = 0;
    let timedOut = false;
    let cancelled = false;
    let error;
    const finish = (code, signal) => {
      const join3 = (which) => Buffer.concat(chunks.filter((c) => !which || c.stream === which).map((c) => c.data)).toString("utf8");
      resolve3({
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

// src/engine/sandbox/limits.ts
var DEFAULT_LIMITS = {
  processes: 512,
  memoryMb: 4096,
  fileSizeMb: 2048,
  tmpfsMb: 1024
};
var MB = 1024 * 1024;
function programLimits(set = {}) {
  return { ...DEFAULT_LIMITS, ...set };
}
function limitExec(limits) {
  return [
    "prlimit",
    `--nproc=${limits.processes}`,
    `--data=${limits.memoryMb * MB}`,
    `--fsize=${limits.fileSizeMb * MB}`,
    "--"
  ];
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
import { fileURLToPath } from "node:url";
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
var isGitFolder = (dir) => lstatSync(dir, { throwIfNoEntry: false })?.isDirectory() === true && exists(join(dir, "HEAD"));
function gitFolders(checkout) {
  const dotGit = join(checkout, ".git");
  const stat = lstatSync(dotGit, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isFile()) return [dotGit];
  const found = [dotGit];
  const gitdir = /^gitdir:\s*(.+)$/m.exec(readPointer(dotGit) ?? "")?.[1]?.trim();
  if (gitdir) {
    const dir = resolve(checkout, gitdir);
    if (isGitFolder(dir)) found.push(dir);
    const common = readPointer(join(dir, "commondir"))?.trim();
    if (common && isGitFolder(resolve(dir, common))) found.push(resolve(dir, common));
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
  const own = ownPackageUnderFresh();
  const readOnly = [...job.readOnly ?? [], ...job.network ? resolverFile() : [], ...own ? [own] : []];
  return coverPlan({ ...job, readOnly }, [
    // Baton's own git folder, where its package is kept (a clone's .git/config may hold a token).
    own && join(own, ".git"),
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
var ROOT_KEPT = /* @__PURE__ */ new Set([...SYSTEM, "/proc", "/sys", "/dev", "/run", "/tmp", batonRootFolder()]);
function batonRootFolder() {
  const here = real(fileURLToPath(import.meta.url));
  return `/${here.split(sep)[1] ?? ""}`;
}
function ownPackageUnderFresh() {
  let folder = dirname(real(fileURLToPath(import.meta.url)));
  if (!FRESH.some((fresh) => inside(folder, fresh))) return void 0;
  while (!exists(join(folder, "package.json"))) {
    const parent = dirname(folder);
    if (parent === folder) return void 0;
    folder = parent;
  }
  return FRESH.includes(folder) ? void 0 : folder;
}
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
size=1m
cover() {
  if [ -d "$1" ] && [ ! -L "$1" ]; then mount -t tmpfs -o "mode=1777,nosuid,nodev,size=$size" baton-sandbox "$1"
  else mount --bind -o ro /dev/null "$1"; fi
}
n=3
while [ $# -gt 0 ]; do
  spec=$1; shift
  case $spec in
    --) break ;;
    size=*) size=\${spec#*=} ;;
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
mount -t tmpfs -o "mode=1777,nosuid,nodev,size=$size" baton-sandbox "$d/shm"
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
function setupArgs(plan, tmpfsMb) {
  return [
    `size=${tmpfsMb}m`,
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
var NO_PRIVILEGES = [
  "--no-new-privs",
  "--inh-caps=-all",
  "--bounding-set=-all",
  "--pdeathsig=KILL"
];
var DIES_WITH_BATON = ["setpriv", "--pdeathsig=KILL", "--"];

// src/engine/sandbox/root.ts
var NOBODY = 65534;
function rootCommand(wrapping, uid, gid) {
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
    "sh",
    "-c",
    WATCH_BATON,
    "baton-watch",
    String(process.pid),
    ...rootCommand(wrapping, host.uid, host.gid)
  ]
};
var WATCH_BATON = `baton=$1; shift
"$@" <&0 &
child=$!
(while kill -0 "$baton" 2>/dev/null; do sleep 1; done; kill -KILL "$child" 2>/dev/null) </dev/null >/dev/null 2>&1 &
watcher=$!
wait "$child"; status=$?
kill "$watcher" 2>/dev/null
exit "$status"
`;

// src/engine/sandbox/user-namespace.ts
var userNamespace = {
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
function strategySandbox(strategy, host, env, extraHidden = [], readOnlyInside = []) {
  const git = new GitFolders();
  return {
    name: strategy.name,
    launch(program, args, job) {
      if (program.includes("=")) throw new Error(`a program name cannot contain "=": ${program}`);
      const inside2 = readOnlyInside.map((rel) => resolve2(job.workspace, rel));
      const plan = mountPlan(
        { ...job, readOnly: [...job.readOnly ?? [], ...inside2] },
        env,
        extraHidden,
        git
      );
      const limits = programLimits(job.limits);
      const programEnv = env.RUNNER_TRACKING_ID ? { ...job.env, RUNNER_TRACKING_ID: env.RUNNER_TRACKING_ID } : job.env;
      const [command, ...rest] = strategy.command(
        {
          setup: setupArgs(plan, limits.tmpfsMb),
          program: [...limitExec(limits), ...cleanExec(program, args, programEnv)],
          network: job.network
        },
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
      (strategy) => strategySandbox(strategy, this.host, this.env, this.hidden, this.options.readOnlyInside)
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
function programInstall(found, home) {
  const file = realpathSync2(found);
  const inHome = home && isAbsolute2(home) && !relative2(realOr(home), file).startsWith("..");
  return [inHome ? file : dirname2(file)];
}
var realOr = (path) => {
  try {
    return realpathSync2(path);
  } catch {
    return path;
  }
};
async function runSandboxed(sandbox, program, args, job, opts) {
  const l = sandbox.launch(program, args, job);
  return runProcess(l.program, l.args, { ...opts, cwd: l.cwd, env: l.env });
}

export {
  DEFAULT_MAX_OUTPUT_BYTES,
  runProcess,
  SANDBOX_MODES,
  ProgramSandbox,
  programInstall,
  runSandboxed
};
