import { looksLikeSecret } from "./redact.ts";

/** Variable names that carry secrets, and the runner's own plumbing. */
const SECRET_NAME = /(TOKEN|KEY|SECRET|PASSWORD|PASSWD|CREDENTIAL|AUTH)/i;
const RUNNER_PLUMBING = /^(INPUT_|ACTIONS_|STATE_)/i;

/**
 * The environment handed to child processes (executable hooks, the shell
 * tool): the process's own minus every variable whose name says it holds a
 * secret, the action's inputs (`INPUT_*`), the runner's plumbing, and any
 * variable whose value looks like a token whatever its name. Hooks and
 * commands come from the repository, and what they print can reach the model.
 */
export function safeEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    if (SECRET_NAME.test(name) || RUNNER_PLUMBING.test(name) || looksLikeSecret(value)) continue;
    out[name] = value;
  }
  // Never wait on a credential prompt.
  out.GIT_TERMINAL_PROMPT = "0";
  return out;
}
