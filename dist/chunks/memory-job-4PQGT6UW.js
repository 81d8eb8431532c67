#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  MEMORY_FILE,
  addLearning,
  learningLine,
  learningText,
  parseMemory,
  removeLearning
} from "./chunk-LPCBV63D.js";
import {
  isBot
} from "./chunk-VVM27XUH.js";
import "./chunk-VG6NTNDE.js";
import "./chunk-HZICW6AM.js";
import "./chunk-YIVIGHPU.js";
import {
  describeGitHubError,
  githubStatus,
  isRefusal
} from "./chunk-ZCI4HNYG.js";
import "./chunk-23J27CLP.js";
import "./chunk-IFZNVEUW.js";
import "./chunk-HBY6AOVX.js";
import {
  failure
} from "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

// src/action/memory/memory-branch.ts
var MEMORY_BRANCH = "baton/memory";
var MemoryConflict = class extends Error {
};
async function readDraft(target) {
  const onBranch = await readFile(target, MEMORY_BRANCH);
  const [latest, head] = await Promise.all([latestPull(target), branchHead(target)]);
  if (!head) return { ...await readFile(target, target.defaultBranch), branch: false, from: "default" };
  if (latest?.open) return { ...onBranch, pull: latest, branch: true, from: "branch" };
  if (latest && latest.headSha === head) {
    const { text } = await readFile(target, target.defaultBranch);
    return { text, ...onBranch.sha ? { sha: onBranch.sha } : {}, branch: true, from: "default" };
  }
  return { ...onBranch, branch: true, from: "branch" };
}
async function proposeMemory(target, draft, text, message) {
  const { octokit, owner, repo } = target;
  if (!draft.branch) await createBranch(target);
  try {
    await octokit.rest.repos.createOrUpdateFileContents({
      owner,
      repo,
      path: MEMORY_FILE,
      branch: MEMORY_BRANCH,
      message,
      content: Buffer.from(text, "utf8").toString("base64"),
      ...draft.sha ? { sha: draft.sha } : {}
    });
  } catch (error) {
    const status = githubStatus(error);
    if (status === 409 || status === 422 && !draft.sha) throw new MemoryConflict("the memory file changed");
    throw error;
  }
  const count = parseMemory(text).length;
  const title = `Baton memory: ${count} ${count === 1 ? "learning" : "learnings"}`;
  const body = `The learnings Baton was taught (\`${MEMORY_FILE}\`). Each joins the system prompt of every run once this is merged; edit the file here to change one.

Latest change: ${message}`;
  if (draft.pull) {
    const { data } = await octokit.rest.pulls.update({
      owner,
      repo,
      pull_number: draft.pull.number,
      title,
      body
    });
    if (data.state === "open") return draft.pull;
  }
  return openPull(target, title, body);
}
async function openPull(target, title, body) {
  const { octokit, owner, repo, defaultBranch } = target;
  try {
    const { data } = await octokit.rest.pulls.create({
      owner,
      repo,
      title,
      body,
      head: MEMORY_BRANCH,
      base: defaultBranch
    });
    return { number: data.number, url: data.html_url };
  } catch (error) {
    const open = githubStatus(error) === 422 ? await latestPull(target) : void 0;
    if (!open?.open) throw error;
    await octokit.rest.pulls.update({ owner, repo, pull_number: open.number, title, body });
    return { number: open.number, url: open.url };
  }
}
async function latestPull({ octokit, owner, repo }) {
  const { data } = await octokit.rest.pulls.list({
    owner,
    repo,
    state: "all",
    head: `${owner}:${MEMORY_BRANCH}`,
    sort: "created",
    direction: "desc",
    per_page: 1
  });
  const pull = data[0];
  return pull ? { number: pull.number, url: pull.html_url, open: pull.state === "open", headSha: pull.head.sha } : void 0;
}
async function branchHead({ octokit, owner, repo }, branch = MEMORY_BRANCH) {
  try {
    const { data } = await octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` });
    return data.object.sha;
  } catch (error) {
    if (githubStatus(error) === 404) return void 0;
    throw error;
  }
}
async function createBranch(target) {
  const { octokit, owner, repo, defaultBranch } = target;
  const head = await branchHead(target, defaultBranch);
  if (!head)
    throw new Error(`the default branch ${defaultBranch} has no head to start ${MEMORY_BRANCH} from`);
  try {
    await octokit.rest.git.createRef({ owner, repo, ref: `refs/heads/${MEMORY_BRANCH}`, sha: head });
  } catch (error) {
    if (githubStatus(error) === 422 && await branchHead(target))
      throw new MemoryConflict("the branch exists");
    throw error;
  }
}
async function readFile({ octokit, owner, repo }, ref) {
  try {
    const { data } = await octokit.rest.repos.getContent({ owner, repo, path: MEMORY_FILE, ref });
    if (Array.isArray(data) || data.type !== "file" || !("content" in data)) return { text: void 0 };
    return { text: Buffer.from(data.content, "base64").toString("utf8"), sha: data.sha };
  } catch (error) {
    if (githubStatus(error) === 404) return { text: void 0 };
    throw error;
  }
}

// src/action/jobs/memory-job.ts
var MAX_ATTEMPTS = 3;
async function memoryJob(step, route) {
  const { runner, octokit } = step;
  const { comment, command } = route;
  const feedback = step.exchange.feedback;
  if (!feedback) throw new Error("internal: a memory command's exchange has no feedback");
  await step.exchange.acknowledged;
  try {
    if (command.kind !== "memory" && isBot(comment.user, [])) {
      await feedback.answer(`Only people change Baton's memory; @${comment.user.login} is a bot.`);
      return;
    }
    const defaultBranch = await step.instructions.defaultBranch();
    if (defaultBranch === void 0) throw failure("the repository's default branch could not be read");
    const target = { octokit, owner: runner.owner, repo: runner.repo, defaultBranch };
    const draft = await readDraft(target);
    const learnings = parseMemory(draft.text ?? "");
    switch (command.kind) {
      case "memory":
        await feedback.answer(listing(learnings, draft));
        break;
      case "remember": {
        const redact = (t) => step.redactor.redact(t);
        const text = redact(learningText(redact(command.text)));
        const teaching = {
          text,
          by: comment.user.login,
          thread: threadUrl(runner.runUrl, route),
          at: comment.created_at
        };
        const line = learningLine(teaching);
        const change = await commit(
          target,
          draft,
          (text2) => addLearning(text2, teaching),
          `Remember: ${text}`
        );
        if (!change) throw failure("internal: a learning to add was not added");
        await feedback.answer(
          "pull" in change ? `Learning ${parseMemory(change.text).length} is proposed in ${change.pull.url} (#${change.pull.number}); it applies to every run once that is merged:

> ${text}` : `${change.refused}

To keep this learning, add this line to \`${MEMORY_FILE}\` on the default branch:

\`\`\`markdown
${line}
\`\`\``
        );
        break;
      }
      case "forget": {
        const removed = removeLearning(draft.text ?? "", command.number);
        if (!removed) {
          await feedback.answer(
            `There is no learning ${command.number}: the memory holds ${learnings.length}. \`/memory\` lists them.`
          );
          break;
        }
        const text = removed.removed.text;
        const change = await commit(
          target,
          draft,
          (now) => {
            const same = parseMemory(now ?? "").find((l) => l.text === text);
            return same && now !== void 0 ? removeLearning(now, same.number)?.text : void 0;
          },
          `Forget: ${text}`
        );
        await feedback.answer(
          !change ? `Learning ${command.number} was removed meanwhile:

> ${text}` : "pull" in change ? `Removing learning ${command.number} is proposed in ${change.pull.url} (#${change.pull.number}):

> ${text}` : `${change.refused}

To forget it, remove this item from \`${MEMORY_FILE}\` on the default branch:

> ${text}`
        );
        break;
      }
    }
    await feedback.done();
  } catch (error) {
    await feedback.failed(error);
    throw error;
  }
}
async function commit(target, first, edit, message) {
  let draft = first;
  for (let attempt = 1; ; attempt++) {
    const text = edit(draft.text);
    if (text === void 0) return void 0;
    try {
      return { pull: await proposeMemory(target, draft, text, message), text };
    } catch (error) {
      if (error instanceof MemoryConflict && attempt < MAX_ATTEMPTS) {
        draft = await readDraft(target);
        continue;
      }
      if (error instanceof MemoryConflict)
        throw failure(
          `the memory changed ${MAX_ATTEMPTS} times while this change was made; nothing was lost, say it again`
        );
      if (!isRefusal(error)) throw error;
      return {
        refused: `I could not open the memory's pull request (${describeGitHubError(error)}): the workflow needs \`contents: write\` and \`pull-requests: write\` for that.`
      };
    }
  }
}
function listing(learnings, draft) {
  const where = draft.pull ? `as proposed in #${draft.pull.number}` : draft.from === "branch" ? `on the branch \`${MEMORY_BRANCH}\`` : "on the default branch";
  if (learnings.length === 0)
    return `The memory (\`${MEMORY_FILE}\`, ${where}) holds no learnings yet. Teach one with \`@baton remember: <preference>\`.`;
  const items = learnings.map((l) => `${l.number}. ${l.text}${l.by ? ` (@${l.by})` : ""}`);
  return `The memory (\`${MEMORY_FILE}\`, ${where}); \`/forget N\` removes one:

${items.join("\n")}`;
}
function threadUrl(runUrl, { comment, issue, reviewComment }) {
  const repoUrl = runUrl.replace(/\/actions\/runs\/.*$/, "");
  return reviewComment ? `${repoUrl}/pull/${issue.number}#discussion_r${comment.id}` : `${repoUrl}/${issue.isPullRequest ? "pull" : "issues"}/${issue.number}#issuecomment-${comment.id}`;
}
export {
  memoryJob
};
