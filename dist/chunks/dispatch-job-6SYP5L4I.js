#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  footerLine,
  reportConversation,
  reportFailure,
  runRecipe,
  startFromThread,
  threadOf
} from "./chunk-JIZAWSYS.js";
import {
  Feedback
} from "./chunk-F2EOZEC4.js";
import "./chunk-KDOBS2VP.js";
import "./chunk-TFYGT5GI.js";
import "./chunk-4YPR7BWB.js";
import "./chunk-VG6NTNDE.js";
import {
  conversationIdOf,
  readSubject
} from "./chunk-7I3LJJ4I.js";
import "./chunk-X35GRJNR.js";
import "./chunk-WHURTW2Q.js";
import "./chunk-PDDMIJGC.js";
import "./chunk-65SRRURE.js";
import "./chunk-TBIJSKQ3.js";
import "./chunk-FC2K6HHU.js";
import "./chunk-VGKOXICK.js";
import "./chunk-TWQNHWQ3.js";
import "./chunk-FBLAJ7AD.js";
import "./chunk-YX3ZDYKW.js";
import "./chunk-HOYQ2FAN.js";
import "./chunk-3XHUHXHE.js";
import "./chunk-IFZNVEUW.js";
import "./chunk-FCPHMGZY.js";
import "./chunk-HBY6AOVX.js";
import {
  failure
} from "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

// src/action/jobs/dispatch-job.ts
async function dispatchJob(ctx, trigger) {
  const { runner, octokit, logger } = ctx;
  ctx.report.trigger = `workflow_dispatch \`${trigger.recipe}\`${trigger.target ? ` on #${trigger.target}` : ""}`;
  ctx.runtime.recipes.get(trigger.recipe);
  const subject = trigger.target ? await readSubject(octokit, runner.owner, runner.repo, trigger.target) : void 0;
  const id = subject ? conversationIdOf(subject) : `dispatch-${runner.runId}`;
  const opened = await ctx.store.load(id);
  ctx.report.notices.push(...opened.notices);
  if (subject && !opened.resumed)
    await startFromThread(
      opened.conversation,
      subject,
      await threadOf(subject, ctx.exchange.thread, { notAfter: ctx.notAfter })
    );
  const label = subject ? `#${subject.number}` : void 0;
  const feedback = subject ? new Feedback({
    octokit,
    owner: runner.owner,
    repo: runner.repo,
    issueNumber: subject.number,
    redactor: ctx.redactor,
    logger
  }) : void 0;
  let outcome;
  try {
    feedback?.notice(...opened.notices);
    await feedback?.status(`\u23F3 Working on \`${trigger.recipe}\` (conversation \`${id}\`).`);
    outcome = await runRecipe(ctx, {
      conversation: ctx.runtime.use(opened.conversation),
      recipe: trigger.recipe,
      args: trigger.args,
      ...trigger.message ? { message: trigger.message } : {},
      trigger: "workflow_dispatch",
      ...subject ? { subject } : {},
      ...feedback ? { feedback } : {}
    });
  } catch (error) {
    reportFailure(ctx, id, trigger.recipe, error, label);
    await feedback?.failed(error);
    throw error;
  }
  reportConversation(ctx, id, outcome, label);
  if (outcome.status !== "done") {
    await feedback?.failed(outcome.reason ?? "the run stopped early");
    throw failure(outcome.reason ?? "the run stopped early");
  }
  if (feedback && !feedback.answered)
    await feedback.answer(`Done (conversation \`${id}\`).`, footerLine(outcome, runner.runUrl));
}
export {
  dispatchJob
};
