import {
  closeSync,
  constants,
  type Dirent,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
  realpathSync,
} from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { ProgramLimits } from "./limits.ts";

/** One program to run in the sandbox. */
export interface SandboxJob {
  /** The folder the program runs in; the only one of Baton's it sees. It stays writable. */
  workspace: string;
  /** Files or folders the program must still see, read-only (an executable hook outside the workspace). */
  readOnly?: readonly string[];
  /** The recipe's `network: true`; otherwise the program has no network at all. */
  network: boolean;
  /** The program's whole environment. */
  env: Readonly<Record<string, string>>;
  /** What it may use, where not the defaults (a recipe's `limits:`). */
  limits?: Partial<ProgramLimits>;
}

/** What the setup script does, in order: cover `hide`, bring back `keep` over them, then cover `hideInside`. */
export interface MountPlan {
  /** Folders covered by an empty scratch folder and files covered by an empty read-only one. */
  hide: string[];
  /** Paths seen again at their own place, after `hide`: the workspace writable, the rest read-only. */
  keep: { path: string; writable: boolean }[];
  /** Hidden paths inside a kept one (`.git`), covered once the kept one is back. */
  hideInside: string[];
  /** Where the program starts. */
  cwd: string;
}

/** The runner's file commands: one line in them changes the job (GITHUB_ENV) or the post step (GITHUB_STATE). */
export const FILE_COMMANDS = [
  "GITHUB_STATE",
  "GITHUB_ENV",
  "GITHUB_OUTPUT",
  "GITHUB_PATH",
  "GITHUB_STEP_SUMMARY",
] as const;

/** Folders a program cannot run without; never covered, whatever a variable points at. */
const SYSTEM = new Set([
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
  "/libx32",
]);

const exists = (path: string): boolean => lstatSync(path, { throwIfNoEntry: false }) !== undefined;
const real = (path: string): string => {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
};
const inside = (path: string, folder: string): boolean => {
  const rel = relative(folder, path);
  return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
};

/** What lies inside a covered folder is gone already; covering it again would find nothing to cover. */
const outermost = (paths: string[]): string[] =>
  paths.filter((p) => !paths.some((q) => q !== p && inside(p, q)));

/** How much of a `.git` file or a `commondir` is read: one line naming a folder. */
const GIT_POINTER_BYTES = 4096;

/**
 * The start of a small file a program may have put in the workspace: read only
 * when it is a regular file of its own (a FIFO would block the open, and with
 * it the whole process; a link may lead to /dev/zero), at most `max` bytes.
 */
function readPointer(path: string, max = GIT_POINTER_BYTES): string | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    if (!fstatSync(fd).isFile()) return undefined;
    const bytes = Buffer.alloc(max);
    return bytes.toString("utf8", 0, readSync(fd, bytes, 0, max, 0));
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

const isGitFolder = (dir: string): boolean =>
  lstatSync(dir, { throwIfNoEntry: false })?.isDirectory() === true && exists(join(dir, "HEAD"));

/**
 * The git folders of a checkout: `.git`, and for a worktree or submodule
 * (`.git` is a file saying `gitdir: …`) the folder it names and that
 * folder's common one, where the remote's credentials live.
 */
function gitFolders(checkout: string): string[] {
  const dotGit = join(checkout, ".git");
  const stat = lstatSync(dotGit, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isFile()) return [dotGit];
  const found = [dotGit];
  // Unreadable to Baton: covered all the same.
  const gitdir = /^gitdir:\s*(.+)$/m.exec(readPointer(dotGit) ?? "")?.[1]?.trim();
  if (gitdir) {
    const dir = resolve(checkout, gitdir);
    // Only what is a git folder, as git tells one (a HEAD in it): a planted `gitdir: /usr/lib`
    // would otherwise cover the system's libraries and break every later program.
    if (isGitFolder(dir)) found.push(dir);
    const common = readPointer(join(dir, "commondir"))?.trim();
    if (common && isGitFolder(resolve(dir, common))) found.push(resolve(dir, common));
  }
  return found;
}

/** How deep below the workspace, and through how many folders, checkouts inside it are looked for. */
const NESTED_CHECKOUT_DEPTH = 3;
const NESTED_CHECKOUT_FOLDERS = 5_000;

/**
 * The git folders of the workspace, of every repository around it (the CLI
 * started in a subfolder of one), and of checkouts inside it (actions/checkout
 * with `path:`, often with a token of its own), looked for breadth first, up
 * to NESTED_CHECKOUT_DEPTH folders down, never through a symlink, a `.git`
 * or `node_modules`.
 */
