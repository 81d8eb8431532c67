// Local fakes for end-to-end tests: OpenAI chat completions, the GitHub REST API, the Actions
// results service + blob storage (for @actions/artifact), runner env, and event payloads.
export * from "./events.ts";
export * from "./github-server.ts";
export * from "./github-state.ts";
export * from "./openai-server.ts";
export * from "./runner.ts";
export * from "./zip.ts";
