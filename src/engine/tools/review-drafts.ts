// The line comments one review collects while the model works (add_review_comment in
// review-comments.ts adds to it); the edge posts them with the answer. Apart from the tools so
// that ToolContext can carry it without the tools depending on themselves.

export interface ReviewCommentDraft {
  path: string;
  line: number;
  start_line?: number;
  side: "LEFT" | "RIGHT";
  body: string;
  suggestion?: string;
}

/** The comments of one run, in the order the model made them. */
export class ReviewComments {
  readonly drafts: ReviewCommentDraft[] = [];
  /** Labels (T1, T2, …) of the run's own open threads the model found fixed. */
  readonly resolved = new Set<string>();
  /**
   * @param max line comments the review may carry; later ones go to the body
   * @param openThreads labels of the review's own earlier threads still open, which it may resolve
   */
  constructor(
    readonly max: number,
    readonly openThreads: readonly string[] = [],
  ) {}
}
