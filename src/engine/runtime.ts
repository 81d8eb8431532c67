import { Agent, type AgentDeps } from "./agent/agent.ts";
import type { BuiltinHandlers } from "./agent/builtin-handlers.ts";
import { addUsage, NO_USAGE } from "./agent/outcome.ts";
import { requireChecks } from "./agent/require-checks.ts";
import {
  type CompactionRequest,
  type CompactionResult,
  CompactionService,
} from "./compaction/compaction-service.ts";
import { RunCompaction } from "./compaction/run-compaction.ts";
import { MANUAL_STRATEGY } from "./compaction/strategies/registry.ts";
import { swapContext } from "./compaction/swap-context.ts";
import { batonConfigPaths } from "./config/baton-files.ts";
import { EMPTY_CONFIG, type RepoConfig } from "./config/repo-config.ts";
import { configPrompt, ignoredPaths } from "./config/review-paths.ts";
import { discoverExecutableHooks } from "./hooks/executable.ts";
import { type Extension, Extensions } from "./hooks/extensions.ts";
import { HookRunner } from "./hooks/runner.ts";
import type { Conversation } from "./log/conversation.ts";
import { estimatedUsage, loadTokenizer } from "./log/tokens.ts";
import { allowsMcp, openMcpTools } from "./mcp/toolbox.ts";
import type { Message, Usage } from "./messages.ts";
import type { Pricing } from "./model/catalog.ts";
import { catalogModel } from "./model/catalog.ts";
import type { ModelClient } from "./model/client.ts";
import { knownContextWindow, resolveContextWindow } from "./model/context-windows.ts";
import { CostMeter } from "./model/cost.ts";
import type { RuntimePorts } from "./ports.ts";
import { builtinRecipesDir, loadRecipes, type RecipeCatalog } from "./recipes/loader.ts";
import type { RecipeVariables } from "./recipes/render.ts";
import { ProgramSandbox } from "./sandbox/sandbox.ts";
import type { Settings } from "./settings.ts";
import type { ReviewComments } from "./tools/review-drafts.ts";
import { Redactor } from "./util/redact.ts";

/** What an engine is configured with: plain values, read by the edge from its inputs or flags. */
export interface RuntimeConfig {
  /** `contextWindow` 0: the repository's figure for the model, the catalog's, the server's, else a small default. */
  settings: Settings;
  /** The repository's recipes folder (a missing one is fine). */
  recipesDir: string;
  /** Folders of executable hooks and extensions. */
  hookDirs: readonly string[];
  /** Where file tools and hooks run. */
  workspace: string;
  /** Values that must never leave the process (the API key, tokens): redacted from everything sent. */
  secrets?: readonly string[];
  /** Extensions that ship with Baton, loaded before the repository's. */
  builtinExtensions?: Record<string, Extension>;
  /** Handlers recipes can name besides the built-in ones. */
  builtins?: BuiltinHandlers;
  /** Baton's own folders a program must not see besides HOME and the runner's (the CLI's state folder). */
  hiddenPaths?: readonly string[];
  /** The repository's `.github/baton.yml`, read by the edge; its settings are already in `settings`. */
  repoConfig?: RepoConfig;
}

type RuntimeOptions = RuntimeConfig & RuntimePorts & { contextWindow: number; summaryContextWindow?: number };

/**
 * The one way to build the engine, for the action, the CLI and the tests
 * alike: the edge reads the configuration and chooses the ports (a model
 * client, a logger, where conversations are kept, GitHub when there is one).
 */
export function createRuntime(config: RuntimeConfig, ports: RuntimePorts): Promise<Runtime> {
  return Runtime.create({ ...config, ...ports });
}

/**
 * One engine for both edges: recipes, hooks, extensions, the model client
 * and the redactor, assembled once per process. The action and the CLI only
 * decide which conversation to open and what to do with the outcome.
 */
