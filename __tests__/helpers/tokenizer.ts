// The runtime loads the tokenizer before any counting (createRuntime, Conversation.load/create).
// Unit tests that count tokens without either import this first for the same guarantee.
import { loadTokenizer } from "../../src/engine/log/tokens.ts";

await loadTokenizer();
