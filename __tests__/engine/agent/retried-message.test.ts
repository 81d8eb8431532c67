import { describe, expect, it } from "vitest";
import { ModelError } from "../../../src/engine/model/client.ts";
import { answer, harness, loggedMessages, types } from "./helpers.ts";

const serverDown = () => new ModelError("server", "502 Bad Gateway", { status: 502 });

describe("a message retried after a run that failed before any answer", () => {
  // Was: failed and cancelled runs left their user messages, so a retried question reached the
  // model twice (`hello`, `hello`).
  it("is not said twice: the retry reuses the unanswered message, and the log keeps everything", async () => {
    const h = await harness({ steps: [serverDown(), serverDown(), answer("hi back")] });
    await expect(h.run({ message: "hello" })).rejects.toMatchObject({ failure: "server" });
    await expect(h.run({ message: "hello" })).rejects.toMatchObject({ failure: "server" });
    const outcome = await h.run({ message: "hello" });
    expect(outcome).toMatchObject({ status: "done", response: "hi back" });

    const entries = await h.reload();
    expect(types(entries)).toEqual(["message", "run", "run", "message", "run"]);
    expect(loggedMessages(entries)).toEqual([
      { role: "user", content: "hello" },
      { role: "assistant", content: "hi back" },
    ]);
    const sent = h.model.requests.at(-1)!.messages.filter((m) => m.role === "user");
    expect(sent.map((m) => m.content)).toEqual(["hello"]);
  });

  it("a different message after the failure is appended; an answered message asked again is asked again", async () => {
    const h = await harness({ steps: [serverDown(), answer("one"), answer("two")] });
    await expect(h.run({ message: "hello" })).rejects.toMatchObject({ failure: "server" });
    await h.run({ message: "something else" });
    await h.run({ message: "something else" });
    expect(loggedMessages(await h.reload()).map((m) => m.content)).toEqual([
      "hello",
      "something else",
      "one",
      "something else",
      "two",
    ]);
  });

  // Was: any message last in the log counted as unanswered, so one another process had just
  // written and was still waiting on (two `baton run -c ID hello` at once) swallowed this one.
  it("a message no run has ended after (another process's, in flight) is not taken for a retry", async () => {
    const h = await harness({ history: [{ role: "user", content: "hello" }], steps: [answer("hi")] });
    await h.run({ message: "hello" });
    expect(loggedMessages(await h.reload()).map((m) => m.content)).toEqual(["hello", "hello", "hi"]);
  });
});