export class Runtime {
  private current: Conversation | undefined;
  private spent: Usage = NO_USAGE;
  /** Every model call of this process, priced by the model that answered (the repository's prices first). */
  readonly cost: CostMeter;

  private constructor(
    readonly opts: RuntimeOptions,
    readonly recipes: RecipeCatalog,
    readonly hooks: HookRunner,
    readonly extensions: Extensions,
    readonly model: ModelClient,
    readonly redactor: Redactor,
    /** Where programs run, chosen once for the run. */
    readonly sandbox: ProgramSandbox,
  ) {
    this.cost = new CostMeter(modelPrices(opts.repoConfig));
    this.compaction = new CompactionService({
      model: this.redactingModel(),
      summaryModel: opts.settings.summaryModel ?? opts.settings.model,
      contextWindow: opts.contextWindow,
      ...(opts.summaryContextWindow !== undefined ? { summaryContextWindow: opts.summaryContextWindow } : {}),
      recipes,
      hooks,
      logger: opts.logger,
      workspace: opts.workspace,
      ...(opts.progress ? { progress: opts.progress } : {}),
    });
    this.builtins = {
      swap_context: swapContext(this.compaction),
      require_checks: requireChecks(opts.repoConfig?.checks ?? []),
      ...opts.builtins,
    };
  }

  /** The one compaction service behind every trigger. */
  readonly compaction: CompactionService;
  /** Handlers recipes can name in their frontmatter. */
  readonly builtins: BuiltinHandlers;

  /** Use createRuntime(). */
  static async create(config: RuntimeConfig & RuntimePorts): Promise<Runtime> {
    // No tokenizer here: it loads once the first model request is out (docs/design.md#token-counting).
    const { model: runModelName, summaryModel } = config.settings;
    const [recipes, window, summaryWindow] = await Promise.all([
      loadRecipes({ builtinDir: builtinRecipesDir(), repoDir: config.recipesDir }),
      resolveContextWindow(
        runModelName,
        config.settings.contextWindow,
        config.model,
        config.logger,
        config.repoConfig?.models,
      ).then((w) => w.tokens),
      // Another model summarizes: its own window (`context-window` is the run model's).
      summaryModel && summaryModel !== runModelName ? summaryModelWindow(summaryModel, config) : undefined,
    ]);
    const opts: RuntimeOptions = {
      ...config,
      contextWindow: window,
      ...(summaryWindow !== undefined ? { summaryContextWindow: summaryWindow } : {}),
    };
    const runModel = opts.settings.model;
    if (
      opts.settings.maxRunCost > 0 &&
      !modelPrices(opts.repoConfig).has(runModel) &&
      !catalogModel(runModel)?.pricing
    ) {
      opts.logger.warn(
        `max-run-cost is set, but the model catalog has no price for model "${opts.settings.model}": the dollar budget cannot be kept (max-run-tokens can)`,
      );
    }
    const timeoutMs = opts.settings.hookTimeout * 1000;
    const sandbox = new ProgramSandbox(opts.settings.shellSandbox, opts.workspace, {
      hidden: opts.hiddenPaths ?? [],
      // Baton's own configuration: no program rewrites what the next run loads.
      readOnlyInside: batonConfigPaths(opts.workspace, opts.settings),
      onRefused: (reason) =>
        opts.logger.warn(
          `programs (shell${opts.settings.hooksSandbox ? ", executable hooks" : ""}) are refused: ${reason}`,
        ),
    });
    // Hooks are trusted code and run as the user's processes, unless `hooks-sandbox` puts them with the programs.
    const hooksSandbox = opts.settings.hooksSandbox ? sandbox : undefined;
    const redactor = new Redactor(opts.secrets ?? []);
    const executables = await discoverExecutableHooks(opts.hookDirs, {
      cwd: opts.workspace,
      logger: opts.logger,
      timeoutMs,
      sandbox: hooksSandbox,
      redact: (text) => redactor.redact(text),
    });
    const hooks = new HookRunner({
      logger: opts.logger,
      cwd: opts.workspace,
      executables,
      timeoutMs,
      redactor,
      sandbox: hooksSandbox,
    });
    let runtime: Runtime | undefined;
    const extensions = new Extensions(
      hooks,
      {
        conversation: () => runtime!.conversation,
        complete: (messages, system, signal) => runtime!.complete(messages, system, signal),
        model: opts.settings.model,
        contextWindow: opts.contextWindow,
        usage: () => runtime!.spent,
      },
      opts.logger,
      timeoutMs,
      opts.settings.runTimeoutMinutes * 60_000,
    );
    runtime = new Runtime(opts, recipes, hooks, extensions, opts.model, redactor, sandbox);
    for (const [name, ext] of Object.entries(opts.builtinExtensions ?? {})) await extensions.add(name, ext);
    await extensions.loadFrom(opts.hookDirs);
    return runtime;
  }

