import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  INPUT_DEFAULTS,
  type InputName,
  readInputs,
  requireModelKey,
  secretInputs,
} from "../../src/action/inputs.ts";
import { BatonError } from "../../src/engine/errors.ts";

interface ActionYml {
  inputs: Record<string, { default?: string; required?: boolean }>;
}
const actionYml = parse(readFileSync(new URL("../../action.yml", import.meta.url), "utf8")) as ActionYml;
const ymlInputs = Object.entries(actionYml.inputs);
const isExpression = (v: string) => /\$\{\{.*\}\}/.test(v);

const KEY = "sk-test-0123456789abcdefghijklmnop";
/** Inputs as the runner would hand them to us, empty unless given. */
const from =
  (given: Partial<Record<string, string>>) =>
  (name: InputName): string =>
    given[name] ?? "";

function errorOf(given: Partial<Record<string, string>>): BatonError {
  try {
    readInputs(from({ "openai-api-key": KEY, ...given }));
  } catch (error) {
    expect(error).toBeInstanceOf(BatonError);
    return error as BatonError;
  }
  throw new Error("readInputs accepted the inputs");
}

describe("readInputs against action.yml", () => {
  it("reads every input action.yml declares, and no other", () => {
    const asked = new Set<string>();
    readInputs((name) => {
      asked.add(name);
      return name === "openai-api-key" ? KEY : "";
    });
    expect([...asked].sort()).toEqual(ymlInputs.map(([name]) => name).sort());
    expect(Object.keys(INPUT_DEFAULTS).sort()).toEqual(ymlInputs.map(([name]) => name).sort());
  });

  it("states the same defaults as action.yml", () => {
    for (const [name, spec] of ymlInputs) {
      const ymlDefault = spec.default ?? "";
      expect({ name, default: INPUT_DEFAULTS[name as InputName] }).toEqual({
        name,
        default: isExpression(ymlDefault) ? "" : ymlDefault,
      });
    }
  });

  it("gives the same inputs whether the runner applied action.yml's defaults or not", () => {
    const defaulted = Object.fromEntries(
      ymlInputs.map(([name, spec]) => [name, isExpression(spec.default ?? "") ? "" : (spec.default ?? "")]),
    );
    const withDefaults = readInputs(from({ ...defaulted, "openai-api-key": KEY }));
    const without = readInputs(from({ "openai-api-key": KEY }));
    expect(without).toEqual(withDefaults);
  });

  it("requires the API key, once there is work for the model, unless the model server is on the runner itself", () => {
    expect(ymlInputs.filter(([, spec]) => spec.required)).toEqual([]);
    // Read without it: a run the gate turns away (a fork's PR, which gets no secrets) needs none.
    const keyless = readInputs(from({}));
    expect(() => requireModelKey(keyless)).toThrow(
      /"openai-api-key" is required unless "openai-base-url" is a server on the runner/,
    );
    expect(() =>
      requireModelKey(readInputs(from({ "openai-base-url": "https://models.example.com/v1" }))),
    ).toThrow(/"openai-api-key" is required/);
    expect(() => requireModelKey(readInputs(from({ "openai-api-key": KEY })))).not.toThrow();
    for (const local of ["http://localhost:11434/v1", "http://127.0.0.1:8080/v1", "http://[::1]:8000/v1"]) {
      const inputs = readInputs(from({ "openai-base-url": local }));
      expect(inputs.openaiApiKey).toBe("");
      expect(() => requireModelKey(inputs)).not.toThrow();
    }
  });
});

