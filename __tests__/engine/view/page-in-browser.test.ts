// The page of a 500-turn conversation opened from file:// in a real headless Chromium (Debian's
// `chromium`, driven by playwright-core, which downloads no browser). Skipped where it is not
// installed, unless BATON_REQUIRE_BROWSER=1 (.ci/run sets it and installs the browser).
import { copyFileSync, existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { type BrowserContext, chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { readSessionFile } from "../../../src/engine/log/session-file.ts";
import { cachedMessageTokens } from "../../../src/engine/log/tokens.ts";
import { formatUsd } from "../../../src/engine/util/text.ts";
import { renderConversationHtml } from "../../../src/engine/view/render-html.ts";
import { tempDir } from "../../helpers/temp-dir.ts";
import { writeViewConversation } from "../../helpers/view-conversation.ts";
import "../../helpers/tokenizer.ts";

const CHROMIUM = "/usr/bin/chromium";
const TURNS = 500;
const present = existsSync(CHROMIUM);
const required = process.env.BATON_REQUIRE_BROWSER === "1";
if (!present && !required)
  console.warn(
    `skipped: the page's browser test needs ${CHROMIUM} (apt-get install -y chromium); set BATON_REQUIRE_BROWSER=1 to make its absence a failure`,
  );

describe.skipIf(!present && !required)("the conversation page in headless Chromium", () => {
  it(`renders ${TURNS} turns, folds tool calls, charts one bar per turn and runs none of the conversation's markup`, async () => {
    expect(existsSync(CHROMIUM), `${CHROMIUM} is required (BATON_REQUIRE_BROWSER=1)`).toBe(true);
    const dir = tempDir("baton-view-browser-");
    const conversation = await writeViewConversation(dir, "issue-42", TURNS);
    const { header, entries } = await readSessionFile(conversation.file);
    const started = performance.now();
    const html = renderConversationHtml({ header, entries, countTokens: cachedMessageTokens });
    const renderMs = performance.now() - started;
    const page = join(dir, "view.html");
    writeFileSync(page, html);
    const bytes = statSync(page).size;

    let context: BrowserContext | undefined;
    try {
      context = await chromium.launchPersistentContext(join(dir, "profile"), {
        executablePath: CHROMIUM,
        args: [
          "--headless",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-quic",
          "--no-first-run",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
        ],
        viewport: { width: 1100, height: 900 },
      });
      const tab = context.pages()[0] ?? (await context.newPage());
      // Nothing but the file itself may load: the page is self-contained.
      const requests: string[] = [];
      tab.on("request", (r) => requests.push(r.url()));
      const dialogs: string[] = [];
      tab.on("dialog", (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      const opened = performance.now();
      await tab.goto(pathToFileURL(page).href, { waitUntil: "load" });
      const loadMs = performance.now() - opened;

      expect(await tab.locator("section.turn").count()).toBe(TURNS);
      expect(await tab.locator(".chart svg rect.bar").count()).toBe(TURNS);

      // A tool call is folded, and opens on click.
      const call = tab.locator("#turn-7 details.tool-call").first();
      const args = call.locator("pre");
      expect(await call.evaluate((d) => (d as unknown as { open: boolean }).open)).toBe(false);
      expect(await args.isVisible()).toBe(false);
      await call.locator("summary").click();
      expect(await call.evaluate((d) => (d as unknown as { open: boolean }).open)).toBe(true);
      expect(await args.isVisible()).toBe(true);
      expect(await args.textContent()).toContain('"path": "src/step7.ts"');
      // The page's own script works: "Expand all" opens every fold.
      await tab.locator("#expand").click();
      expect(await tab.locator("details:not([open])").count()).toBe(0);

      // The hostile message is text: no script ran, no element came of it, the turn stayed whole.
      expect(await tab.evaluate("globalThis.__pwned")).toBeUndefined();
      const hostile = tab.locator("#turn-2");
      expect(await hostile.locator("script, img, b").count()).toBe(0);
      expect(await hostile.locator(".role-user .text").textContent()).toContain(
        '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"></details>',
      );
      expect(await hostile.locator("details.tool-result pre").textContent()).toContain(
        "</details></article>",
      );
      expect(await tab.locator("script").count()).toBe(1);
      expect(dialogs).toEqual([]);
      expect(requests).toEqual([pathToFileURL(page).href]);

      // Compaction, pop, unreadable line and cost are shown.
      await expect(tab.locator(".mark.compaction").textContent()).resolves.toMatch(/replaced \d+ messages/);
      await expect(tab.locator(".mark.stack-pop").textContent()).resolves.toContain("a dead end");
      expect(await tab.locator(".mark.unreadable").count()).toBe(1);
      expect(await tab.locator("#cost").textContent()).toBe(
        `${formatUsd(conversation.knownCost)} (+ 1 run of unknown cost)`,
      );

      await tab.locator("#collapse").click();
      const shot = join(dir, "view-screenshot.png");
      await tab.screenshot({ path: shot });
      expect(statSync(shot).size).toBeGreaterThan(1000);
      if (process.env.BATON_SAVE_SCREENSHOT) {
        const kept = join(import.meta.dirname, "../../../docs/view-screenshot.png");
        mkdirSync(dirname(kept), { recursive: true });
        copyFileSync(shot, kept);
      }
      console.log(
        `page of ${TURNS} turns: ${(bytes / 1024).toFixed(0)} KiB, rendered in ${renderMs.toFixed(0)} ms, loaded by Chromium in ${loadMs.toFixed(0)} ms; screenshot ${shot}`,
      );
    } finally {
      await context?.close();
    }
  }, 30_000);
});
