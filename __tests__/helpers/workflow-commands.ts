/**
 * The workflow commands the runner would carry out from a step's stdout, as
 * it reads them (actions/runner's ActionCommandManager): a line that starts
 * with `::` once .NET's TrimStart has removed its blanks (U+0085 among them),
 * and the older `##[command]` anywhere in a line; none between
 * `::stop-commands::<token>` and `::<token>::`.
 */
export function workflowCommands(stdout: string): string[] {
  const carried: string[] = [];
  let stopped: string | undefined;
  for (const raw of stdout.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/^[\s\u0085]+/, "").trimEnd();
    if (stopped !== undefined) {
      if (line === `::${stopped}::`) stopped = undefined;
      continue;
    }
    const stop = /^::stop-commands::(.+)$/.exec(line);
    if (stop) stopped = stop[1];
    else if (line.startsWith("::") || /##\[[a-z-]+\]/i.test(line)) carried.push(line);
  }
  return carried;
}
