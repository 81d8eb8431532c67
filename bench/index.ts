import { contextBuildBench } from "./context-build.ts";
import { longConversationBench } from "./long-conversation.ts";
import { sweepRequestsBench } from "./sweep-requests.ts";

console.log(`baton benchmarks · node ${process.version}`);
contextBuildBench();
await longConversationBench();
await sweepRequestsBench();
