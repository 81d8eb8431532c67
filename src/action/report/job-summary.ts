import { contextChange, grewBy } from "../../engine/compaction/describe.ts";
import { strategies } from "../../engine/compaction/strategies/registry.ts";
import type { ContextPoint } from "../../engine/log/history.ts";
import { truncateOutput } from "../../engine/tools/tool.ts";
import type { Redactor } from "../../engine/util/redact.ts";
import { count, formatUsd } from "../../engine/util/text.ts";
import { closed } from "../github/comment-body.ts";
import type { ConversationReport, RunReport } from "./run-report.ts";

/**
 * The job summary and the step outputs of a run (docs/design.md#action-steps). Both leave the
 * process, so every piece passes through the caller's redactor, on its own: an
 * unterminated private key in a PR's title is redacted to the end of the
 * title, not of the summary. The response is redacted before it is cut, so a
 * cut cannot split a secret past the redactor's patterns, and what it leaves
 * open is closed, so it cannot take the sections after it.
 */

/** A step's summary may hold 1 MiB; ten conversations' answers fit under it. */
const MAX_SUMMARY_RESPONSE_BYTES = 64 * 1024;
/** A step output may hold 1 MB. */
const MAX_OUTPUT_RESPONSE_BYTES = 900_000;

export type ActionOutputName =
  | "conversation-id"
  | "response"
  | "compacted"
  | "tokens-in"
  | "tokens-out"
  | "state-artifact"
  | "review-matrix";

export function jobSummary(report: RunReport, redactor: Redactor): string {
  const say = (text: string) => plain(redactor.redact(text));
  const parts = ["## Baton", `**Trigger:** ${say(report.trigger)}`];
  if (report.conversations.length === 0) parts.push("No conversation was touched in this run.");
  const open = report.conversations.length === 1;
  for (const conversation of report.conversations) parts.push(section(conversation, redactor, open));
  if (report.notices.length > 0) {
    parts.push(`### Notices\n\n${report.notices.map((n) => `- ${say(n)}`).join("\n")}`);
  }
  return `${redactor.redact(parts.join("\n\n"))}\n`;
}

function section(c: ConversationReport, redactor: Redactor, open: boolean): string {
  const { outcome } = c;
  const redact = (text: string) => redactor.redact(text);
  const title = `### ${code(c.conversationId)}${c.subject ? ` — ${plain(redact(c.subject))}` : ""}`;
  const status = redact(
    outcome.status === "done"
      ? `done${outcome.reason ? `: ${outcome.reason}` : ""}`
      : `${outcome.status}: ${outcome.reason ?? "stopped"}`,
  );
  const facts = table(
    ["Recipe", "Status", "Turns", "Tool calls", "Tokens in", "Tokens out", "Cost", "State artifact"],
    [
      [
        code(outcome.recipe),
        cell(status),
        count(outcome.turns),
        count(outcome.toolCalls),
        count(outcome.usage.input_tokens),
        count(outcome.usage.output_tokens),
        outcome.costUsd === undefined ? "unknown" : formatUsd(outcome.costUsd),
        c.stateArtifact ? code(c.stateArtifact) : "not saved",
      ],
    ],
  );
  const compactions =
    outcome.compactions.length === 0
      ? "No compaction."
      : `**Compactions**\n\n${table(
          ["Trigger", "Strategy", "Context before → after"],
          outcome.compactions.map((k) => [
            cell(k.trigger),
            cell(
              k.steps && k.steps !== k.strategy
                ? `${k.strategy}: ${k.steps.replaceAll("+", " + ")}`
                : k.strategy,
            ),
            contextChange(k.tokensBefore, k.tokensAfter, grewBy(k.steps.split("+"))),
          ]),
        )}\n\n${strategyLegend(outcome.compactions.map((k) => k.strategy))}`;
  // Redacted by the cut, then closed: what the cut (or the model) left open cannot take later sections.
  const answer = closed(
    truncateOutput(outcome.response, MAX_SUMMARY_RESPONSE_BYTES, {
      hint: "the response output holds more",
      redact,
    }),
  );
  const response = answer.trim()
    ? `<details${open ? " open" : ""}><summary>Response</summary>\n\n${answer}\n\n</details>`
    : "No response.";
  const notes = outcome.notes?.length
    ? `**Notes**\n\n${outcome.notes.map((n) => `- ${plain(redact(n))}`).join("\n")}`
    : "";
  return [title, facts, notes, compactions, chart(c.history ?? []), response].filter(Boolean).join("\n\n");
}

