/**
 * What a compaction strategy is: a plan over the service's two steps. The
 * service does the work (hooks, the summarizer, its fallbacks and breaker,
 * writing the entries); a strategy only says which steps to take, and when.
 */
export interface CompactionSteps {
  /** Old tool outputs become placeholders; false when that would save nothing. */
  mask(): Promise<boolean>;
  /**
   * What lies before the recent turns becomes a summary; false when there was
   * nothing new to summarize or the summarizer failed (the service then masks
   * instead, and says so).
   */
  summarize(): Promise<boolean>;
  /** Tokens in the context now. */
  tokens(): number;
  /** The context should end below this many tokens. */
  readonly targetTokens: number;
}

export interface CompactionStrategy {
  /** As `compact-strategy`, `--strategy` and `--compact-strategy` spell it. */
  readonly name: string;
  /** One line for help texts and the job summary. */
  readonly description: string;
  /** Whether it may call the model: the CLI then needs an API key before it starts. */
  readonly callsModel: boolean;
  run(steps: CompactionSteps): Promise<void>;
}
