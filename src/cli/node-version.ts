import packageJson from "../../package.json" with { type: "json" };

/**
 * The oldest Node the CLI runs on: package.json's `engines`, which npm only warns about. A global
 * install on an older Node would otherwise fail later, mid-command, on an API it lacks.
 */
const OLDEST = Number(/\d+/.exec(packageJson.engines.node)?.[0]);

/** Why this Node cannot run a command, or undefined when it can. */
export function unsupportedNode(version: string, execPath: string): string | undefined {
  const major = Number(version.replace(/^v/, "").split(".")[0]);
  return major < OLDEST ? `needs Node ${OLDEST} or newer; this is Node ${version} (${execPath})` : undefined;
}
