// The step's logger (src/action/step-setup.ts): what reaches the job log, as the runner reads it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { actionLogger } from "../../src/action/step-setup.ts";
import { Redactor } from "../../src/engine/util/redact.ts";
import { workflowCommands } from "../helpers/workflow-commands.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

function logged(write: (logger: ReturnType<typeof actionLogger>) => void): string {
  let out = "";
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    out += String(chunk);
    return true;
  });
  write(actionLogger(new Redactor(["s3cret-value"])));
  vi.restoreAllMocks();
  return out;
}

describe("the step's logger", () => {
  // Was: info went to core.info raw, so text Baton did not write (a label the model proposed)
  // could put a line starting with `::` in the log, which the runner carries out as a command;
  // then only `^\s*::` was wrapped, missing the older `##[…]` form and a U+0085 before `::`.
  it("writes text Baton did not write so that no line of it is a workflow command", () => {
    const text =
      "dropped labels: bug ##[add-mask]octo-org\n::add-mask::octo-org\n  ::stop-commands::PWNED\n\u0085::set-output name=x::y";
    const out = logged((log) => {
      log.info(text);
      log.warn("w\n::add-mask::w");
      log.error("e\n::add-mask::e");
      log.debug("d\n::add-mask::d");
    });
    expect(workflowCommands(out).filter((c) => !/^::(warning|error|debug)::/.test(c))).toEqual([]);
    expect(out).toContain(text);
    for (const alone of ["bug ##[add-mask]octo-org", "bug\n\u0085::add-mask::octo-org"])
      expect(workflowCommands(logged((log) => log.info(alone)))).toEqual([]);
  });

  it("leaves plain lines alone, and never reuses the token that resumes commands", () => {
    const plain = logged((log) => log.info("resumed issue-1 from artifact baton-issue-1"));
    expect(plain).toBe("resumed issue-1 from artifact baton-issue-1\n");
    const tokens = [1, 2].map(
      () => /::stop-commands::(.+)\n/.exec(logged((log) => log.info("::add-mask::x")))?.[1],
    );
    expect(tokens[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it("redacts what it writes", () => {
    expect(logged((log) => log.info("key s3cret-value"))).not.toContain("s3cret-value");
  });
});
