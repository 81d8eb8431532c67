import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parse } from "yaml";

const ROOT = resolve(import.meta.dirname, "../..");

interface Step {
  id?: string;
  uses?: string;
  with?: Record<string, string>;
}
export interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  concurrency?: { group: string; "cancel-in-progress": boolean; queue?: string };
  jobs: Record<string, { steps: Step[]; concurrency?: unknown }>;
}

export const readWorkflow = (path: string): Workflow => parse(readFileSync(resolve(ROOT, path), "utf8"));

/** The workflow the README shows under "Use it in your repository", as written. */
export function readmeWorkflow(): { text: string; workflow: Workflow } {
  const readme = readFileSync(resolve(ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Use it in your repository"));
  const block = /```yaml\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error("README: no yaml block under 'Use it in your repository'");
  return { text: block[1]!, workflow: parse(block[1]!) };
}

/** The step that uses Baton. */
export function batonStep(workflow: Workflow, job?: string): Step {
  const jobs = job ? [workflow.jobs[job]!] : Object.values(workflow.jobs);
  for (const j of jobs) for (const s of j.steps) if (s.uses?.startsWith("baton-dev/baton@")) return s;
  throw new Error("no step uses baton-dev/baton");
}

export type ExpressionContext = Record<string, unknown>;

/**
 * Evaluates the `${{ … }}` expressions the example workflows use: property
 * paths, 'string' literals and `||`. Anything else is a test failure, so a
 * workflow cannot quietly use syntax these tests do not understand.
 */
export function evaluate(template: string, context: ExpressionContext): string {
  return template.replace(/\$\{\{\s*([\s\S]*?)\s*\}\}/g, (_, expression: string) => {
    for (const operand of expression.split("||").map((s) => s.trim())) {
      const value = operandValue(operand, context);
      if (value !== undefined && value !== null && value !== "" && value !== false) return String(value);
    }
    return "";
  });
}

function operandValue(operand: string, context: ExpressionContext): unknown {
  const literal = /^'(.*)'$/.exec(operand);
  if (literal) return literal[1];
  if (!/^[A-Za-z_][\w-]*(\.[\w-]+)*$/.test(operand)) throw new Error(`unsupported expression: ${operand}`);
  let value: unknown = context;
  for (const key of operand.split(".")) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

/**
 * The inputs the runner hands the action for a step: the step's `with:`
 * evaluated, then action.yml's defaults (evaluated too) for the rest.
 */
export function stepInputs(step: Step, context: ExpressionContext): Record<string, string> {
  const action = parse(readFileSync(resolve(ROOT, "action.yml"), "utf8")) as {
    inputs: Record<string, { default?: string }>;
  };
  const out: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs)) out[name] = evaluate(spec.default ?? "", context);
  for (const [name, value] of Object.entries(step.with ?? {})) {
    if (!(name in action.inputs))
      throw new Error(`the workflow passes "${name}", which action.yml does not declare`);
    out[name] = evaluate(String(value), context);
  }
  return out;
}
