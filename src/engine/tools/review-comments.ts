import * as z from "zod";
import { defineTool, ToolError } from "./tool.ts";

/**
 * `add_review_comment` (recipes with `output: review`): the model leaves
 * comments on lines of the pull request while it reviews. They are only
 * collected here; the edge posts them with the final answer as one review,
 * and moves any that cannot sit on a line into the review's body.
 */

const Input = z
  .object({
    path: z
      .string()
      .trim()
      .min(1)
      .describe("File path as the diff names it (the new name of a renamed file)."),
    line: z.number().int().positive().describe("The line the comment is on (its last line for a range)."),
    start_line: z
      .number()
      .int()
      .positive()
      .optional()
      .describe("First line of a multi-line range, before `line`, in the same hunk."),
    side: z
      .enum(["RIGHT", "LEFT"])
      .default("RIGHT")
      .describe(
        "RIGHT: line numbers of the new version (added or unchanged lines); LEFT: of the old (removed lines).",
      ),
    body: z.string().trim().min(1).describe("The comment, GitHub Markdown: what is wrong and why."),
    suggestion: z
      .string()
      .optional()
      .describe(
        "Replacement text for lines start_line..line (or `line`), exactly as the new code should read; " +
          "the author can apply it in one click. RIGHT side only.",
      ),
  })
  .refine((c) => c.start_line === undefined || c.start_line < c.line, {
    message: "start_line must be before line",
    path: ["start_line"],
  })
  .refine((c) => c.suggestion === undefined || c.side === "RIGHT", {
    message: "a suggestion replaces new lines: use side RIGHT",
    path: ["suggestion"],
  });

export const addReviewCommentTool = defineTool({
  name: "add_review_comment",
  description:
    "Comment on lines of the pull request under review, optionally with a suggested replacement. " +
    "The comments are posted with your final answer as one review; comment only on lines the diff shows " +
    "(others are moved into the review's body). Your final answer is the review's summary: do not repeat " +
    "the line comments there.",
  input: Input,
  async run(input, ctx) {
    const sink = ctx.reviewComments;
    if (!sink) throw new ToolError("add_review_comment is only available while reviewing a pull request");
    // A path the repository ignores gets no comment: dropped, and the model told so.
    if (ctx.ignoredPath?.(input.path))
      throw new ToolError(
        `${input.path} is ignored by the repository's configuration (review.ignore): no comment is left on it`,
      );
    const { start_line, suggestion, ...rest } = input;
    sink.drafts.push({
      ...rest,
      ...(start_line === undefined ? {} : { start_line }),
      ...(suggestion === undefined ? {} : { suggestion }),
    });
    const n = sink.drafts.length;
    const where = `${input.path}:${start_line === undefined ? "" : `${start_line}-`}${input.line}`;
    if (n > sink.max)
      return `Noted for ${where}, but the review already holds ${sink.max} line comments: this one goes into the review's body.`;
    return `Noted comment ${n} on ${where}; it is posted with your review.`;
  },
});

export const resolveReviewThreadTool = defineTool({
  name: "resolve_review_thread",
  description:
    "Mark one of your own earlier line comments on this PR (listed as T1, T2, … in the conversation) as fixed " +
    "by the new commits: its thread is resolved when your review is posted. Only for threads the code now fixes.",
  input: z.object({
    thread: z.string().trim().min(1).describe("The thread's label, e.g. T1."),
    reason: z.string().optional().describe("What fixed it, in a few words."),
  }),
  async run({ thread }, ctx) {
    const sink = ctx.reviewComments;
    const label = thread.toUpperCase();
    if (!sink?.openThreads.includes(label))
      throw new ToolError(
        `there is no open thread ${thread} of yours; the open ones are: ${sink?.openThreads.join(", ") || "none"}`,
      );
    sink.resolved.add(label);
    return `${label} will be resolved with your review.`;
  },
});
