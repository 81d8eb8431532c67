// Git objects as git stores them (real ids: blobs, trees, commits), behind the fake GitHub's Git
// Data API, and the way a test checks one out into a workspace, as actions/checkout would: the
// objects are written into a fresh repository there, so the commit the workspace is at is the one
// GitHub holds, byte for byte.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";

export type GitType = "blob" | "tree" | "commit";
export interface TreeEntry {
  mode: string;
  sha: string;
}
export interface GitCommit {
  tree: string;
  parents: string[];
  message: string;
  author: { name: string; email: string; date: string };
}

export class GitObjects {
  readonly objects = new Map<string, { type: GitType; body: Buffer }>();

  put(type: GitType, body: Buffer): string {
    const sha = createHash("sha1").update(`${type} ${body.length}\0`).update(body).digest("hex");
    this.objects.set(sha, { type, body });
    return sha;
  }

  has(sha: string, type: GitType): boolean {
    return this.objects.get(sha)?.type === type;
  }

  blob(bytes: Buffer): string {
    return this.put("blob", bytes);
  }

  bytes(sha: string): Buffer | undefined {
    const o = this.objects.get(sha);
    return o?.type === "blob" ? o.body : undefined;
  }

  /** A tree of path → entry (blobs only, every folder made): its id. */
  tree(files: Map<string, TreeEntry>): string {
    const here = new Map<string, TreeEntry>();
    const below = new Map<string, Map<string, TreeEntry>>();
    for (const [path, entry] of files) {
      const slash = path.indexOf("/");
      if (slash < 0) here.set(path, entry);
      else {
        const dir = path.slice(0, slash);
        if (!below.has(dir)) below.set(dir, new Map());
        below.get(dir)!.set(path.slice(slash + 1), entry);
      }
    }
    for (const [dir, inner] of below) here.set(dir, { mode: "40000", sha: this.tree(inner) });
    // Git orders entries by name, a folder's name as if it ended in "/".
    const key = (name: string, e: TreeEntry) => (e.mode === "40000" ? `${name}/` : name);
    const sorted = [...here].sort(([a, ea], [b, eb]) =>
      Buffer.compare(Buffer.from(key(a, ea)), Buffer.from(key(b, eb))),
    );
    const body = Buffer.concat(
      sorted.flatMap(([name, e]) => [Buffer.from(`${e.mode} ${name}\0`), Buffer.from(e.sha, "hex")]),
    );
    return this.put("tree", body);
  }

  /** A tree's files, path → entry, folders walked. */
  files(treeSha: string, prefix = ""): Map<string, TreeEntry> | undefined {
    const o = this.objects.get(treeSha);
    if (o?.type !== "tree") return undefined;
    const out = new Map<string, TreeEntry>();
    let i = 0;
    while (i < o.body.length) {
      const nul = o.body.indexOf(0, i);
      const [mode, ...name] = o.body.subarray(i, nul).toString("utf8").split(" ");
      const sha = o.body.subarray(nul + 1, nul + 21).toString("hex");
      i = nul + 21;
      const path = prefix + name.join(" ");
      if (mode === "40000") for (const [p, e] of this.files(sha, `${path}/`) ?? []) out.set(p, e);
      else out.set(path, { mode: mode!, sha });
    }
    return out;
  }

  commit(c: GitCommit): string {
    const who = `${c.author.name} <${c.author.email}> ${Math.floor(Date.parse(c.author.date) / 1000)} +0000`;
    const body = [
      `tree ${c.tree}`,
      ...c.parents.map((p) => `parent ${p}`),
      `author ${who}`,
      `committer ${who}`,
      "",
      c.message,
    ].join("\n");
    return this.put("commit", Buffer.from(body));
  }

  readCommit(sha: string): GitCommit | undefined {
    const o = this.objects.get(sha);
    if (o?.type !== "commit") return undefined;
    const text = o.body.toString("utf8");
    const [head, ...rest] = text.split("\n\n");
    const lines = head!.split("\n");
    const author = /^author (.*) <(.*)> (\d+) /.exec(lines.find((l) => l.startsWith("author "))!)!;
    return {
      tree: lines[0]!.slice(5),
      parents: lines.filter((l) => l.startsWith("parent ")).map((l) => l.slice(7)),
      message: rest.join("\n\n"),
      author: { name: author[1]!, email: author[2]!, date: new Date(Number(author[3]) * 1000).toISOString() },
    };
  }

  /** Whether `ancestor` is `sha` or reachable from it through parents. */
  reaches(sha: string, ancestor: string): boolean {
    const seen = new Set<string>();
    const todo = [sha];
    while (todo.length) {
      const s = todo.pop()!;
      if (s === ancestor) return true;
      if (seen.has(s)) continue;
      seen.add(s);
      todo.push(...(this.readCommit(s)?.parents ?? []));
    }
    return false;
  }

  /** Everything a commit reaches: its trees, blobs and ancestors. */
  reachable(sha: string, into = new Set<string>()): Set<string> {
    if (into.has(sha) || !this.objects.has(sha)) return into;
    into.add(sha);
    const c = this.readCommit(sha);
    if (c) {
      this.#treeObjects(c.tree, into);
      for (const p of c.parents) this.reachable(p, into);
    }
    return into;
  }

  #treeObjects(tree: string, into: Set<string>): void {
    into.add(tree);
    const o = this.objects.get(tree)!;
    let i = 0;
    while (i < o.body.length) {
      const nul = o.body.indexOf(0, i);
      const mode = o.body.subarray(i, nul).toString("utf8").split(" ")[0];
      const sha = o.body.subarray(nul + 1, nul + 21).toString("hex");
      i = nul + 21;
      if (mode === "40000") this.#treeObjects(sha, into);
      else into.add(sha);
    }
  }

  /**
   * A git repository at `dir` whose HEAD is `sha` (detached) with its files checked out, as
   * actions/checkout leaves one (without the token: persist-credentials false).
   */
  checkout(dir: string, sha: string): void {
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "init.defaultBranch=main", ...args], { cwd: dir, stdio: "pipe" });
    mkdirSync(dir, { recursive: true });
    git("init", "-q");
    for (const s of this.reachable(sha)) {
      const o = this.objects.get(s)!;
      const folder = join(dir, ".git", "objects", s.slice(0, 2));
      mkdirSync(folder, { recursive: true });
      writeFileSync(
        join(folder, s.slice(2)),
        deflateSync(Buffer.concat([Buffer.from(`${o.type} ${o.body.length}\0`), o.body])),
      );
    }
    git("checkout", "-q", "--detach", sha);
  }
}
