import { contextBuildBench } from "./context-build.ts";

console.log(`baton benchmarks · node ${process.version}`);
contextBuildBench();
