import * as core from "@actions/core";
import type { Logger } from "../engine/util/logger.ts";
import type { Redactor } from "../engine/util/redact.ts";

/** The engine's logger, writing to the job log; every line is redacted on its way out. */
export function actionLogger(redactor: Redactor): Logger {
  const clean = (m: string) => redactor.redact(m);
  return {
    debug: (m) => core.debug(clean(m)),
    info: (m) => core.info(clean(m)),
    warn: (m) => core.warning(clean(m)),
    error: (m) => core.error(clean(m)),
  };
}
