import * as z from "zod";
import { MCP_SERVER_NAME } from "../tools/tool-names.ts";
import { Redactor } from "../util/redact.ts";

/**
 * `mcp_servers:` in `.github/baton.yml`: the MCP servers whose tools recipes
 * may allow (docs/design.md#tools-from-mcp-servers). A stdio server is a
 * program Baton starts in the program sandbox; a Streamable HTTP one is a URL.
 *
 * A value in `env` or `headers` may name a variable of the step's environment
 * as `${NAME}` (a workflow passes a secret there: `env: DOCS_TOKEN: ${{ secrets.DOCS_TOKEN }}`);
 * the file itself never holds a secret: a literal the redactor would recognise
 * is refused when the file is read.
 */

/** `${NAME}`: a variable of the environment Baton runs in. */
const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
/**
 * Baton's own inputs (its API key among them), the runner's tokens, and the
 * model key and state key the CLI reads: never handed to a server.
 */
const NOT_PASSED = /^(INPUT_|ACTIONS_|OPENAI_API_KEY$|BATON_STATE_KEY$)/i;

const redactor = new Redactor();

const Value = z
  .string()
  .max(4_000)
  .superRefine((value, ctx) => {
    const literal = value.replace(REFERENCE, "");
    if (redactor.redact(literal) !== literal)
      ctx.addIssue({
        code: "custom",
        message: `looks like a secret written into the file: pass it in the step's environment and write \${NAME} here`,
      });
    for (const [, name] of value.matchAll(REFERENCE))
      if (NOT_PASSED.test(name!))
        ctx.addIssue({
          code: "custom",
          message: `\${${name}} is Baton's own key or input, or the runner's: pass what the server needs under a name of its own in the step's env`,
        });
  });

const Timeout = z.number().gt(0).lte(3600).optional().meta({
  description:
    "Seconds the server has to start, to list its tools, and for each call; `hook-timeout` when unset.",
});

const VARIABLE = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const StdioServerSchema = z.strictObject({
  command: z.string().trim().min(1).max(500).meta({
    description: "The program that runs the server (looked up on PATH, or a path in the workspace).",
  }),
  args: z.array(z.string().max(4_000)).max(100).optional().meta({ description: "Its arguments." }),
  env: z.record(z.string().regex(VARIABLE, "a variable name"), Value).optional().meta({
    description: `Variables the server gets besides PATH, HOME, the locale, TERM, TZ and CI; a value may name the step's \`\${VARIABLE}\`, never hold a secret itself.`,
  }),
  network: z.boolean().optional().meta({
    description: "The server may reach the network; without it it has none.",
    default: false,
  }),
  timeout: Timeout,
});

export const HttpServerSchema = z.strictObject({
  url: z
    .url({ protocol: /^https?$/, error: "expected an http:// or https:// URL" })
    .max(2_000)
    .meta({ description: "The server's Streamable HTTP endpoint." }),
  headers: z
    .record(z.string().regex(/^[A-Za-z0-9-]+$/, "a header name"), Value)
    .optional()
    .meta({
      description: `Headers sent with every request, e.g. \`Authorization: Bearer \${DOCS_TOKEN}\`; a value may name the step's \`\${VARIABLE}\`, never hold a secret itself.`,
    }),
  timeout: Timeout,
});

export const McpServersSchema = z
  .record(
    z.string().regex(MCP_SERVER_NAME, "letters, digits, '-' and single '_'").max(40),
    z.union([StdioServerSchema, HttpServerSchema], {
      error:
        "expected a program (`command`, with `args`, `env`, `network`, `timeout`) or a Streamable HTTP server (`url`, with `headers`, `timeout`)",
    }),
  )
  .meta({
    description:
      "MCP servers whose tools a recipe may allow as `mcp__<server>` or `mcp__<server>__<tool>`: `{command, args, env, network, timeout}` for a program run in the sandbox, `{url, headers, timeout}` for Streamable HTTP.",
  });

export type StdioServer = z.output<typeof StdioServerSchema>;
export type HttpServer = z.output<typeof HttpServerSchema>;
export type McpServerEntry = StdioServer | HttpServer;
export type McpServers = Readonly<Record<string, McpServerEntry>>;

export const isStdio = (entry: McpServerEntry): entry is StdioServer => "command" in entry;

/**
 * The values with each `${NAME}` replaced by the environment's; the values
 * that came from there are returned too, to be redacted wherever they go.
 * A name the environment does not hold fails, naming it.
 */
export function resolveValues(
  values: Readonly<Record<string, string>> | undefined,
  env: NodeJS.ProcessEnv,
): { values: Record<string, string>; secrets: string[] } {
  const secrets: string[] = [];
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    out[key] = value.replace(REFERENCE, (_, name: string) => {
      const found = env[name];
      if (found === undefined || found === "")
        throw new Error(`${key} names \${${name}}, which is not set in the environment`);
      secrets.push(found);
      return found;
    });
  }
  return { values: out, secrets };
}
