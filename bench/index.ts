import { contextBuildBench } from "./context-build.ts";
import { longConversationBench } from "./long-conversation.ts";
import { mainStepBench } from "./main-step.ts";
import { noOpCheckBench } from "./no-op-check.ts";
import { pathologicalInputBench } from "./pathological-input.ts";
import { resumeBench } from "./resume.ts";
import { startupBench } from "./startup.ts";
import { sweepRequestsBench } from "./sweep-requests.ts";

console.log(`baton benchmarks · node ${process.version}`);
startupBench();
await mainStepBench();
contextBuildBench();
await resumeBench();
await noOpCheckBench();
pathologicalInputBench();
await longConversationBench();
await sweepRequestsBench();
