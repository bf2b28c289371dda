// A remote's federation `exposes`, read from its src/exposes.ts: the same object the typecheck
// holds against shared-contracts, so the built expose list cannot drift from the checked one.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/** `EXPOSES = { Name: () => import('./exposed/x'), ... }` -> `{ './Name': './src/exposed/x' }`. */
function exposesFromSource(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  /** @type {(node: import('typescript').Node, why: string) => never} */
  const fail = (node, why) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    throw new Error(`${file}:${line + 1}: ${why}`);
  };
  /** @type {import('typescript').ObjectLiteralExpression | null} */
  let table = null;
  source.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'EXPOSES') {
      let init = node.initializer;
      while (init && (ts.isSatisfiesExpression(init) || ts.isAsExpression(init))) {
        init = init.expression;
      }
      if (!init || !ts.isObjectLiteralExpression(init)) fail(node, 'EXPOSES must be an object');
      table = init;
    }
    node.forEachChild(visit);
  });
  if (!table) throw new Error(`${file}: no EXPOSES object`);
  const dir = path.relative(path.dirname(path.dirname(file)), path.dirname(file));
  const exposes = {};
  const found = /** @type {import('typescript').ObjectLiteralExpression} */ (table);
  for (const prop of found.properties) {
    const body = ts.isPropertyAssignment(prop) && prop.initializer;
    const call = body && ts.isArrowFunction(body) && body.body;
    const spec =
      call &&
      ts.isCallExpression(call) &&
      call.expression.kind === ts.SyntaxKind.ImportKeyword &&
      call.arguments[0];
    if (!spec || !ts.isStringLiteral(spec)) {
      fail(prop, "each expose must be `Name: () => import('./path')`");
    }
    exposes[`./${prop.name.getText(source)}`] = `./${path.posix.join(dir, spec.text)}`;
  }
  return exposes;
}

module.exports = { exposesFromSource };
