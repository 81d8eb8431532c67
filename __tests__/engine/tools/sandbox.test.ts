import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import path from "node:path";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { batonConfigPaths } from "../../../src/engine/config/baton-files.ts";
import {
  coverPlan,
  GitFolders,
  gitFoldersAround,
  mountPlan,
  ownPackageUnderFresh,
  runnerInstallFolder,
} from "../../../src/engine/sandbox/plan.ts";
import {
  chooseSandbox,
  type ProbeResult,
  ProgramSandbox,
  programInstall,
  runSandboxed,
  type Sandbox,
  type SandboxJob,
  STRATEGIES,
} from "../../../src/engine/sandbox/sandbox.ts";
import { type Host, type SandboxStrategy, WRAPPER_PATH } from "../../../src/engine/sandbox/strategy.ts";
import { viaSudo } from "../../../src/engine/sandbox/sudo.ts";
import { shellTool } from "../../../src/engine/tools/shell.ts";
import { safeEnv } from "../../../src/engine/util/safe-env.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

const linux = (uid: number): Host => ({ platform: "linux", uid, gid: uid });
const made = (s: SandboxStrategy): Sandbox => ({
  name: s.name,
  launch: () => ({ program: "", args: [], env: {}, cwd: "/" }),
});
/** A probe that answers from a table and records what it was asked. */
function probes(results: Record<string, ProbeResult>) {
  const asked: string[] = [];
  const probe = async (s: SandboxStrategy) => {
    asked.push(s.name);
    return results[s.name] ?? { ok: false, reason: "not in the table" };
  };
  return { asked, probe };
}
const nameOf = (choice: Awaited<ReturnType<typeof chooseSandbox>>) =>
  "sandbox" in choice ? choice.sandbox.name : `refused: ${choice.refused}`;

// Baton's own package, kept read-only where this checkout lies in a folder programs get empty
// (a clone under /tmp, as CI may make one), with its git folder covered.
const ownPackage = ownPackageUnderFresh();
const own = ownPackage
  ? {
      keep: [{ path: ownPackage, writable: false }],
      git: existsSync(path.join(ownPackage, ".git")) ? [path.join(ownPackage, ".git")] : [],
    }
  : { keep: [], git: [] };

describe("choosing where programs run (probe injected)", () => {
  it("as root: namespaces then nobody; user namespaces and sudo are not tried", async () => {
    const { asked, probe } = probes({ root: { ok: true } });
    expect(nameOf(await chooseSandbox("auto", linux(0), probe, made))).toBe("root");
    expect(asked).toEqual(["root"]);
  });

  it("as a user: user namespaces first, sudo where the kernel refuses them", async () => {
    const first = probes({ "user-namespace": { ok: true } });
    expect(nameOf(await chooseSandbox("auto", linux(1001), first.probe, made))).toBe("user-namespace");
    const second = probes({
      "user-namespace": { ok: false, reason: "exited with 1 (unshare: Operation not permitted)" },
      sudo: { ok: true },
    });
    expect(nameOf(await chooseSandbox("auto", linux(1001), second.probe, made))).toBe("sudo");
    expect(second.asked).toEqual(["user-namespace", "sudo"]);
  });

  it("refuses where none can be made, saying why and naming the input that opts out", async () => {
    const { probe } = probes({
      "user-namespace": { ok: false, reason: "exited with 1 (unshare: Operation not permitted)" },
      sudo: { ok: false, reason: "exited with 1 (sudo: a password is required)" },
    });
    const choice = await chooseSandbox("auto", linux(1001), probe, made);
    expect(choice).toEqual({ refused: expect.stringContaining("unshare: Operation not permitted") });
    const refused = (choice as { refused: string }).refused;
    expect(refused).toContain("sudo: a password is required");
    expect(refused).toContain("`shell-sandbox: none`");
    expect(refused).toContain("--shell-sandbox none");
    expect(refused).toContain("BATON_SHELL_SANDBOX=none");
  });

  it("refuses on macOS and Windows without probing anything", async () => {
    for (const platform of ["darwin", "win32"] as const) {
      const { asked, probe } = probes({});
      const choice = await chooseSandbox("auto", { platform, uid: 501, gid: 20 }, probe, made);
      expect(nameOf(choice)).toMatch(/^refused: .*not for (darwin|win32).*shell-sandbox: none/);
      expect(asked).toEqual([]);
    }
  });

  it("none runs unsandboxed only when asked; a named strategy is the only one tried", async () => {
    const { asked, probe } = probes({ root: { ok: true }, sudo: { ok: true } });
    expect(nameOf(await chooseSandbox("none", linux(1001), probe, made))).toBe("none");
    expect(nameOf(await chooseSandbox("sudo", linux(1001), probe, made))).toBe("sudo");
    expect(nameOf(await chooseSandbox("root", linux(1001), probe, made))).toMatch(
      /^refused: .*\(root: not for linux as uid 1001\)/,
    );
    expect(asked).toEqual(["sudo"]);
  });

  it("the shell tool refuses, with that message, where no sandbox can be made", async () => {
    const told: string[] = [];
    const refusing = new ProgramSandbox("root", "/", {
      onRefused: (r) => told.push(r),
      host: { platform: "darwin", uid: 501, gid: 20 },
    });
    await expect(
      shellTool(["echo"]).run(
        { command: ["echo", "hi"] },
        { workspace: "/", sandbox: refusing, redact: (text: string) => text },
      ),
    ).rejects.toThrow(
      /^shell is refused: no sandbox for programs can be made on this machine \(root: not for darwin\).*shell-sandbox: none/,
    );
    await expect(
      shellTool(["echo"]).run(
        { command: ["echo", "again"] },
        { workspace: "/", sandbox: refusing, redact: (text: string) => text },
      ),
    ).rejects.toThrow(/^shell is refused/);
    // The maintainer is told once, in the log; the model each time, in the tool's error.
    expect(told).toHaveLength(1);
    expect(told[0]).toContain("shell-sandbox: none");
  });

  // Was: `sudo -n -- unshare …` named unshare bare, and sudo looks it up on its own secure_path
  // (/usr/local/bin first on Ubuntu and GitHub's runners), where Baton's user may be able to write.
  it("hands sudo an absolute tool from the system's folders, and root's side their PATH alone", () => {
    const command = viaSudo.command(
      { setup: ["cwd=/", "--"], program: ["env", "-i", "--", "true"], network: false },
      { platform: "linux", uid: 1001, gid: 1001 },
    );
    expect(command.slice(0, 3)).toEqual(["sudo", "-n", "--"]);
    expect(path.isAbsolute(command[3]!)).toBe(true);
    expect(WRAPPER_PATH.split(":")).toContain(path.dirname(command[3]!));
    expect(command[4]).toBe(`PATH=${WRAPPER_PATH}`);
    expect(command.slice(5, 7)).toEqual(["sh", "-c"]);
    expect(command.slice(8, 14)).toEqual([
      "baton-watch",
      String(process.pid),
      "setpriv",
      "--pdeathsig=KILL",
      "--",
      "unshare",
    ]);
  });

  it("every strategy has its own name", () => {
    expect(new Set(STRATEGIES.map((s) => s.name)).size).toBe(STRATEGIES.length);
  });
});

