// The runtime loads the tokenizer before any counting (Runtime.create, Conversation.load/create);
// unit tests that count without building a runtime get the same guarantee here.
import { loadTokenizer } from "../../src/core/log/tokens.ts";

await loadTokenizer();
