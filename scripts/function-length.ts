import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The longest a function may be, in lines as eslint's max-lines-per-function counts them (its default options). */
export const MAX_FUNCTION_LINES = 80;

/** A function over the limit: its name within the repository (see functionName), where it starts, its length. */
export interface LongFunction {
  key: string;
  line: number;
  lines: number;
}

type FunctionLike = ts.FunctionLikeDeclaration & { body: ts.Node };

const hasBody = (node: ts.Node): node is FunctionLike =>
  (ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node) ||
    ts.isConstructorDeclaration(node)) &&
  node.body !== undefined;

/** The node around this one, past any parentheses. */
function outer(node: ts.Node): ts.Node {
  let up = node.parent;
  while (ts.isParenthesizedExpression(up)) up = up.parent;
  return up;
}

/** A function called where it is written: max-lines-per-function leaves these out. */
function isIife(node: ts.Node): boolean {
  if (!ts.isFunctionExpression(node) && !ts.isArrowFunction(node)) return false;
  const call = outer(node);
  if (!ts.isCallExpression(call)) return false;
  let callee: ts.Node = call.expression;
  while (ts.isParenthesizedExpression(callee)) callee = callee.expression;
  return callee === node;
}

function propertyName(name: ts.PropertyName | ts.BindingName, file: ts.SourceFile): string {
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) return name.text;
  if (ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return `[${name.getText(file)}]`;
}

/**
 * A function's own name: its declared name, the variable, property, method or assignment target that holds it,
 * `constructor`, or, for a callback, the call it is given to (`useEffect(…)`, `it(…)`).
 */
function ownName(node: FunctionLike, file: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return propertyName(node.name, file);
  const parent = outer(node);
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return propertyName(parent.name, file);
  if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken)
    return parent.left.getText(file);
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
    const callee = parent.expression.getText(file).replace(/\s+/g, ' ');
    const short =
      callee.length > 40 && ts.isPropertyAccessExpression(parent.expression)
        ? parent.expression.name.text
        : callee;
    return `${short}(…)`;
  }
  if (ts.isExportAssignment(parent)) return 'default';
  return '<anonymous>';
}

/**
 * The function's name within its file: the names of the functions, classes and named object literals around it,
 * outermost first.
 */
function functionName(node: FunctionLike, file: ts.SourceFile): string {
  const names = [ownName(node, file)];
  for (let up = node.parent; !ts.isSourceFile(up); up = up.parent) {
    if (hasBody(up)) names.unshift(ownName(up, file));
    else if ((ts.isClassDeclaration(up) || ts.isClassExpression(up)) && up.name) names.unshift(up.name.text);
    else if (ts.isObjectLiteralExpression(up)) {
      const holder = outer(up);
      if (ts.isVariableDeclaration(holder) || ts.isPropertyAssignment(holder))
        names.unshift(propertyName(holder.name, file));
    }
  }
  return names.join(' > ');
}

/**
 * The functions over the limit in this source text, named `<file>: <name>` (`file` a repository path). Lines are
 * counted as max-lines-per-function counts them: from a function's first line (a method's, getter's or setter's
 * key, with its modifiers) to its last, blank lines and comments included, functions called in place left out.
 */
export function longFunctionsIn(fileName: string, source: string): LongFunction[] {
  const kind = fileName.endsWith('x')
    ? ts.ScriptKind.TSX
    : fileName.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const seen = new Map<string, number>();
  const visit = (node: ts.Node) => {
    if (hasBody(node) && !isIife(node)) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > MAX_FUNCTION_LINES) {
        const key = `${fileName}: ${functionName(node, file)}`;
        // Two functions of one file with one name (two callbacks of one call) are told apart by their order.
        const count = (seen.get(key) ?? 0) + 1;
        seen.set(key, count);
        found.push({ key: count === 1 ? key : `${key} #${count}`, line: first + 1, lines });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Files the limit applies to: tracked source outside tests (a test file's describe block is a list of cases). */
export function checkedFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && !/\.(test|spec)\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => fs.existsSync(path.join(root, file)));
}

/** The long functions of every checked file. */
export function longFunctions(root: string): LongFunction[] {
  return checkedFiles(root).flatMap((file) =>
    longFunctionsIn(file, fs.readFileSync(path.join(root, file), 'utf8')),
  );
}

/**
 * What is wrong with the list of allowed long functions (`allowed`: each one's length when listed, its ceiling),
 * given the long functions found: a function over the limit that is not listed, a listed one longer than its
 * entry, and an entry whose function is no longer over the limit (or no longer exists), to be deleted so the list
 * stays true.
 */
export function ratchetProblems(
  found: readonly LongFunction[],
  allowed: Readonly<Record<string, number>>,
): string[] {
  const problems: string[] = [];
  for (const fn of found) {
    const ceiling = allowed[fn.key];
    if (ceiling === undefined)
      problems.push(
        `${fn.key} (line ${fn.line}) has ${fn.lines} lines, over ${MAX_FUNCTION_LINES}: split it into named steps`,
      );
    else if (fn.lines > ceiling)
      problems.push(`${fn.key} grew from ${ceiling} to ${fn.lines} lines: split it rather than let it grow`);
  }
  const present = new Set(found.map((fn) => fn.key));
  for (const key of Object.keys(allowed))
    if (!present.has(key))
      problems.push(
        `${key} is no longer over ${MAX_FUNCTION_LINES} lines (or no longer exists): delete its entry in scripts/long-functions.ts`,
      );
  return problems;
}