/** What each strategy used in the run does, as the strategy registry describes it. */
function strategyLegend(used: readonly string[]): string {
  const named = new Set(used);
  return strategies()
    .filter((s) => named.has(s.name))
    .map((s) => `_${s.name}_: ${plain(s.description)}`)
    .join("<br>");
}

/**
 * The conversation's context size over its runs (R) and compactions (C) as a
 * Mermaid chart, which GitHub draws in the summary. Nothing for fewer than
 * two points: one is not a trend.
 */
export function chart(points: readonly ContextPoint[]): string {
  if (points.length < 2) return "";
  const top = Math.max(...points.map((p) => p.tokens));
  return [
    "```mermaid",
    "xychart-beta",
    '  title "Context size over the conversation (tokens; R = run, C = compaction)"',
    `  x-axis [${points.map((p) => `"${p.label}"`).join(", ")}]`,
    `  y-axis "tokens" 0 --> ${Math.max(1, Math.ceil((top * 11) / 10))}`,
    `  line [${points.map((p) => Math.round(p.tokens)).join(", ")}]`,
    "```",
  ].join("\n");
}

/**
 * The step outputs. With several conversations (a scheduled review) the ids
 * and artifacts are comma-separated, the tokens summed and the responses
 * given one after another under their conversation ids.
 */
export function actionOutputs(
  report: RunReport,
  redactor: Redactor,
): Partial<Record<ActionOutputName, string>> {
  const cs = report.conversations;
  const sum = (pick: (c: ConversationReport) => number) => String(cs.reduce((n, c) => n + pick(c), 0));
  const response =
    cs.length === 1
      ? (cs[0]?.outcome.response ?? "")
      : cs.map((c) => `## ${c.conversationId}\n\n${c.outcome.response}`).join("\n\n");
  const outputs: Partial<Record<ActionOutputName, string>> = {
    "conversation-id": cs.map((c) => c.conversationId).join(","),
    response: truncateOutput(response, MAX_OUTPUT_RESPONSE_BYTES, {
      redact: (text) => redactor.redact(text),
    }),
    compacted: String(cs.some((c) => c.outcome.compactions.length > 0)),
    "tokens-in": sum((c) => c.outcome.usage.input_tokens),
    "tokens-out": sum((c) => c.outcome.usage.output_tokens),
    "state-artifact": cs.flatMap((c) => (c.stateArtifact ? [c.stateArtifact] : [])).join(","),
  };
  if (report.reviewMatrix !== undefined) outputs["review-matrix"] = report.reviewMatrix;
  return Object.fromEntries(
    Object.entries(outputs).map(([name, value]) => [name, redactor.redact(value)]),
  ) as Partial<Record<ActionOutputName, string>>;
}

/** Text from outside (titles, reasons, comments) shown as text, not as markup. */
function plain(text: string): string {
  return text
    .replace(/\s*\r?\n\s*/g, " ")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

function cell(text: string): string {
  return plain(text).replace(/\|/g, "\\|");
}

/** An inline code span that survives backticks and pipes in the value. */
function code(text: string): string {
  const value = text.replace(/\s*\r?\n\s*/g, " ").replace(/\|/g, "\\|");
  const fence = value.includes("`") ? "``" : "`";
  return `${fence}${fence.length > 1 ? " " : ""}${value}${fence.length > 1 ? " " : ""}${fence}`;
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
