import type { Settings } from "../settings.ts";
import type { RepoConfig } from "./repo-config.ts";

/**
 * The settings of a run: a setting the workflow or the command line gave
 * explicitly (`given`) wins; else the repository's file; else the default
 * that `settings` already holds.
 */
export function applyConfig(
  settings: Settings,
  given: ReadonlySet<keyof Settings>,
  config: RepoConfig,
): Settings {
  const merged: Record<string, unknown> = { ...settings };
  for (const [key, value] of Object.entries(config.settings) as [keyof Settings, unknown][]) {
    if (value !== undefined && !given.has(key)) merged[key] = value;
  }
  return merged as Settings;
}
