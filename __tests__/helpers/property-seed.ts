// Every fast-check property of the suite runs from one seed, set here for each test file: `npm test`
// runs the same cases every time, so a failure is the code's, not the draw's. A failure's message
// names the seed and the path (fast-check's `{ seed, path }`); `npm run test:fuzz` draws a new seed
// (scripts/fuzz.mjs) and hands it over in BATON_FC_SEED, which repeats that run when set by hand.
// No property passes its own seed: one would escape both.
import fc from "fast-check";

/** The suite's seed; any fixed number would do, this one is the day the seeds were fixed. */
export const FIXED_SEED = 20261128;

const given = process.env.BATON_FC_SEED;
const seed = given === undefined || given === "" ? FIXED_SEED : Number(given);
if (!Number.isSafeInteger(seed))
  throw new Error(`BATON_FC_SEED must be a whole number; got ${JSON.stringify(given)}`);
fc.configureGlobal({ seed });
