/** Test helper: a `/run` comment for generated recipes, args and messages. */
/**
 * Writes a `/run` command that parses back to the same recipe, args and
 * (trimmed) message. Values must be one line: only the first line holds args.
 */
export function formatRunCommand(recipe: string, args: Record<string, string> = {}, message = ""): string {
  const parts = [`/run ${recipe}`];
  for (const [key, value] of Object.entries(args)) {
    parts.push(/^[^\s"]+$/.test(value) ? `${key}=${value}` : `${key}="${value.replace(/[\\"]/g, "\\$&")}"`);
  }
  const command = parts.join(" ");
  if (message === "") return command;
  // A message starting like key=value would be read as an argument: it goes on the next line.
  return /^[A-Za-z_][A-Za-z0-9_-]*=/.test(message) ? `${command}\n${message}` : `${command} ${message}`;
}
