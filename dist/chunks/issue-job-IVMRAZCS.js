#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  reportConversation,
  reportFailure,
  runRecipe
} from "./chunk-T3GMAFWB.js";
import "./chunk-KDOBS2VP.js";
import "./chunk-EEH4LKIP.js";
import "./chunk-4YPR7BWB.js";
import "./chunk-VG6NTNDE.js";
import "./chunk-4P3MF5RZ.js";
import {
  cleanLine,
  stripUntrusted
} from "./chunk-HZICW6AM.js";
import "./chunk-WHURTW2Q.js";
import "./chunk-YIVIGHPU.js";
import {
  conversationId
} from "./chunk-65SRRURE.js";
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

// src/action/jobs/issue-job.ts
var TRIAGE_RECIPE = "issue-triage";
async function issueJob(step, trigger) {
  const id = conversationId("issue", trigger.number);
  step.instructions.prefetch();
  const resumed = step.store.load(id);
  resumed.catch(() => {
  });
  const read = await step.exchange.subject();
  if (read.kind !== "issue") throw failure(`#${trigger.number} is a pull request, not an issue`);
  const subject = {
    ...read,
    issue: { ...read.issue, title: cleanLine(trigger.title), body: stripUntrusted(trigger.body) }
  };
  const label = `issue #${trigger.number}: ${subject.issue.title}`;
  const opened = await resumed;
  step.report.notices.push(...opened.notices);
  const feedback = step.exchange.feedback;
  if (!feedback) throw new Error("internal: an opened issue's exchange has no feedback");
  feedback.notice(...opened.notices);
  let outcome;
  let runtime;
  try {
    await feedback.status("\u23F3 Triaging this issue\u2026");
    runtime = await step.engine();
    const ctx = { ...step, runtime };
    outcome = await runRecipe(ctx, {
      conversation: runtime.use(opened.conversation),
      recipe: TRIAGE_RECIPE,
      trigger: "issues",
      subject,
      feedback
    });
  } catch (error) {
    reportFailure({ report: step.report, runtime }, id, TRIAGE_RECIPE, error, label);
    await feedback.failed(error);
    throw error;
  }
  reportConversation({ report: step.report, runtime }, id, outcome, label);
  if (outcome.status !== "done") {
    await feedback.failed(outcome.reason ?? "the run stopped early");
    throw failure(outcome.reason ?? "the run stopped early");
  }
}
export {
  issueJob
};
