// `npm run test:fuzz`: the suite's property tests with a seed drawn now, not the fixed one `npm test`
// uses (__tests__/helpers/property-seed.ts). The seed is printed first; BATON_FC_SEED=<seed> repeats
// the run. Extra arguments go to vitest (a file, -t "name").
import { spawnSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const seed = process.env.BATON_FC_SEED || String(randomInt(-(2 ** 31), 2 ** 31));
console.log(`fast-check seed ${seed} (repeat with BATON_FC_SEED=${seed} npm run test:fuzz)`);

const files = readdirSync("__tests__", { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".test.ts"))
  .map((f) => join("__tests__", f))
  .filter((f) => readFileSync(f, "utf8").includes('from "fast-check"'))
  .sort();
const extra = process.argv.slice(2);
const r = spawnSync("vitest", ["run", ...(extra.length ? extra : files)], {
  stdio: "inherit",
  env: { ...process.env, BATON_FC_SEED: seed },
});
if (r.error) throw r.error;
process.exit(r.status ?? 1);
