// `npm run local-action`: the action's main and post steps on this machine, with @github/local-action,
// from `.env` (docs/action.md, "Try the action locally"). Without `.env`, says how to make one rather
// than leaving local-action to fail with a stack trace; its exit code is the steps' (non-zero when one
// failed).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync(".env")) {
  console.error(
    "npm run local-action reads its settings from .env: `cp .env.example .env`, then fill in the token, " +
      "the key and the repository (the sample event is examples/events/issue_comment.json)",
  );
  process.exit(2);
}
const run = spawnSync(
  "local-action",
  ["run", ".", "src/action/main.ts", ".env", "--post", "src/action/post.ts"],
  {
    stdio: "inherit",
  },
);
if (run.error) {
  console.error(`npm run local-action: could not start local-action: ${run.error.message}`);
  process.exit(2);
}
process.exit(run.status ?? 1);
