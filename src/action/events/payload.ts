/**
 * Reading a workflow event's payload: what every trigger's recognition shares.
 * Only what Baton reads is kept; a payload without it is named, with the path
 * of what is wrong, as the workflow's mistake.
 */
import * as z from "zod";
import { inputError } from "../../engine/errors.ts";
import { describeIssues } from "../../engine/util/text.ts";

export interface EventUser {
  login: string;
  type: string;
}

export const UserSchema = z.object({ login: z.string().min(1), type: z.string() });

/** What every issue and pull request of an event carries. */
export const SubjectFields = {
  number: z.number().int().positive(),
  title: z.string(),
  body: z.string().nullable(),
};

/** The `action` of an event, read first: an action Baton ignores needs no other field. */
export const ActionSchema = z.object({ action: z.string() });

export function parsePayload<T>(schema: z.ZodType<T>, payload: unknown, event: string): T {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const first = result.error.issues.slice(0, 1);
  throw inputError(`the ${event} event payload is malformed at ${describeIssues(first, "(payload)")}`);
}

export const pickUser = (user: EventUser): EventUser => ({ login: user.login, type: user.type });
