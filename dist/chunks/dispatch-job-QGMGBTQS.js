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
} from "./chunk-T3GMAFWB.js";
import {
  Feedback
} from "./chunk-Z3HB33S4.js";
import "./chunk-KDOBS2VP.js";
import "./chunk-EEH4LKIP.js";
import "./chunk-4YPR7BWB.js";
import "./chunk-VG6NTNDE.js";
import {
  conversationIdOf,
  readSubject
} from "./chunk-4P3MF5RZ.js";
import "./chunk-HZICW6AM.js";
import "./chunk-WHURTW2Q.js";
import "./chunk-YIVIGHPU.js";
import "./chunk-65SRRURE.js";
import "./chunk-YJE2F7Z5.js";
import "./chunk-T2KRTBNV.js";
import "./chunk-HRV54FJ4.js";
import "./chunk-ZCI4HNYG.js";
import "./chunk-23J27CLP.js";
import "./chunk-SJZDYVL2.js";
import "./chunk-YU4EEEZD.js";
import "./chunk-JLUXB5JD.js";
import "./chunk-IFZNVEUW.js";
import "./chunk-FLXSCLV4.js";
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