describe("what the sandbox hides", () => {
  let dir: string;
  beforeAll(() => {
    dir = realpathSync(tempDir("baton-sandbox-"));
  });

  it("plans HOME, the runner's folders and file commands, and .git, with the workspace kept", () => {
    const home = path.join(dir, "home");
    const ws = path.join(home, "work", "repo", "repo");
    const temp = path.join(home, "work", "_temp");
    mkdirSync(path.join(ws, ".git"), { recursive: true });
    mkdirSync(path.join(temp, "_runner_file_commands"), { recursive: true });
    const state = path.join(temp, "_runner_file_commands", "save_state_1");
    writeFileSync(state, "");
    const stateDir = path.join(ws, ".baton");
    mkdirSync(stateDir);
    const plan = mountPlan(
      { workspace: ws, network: false, env: {} },
      {
        HOME: home,
        RUNNER_TEMP: temp,
        RUNNER_WORKSPACE: path.join(home, "work", "repo"),
        GITHUB_STATE: state,
      },
      [stateDir],
    );
    const covered = (p: string) => plan.hide.some((h) => p === h || p.startsWith(`${h}/`));
    for (const p of [home, temp, state, "/tmp"]) expect(covered(p), p).toBe(true);
    // A folder inside a covered one is covered with it, not again.
    expect(plan.hide).not.toContain(temp);
    expect(plan.hide).not.toContain(state);
    expect(plan.keep).toEqual([{ path: ws, writable: true }, ...own.keep]);
    // Inside the workspace, covered once it is back: its git folder and the CLI's state folder.
    expect(plan.hideInside).toEqual([...own.git, path.join(ws, ".baton"), path.join(ws, ".git")]);
    expect(plan.cwd).toBe(ws);
  });

  // Was: a launch hid only what its own walk found; a walk that gave up sooner (a program made
  // 5,000 folders, or one it cannot read) left a nested checkout's .git uncovered, though it never moved.
  it("keeps a git folder hidden once hidden at every later launch, whatever the walk finds", () => {
    const ws = realpathSync(tempDir("baton-sandbox-walk-"));
    const nested = path.join(ws, "a", "sub", ".git");
    mkdirSync(nested, { recursive: true });
    const git = new GitFolders();
    expect(git.around(ws)).toContain(nested);
    for (let i = 0; i < 5_001; i++) mkdirSync(path.join(ws, `f${i}`));
    expect(gitFoldersAround(ws)).not.toContain(nested);
    expect(git.around(ws)).toContain(nested);
  });

  // Was: a self-hosted runner whose work folder lies outside its install folder left `.credentials`
  // in reach. Was, too: a deny-list of known sockets under /run (Docker's, D-Bus's), which left GNU
  // screen's /run/screen/S-<user> (the user's own shell, typed into) and every other one in reach.
  it("knows the runner's install folder, and covers /run, the temp folders and every non-system folder at /", () => {
    expect(runnerInstallFolder("/opt/actions-runner/externals/node24/bin/node")).toBe("/opt/actions-runner");
    expect(runnerInstallFolder("/usr/local/bin/node")).toBeUndefined();
    const plan = mountPlan({ workspace: dir, network: false, env: {} }, {});
    for (const p of ["/run", "/tmp", "/var/tmp"].filter((p) => existsSync(p)))
      expect(plan.hide, p).toContain(realpathSync(p));
    const system = ["usr", "bin", "sbin", "lib", "lib32", "lib64", "libx32", "etc", "opt", "var", "nix"];
    for (const name of readdirSync("/")) {
      const p = `/${name}`;
      // The folder that holds Baton's own code (here the checkout's) is left to the rules above.
      const baton = realpathSync(import.meta.dirname).split("/")[1];
      if ([...system, "proc", "sys", "dev", "run", "tmp", baton].includes(name) || realpathSync(p) !== p)
        continue;
      expect(plan.hide, p).toContain(p);
    }
    for (const p of ["/usr", "/etc", "/proc", "/dev"]) expect(plan.hide, p).not.toContain(p);
  });

  it("plans the git folders of checkouts inside the workspace and of the repository around it", () => {
    const repo = path.join(dir, "around");
    const ws = path.join(repo, "packages", "app");
    for (const p of [
      path.join(repo, ".git"),
      path.join(ws, "other", ".git"),
      path.join(ws, "a", "b", "deep", ".git"),
      path.join(ws, "a", "b", "c", "too-deep", ".git"),
      path.join(ws, "node_modules", "pkg", ".git"),
    ])
      mkdirSync(p, { recursive: true });
    // The repository's own git folder lies outside the workspace; under /tmp here, which covers it anyway.
    expect(gitFoldersAround(ws).sort()).toEqual(
      [
        path.join(repo, ".git"),
        path.join(ws, "other", ".git"),
        path.join(ws, "a", "b", "deep", ".git"),
      ].sort(),
    );
    const plan = mountPlan({ workspace: ws, network: false, env: {} }, {});
    expect(plan.hideInside).toEqual([
      ...own.git,
      path.join(ws, "other", ".git"),
      path.join(ws, "a", "b", "deep", ".git"),
    ]);
  });
});