  get conversation(): Conversation {
    if (!this.current) throw new Error("no conversation is open");
    return this.current;
  }

  /** The open conversation, if any. */
  get openConversation(): Conversation | undefined {
    return this.current;
  }

  /** Makes the conversation current (for extensions) and redacts what is appended to it. */
  use(conversation: Conversation): Conversation {
    conversation.redact = (value) => this.redactor.redactDeep(value);
    if (this.opts.clock) conversation.clock = this.opts.clock;
    this.current = conversation;
    return conversation;
  }

  agent(
    conversation: Conversation,
    {
      reviewComments,
      variables,
      instructions,
      ...extra
    }: Pick<
      AgentDeps,
      | "onText"
      | "onProgress"
      | "openConversation"
      | "compaction"
      | "instructions"
      | "timer"
      | "cancel"
      | "answerFormat"
    > & {
      variables?: RecipeVariables;
      /** Where `add_review_comment` collects (a review of a pull request). */
      reviewComments?: ReviewComments;
    } = {},
  ): Agent {
    const { opts } = this;
    this.use(conversation);
    const repo = opts.repoConfig ?? EMPTY_CONFIG;
    const ignoredPath = ignoredPaths(repo);
    // Ignored paths never reach the model: not even their names in the PR's file list.
    const pr = variables?.pr && {
      ...variables.pr,
      changed_files: variables.pr.changed_files.filter((f) => !ignoredPath?.(f)),
    };
    const seen = { ...variables, ...(pr ? { pr } : {}), checks: repo.checks };
    const standing = [instructions, configPrompt(repo, pr?.changed_files ?? [])].filter(Boolean).join("\n\n");
    return new Agent({
      conversation,
      model: this.redactingModel(),
      recipes: this.recipes,
      hooks: this.hooks,
      tools: {
        workspace: opts.workspace,
        configPaths: batonConfigPaths(opts.workspace, opts.settings),
        checks: repo.checks,
        sandbox: this.sandbox,
        redact: (text) => this.redactor.redact(text),
        ...(opts.github ? { github: opts.github } : {}),
        ...(reviewComments ? { reviewComments } : {}),
        ...(ignoredPath ? { ignoredPath } : {}),
      },
      limits: {
        model: opts.settings.model,
        contextWindow: this.opts.contextWindow,
        maxTurns: opts.settings.maxTurns,
        maxRunTokens: opts.settings.maxRunTokens,
        maxRunCost: opts.settings.maxRunCost,
        spentUsd: () => this.cost.spentUsd(),
        spentTokens: () => this.cost.spentTokens(),
        runTimeoutMs: opts.settings.runTimeoutMinutes * 60_000,
        maxToolCallsPerTurn: opts.settings.maxToolCallsPerTurn,
        compactThreshold: opts.settings.compactThreshold,
        stopCompactThreshold: opts.settings.stopCompactThreshold,
      },
      logger: opts.logger,
      builtins: this.builtins,
      compaction: new RunCompaction(
        this.compaction,
        {
          strategy: opts.settings.compactStrategy,
          contextWindow: opts.contextWindow,
          compactThreshold: opts.settings.compactThreshold,
          stopCompactThreshold: opts.settings.stopCompactThreshold,
        },
        seen,
      ),
      ...(opts.progress ? { onProgress: opts.progress } : {}),
      mcp: async (allowedTools, signal) =>
        allowsMcp(allowedTools)
          ? openMcpTools(
              allowedTools,
              {
                servers: repo.mcpServers,
                client: opts.mcp,
                workspace: opts.workspace,
                sandbox: this.sandbox,
                defaultTimeoutMs: opts.settings.hookTimeout * 1000,
                logger: opts.logger,
                redact: (text) => this.redactor.redact(text),
                addSecret: (value) => this.redactor.add(value),
              },
              signal,
            )
          : undefined,
      ...(seen ? { variables: seen } : {}),
      ...(standing ? { instructions: standing } : {}),
      ...extra,
    });
  }

