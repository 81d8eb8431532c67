import { resolve } from "node:path";
import * as core from "@actions/core";
import { artifactName } from "../adapters/github/artifacts/artifact-lookup.ts";
import { describeError } from "../engine/errors.ts";
import { Redactor } from "../engine/util/redact.ts";
import { readRunnerEnv } from "./runner-env.ts";
import { ArtifactStore } from "./state/artifact-store.ts";
import { readSavedConversations } from "./state/step-store.ts";
import { readStepInputs } from "./step-setup.ts";

/**
 * The post step (`post-if: always()`): saves every conversation the main
 * step opened, also after it failed, timed out or was cancelled. Redacted,
 * merged with whatever other runs saved meanwhile, sealed with `state-key`
 * when set.
 *
 * The list of conversations comes through the runner's step state, a file a
 * program of the main step's run could append to; so each is saved only from
 * this run's own state folder, under its own name, and anything else is
 * refused with a warning.
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
    const store = new ArtifactStore({
      upload: uploadState,
      octokit: githubClient(setup, runner, redactor),
      runner,
      key: inputs.stateKey,
      redactor,
      retentionDays: inputs.retentionDays,
      logger,
    });
    const lines: string[] = [];
    let failed = 0;
    for (const { id, file } of saved) {
      const refusal = refuseCheckpoint(store, id, file);
      if (refusal) {
        core.warning(redactor.redact(refusal));
        lines.push(`- refused: ${redactor.redact(refusal)}`);
        continue;
      }
      try {
        const uploaded = await store.save(id);
        const page = uploaded.view ? ` · [view the conversation](${uploaded.view})` : "";
        lines.push(
          `- \`${uploaded.where}\`: ${uploaded.entries} entries, ${uploaded.size ?? 0} bytes${page}`,
        );
        for (const n of uploaded.notices) lines.push(`  - ${redactor.redact(n)}`);
        // Nothing is lost (the next run merges what this save could not), but it is worth seeing.
        if (uploaded.unmerged) core.warning(redactor.redact(uploaded.unmerged));
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
    if (failed) core.setFailed(`${failed} conversation state${failed === 1 ? " was" : "s were"} not saved`);
  } catch (error) {
    core.setFailed(`saving the conversation state failed: ${redactor.redact(describeError(error))}`);
  }
}

/** Why a checkpoint the step state names is not this run's own, when it is not. */
function refuseCheckpoint(store: ArtifactStore, id: string, file: string): string | undefined {
  let own: string;
  try {
    own = store.sessionFile(id);
  } catch (error) {
    return `the step state names a conversation that is not valid (${describeError(error)}); nothing of it is uploaded`;
  }
  if (resolve(file) !== own)
    return `the step state names ${file} for conversation ${id}, which is not this run's checkpoint of it (${own}); it is not uploaded`;
  return undefined;
}

/** `@github/local-action` runs a step by calling its module's `run`. */
export { post as run };
