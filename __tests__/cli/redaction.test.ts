import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CliIO } from "../../src/cli/io.ts";
import { main } from "../../src/cli/main.ts";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server.ts";
import { tempDir } from "../helpers/temp-dir.ts";

const API_KEY = "sk-proj-REDACTME00000000000000000000000";
const GH_TOKEN = `ghp_${"T".repeat(36)}`;

let ai: FakeOpenAI;
beforeAll(async () => {
  ai = await startFakeOpenAI();
});
afterAll(() => ai.close());
afterEach(() => ai.reset());

/** `baton run` in this process, its stdout a terminal (the answer streams) or a pipe. */
async function baton(argv: string[], isTTY: boolean) {
  const dir = tempDir("baton-redaction-");
  let stdout = "";
  let stderr = "";
  const io: CliIO = {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    env: { OPENAI_API_KEY: API_KEY, OPENAI_BASE_URL: ai.url, BATON_MODEL_BACKOFF_MS: "0", HOME: dir },
    cwd: dir,
    isTTY,
    stderrIsTTY: false,
  };
  const code = await main(["--state-dir", join(dir, "state"), ...argv], io);
  return { code, stdout, stderr };
}

describe("baton run's standard output goes through the redactor", () => {
  for (const isTTY of [false, true]) {
    it(`the answer (${isTTY ? "streamed to a terminal" : "piped"}) shows no key or token`, async () => {
      ai.enqueue({ content: `Here you go:\nthe key is ${API_KEY}\nand the token ${GH_TOKEN} too` });
      const r = await baton(["run", "what is the key?"], isTTY);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toBe("Here you go:\nthe key is [REDACTED]\nand the token [REDACTED] too\n");
    });
  }
});

describe("a private key in a streamed answer", () => {
  it("is printed whole once it begins, so its body lines are redacted with it", async () => {
    const body = "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw";
    ai.enqueue({
      content: `here:\n-----BEGIN RSA PRIVATE KEY-----\n${body}\n${body}\n-----END RSA PRIVATE KEY-----\ndone`,
    });
    const r = await baton(["run", "key?"], true);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe("here:\n[REDACTED]\ndone\n");
  });
});
