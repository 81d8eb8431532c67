// GitHub's GraphQL API as it is: documents checked against its public schema
// (@octokit/graphql-schema), as REST requests are checked against its OpenAPI description.
//
// `checkRequest` says what GitHub would refuse in a request (a field it does not have, a
// variable of the wrong type or missing); `checkAnswer` says where the fake's answer is not one
// the schema allows for that request: it runs the document over the answer with the schema's
// types, so a field the query did not ask for, a scalar of the wrong type or a null where the
// schema says non-null shows as a difference.
import { isDeepStrictEqual } from "node:util";
import { schema as githubSchema } from "@octokit/graphql-schema";
import {
  buildClientSchema,
  type DocumentNode,
  execute,
  type GraphQLSchema,
  getOperationAST,
  type IntrospectionQuery,
  parse,
  validate,
} from "graphql";

let loaded: GraphQLSchema | undefined;
/** Built once per process (≈ 0.2 s), from the introspection JSON: GitHub's SDL repeats two fields. */
export function githubGraphqlSchema(): GraphQLSchema {
  loaded ??= buildClientSchema(githubSchema.json as unknown as IntrospectionQuery);
  return loaded;
}

export type Checked = { ok: true; document: DocumentNode } | { ok: false; problems: string[] };

/** What GitHub would refuse in a document and its variables, before it ran anything. */
export function checkRequest(query: string, variables: Record<string, unknown>): Checked {
  const schema = githubGraphqlSchema();
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    return { ok: false, problems: [`graphql: ${(error as Error).message}`] };
  }
  const problems = validate(schema, document).map((e) => `graphql: ${e.message}`);
  if (problems.length) return { ok: false, problems };
  if (!getOperationAST(document))
    return { ok: false, problems: ["graphql: no single operation in the document"] };
  // Variables are coerced before anything runs: a run that stops there, without data, refused them.
  const run = execute({ schema, document, rootValue: {}, variableValues: variables });
  if (!("then" in run) && run.data === undefined && run.errors)
    return { ok: false, problems: run.errors.map((e) => `graphql: ${e.message}`) };
  return { ok: true, document };
}

/** Where the fake's `data` is not what the schema allows as the answer to this document. */
export function checkAnswer(
  document: DocumentNode,
  variables: Record<string, unknown>,
  data: unknown,
  /** The type of an object of an abstract type (`nodes(ids:)` answers `Node`s) that has no __typename. */
  typeOf: (value: Record<string, unknown>) => string | undefined = () => undefined,
): string[] {
  if (data === null || data === undefined) return [];
  const result = execute({
    schema: githubGraphqlSchema(),
    document,
    rootValue: data,
    variableValues: variables,
    // An answer holds each field under the name the query gave it (its alias, if any).
    fieldResolver: (source, _args, _context, info) =>
      (source as Record<string, unknown> | null)?.[info.path.key as string],
    typeResolver: (value) => {
      const record = value as Record<string, unknown>;
      return typeof record.__typename === "string" ? record.__typename : typeOf(record);
    },
  });
  if ("then" in result) return ["graphql: the answer's check did not finish at once"];
  const problems = (result.errors ?? []).map((e) => `graphql answer: ${e.message} at ${e.path?.join(".")}`);
  if (!problems.length && !isDeepStrictEqual(JSON.parse(JSON.stringify(result.data)), data))
    problems.push(
      `graphql answer: not what the schema gives for the query: ${JSON.stringify(data).slice(0, 300)} ≠ ${JSON.stringify(result.data).slice(0, 300)}`,
    );
  return problems;
}