export function gitFoldersAround(workspace: string): string[] {
  const found: string[] = [];
  for (let dir = workspace; ; dir = dirname(dir)) {
    found.push(...gitFolders(dir));
    if (dirname(dir) === dir) break;
  }
  let level = [workspace];
  let visited = 0;
  for (let depth = 1; depth <= NESTED_CHECKOUT_DEPTH && level.length > 0; depth++) {
    const next: string[] = [];
    for (const dir of level) {
      let entries: Dirent[];
      try {
        entries = readdirSync(dir, { withFileTypes: true });
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

/** A path's device and inode: what it is, wherever it is. */
const identity = (path: string): string | undefined => {
  const s = lstatSync(path, { throwIfNoEntry: false });
  return s && `${s.dev}:${s.ino}`;
};

/**
 * The git folders of one run's launches. A covered `.git` moves with its
 * folder, and uncovered, where the next walk does not look (`node_modules`,
 * deeper than it goes): so every git folder hidden once must still be where
 * it was, the same folder, or no program is launched any more.
 */
export class GitFolders {
  private readonly hidden = new Map<string, string>();

  around(workspace: string): string[] {
    for (const [path, id] of this.hidden)
      if (identity(path) !== id)
        throw new Error(
          `${path}, a git folder hidden from programs, was moved or replaced: no more programs run in this run, as one could read what it holds (a token)`,
        );
    const found = gitFoldersAround(workspace);
    for (const path of found) {
      const id = identity(path);
      if (id && !this.hidden.has(path)) this.hidden.set(path, id);
    }
    // Hidden once, hidden at every launch: a walk that gives up sooner (a program made thousands
    // of folders, or one it cannot read) does not uncover what an earlier walk found.
    return [...new Set([...this.hidden.keys(), ...found])];
  }
}

/**
 * What to hide from a program, from Baton's own environment: HOME (keys,
 * tokens, the CLI's config), the runner's temp folder (the action's state,
 * the file commands), the runner's work and install folders (other
 * checkouts, the action's own code, a self-hosted runner's credentials),
 * the session's runtime folder (agent sockets), every file command, the
 * git folders in and around the workspace (actions/checkout leaves the job's
 * token in `.git/config`); and, whatever the environment says, every folder
 * at the root but the system's (OUTSIDE_SYSTEM) and the temp and runtime
 * folders, replaced by empty ones. /dev is made afresh by the setup script.
 */
export function mountPlan(
  job: SandboxJob,
  env: NodeJS.ProcessEnv,
  extraHidden: readonly string[] = [],
  git: GitFolders = new GitFolders(),
): MountPlan {
  const work = env.RUNNER_WORKSPACE ? dirname(real(env.RUNNER_WORKSPACE)) : undefined;
  const own = ownPackageUnderFresh();
  const readOnly = [...(job.readOnly ?? []), ...(job.network ? resolverFile() : []), ...(own ? [own] : [])];
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
    ...extraHidden,
  ]);
}

/**
 * Folders a program gets empty, whatever they hold on the host: the temp
 * folders, and /run with every socket in it (Docker's, D-Bus's, GNU screen's
 * sessions under /run/screen, every user's runtime folder, systemd-resolved's),
 * whichever daemon put them there. A network namespace does not stop a socket
 * on disk.
 */
const FRESH = ["/tmp", "/var/tmp", "/run"] as const;

/**
 * The folders at the root a program keeps (read-only to it where the host
 * has them so): the system's, and /proc, /sys, /dev, which the namespaces
 * and the setup script make anew. Every other one (/home, /root, /srv, /mnt,
 * /media, a checkout's own /work) is covered, so a program sees the
 * workspace, the system and its own install only, not what Baton knows to hide.
 */
const ROOT_KEPT = new Set([...SYSTEM, "/proc", "/sys", "/dev", "/run", "/tmp", batonRootFolder()]);

/**
 * The folder at the root that holds Baton's own code (`/home` for an action
 * on a hosted runner, `/usr` for a CLI installed there, a checkout's own
 * folder when developing): not covered whole, as tools installed beside
 * Baton (an MCP server of the same checkout, its node_modules) run from it;
 * what is secret in it (HOME, the runner's work folder) is covered all the same.
 */
function batonRootFolder(): string {
  const here = real(fileURLToPath(import.meta.url));
  return `/${here.split(sep)[1] ?? ""}`;
}

/**
 * Baton's own package (the folder of its package.json) when it lies in a folder programs get
 * empty (a checkout under /tmp): kept read-only, as it is where it lies elsewhere
 * (batonRootFolder), for the tools installed beside Baton. It is public code; its .git is covered.
 */
export function ownPackageUnderFresh(): string | undefined {
  let folder = dirname(real(fileURLToPath(import.meta.url)));
  if (!FRESH.some((fresh) => inside(folder, fresh))) return undefined;
  while (!exists(join(folder, "package.json"))) {
    const parent = dirname(folder);
    if (parent === folder) return undefined;
    folder = parent;
  }
  return FRESH.includes(folder as (typeof FRESH)[number]) ? undefined : folder;
}

function outsideSystem(): string[] {
  let names: string[];
  try {
    names = readdirSync("/");
  } catch {
    return [];
  }
  return names.map((name) => `/${name}`).filter((path) => !ROOT_KEPT.has(path) && !ROOT_KEPT.has(real(path)));
}

/**
 * Where /etc/resolv.conf leads when it leads out of /etc (systemd-resolved's
 * /run/systemd/resolve/stub-resolv.conf): kept, read-only, for a recipe with
 * `network: true`, as /run is covered.
 */
function resolverFile(): string[] {
  const target = real("/etc/resolv.conf");
  return target !== "/etc/resolv.conf" && exists(target) ? [target] : [];
}

/**
 * The runner's install folder when Baton runs on the runner's own Node
 * (`<runner>/externals/node24/bin/node`): a self-hosted runner keeps its
 * `.credentials` there, also when its work folder lies elsewhere.
 */
export function runnerInstallFolder(execPath: string): string | undefined {
  return /^(.+)\/externals\/node\d+\/bin\/node$/.exec(execPath)?.[1];
}

/**
 * The plan that hides `candidates` (those that exist) and keeps the job's
 * paths: a candidate around a kept path is covered before it comes back, one
 * inside it after.
 */
export function coverPlan(job: SandboxJob, candidates: readonly (string | undefined)[]): MountPlan {
  const workspace = real(job.workspace);
  const keep = [
    { path: workspace, writable: true },
    ...(job.readOnly ?? []).map((p) => ({ path: real(p), writable: false })),
  ].filter((k) => exists(k.path));
  const hide = new Set<string>();
  const hideInside = new Set<string>();
  for (const candidate of candidates) {
    if (!candidate || !isAbsolute(candidate)) continue;
    const path = real(candidate);
    if (SYSTEM.has(path) || !exists(path)) continue;
    if (keep.some((k) => inside(path, k.path))) hideInside.add(path);
    else hide.add(path);
  }
  // Outer folders first, so an inner cover is never hidden by a later outer one.
  const byDepth = (a: string, b: string) => a.split(sep).length - b.split(sep).length || a.localeCompare(b);
  return {
    hide: outermost([...hide]).sort(byDepth),
    keep,
    hideInside: outermost([...hideInside].filter((p) => p !== workspace)).sort(byDepth),
    cwd: workspace,
  };
}

/**
 * The setup run as root of the new namespaces before the program: its
 * arguments are the plan (`hide=…`, `keep=…`, `keepro=…`, `inside=…`), then
 * `--`, then the command that drops privileges and runs the program. The
 * kept paths are opened before anything is covered and mounted back through
 * their open descriptors, so they come back even from under a covered folder
 * (a workspace inside HOME or /tmp); every folder on the way to them is then
 * a fresh empty one.
 */
export const SETUP_SCRIPT = `set -eu
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

/** The setup script's arguments for a plan, in the order it must do them; each scratch folder at most `tmpfsMb`. */
export function setupArgs(plan: MountPlan, tmpfsMb: number): string[] {
  return [
    `size=${tmpfsMb}m`,
    ...plan.hide.map((p) => `hide=${p}`),
    ...plan.keep.map((k) => `${k.writable ? "keep" : "keepro"}=${k.path}`),
    ...plan.hideInside.map((p) => `inside=${p}`),
    `cwd=${plan.cwd}`,
    "--",
  ];
}

/** `env -i NAME=value… program args`: the program starts with exactly the job's environment. */
export function cleanExec(
  program: string,
  args: readonly string[],
  env: Readonly<Record<string, string>>,
): string[] {
  return ["env", "-i", "--", ...Object.entries(env).map(([k, v]) => `${k}=${v}`), program, ...args];
}