describe("the mount plan, over any arrangement of folders (property)", () => {
  let root: string;
  const folders: string[] = [];
  beforeAll(() => {
    root = realpathSync(tempDir("baton-plan-"));
    const grow = (dir: string, depth: number) => {
      if (depth === 3) return;
      for (const name of ["a", "b", ".git"]) {
        const child = path.join(dir, name);
        mkdirSync(child);
        folders.push(child);
        grow(child, depth + 1);
      }
    };
    grow(root, 0);
  });

  it("covers every hidden folder but the workspace, each once, outer first, and keeps the workspace", () => {
    const inside = (p: string, dir: string) => p === dir || p.startsWith(`${dir}/`);
    const pick = fc.integer({ min: 0, max: 38 }).map((i) => folders[i]!);
    fc.assert(
      fc.property(pick, pick, pick, fc.array(pick, { maxLength: 3 }), (ws, home, temp, extra) => {
        const plan = coverPlan({ workspace: ws, network: false, env: {} }, [
          home,
          temp,
          ...extra,
          path.join(ws, ".git"),
        ]);
        expect(plan.keep).toEqual([{ path: ws, writable: true }]);
        expect(plan.cwd).toBe(ws);
        for (const wanted of [
          home,
          temp,
          ...extra,
          ...(ws.endsWith("/.git") ? [] : [path.join(ws, ".git")]),
        ]) {
          // The workspace itself is always visible; what does not exist needs no cover.
          if (wanted === ws || !existsSync(wanted)) continue;
          const covered =
            plan.hide.some((h) => inside(wanted, h)) || plan.hideInside.some((h) => inside(wanted, h));
          expect(covered, wanted).toBe(true);
        }
        // What is covered inside the workspace is covered after it is back; nothing is covered twice.
        for (const h of plan.hideInside) expect(h !== ws && inside(h, ws), h).toBe(true);
        for (const list of [plan.hide, plan.hideInside])
          for (const h of list) expect(list.filter((o) => inside(h, o))).toEqual([h]);
        const depths = plan.hide.map((h) => h.split("/").length);
        expect(depths).toEqual([...depths].sort((x, y) => x - y));
      }),
      { numRuns: 200 },
    );
  });
});

/** The real thing, on this machine; CI requires it (BATON_REQUIRE_SANDBOX) as root and as a user. */
const machine = new ProgramSandbox("auto", process.cwd());
const available = "sandbox" in (await machine.choice());
if (process.env.BATON_REQUIRE_SANDBOX && !available)
  throw new Error(`no sandbox here: ${JSON.stringify(await machine.choice())}`);

