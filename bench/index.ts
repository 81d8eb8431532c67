import { contextBuildBench } from "./context-build.ts";
import { longConversationBench } from "./long-conversation.ts";

console.log(`baton benchmarks · node ${process.version}`);
contextBuildBench();
await longConversationBench();
