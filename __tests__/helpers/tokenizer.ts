// A run loads the tokenizer once its first model request is out, and whatever needs exact counts
// awaits it (Conversation.tokens(), the compaction service). Unit tests that count tokens
// synchronously on their own (conversation.contextTokens(), textTokens) import this first.
import { loadTokenizer } from "../../src/engine/log/tokens.ts";

await loadTokenizer();