describe("readInputs", () => {
  it("applies the documented defaults", () => {
    const inputs = readInputs(from({ "openai-api-key": KEY }));
    expect(inputs).toMatchObject({
      githubToken: undefined,
      dispatch: { recipe: "", target: "", args: "", message: "" },
      recipesPath: ".github/baton/recipes",
      hooksPath: ".github/baton/hooks",
      triggerWord: "@baton",
      requiredPermission: "write",
      allowedBots: [],
      reviewLabels: [],
      reviewSkipDrafts: true,
      reviewMaxPrs: 10,
      stateKey: undefined,
      retentionDays: 90,
    });
    expect(inputs.settings).toEqual({
      model: "gpt-4o-mini",
      contextWindow: 0,
      compactThreshold: 0.8,
      stopCompactThreshold: 0.6,
      compactStrategy: "hybrid",
      maxTurns: 30,
      maxRunTokens: 0,
      maxRunCost: 0,
      modelTimeout: 300,
      runTimeoutMinutes: 20,
      maxToolCallsPerTurn: 32,
      hookTimeout: 10,
      shellSandbox: "auto",
      hooksSandbox: false,
      recipesPath: ".github/baton/recipes",
      hooksPath: ".github/baton/hooks",
    });
  });

  it("parses given values into types and builds the engine's settings from them", () => {
    const inputs = readInputs(
      from({
        "openai-api-key": KEY,
        "openai-base-url": "http://localhost:11434/v1",
        model: "llama3.1",
        "summary-model": "llama3.2:1b",
        "context-window": "32768",
        "github-token": "ghs_tokentokentoken",
        recipe: "issue-triage",
        target: "#42",
        args: "focus = security\n\nlevel=high=very\n",
        "allowed-bots": "renovate[bot], dependabot[bot]\nmybot[bot]",
        "required-permission": "Triage",
        "compact-threshold": "0.9",
        "compact-strategy": "mask",
        "max-turns": "5",
        "max-run-tokens": "100000",
        "max-run-cost": "0.25",
        "model-timeout": "45",
        "hook-timeout": "2.5",
        "hooks-sandbox": "True",
        "review-labels": "needs-review,  baton ,",
        "review-skip-drafts": "FALSE",
        "review-max-prs": "3",
        "state-key": "correct horse battery staple",
        "retention-days": "7",
      }),
    );
    expect(inputs).toMatchObject({
      dispatch: {
        recipe: "issue-triage",
        target: "#42",
        args: "focus = security\n\nlevel=high=very",
        message: "",
      },
      allowedBots: ["renovate[bot]", "dependabot[bot]", "mybot[bot]"],
      requiredPermission: "triage",
      reviewLabels: ["needs-review", "baton"],
      reviewSkipDrafts: false,
      reviewMaxPrs: 3,
      retentionDays: 7,
    });
    expect(inputs.settings).toEqual({
      model: "llama3.1",
      summaryModel: "llama3.2:1b",
      baseUrl: "http://localhost:11434/v1",
      contextWindow: 32768,
      compactThreshold: 0.9,
      stopCompactThreshold: 0.6,
      compactStrategy: "mask",
      maxTurns: 5,
      maxRunTokens: 100000,
      maxRunCost: 0.25,
      modelTimeout: 45,
      runTimeoutMinutes: 20,
      maxToolCallsPerTurn: 32,
      hookTimeout: 2.5,
      shellSandbox: "auto",
      hooksSandbox: true,
      recipesPath: ".github/baton/recipes",
      hooksPath: ".github/baton/hooks",
    });
    expect(secretInputs(inputs)).toEqual([KEY, "ghs_tokentokentoken", "correct horse battery staple"]);
  });

  it("passes the dispatch inputs on as given, for the event route to parse", () => {
    const inputs = readInputs(from({ "openai-api-key": KEY, args: '{"focus":"tests"}', target: "#42" }));
    expect(inputs.dispatch).toEqual({ recipe: "", target: "#42", args: '{"focus":"tests"}', message: "" });
  });

  it.each([
    ["compact-threshold", "1.5", /"compact-threshold" accepts a number above 0, at most 1; got "1\.5"/],
    ["stop-compact-threshold", "zero", /"stop-compact-threshold" accepts a number above 0/],
    ["compact-strategy", "fold", /"compact-strategy" accepts summarize, mask or hybrid; got "fold"/],
    ["context-window", "-1", /"context-window" accepts a whole number of tokens/],
    ["max-turns", "0", /"max-turns" accepts a whole number of at least 1; got "0"/],
    ["max-run-tokens", "lots", /"max-run-tokens" accepts a whole number of tokens \(0 = no budget\)/],
    ["openai-base-url", "not a url", /"openai-base-url" accepts a URL/],
    ["trigger-word", "hey baton", /"trigger-word" accepts one word without spaces/],
    ["required-permission", "owner", /"required-permission" accepts read, triage, write, maintain, admin/],
    ["review-skip-drafts", "yes", /"review-skip-drafts" accepts true or false; got "yes"/],
    ["review-max-prs", "-1", /"review-max-prs" accepts a whole number \(0 = plan only\)/],
    ["retention-days", "91", /"retention-days" accepts a whole number 1–90; got "91"/],
    ["retention-days", "1.5", /"retention-days" accepts a whole number 1–90/],
  ])("refuses %s=%j with a message naming the input and what it accepts", (name, value, message) => {
    const error = errorOf({ [name]: value });
    expect(error.kind).toBe("input");
    expect(error.message).toMatch(message);
  });

  it("reports every bad input at once", () => {
    const error = errorOf({ "max-turns": "many", "hook-timeout": "0", "retention-days": "0" });
    expect(error.message).toMatch(
      /"max-turns".*; "hook-timeout" accepts a number of seconds.*; "retention-days"/,
    );
  });

  it("treats a blank input as not given", () => {
    const inputs = readInputs(from({ "openai-api-key": KEY, "state-key": "  \n ", model: " ", target: " " }));
    expect(inputs).toMatchObject({ stateKey: undefined, settings: { model: "gpt-4o-mini" } });
    expect(inputs.dispatch.target).toBe("");
    expect(secretInputs(inputs)).toEqual([KEY]);
    expect(() => requireModelKey(readInputs(from({ "openai-api-key": "   " })))).toThrow(
      /"openai-api-key" is required/,
    );
  });
});
