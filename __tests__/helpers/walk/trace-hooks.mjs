// Module hooks: every TypeScript file under the traced root is compiled with a
// transform that makes each function, method and arrow announce its file
// (relative to the root) when it is entered.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import ts from "typescript";

let root;
export function initialize(data) {
  root = data.root.endsWith("/") ? data.root : `${data.root}/`;
}

function announce(file) {
  return ts.factory.createExpressionStatement(
    ts.factory.createCallChain(
      ts.factory.createPropertyAccessExpression(ts.factory.createIdentifier("globalThis"), "__batonWalk"),
      ts.factory.createToken(ts.SyntaxKind.QuestionDotToken),
      undefined,
      [ts.factory.createStringLiteral(file)],
    ),
  );
}

function transformer(file) {
  return (context) => {
    const visit = (node) => {
      node = ts.visitEachChild(node, visit, context);
      const isFunction =
        ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isArrowFunction(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isConstructorDeclaration(node) ||
        ts.isGetAccessorDeclaration(node) ||
        ts.isSetAccessorDeclaration(node);
      if (!isFunction || !node.body) return node;
      const body = ts.isBlock(node.body)
        ? ts.factory.updateBlock(node.body, [announce(file), ...node.body.statements])
        : ts.factory.createBlock([announce(file), ts.factory.createReturnStatement(node.body)], true);
      if (ts.isArrowFunction(node))
        return ts.factory.updateArrowFunction(
          node,
          node.modifiers,
          node.typeParameters,
          node.parameters,
          node.type,
          node.equalsGreaterThanToken,
          body,
        );
      if (ts.isFunctionDeclaration(node))
        return ts.factory.updateFunctionDeclaration(
          node,
          node.modifiers,
          node.asteriskToken,
          node.name,
          node.typeParameters,
          node.parameters,
          node.type,
          body,
        );
      if (ts.isFunctionExpression(node))
        return ts.factory.updateFunctionExpression(
          node,
          node.modifiers,
          node.asteriskToken,
          node.name,
          node.typeParameters,
          node.parameters,
          node.type,
          body,
        );
      if (ts.isMethodDeclaration(node))
        return ts.factory.updateMethodDeclaration(
          node,
          node.modifiers,
          node.asteriskToken,
          node.name,
          node.questionToken,
          node.typeParameters,
          node.parameters,
          node.type,
          body,
        );
      if (ts.isConstructorDeclaration(node))
        return ts.factory.updateConstructorDeclaration(node, node.modifiers, node.parameters, body);
      if (ts.isGetAccessorDeclaration(node))
        return ts.factory.updateGetAccessorDeclaration(
          node,
          node.modifiers,
          node.name,
          node.parameters,
          node.type,
          body,
        );
      return ts.factory.updateSetAccessorDeclaration(node, node.modifiers, node.name, node.parameters, body);
    };
    return (source) => ts.visitNode(source, visit);
  };
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith("file:") || !url.endsWith(".ts")) return nextLoad(url, context);
  const path = fileURLToPath(url);
  if (!path.startsWith(root) || path.includes("/node_modules/")) return nextLoad(url, context);
  const file = path.slice(root.length);
  const source = await readFile(path, "utf8");
  const { outputText } = ts.transpileModule(source, {
    fileName: path,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2023,
      verbatimModuleSyntax: true,
      allowImportingTsExtensions: true,
    },
    transformers: { before: [transformer(file)] },
  });
  return { format: "module", source: outputText, shortCircuit: true };
}
