import { BatonError } from "../../../engine/errors.ts";

export type RefusalReason =
  | "encrypted-without-key"
  | "plaintext-with-key"
  | "authentication-failed"
  | "malformed-envelope"
  | "not-utf8"
  | "too-large"
  | "not-a-zip"
  | "missing-file"
  | "corrupt"
  | "wrong-conversation"
  | "unavailable";

/**
 * A saved state that must not be used (refused, never trusted: docs/design.md#saved-state). The
 * message is plain words, fit for the status comment and the job log; the
 * reason lets callers and tests tell the cases apart without parsing it.
 */
export class StateRefusedError extends BatonError {
  constructor(
    readonly reason: RefusalReason,
    message: string,
    /** The saved file as it was stored, when it could be taken out of the artifact: kept, never lost. */
    readonly bytes?: Uint8Array,
  ) {
    super("input", message);
    this.name = "StateRefusedError";
  }
}
