import { looksLikeSecret } from "./redact.ts";
import { secretRanges } from "./secret-rules.ts";

/** Variable names that carry secrets, and the runner's own plumbing: never passed, even when declared. */
const SECRET_NAME = /(TOKEN|KEY|SECRET|PASSWORD|PASSWD|CREDENTIAL|AUTH)/i;
const RUNNER_PLUMBING = /^(INPUT_|ACTIONS_|STATE_|GITHUB_(STATE|ENV|OUTPUT|PATH|STEP_SUMMARY)$)/i;
/** What any program expects to find: where programs are, the locale, the terminal, the time zone, CI. */
const ALWAYS = /^(PATH|HOME|LANG|LANGUAGE|LC_[A-Z]+|TERM|TZ|CI)$/;

/**
 * The environment handed to child processes (executable hooks, the shell
 * tool): an allow-list, not the process's own environment minus what looks
 * secret — PATH, HOME, the locale, TERM, TZ, CI, and the names a recipe
 * declares. A declared name is still refused when it says it holds a secret
 * or is the runner's plumbing, and so is any value shaped like a token or
 * that the redactor's secret rules call a secret (a password in a
 * `DATABASE_URL`).
 */
export function safeEnv(
  env: NodeJS.ProcessEnv = process.env,
  declared: readonly string[] = [],
): Record<string, string> {
  const wanted = new Set(declared);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || !(ALWAYS.test(name) || wanted.has(name))) continue;
    if (SECRET_NAME.test(name) || RUNNER_PLUMBING.test(name) || looksLikeSecret(value)) continue;
    if (secretRanges(value).length > 0) continue;
    out[name] = value;
  }
  // Never wait on a credential prompt.
  out.GIT_TERMINAL_PROMPT = "0";
  return out;
}
