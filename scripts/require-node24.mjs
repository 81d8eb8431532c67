// npm puts node_modules/.bin first on PATH for scripts, so `node` here is the
// Node 24 that the tools/node24 workspace installed for this platform. Where
// npm has no such binary (macOS on Apple silicon), it is the system Node.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `Baton needs Node 24 (found ${process.version} at ${process.execPath}). ` +
      `npm ci installs it on Linux (x64, arm64), macOS on Intel and Windows; elsewhere install Node 24 ` +
      `(the version in .node-version) and run the scripts through npm (npm test, npm run …).`,
  );
  process.exit(1);
}
