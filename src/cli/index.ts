import { processIO } from "./io.ts";
import { main } from "./main.ts";

// package.json says so too, but npm only warns: a global install on an older Node would
// otherwise fail later, mid-command, on an API it lacks.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  process.stderr.write(
    `baton: needs Node 24 or newer; this is Node ${process.version} (${process.execPath})\n`,
  );
  process.exitCode = 2;
} else {
  process.exitCode = await main(process.argv.slice(2), processIO());
}
