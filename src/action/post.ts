import { resolve } from "node:path";
import * as core from "@actions/core";
import { describeError } from "../engine/errors.ts";
import { Redactor } from "../engine/util/redact.ts";
import { readRunnerEnv } from "./runner-env.ts";
import { readSavedConversations } from "./saved-conversations.ts";
import { artifactName } from "./state/artifact-lookup.ts";
import { readStepInputs } from "./step-setup.ts";

/**
 * The post step (`post-if: always()`): uploads every conversation the main
 * step opened, also after it failed, timed out or was cancelled. Redacted,
 * merged with any newer saved state, sealed with `state-key` when set.
 */
export async function post(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const redactor = new Redactor([]);
  try {
    const saved = readSavedConversations();
    if (!saved.length) return;
    const setup = readStepInputs(redactor, env);
    const { inputs, logger } = setup;
    const runner = readRunnerEnv(env);
    // Octokit and the artifact client load only when there is something to save.
    const [{ githubClient }, { uploadState }] = await Promise.all([
      import("./github/step-client.ts"),
      import("./state/upload-state.ts"),
    ]);
    const octokit = githubClient(setup, runner, redactor);
    const lines: string[] = [];
    let failed = 0;
    for (const { id, file } of saved) {
      try {
        const uploaded = await uploadState({
          octokit,
          owner: runner.owner,
          repo: runner.repo,
          repositoryId: runner.repositoryId,
          runId: runner.runId,
          name: artifactName(id),
          file,
          retentionDays: inputs.retentionDays,
          key: inputs.stateKey,
          redactor,
          rootDir: resolve(runner.temp),
          logger,
        });
        lines.push(`- \`${uploaded.name}\`: ${uploaded.entries} entries, ${uploaded.size} bytes`);
        for (const n of uploaded.notices) lines.push(`  - ${n}`);
        // Saved, but without what another run may have saved meanwhile: worth a failed job to be seen.
        if (uploaded.unmerged) {
          failed++;
          core.error(uploaded.unmerged);
        }
      } catch (error) {
        failed++;
        const message = redactor.redact(describeError(error));
        core.error(`could not save the state of ${id}: ${message}`);
        lines.push(`- \`${artifactName(id)}\`: **not saved**: ${message}`);
      }
    }
    try {
      await core.summary.addRaw(`### Conversation state\n\n${lines.join("\n")}\n`).write();
    } catch (error) {
      core.warning(`could not write the job summary: ${redactor.redact(describeError(error))}`);
    }
    if (failed)
      core.setFailed(
        `${failed} conversation state${failed === 1 ? " was" : "s were"} not saved, or saved without merging newer state`,
      );
  } catch (error) {
    core.setFailed(`saving the conversation state failed: ${redactor.redact(describeError(error))}`);
  }
}

/** `@github/local-action` runs a step by calling its module's `run`. */
export { post as run };