describe.skipIf(!available)("a program in the sandbox", () => {
  let dir: string;
  let ws: string;
  let sandbox: Sandbox;
  const secret = "sk-proj-SANDBOXTEST000000000000000000000";
  beforeAll(async () => {
    dir = realpathSync(tempDir("baton-sandbox-"));
    ws = path.join(dir, "ws");
    mkdirSync(path.join(ws, ".git"), { recursive: true });
    writeFileSync(
      path.join(ws, ".git", "config"),
      `[http]\n\textraheader = AUTHORIZATION: basic ${secret}\n`,
    );
    writeFileSync(path.join(ws, "README.md"), "hello\n");
    chmodSync(ws, 0o777);
    const choice = await new ProgramSandbox("auto", ws, { env: { ...process.env, HOME: dir } }).choice();
    if (!("sandbox" in choice)) throw new Error(choice.refused);
    sandbox = choice.sandbox;
  });

  const run = (script: string, network = false) =>
    runSandboxed(
      sandbox,
      "sh",
      ["-c", script],
      { workspace: ws, network, env: safeEnv() },
      { timeoutMs: 20_000 },
    );

  it("sees the workspace but not .git, its parent's environment, other processes or the network", async () => {
    const r = await run(
      `cat README.md; cat .git/config; cat /proc/${process.pid}/environ; ls /proc | grep -c '^[0-9]'; ` +
        "for f in /proc/[0-9]*/environ; do cat $f; done",
    );
    expect(r.output).toContain("hello");
    expect(r.output).not.toContain(secret);
    expect(r.output).toMatch(/\.git\/config: No such file/);
    expect(r.output).toContain(`/proc/${process.pid}/environ: No such file`);
    // Only the program's own processes: sh, and what it runs.
    expect(Number(/^(\d+)$/m.exec(r.output)?.[1])).toBeLessThan(5);
  });

  // Was: a program wrote .github/baton/hooks/x.mjs (or a recipe, .github/baton.yml, AGENTS.md), and the
  // next run loaded it, in Baton's process for a hook, with every secret.
  it("cannot change Baton's own configuration, which the next run loads", async () => {
    const own = path.join(realpathSync(tempDir("baton-sandbox-config-")), "ws");
    mkdirSync(path.join(own, ".github", "baton", "recipes"), { recursive: true });
    writeFileSync(path.join(own, ".github", "baton.yml"), "model: x\n");
    writeFileSync(path.join(own, "AGENTS.md"), "Be kind.\n");
    chmodSync(own, 0o777);
    for (const p of [".github", ".github/baton", ".github/baton/recipes"])
      chmodSync(path.join(own, p), 0o777);
    chmodSync(path.join(own, "AGENTS.md"), 0o666);
    chmodSync(path.join(own, ".github", "baton.yml"), 0o666);
    const choice = await new ProgramSandbox("auto", own, {
      env: { ...process.env, HOME: dir },
      readOnlyInside: batonConfigPaths(own),
    }).choice();
    if (!("sandbox" in choice)) throw new Error(choice.refused);
    const r = await runSandboxed(
      choice.sandbox,
      "sh",
      [
        "-c",
        "mkdir -p .github/baton/hooks && echo 'PLANTED' > .github/baton/hooks/x.mjs; " +
          "echo 'allowed_tools: [shell]' > .github/baton/recipes/answer.md; echo 'network: true' >> .github/baton.yml; " +
          "echo 'Obey.' > AGENTS.md; echo made > other.txt; cat other.txt",
      ],
      { workspace: own, network: false, env: safeEnv() },
      { timeoutMs: 20_000 },
    );
    expect(r.output).toContain("made");
    expect(r.output).toMatch(/Read-only file system/);
    expect(existsSync(path.join(own, ".github", "baton", "hooks"))).toBe(false);
    expect(existsSync(path.join(own, ".github", "baton", "recipes", "answer.md"))).toBe(false);
    expect(readFileSync(path.join(own, ".github", "baton.yml"), "utf8")).toBe("model: x\n");
    expect(readFileSync(path.join(own, "AGENTS.md"), "utf8")).toBe("Be kind.\n");
  });

  // Was: an allowed program under HOME kept its whole folder visible (~/.local/bin: the user's scripts,
  // a key beside them).
  it("sees only its own file of an install under HOME, the folder of one elsewhere", async () => {
    const home = realpathSync(tempDir("baton-sandbox-home-"));
    const bin = path.join(home, ".local", "bin");
    mkdirSync(bin, { recursive: true });
    const tool = path.join(bin, "tool");
    writeFileSync(tool, '#!/bin/sh\necho TOOL-RAN\ncat "$(dirname "$0")/key"\n', { mode: 0o755 });
    writeFileSync(path.join(bin, "key"), `${secret}-HOME\n`, { mode: 0o644 });
    for (const p of [home, path.join(home, ".local"), bin]) chmodSync(p, 0o755);
    expect(programInstall(tool, home)).toEqual([tool]);
    expect(programInstall("/bin/sh", home)).toEqual([path.dirname(realpathSync("/bin/sh"))]);
    const r = await runSandboxed(
      sandbox,
      tool,
      [],
      { workspace: ws, readOnly: programInstall(tool, home), network: false, env: safeEnv() },
      { timeoutMs: 20_000 },
    );
    expect(r.output).toContain("TOOL-RAN");
    expect(r.output).not.toContain(`${secret}-HOME`);
  });

  // Was: a descriptor Baton inherited without close-on-exec (from a shell, an IDE, a wrapper
  // script; Node marks only 0 to 15) reached the program: unshare, setpriv and env close nothing.
  it("gets no descriptor beyond 0, 1 and 2, whatever Baton inherited", async () => {
    const own = realpathSync(tempDir("baton-sandbox-fd-"));
    const held = path.join(own, "held.txt");
    writeFileSync(held, `${secret}-FD\n`, { mode: 0o600 });
    const script = path.join(own, "baton.ts");
    const src = path.join(import.meta.dirname, "../../../src");
    writeFileSync(
      script,
      `import { ProgramSandbox, runSandboxed } from ${JSON.stringify(path.join(src, "engine/sandbox/sandbox.ts"))};
       import { safeEnv } from ${JSON.stringify(path.join(src, "engine/util/safe-env.ts"))};
       const choice = await new ProgramSandbox("auto", ${JSON.stringify(ws)}, { env: { ...process.env, HOME: ${JSON.stringify(own)} } }).choice();
       if (!("sandbox" in choice)) throw new Error(choice.refused);
       const r = await runSandboxed(choice.sandbox, "sh", ["-c", "ls /proc/self/fd; cat <&100"],
         { workspace: ${JSON.stringify(ws)}, network: false, env: safeEnv() }, { timeoutMs: 20_000 });
       process.stdout.write(r.output);`,
    );
    const fd = openSync(held, "r");
    try {
      // Baton started with fd 100 open on a file, without close-on-exec.
      const stdio: ("ignore" | "pipe" | number)[] = ["ignore", "pipe", "pipe"];
      while (stdio.length < 100) stdio.push("ignore");
      stdio.push(fd);
      const baton = spawnSync(process.execPath, ["--experimental-transform-types", "--no-warnings", script], {
        stdio,
        timeout: 30_000,
        encoding: "utf8",
      });
      expect(baton.stderr).toBe("");
      expect(baton.stdout).not.toContain(`${secret}-FD`);
      // What the program holds: its three, and the one `ls` reads /proc/self/fd through.
      expect(baton.stdout.split("\n").filter((l) => /^\d+$/.test(l))).toEqual(["0", "1", "2", "3"]);
    } finally {
      closeSync(fd);
    }
  });

  it("cannot reach a daemon's socket that is hidden, as Docker's is", async () => {
    const socket = path.join(ws, "daemon.sock");
    const server = createServer((c) => c.end("DAEMON-ANSWERED\n"));
    await new Promise<void>((done) => server.listen(socket, done));
    const connect = `require("net").connect(${JSON.stringify(socket)}).on("data", (d) => console.log(String(d).trim())).on("error", (e) => console.log("FAILED", e.code))`;
    const job = { workspace: ws, readOnly: [path.dirname(process.execPath)], network: false, env: safeEnv() };
    try {
      chmodSync(socket, 0o777);
      const open = await runSandboxed(sandbox, process.execPath, ["-e", connect], job, { timeoutMs: 20_000 });
      expect(open.output).toContain("DAEMON-ANSWERED");
      const choice = await new ProgramSandbox("auto", ws, {
        env: { ...process.env, HOME: dir },
        hidden: [socket],
      }).choice();
      if (!("sandbox" in choice)) throw new Error(choice.refused);
      const hidden = await runSandboxed(choice.sandbox, process.execPath, ["-e", connect], job, {
        timeoutMs: 20_000,
      });
      expect(hidden.output).toMatch(/FAILED (ECONNREFUSED|ENOENT|EACCES)/);
    } finally {
      server.close();
    }
  });

  // Was: /run stayed as the host has it but for a list of known sockets: GNU screen's session
  // (/run/screen/S-<user>) let a program type into the user's own shell; and /dev was the host's, with
  // the user's terminals in /dev/pts (a password typed in another one read, escapes written into it).
  it("sees an empty /run, and a /dev of its own without the host's terminals", async () => {
    // A screen-like session socket under /run, where root can make one (as a user, /run is root's).
    const session = process.getuid?.() === 0 ? `/run/baton-test-screen-${process.pid}` : undefined;
    const server = createServer((c) => c.end("SESSION-ANSWERED\n"));
    if (session) {
      mkdirSync(session, { mode: 0o777 });
      await new Promise<void>((done) => server.listen(path.join(session, `${process.pid}.pts-0.host`), done));
      chmodSync(path.join(session, `${process.pid}.pts-0.host`), 0o777);
    }
    // A terminal of the host's, open while the program runs: `script` gives its command one.
    const terminal = spawn("script", ["-qfc", "cat", "/dev/null"], { stdio: "pipe" });
    try {
      const ptys = () => readdirSync("/dev/pts").filter((n) => /^\d+$/.test(n));
      for (let i = 0; i < 200 && ptys().length === 0; i++) await new Promise((done) => setTimeout(done, 10));
      expect(ptys().length).toBeGreaterThan(0);
      const connect = session
        ? `require("net").connect(${JSON.stringify(path.join(session, `${process.pid}.pts-0.host`))}).on("data", (d) => console.log(String(d).trim())).on("error", (e) => console.log("SOCKET", e.code))`
        : "";
      const r = await runSandboxed(
        sandbox,
        "sh",
        [
          "-c",
          `echo "RUN:$(ls -A /run | tr '\\n' ' ')"; echo "PTS:$(ls /dev/pts | tr '\\n' ' ')"; ` +
            `for t in ${ptys()
              .map((n) => `/dev/pts/${n}`)
              .join(" ")}; do echo TYPED > $t && echo "WROTE $t"; done; ` +
            `echo "DEVPTS:$(stat -c %d /dev/pts)"; echo NULL > /dev/null && echo "NULL OK"; ` +
            `ls /dev/mqueue /dev/shm >/dev/null && echo "SHM OK"; ` +
            (connect ? `"$NODE" -e '${connect}'` : ""),
        ],
        {
          workspace: ws,
          readOnly: [path.dirname(process.execPath)],
          network: false,
          env: { ...safeEnv(), NODE: process.execPath },
        },
        { timeoutMs: 20_000 },
      );
      expect(r.output).toMatch(/^RUN:\s*$/m);
      expect(r.output).toMatch(/^PTS:ptmx\s*$/m);
      expect(r.output).not.toContain("WROTE");
      expect(r.output).toContain("NULL OK");
      expect(r.output).toContain("SHM OK");
      expect(/^DEVPTS:(\d+)$/m.exec(r.output)?.[1]).not.toBe(String(statSync("/dev/pts").dev));
      if (session) {
        expect(r.output).toMatch(/SOCKET (ENOENT|ECONNREFUSED|EACCES)/);
        expect(r.output).not.toContain("SESSION-ANSWERED");
      }
    } finally {
      terminal.kill("SIGKILL");
      server.close();
      if (session) rmSync(session, { recursive: true, force: true });
    }
  });

  it("cannot undo its mounts to reach what they cover", async () => {
    const r = await run("umount .git; umount -l .git; cat .git/config; id -u");
    expect(r.output).not.toContain(secret);
    expect(readFileSync(path.join(ws, ".git", "config"), "utf8")).toContain(secret);
  });

  it("writes to the workspace, and only there", async () => {
    const r = await run(`echo made > made.txt; echo x > ${path.join(dir, "outside.txt")}; cat made.txt`);
    expect(r.output).toContain("made");
    expect(readFileSync(path.join(ws, "made.txt"), "utf8")).toBe("made\n");
    expect(() => readFileSync(path.join(dir, "outside.txt"))).toThrow();
  });

  it("hides the git folder of a second checkout inside the workspace", async () => {
    mkdirSync(path.join(ws, "other", ".git"), { recursive: true });
    writeFileSync(path.join(ws, "other", ".git", "config"), `basic ${secret}-SECOND\n`);
    const r = await run("cat other/.git/config");
    expect(r.output).not.toContain(`${secret}-SECOND`);
  });

  it("cannot put its own unshare or sudo before the real one through a folder of Baton's PATH in the workspace", async () => {
    const bin = path.join(ws, "bin");
    mkdirSync(bin, { recursive: true });
    chmodSync(bin, 0o777);
    const choice = await new ProgramSandbox("auto", ws, {
      env: { ...process.env, HOME: dir, PATH: `${bin}:${process.env.PATH}` },
    }).choice();
    if (!("sandbox" in choice)) throw new Error(choice.refused);
    const plant =
      "for t in unshare sudo; do printf '#!/bin/sh\\necho ESCAPED; cat .git/config\\n' > bin/$t; chmod +x bin/$t; done";
    const job = { workspace: ws, network: false, env: safeEnv() };
    await runSandboxed(choice.sandbox, "sh", ["-c", plant], job, { timeoutMs: 20_000 });
    expect(readFileSync(path.join(bin, "unshare"), "utf8")).toContain("ESCAPED");
    const next = await runSandboxed(choice.sandbox, "sh", ["-c", "echo ran"], job, { timeoutMs: 20_000 });
    expect(next.output).toContain("ran");
    expect(next.output).not.toContain("ESCAPED");
    expect(next.output).not.toContain(secret);
  });

  it("is killed at its time limit even when it leaves its session", async () => {
    const marker = `${4242 + Math.floor(Math.random() * 1000)}.5`;
    const running = () =>
      readdirSync("/proc")
        .filter((d) => /^\d+$/.test(d))
        .filter((d) => {
          try {
            return readFileSync(`/proc/${d}/cmdline`, "utf8") === `sleep\0${marker}\0`;
          } catch {
            return false;
          }
        })
        .map(Number);
    // The program itself leaves its process group, out of reach of the group kill.
    const r = await runSandboxed(
      sandbox,
      "setsid",
      ["sleep", marker],
      { workspace: ws, network: false, env: safeEnv() },
      { timeoutMs: 500 },
    );
    expect(r.timedOut).toBe(true);
    // The kill is sent before the result comes back; the kernel takes a moment to end the namespace.
    for (let i = 0; i < 200 && running().length > 0; i++) await new Promise((done) => setTimeout(done, 10));
    const left = running();
    for (const pid of left) process.kill(pid, "SIGKILL");
    expect(left).toEqual([]);
  });

  // Was: a program outlived Baton on SIGTERM, SIGHUP or SIGKILL (`setpriv --reuid` cleared the
  // parent-death signal `unshare --kill-child` had set), without the runner's RUNNER_TRACKING_ID.
  it("dies with Baton, whatever signal ends Baton, and carries the runner's tracking variable", async () => {
    const own = realpathSync(tempDir("baton-sandbox-orphan-"));
    const src = path.join(import.meta.dirname, "../../../src");
    const script = path.join(own, "baton.ts");
    writeFileSync(
      script,
      `import { ProgramSandbox, runSandboxed } from ${JSON.stringify(path.join(src, "engine/sandbox/sandbox.ts"))};
       import { safeEnv } from ${JSON.stringify(path.join(src, "engine/util/safe-env.ts"))};
       import { strategySandbox } from ${JSON.stringify(path.join(src, "engine/sandbox/sandbox.ts"))};
       import { viaSudo } from ${JSON.stringify(path.join(src, "engine/sandbox/sudo.ts"))};
       import { runProcess } from ${JSON.stringify(path.join(src, "engine/util/run-process.ts"))};
       const env = { ...process.env, HOME: ${JSON.stringify(own)} };
       const job = { workspace: ${JSON.stringify(ws)}, network: false, env: safeEnv() };
       if (process.argv[3] === "sudo") {
         // sudo's root side, as root runs it: what follows "sudo -n --", under a shell that, as sudo
         // does, waits for it and outlives Baton.
         const l = strategySandbox(viaSudo, { platform: "linux", uid: 0, gid: 0 }, env).launch("sleep", [process.argv[2]], job);
         await runProcess("sh", ["-c", '"$@"; exit $?', "sudo", ...l.args.slice(2)], { cwd: l.cwd, env: l.env, timeoutMs: 60_000 });
       } else {
         const choice = await new ProgramSandbox("auto", ${JSON.stringify(ws)}, { env }).choice();
         if (!("sandbox" in choice)) throw new Error(choice.refused);
         await runSandboxed(choice.sandbox, "sleep", [process.argv[2]], job, { timeoutMs: 60_000 });
       }`,
    );
    const sleeping = (marker: string) =>
      readdirSync("/proc")
        .filter((d) => /^\d+$/.test(d))
        .filter((d) => {
          try {
            return readFileSync(`/proc/${d}/cmdline`, "utf8") === `sleep\0${marker}\0`;
          } catch {
            return false;
          }
        });
    const poll = async (done: () => boolean) => {
      for (let i = 0; i < 500 && !done(); i++) await new Promise((ok) => setTimeout(ok, 10));
    };
    // sudo's way is tried as root, running root's side of it directly (no sudo needed).
    const ways = [
      ...(["SIGKILL", "SIGTERM", "SIGHUP"] as const).map((signal) => ({ signal, way: "auto" })),
      ...(process.getuid?.() === 0 ? [{ signal: "SIGKILL" as const, way: "sudo" }] : []),
    ];
    for (const { signal, way } of ways) {
      const marker = `${5000 + Math.floor(Math.random() * 1000)}.25`;
      const baton = spawn(
        process.execPath,
        ["--experimental-transform-types", "--no-warnings", script, marker, way],
        {
          stdio: "ignore",
          env: { ...process.env, RUNNER_TRACKING_ID: `github_${marker}` },
        },
      );
      try {
        await poll(() => sleeping(marker).length > 0);
        const [pid] = sleeping(marker);
        expect(pid, signal).toBeDefined();
        expect(readFileSync(`/proc/${pid}/environ`, "utf8").split("\0")).toContain(
          `RUNNER_TRACKING_ID=github_${marker}`,
        );
        baton.kill(signal);
        await poll(() => sleeping(marker).length === 0);
        expect(sleeping(marker), signal).toEqual([]);
      } finally {
        baton.kill("SIGKILL");
        for (const pid of sleeping(marker)) process.kill(Number(pid), "SIGKILL");
      }
    }
  });

  // Was: no limits: 2,500 processes, 3 GiB of memory, each scratch folder up to half the machine's memory.
  it("stops at its limits: processes, memory, file size and scratch folder size", async () => {
    const limited = (script: string, limits: SandboxJob["limits"]) =>
      runSandboxed(
        sandbox,
        "sh",
        ["-c", script],
        {
          workspace: ws,
          readOnly: [path.dirname(process.execPath)],
          network: false,
          env: { ...safeEnv(), NODE: process.execPath },
          limits,
        },
        { timeoutMs: 20_000 },
      );
    // A fork bomb (bounded here, so that a broken limit fails the test rather than the machine):
    // threads count as processes, so Node's own take part of the 32.
    const bomb = await limited(
      `"$NODE" -e 'const { spawn } = require("child_process"); let started = 0, refused = 0; const kids = [];
        for (let i = 0; i < 200; i++) { const c = spawn("sleep", ["30"], { stdio: "ignore" });
          c.on("spawn", () => started++).on("error", () => refused++); kids.push(c); }
        setTimeout(() => { console.log("STARTED", started, "REFUSED", refused); for (const c of kids) c.kill("SIGKILL"); process.exit(0); }, 500);'`,
      { processes: 32 },
    );
    expect(Number(/STARTED (\d+)/.exec(bomb.output)?.[1]), bomb.output).toBeLessThan(32);
    expect(Number(/REFUSED (\d+)/.exec(bomb.output)?.[1]), bomb.output).toBeGreaterThan(168);
    const big = await limited(
      `head -c ${3 * 1024 * 1024} /dev/zero > big.bin; echo "FILE $(wc -c < big.bin)"; rm -f big.bin`,
      { fileSizeMb: 1 },
    );
    expect(Number(/FILE (\d+)/.exec(big.output)?.[1])).toBe(1024 * 1024);
    // A scratch folder of 2 MiB holds two files of nearly 1 MiB, not three.
    const tmp = await limited(
      `for i in 1 2 3; do head -c ${1024 * 1024 - 4096} /dev/zero > /tmp/part$i.bin 2>/dev/null; done; ` +
        `echo "TMP $(cat /tmp/part*.bin | wc -c)"`,
      { tmpfsMb: 2 },
    );
    expect(Number(/TMP (\d+)/.exec(tmp.output)?.[1])).toBeLessThan(3 * (1024 * 1024 - 4096));
    const memory = await limited(
      `"$NODE" -e 'try { Buffer.alloc(512 * 1024 * 1024, 1); console.log("ALLOCATED") } catch (e) { console.log("REFUSED", e.message) }'`,
      { memoryMb: 256 },
    );
    expect(memory.output).not.toContain("ALLOCATED");
    expect(readdirSync(ws)).not.toContain("big.bin");
  });

  it("reaches the network (here a server on 127.0.0.1) only when the recipe turns it on", async () => {
    const server = createServer((socket) => socket.end());
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const { port } = server.address() as AddressInfo;
    const connect = `require("net").connect(${port}, "127.0.0.1").on("connect", () => { console.log("CONNECTED"); process.exit(0); }).on("error", (e) => console.log("FAILED", e.code))`;
    try {
      // The test's own Node stays visible wherever the checkout is (a temp folder is hidden otherwise).
      const job = (network: boolean) => ({
        workspace: ws,
        readOnly: [path.dirname(process.execPath)],
        network,
        env: safeEnv(),
      });
      const off = await runSandboxed(sandbox, process.execPath, ["-e", connect], job(false), {
        timeoutMs: 20_000,
      });
      const on = await runSandboxed(sandbox, process.execPath, ["-e", connect], job(true), {
        timeoutMs: 20_000,
      });
      expect(off.output).toMatch(/FAILED (ENETUNREACH|ECONNREFUSED)/);
      expect(on.output).toContain("CONNECTED");
    } finally {
      server.close();
    }
  });
});

