/**
 * The workflow commands the runner would carry out from a step's stdout, as
 * it reads them: a line that starts (after blanks) with `::`, except between
 * `::stop-commands::<token>` and `::<token>::`.
 */
export function workflowCommands(stdout: string): string[] {
  const carried: string[] = [];
  let stopped: string | undefined;
  for (const raw of stdout.split(/\r?\n/)) {
    const line = raw.trim();
    if (stopped !== undefined) {
      if (line === `::${stopped}::`) stopped = undefined;
      continue;
    }
    if (!line.startsWith("::")) continue;
    const stop = /^::stop-commands::(.+)$/.exec(line);
    if (stop) stopped = stop[1];
    else carried.push(line);
  }
  return carried;
}
