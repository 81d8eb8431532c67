import type { McpServers } from "../mcp/config.ts";
import type { Pricing } from "../model/catalog.ts";
import type { Settings } from "../settings.ts";

/** Where a repository keeps its configuration. */
export const CONFIG_PATH = ".github/baton.yml";
/** A configuration, not a data file: anything larger is refused before it is parsed. */
export const MAX_CONFIG_BYTES = 64 * 1024;

/** A model's figures as the file overrides them. */
export interface ModelOverride {
  contextWindow?: number;
  pricing?: Pricing;
}
export type ModelOverrides = ReadonlyMap<string, ModelOverride>;

export interface PathInstruction {
  paths: string[];
  instructions: string;
}

/** The file, read: settings as the engine names them, the rest as the engine uses it. */
export interface RepoConfig {
  settings: Partial<Settings>;
  language?: string;
  tone?: string;
  review: { ignore: string[]; instructions: PathInstruction[] };
  labels: { name: string; description?: string }[];
  /** The commands that check a change (`checks:`), in order. */
  checks: string[];
  /** `/describe` on every `pull_request: opened` too. */
  describe: { onOpen: boolean };
  models: ModelOverrides;
  /** `mcp_servers`: servers whose tools recipes may allow. */
  mcpServers: McpServers;
}

export const EMPTY_CONFIG: RepoConfig = {
  settings: {},
  review: { ignore: [], instructions: [] },
  labels: [],
  checks: [],
  describe: { onOpen: false },
  models: new Map(),
  mcpServers: {},
};

export interface ParsedConfig {
  config: RepoConfig;
  /** Unknown keys, each named with its line: read leniently, said plainly. */
  warnings: string[];
}
