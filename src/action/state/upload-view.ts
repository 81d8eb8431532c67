/**
 * The conversation's page (`baton view`), attached to the run as an artifact
 * of its own next to the state. Not inside the state's zip: the page is
 * larger than the log it shows, and a state artifact near its size limit
 * would then be refused by every later load.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { DefaultArtifactClient } from "@actions/artifact";
import { describeError } from "../../engine/errors.ts";
import type { Entry, SessionHeader } from "../../engine/log/entries.ts";
import { renderConversationHtml, VIEW_FILE } from "../../engine/view/render-html.ts";

/**
 * `view-baton-<id>`. Not `baton-view-<id>`: every artifact named `baton-…`
 * is read as a saved state (its conversation id is the rest of the name), by
 * this version's idle-state refresh as by older versions.
 */
export function viewArtifactName(conversationId: string): string {
  return `view-baton-${conversationId}`;
}

export type AttachedView = { name: string; id: number; url: string } | { skipped: string };

/**
 * Renders the log as saved (merged and redacted) and uploads it. A failure
 * is reported, never thrown: the page is a convenience and the state is
 * already saved.
 */
export async function uploadView(options: {
  client: DefaultArtifactClient;
  header: SessionHeader;
  entries: readonly Entry[];
  /** Replaces this run's earlier attempt's page, which would make the upload fail. */
  replaceEarlier: (name: string) => Promise<void>;
  rootDir: string;
  /** This run's page on GitHub: an artifact's URL is under it. */
  runUrl: string;
  retentionDays?: number | undefined;
}): Promise<AttachedView> {
  const name = viewArtifactName(options.header.id);
  const staging = await mkdtemp(join(options.rootDir, "baton-view-"));
  try {
    const file = join(staging, VIEW_FILE);
    await writeFile(file, renderConversationHtml({ header: options.header, entries: options.entries }), {
      mode: 0o600,
    });
    await options.replaceEarlier(name);
    const res = await options.client.uploadArtifact(name, [file], staging, {
      ...(options.retentionDays ? { retentionDays: options.retentionDays } : {}),
    });
    if (res.id === undefined)
      return { skipped: `the page was not attached: no artifact ${name} was created` };
    return { name, id: res.id, url: `${options.runUrl}/artifacts/${res.id}` };
  } catch (e) {
    return { skipped: `the page was not attached: ${describeError(e)}` };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
