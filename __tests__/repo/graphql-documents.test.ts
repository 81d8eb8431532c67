// Every GraphQL document Baton sends is one GitHub's public schema accepts: a field GitHub does not
// have would otherwise pass every test against the fake and fail on github.com.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { VIEWER_QUERY } from "../../src/action/github/identity.ts";
import { REVIEWS_QUERY } from "../../src/action/github/thread.ts";
import { RESOLVE_MUTATION, THREADS_QUERY } from "../../src/action/review/threads.ts";
import { HIDDEN_QUERY } from "../../src/adapters/github/octokit-reader.ts";
import { checkAnswer, checkRequest } from "../fakes/graphql-schema.ts";

const SRC = resolve(import.meta.dirname, "../../src");

// Each document with variables of the kinds Baton sends.
const DOCUMENTS: [string, string, Record<string, unknown>][] = [
  ["review threads", THREADS_QUERY, { owner: "o", repo: "r", number: 5 }],
  ["resolve a thread", RESOLVE_MUTATION, { threadId: "PRRT_1" }],
  ["reviews", REVIEWS_QUERY, { owner: "o", repo: "r", number: 5, after: null }],
  ["hidden comments", HIDDEN_QUERY, { ids: ["IC_1", "PRRC_2"] }],
  ["viewer", VIEWER_QUERY, {}],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith(".ts")
        ? [join(dir, entry.name)]
        : [],
  );
}

describe("GraphQL documents against GitHub's schema (@octokit/graphql-schema)", () => {
  it.each(DOCUMENTS)("%s is valid, with its variables", (_name, query, variables) => {
    expect(checkRequest(query, variables)).toMatchObject({ ok: true });
  });

  it("covers every place the code sends one", () => {
    const calls = sourceFiles(SRC).flatMap((file) => [
      ...readFileSync(file, "utf8").matchAll(/\.graphql\s*[<(]/g),
    ]);
    expect(calls).toHaveLength(DOCUMENTS.length);
  });

  it("refuses what GitHub would: an unknown field, a missing or mistyped variable", () => {
    expect(checkRequest("query { viewer { login loginn } }", {})).toMatchObject({
      ok: false,
      problems: [expect.stringContaining('Cannot query field "loginn" on type "User"')],
    });
    expect(checkRequest(HIDDEN_QUERY, {})).toMatchObject({ ok: false });
    expect(checkRequest(THREADS_QUERY, { owner: "o", repo: "r", number: "5" })).toMatchObject({ ok: false });
  });

  it("finds an answer the schema does not allow: an extra field, a wrong type, a null for a non-null", () => {
    const checked = checkRequest(HIDDEN_QUERY, { ids: ["IC_1"] });
    if (!checked.ok) throw new Error(checked.problems.join("; "));
    const typeOf = () => "IssueComment";
    const good = { nodes: [{ id: "IC_1", isMinimized: true, minimizedReason: "spam" }, null] };
    expect(checkAnswer(checked.document, { ids: ["IC_1"] }, good, typeOf)).toEqual([]);
    const extra = { nodes: [{ id: "IC_1", isMinimized: true, minimizedReason: "spam", body: "x" }] };
    expect(checkAnswer(checked.document, { ids: ["IC_1"] }, extra, typeOf)).not.toEqual([]);
    const wrongType = { nodes: [{ id: "IC_1", isMinimized: "yes", minimizedReason: null }] };
    expect(checkAnswer(checked.document, { ids: ["IC_1"] }, wrongType, typeOf)).not.toEqual([]);
    const nullId = {
      nodes: [{ __typename: "IssueComment", id: null, isMinimized: false, minimizedReason: null }],
    };
    expect(checkAnswer(checked.document, { ids: ["IC_1"] }, nullId)).not.toEqual([]);
  });
});
