import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { tempDir } from "../../helpers/temp-dir.ts";

/** A fresh temporary folder holding the given files; removed after the test. */
export async function folder(files: Record<string, string> = {}): Promise<string> {
  const dir = tempDir("baton-recipes-");
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

/** A recipe file's text from frontmatter lines and a body. */
export const recipeText = (frontmatter: string[], body = "Do the thing.\n") =>
  `---\n${frontmatter.join("\n")}\n---\n${body}`;