  /**
   * A compaction asked for by a person (`/compact`, `baton compact`): it
   * summarizes unless told otherwise, aiming under the pre-LLM threshold.
   */
  compact(
    conversation: Conversation,
    request: Partial<Omit<CompactionRequest, "targetTokens">> = {},
  ): Promise<CompactionResult> {
    this.use(conversation);
    return this.compaction.compact(conversation, {
      strategy: MANUAL_STRATEGY,
      trigger: "manual",
      targetTokens: Math.floor(this.opts.settings.compactThreshold * this.opts.contextWindow),
      ...request,
    });
  }

  /** A plain completion (an extension's): the run's model, no tools. */
  async complete(messages: Message[], system?: string, signal?: AbortSignal): Promise<string> {
    const all: Message[] = system ? [{ role: "system", content: system }, ...messages] : messages;
    const response = await this.redactingModel().complete({
      model: this.opts.settings.model,
      messages: all,
      ...(signal ? { signal } : {}),
    });
    this.spent = addUsage(this.spent, response.usage);
    return response.message.content ?? "";
  }

  /** Every request leaves through the redactor (secrets never reach the model) and is priced on its way back. */
  private redactingModel(): ModelClient {
    const { model, redactor, cost } = this;
    return {
      complete: async (request) => {
        const response = await model.complete({
          ...request,
          messages: redactor.redactDeep(request.messages),
          ...(request.tools ? { tools: redactor.redactDeep(request.tools) } : {}),
        });
        // A server that reports no usage still costs: the usage is estimated before it is priced, so the
        // dollar budget and the token budget see the same figures, for every caller of the model.
        if (response.usageEstimated) {
          await loadTokenizer();
          response.usage = estimatedUsage(request.messages, response.message);
        }
        cost.add(request.model, response.usage);
        return response;
      },
    };
  }
}

/**
 * The summary model's own window, when it is another model: its `models:`
 * figure, the catalog's, or what the server reports. Unknown, the run
 * model's window stands (a guess would only cut what the summary replaces),
 * and the log says how to give it.
 */
async function summaryModelWindow(
  model: string,
  config: RuntimeConfig & RuntimePorts,
): Promise<number | undefined> {
  const known = knownContextWindow(model, undefined, config.repoConfig?.models);
  if (known) return known.tokens;
  const served = await config.model.servedContextWindow?.(model);
  if (served !== undefined && served > 0) return served;
  config.logger.warn(
    `the context window of summary model "${model}" is unknown (not in the model catalog, and the server did not report it): the summarizer is sent what fits the run model's window. Set its context-window under models: in .github/baton.yml.`,
  );
  return undefined;
}

/** The repository's prices per model id, over the catalog's. */
function modelPrices(config: RepoConfig | undefined): ReadonlyMap<string, Pricing> {
  const prices = new Map<string, Pricing>();
  for (const [id, m] of config?.models ?? []) if (m.pricing) prices.set(id, m.pricing);
  return prices;
}
