import type { Extension } from "../engine/hooks/extensions.ts";
import { popExtension } from "./pop.ts";

/** Extensions that ship with Baton; they load before a repository's, through the same API. */
export const BUILTIN_EXTENSIONS: Record<string, Extension> = { pop: popExtension };