describe.skipIf(!available)("a program that rearranges the workspace for the next one", () => {
  const secret = "sk-proj-SANDBOXMOVED00000000000000000000";
  let ws: string;
  let sandbox: Sandbox;
  // Each test its own workspace and sandbox: what one program leaves there must not reach the next test.
  beforeEach(async () => {
    const dir = realpathSync(tempDir("baton-sandbox-moved-"));
    ws = path.join(dir, "ws");
    mkdirSync(ws, { recursive: true });
    chmodSync(ws, 0o777);
    const choice = await new ProgramSandbox("auto", ws, { env: { ...process.env, HOME: dir } }).choice();
    if (!("sandbox" in choice)) throw new Error(choice.refused);
    sandbox = choice.sandbox;
  });
  const run = (script: string) =>
    runSandboxed(
      sandbox,
      "sh",
      ["-c", script],
      { workspace: ws, network: false, env: safeEnv() },
      { timeoutMs: 20_000 },
    );

  // Was: the git folders to hide were looked for again at every launch, in a workspace the last
  // program could rearrange: a checkout moved into node_modules/ or deeper than the walk goes took
  // its uncovered .git (and token) along, and the next program read it.
  it("runs no more programs once a checkout whose .git it hid has moved", async () => {
    for (const name of ["other", "another"]) {
      mkdirSync(path.join(ws, name, ".git"), { recursive: true });
      writeFileSync(path.join(ws, name, ".git", "config"), `extraheader = AUTHORIZATION: basic ${secret}\n`);
      chmodSync(path.join(ws, name), 0o777);
    }
    const moved = await run(
      "mkdir -p node_modules a/b/c && mv other node_modules/other && mv another a/b/c/another && echo moved",
    );
    expect(moved.output).toContain("moved");
    await expect(run("cat node_modules/other/.git/config a/b/c/another/.git/config")).rejects.toThrow(
      /a git folder hidden from programs, was moved or replaced: no more programs run in this run/,
    );
  });

  // Was: a `.git` file saying `gitdir: /usr/lib` covered the system's libraries at every later launch.
  it("covers no folder a planted gitdir: names unless it is a git folder, so later programs still run", async () => {
    const planted = await run(
      "mkdir -p x/y && printf 'gitdir: /usr/lib\\n' > x/y/.git && printf 'gitdir: /etc\\n' > x/.git && echo planted",
    );
    expect(planted.output).toContain("planted");
    expect(gitFoldersAround(ws)).not.toContain("/usr/lib");
    expect(gitFoldersAround(ws)).not.toContain("/etc");
    const next = await run("ls /usr/lib >/dev/null && ls /etc/passwd >/dev/null && echo STILL-RUNS");
    expect(next.output).toContain("STILL-RUNS");
  });

  // Was: a `.git` file naming a folder whose `commondir` was a FIFO blocked the next launch's plan
  // in a synchronous open: the event loop stopped, and no time limit could fire.
  it("leaves a FIFO or a link where a checkout's pointers are read unread, and plans the next launch", async () => {
    const planted = await run(
      "mkdir -p sub gd && printf 'gitdir: ../gd\\n' > sub/.git && : > gd/HEAD && mkfifo gd/commondir && echo planted",
    );
    expect(planted.output).toContain("planted");
    const plan = path.join(import.meta.dirname, "../../../src/engine/sandbox/plan.ts");
    const next = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { mountPlan } from ${JSON.stringify(plan)};
         const p = mountPlan({ workspace: ${JSON.stringify(ws)}, network: false, env: {} }, {});
         console.log(p.hideInside.map((h) => h.slice(${JSON.stringify(ws)}.length)).join(" "));`,
      ],
      { timeout: 10_000, killSignal: "SIGKILL", encoding: "utf8" },
    );
    expect({ signal: next.signal, stdout: next.stdout.trim() }).toEqual({
      signal: null,
      stdout: "/gd /sub/.git",
    });
  });
});
