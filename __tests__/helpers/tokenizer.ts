// The runtime loads the tokenizer before any counting (Runtime.create, Conversation.load/create).
// Unit tests that count tokens without either import this first for the same guarantee.
import { loadTokenizer } from "../../src/core/log/tokens.ts";

await loadTokenizer();
