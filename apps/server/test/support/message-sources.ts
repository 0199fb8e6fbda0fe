import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Finds, in source files, the texts that can reach a client as a problem's detail or field
 * message, by reading the syntax (no type information):
 *
 * - the detail and field messages given to `HttpProblem`, and to every function that passes a
 *   parameter on to it (`badRequest`, `notFound`, …, and local ones such as `refused(detail)`),
 *   with their default values;
 * - field messages: arrays under `body.`/`params.`/`querystring.` keys, arrays assigned to
 *   `errors[…]`, values pushed onto `errors[…]`, and what functions that do so are given;
 * - zod messages: the message argument of zod checks (`.min(1, '…')`, `.regex(…, '…')`,
 *   `.refine(…, { error: '…' })`, `z.email('…')`), in files of schemas every `error:` and
 *   `message:` property (issues are built beside the checks), and what functions that pass a
 *   parameter there are given (`requiredText(200, '…')`).
 *
 * A message written as a name is followed to its `const` (in the file, else any file's), through
 * `?:` branches and `for (const [, message] of list)`. A template literal becomes a pattern with
 * `{}` for each substitution. Substituted names that are constants (an outcome, say) are reported
 * as phrases.
 */

export interface FoundText {
  /** The text, `{}` in place of each substitution. */
  pattern: string;
  file: string;
  line: number;
  /** `message`: sent as a detail or field message; `phrase`: substituted into one. */
  kind: 'message' | 'phrase';
}

/** A name, or an expression, that could not be followed to a text. */
export interface Unresolved {
  name: string;
  file: string;
  line: number;
}

type Sink = 'message' | 'errors';

interface Wrapper {
  index: number;
  sink: Sink;
}

/** Zod checks whose second argument may be the message. */
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'gt',
  'gte',
  'lt',
  'lte',
  'regex',
  'refine',
  'superRefine',
  'literal',
  'enum',
  'array',
  'object',
  'multipleOf',
]);
/** Zod schema builders (`z.email(…)`) whose first argument may be the message. */
const ZOD_BUILDERS = new Set(['email', 'url', 'uuid', 'string', 'number', 'boolean', 'int', 'date']);
/** Keys of a problem's `errors` object start with where the field is. */
const FIELD_KEY = /^(body|params|querystring|query|headers)(\.|$)/;

export function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) ||
  ts.isAsExpression(node) ||
  ts.isSatisfiesExpression(node) ||
  ts.isNonNullExpression(node)
    ? unwrap(node.expression)
    : node;

const nameOf = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isPrivateIdentifier(node))
    ? node.text
    : undefined;

/** The name a function is known by: `function f`, `const f = () =>`, `f: () =>`. */
function functionName(fn: ts.SignatureDeclaration): string | undefined {
  if (ts.isFunctionDeclaration(fn)) return fn.name?.text;
  const parent = fn.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return nameOf(parent.name);
  return undefined;
}

/** The key of an object property as written, `{}` for substitutions; null when computed otherwise. */
function keyText(name: ts.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name))
    return name.text;
  if (ts.isComputedPropertyName(name)) {
    const expression = unwrap(name.expression);
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      return expression.text;
    if (ts.isTemplateExpression(expression)) return templatePattern(expression);
  }
  return null;
}

const templatePattern = (node: ts.TemplateExpression) =>
  node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');

const isErrorsAccess = (node: ts.Expression): boolean => {
  const target = unwrap(node);
  if (ts.isBinaryExpression(target)) return isErrorsAccess(target.left);
  return (
    ts.isElementAccessExpression(target) &&
    ts.isIdentifier(unwrap(target.expression)) &&
    /errors$/i.test((unwrap(target.expression) as ts.Identifier).text)
  );
};

export function findMessageTexts(files: string[], options: { zodSchemaFile: (file: string) => boolean }) {
  const sources = files.map((file) =>
    ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  );
  /** Declarations by name: in each file, and the top-level ones of every file. */
  const local = new Map<ts.SourceFile, Map<string, ts.Node[]>>();
  const global = new Map<string, ts.Node[]>();
  const add = (map: Map<string, ts.Node[]>, name: string, node: ts.Node) =>
    map.set(name, [...(map.get(name) ?? []), node]);
  for (const source of sources) {
    const names = new Map<string, ts.Node[]>();
    local.set(source, names);
    const visit = (node: ts.Node) => {
      if ((ts.isVariableDeclaration(node) || ts.isBindingElement(node)) && ts.isIdentifier(node.name)) {
        add(names, node.name.text, node);
        if (ts.isVariableDeclaration(node) && ts.isSourceFile(node.parent.parent.parent)) {
          add(global, node.name.text, node);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  const wrappers = new Map<string, Wrapper[]>([
    [
      'HttpProblem',
      [
        { index: 1, sink: 'message' },
        { index: 2, sink: 'errors' },
      ],
    ],
  ]);
  const found = new Map<string, FoundText>();
  const unresolved = new Map<string, Unresolved>();
  let grew = true;

  const where = (node: ts.Node) => {
    const source = node.getSourceFile();
    return { file: source.fileName, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 };
  };
  const record = (pattern: string, node: ts.Node, kind: FoundText['kind']) => {
    const at = where(node);
    found.set(`${kind}|${pattern}|${at.file}|${at.line}`, { pattern, kind, ...at });
  };

  /** The parameter `identifier` names, with its function, when it is one. */
  function parameterOf(identifier: ts.Identifier) {
    for (let node: ts.Node = identifier; node.parent; node = node.parent) {
      if (ts.isFunctionLike(node)) {
        const index = node.parameters.findIndex(
          (parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === identifier.text,
        );
        if (index >= 0) return { fn: node, index, parameter: node.parameters[index]! };
      }
    }
    return null;
  }

  function addWrapper(name: string, wrapper: Wrapper) {
    const known = wrappers.get(name) ?? [];
    if (known.some((other) => other.index === wrapper.index && other.sink === wrapper.sink)) return;
    wrappers.set(name, [...known, wrapper]);
    grew = true;
  }

  /** Follows a name to what its declarations hold. */
  function declarationsOf(identifier: ts.Identifier): ts.Expression[] | null {
    const source = identifier.getSourceFile();
    const declarations = local.get(source)?.get(identifier.text) ?? global.get(identifier.text);
    if (!declarations) return null;
    const values: ts.Expression[] = [];
    for (const declaration of declarations) {
      if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
        values.push(declaration.initializer);
        continue;
      }
      // `for (const [field, message] of list)`: the item of each of the list's entries.
      if (ts.isBindingElement(declaration) && ts.isArrayBindingPattern(declaration.parent)) {
        const position = declaration.parent.elements.indexOf(declaration);
        const statement = declaration.parent.parent.parent.parent;
        if (!ts.isForOfStatement(statement)) continue;
        for (const list of resolveExpression(statement.expression)) {
          if (!ts.isArrayLiteralExpression(list)) continue;
          for (const entry of list.elements) {
            const tuple = unwrap(entry as ts.Expression);
            if (ts.isArrayLiteralExpression(tuple) && tuple.elements[position])
              values.push(tuple.elements[position] as ts.Expression);
          }
        }
      }
    }
    return values;
  }

  /** A list literal behind an expression (`const required = [...] as const`). */
  function resolveExpression(expression: ts.Expression): ts.Expression[] {
    const node = unwrap(expression);
    if (ts.isIdentifier(node)) return (declarationsOf(node) ?? []).flatMap(resolveExpression);
    return [node];
  }

  /** Records the texts an expression in a message position can be. */
  function message(expression: ts.Expression, seen = new Set<ts.Node>()): void {
    const node = unwrap(expression);
    if (seen.has(node)) return;
    seen.add(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      record(node.text, node, 'message');
    } else if (ts.isTemplateExpression(node)) {
      record(templatePattern(node), node, 'message');
      for (const span of node.templateSpans) phrase(span.expression);
    } else if (ts.isConditionalExpression(node)) {
      message(node.whenTrue, seen);
      message(node.whenFalse, seen);
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken
    ) {
      message(node.left, seen);
      message(node.right, seen);
    } else if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) {
      // `error: (issue) => \`Högst ${issue.maximum} tecken\``
      message(node.body, seen);
    } else if (ts.isObjectLiteralExpression(node)) {
      // Zod's `{ error: '…' }` where a message may stand.
      for (const property of node.properties) {
        if (ts.isPropertyAssignment(property) && ['error', 'message'].includes(nameOf(property.name) ?? ''))
          message(property.initializer, seen);
      }
    } else if (ts.isIdentifier(node)) {
      const parameter = parameterOf(node);
      if (parameter) {
        const name = functionName(parameter.fn);
        if (name) addWrapper(name, { index: parameter.index, sink: 'message' });
        if (parameter.parameter.initializer) message(parameter.parameter.initializer, seen);
        return;
      }
      const values = declarationsOf(node);
      if (values === null) {
        const at = where(node);
        unresolved.set(`${node.text}|${at.file}|${at.line}`, { name: node.text, ...at });
        return;
      }
      for (const value of values) message(value, seen);
    }
    // Anything else (a property such as `issue.message`, a call) is a text made elsewhere.
  }

  /** Records the constant texts substituted into a message. */
  function phrase(expression: ts.Expression): void {
    const node = unwrap(expression);
    if (!ts.isIdentifier(node) || parameterOf(node)) return;
    for (const value of declarationsOf(node) ?? []) {
      const stack = [unwrap(value)];
      while (stack.length > 0) {
        const item = stack.pop()!;
        if (ts.isStringLiteral(item) || ts.isNoSubstitutionTemplateLiteral(item))
          record(item.text, item, 'phrase');
        else if (ts.isTemplateExpression(item)) record(templatePattern(item), item, 'phrase');
        else if (ts.isConditionalExpression(item)) stack.push(unwrap(item.whenTrue), unwrap(item.whenFalse));
      }
    }
  }

  /** Records the field messages of an `errors` object. */
  function errors(expression: ts.Expression): void {
    const node = unwrap(expression);
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (ts.isPropertyAssignment(property)) messages(property.initializer);
      }
    } else if (ts.isIdentifier(node)) {
      const parameter = parameterOf(node);
      if (parameter) {
        const name = functionName(parameter.fn);
        if (name) addWrapper(name, { index: parameter.index, sink: 'errors' });
      }
      // A local `errors` is filled by assignments and pushes, found on their own.
    }
  }

  /** Records each message of a list of field messages. */
  function messages(expression: ts.Expression): void {
    const node = unwrap(expression);
    if (ts.isArrayLiteralExpression(node)) {
      for (const element of node.elements) if (!ts.isSpreadElement(element)) message(element);
    }
  }

  function sink(kind: Sink, argument: ts.Expression | undefined) {
    if (!argument) return;
    if (kind === 'message') message(argument);
    else errors(argument);
  }

  function visit(node: ts.Node, zodSchemaFile: boolean): void {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = unwrap(node.expression);
      const args = node.arguments ?? ts.factory.createNodeArray();
      const name = ts.isIdentifier(callee) ? callee.text : undefined;
      for (const wrapper of (name && wrappers.get(name)) || []) sink(wrapper.sink, args[wrapper.index]);
      if (ts.isPropertyAccessExpression(callee)) {
        const method = callee.name.text;
        const receiver = unwrap(callee.expression);
        const isMath = ts.isIdentifier(receiver) && receiver.text === 'Math';
        if (ZOD_CHECKS.has(method) && !isMath) args.slice(1).forEach((argument) => message(argument));
        if (ZOD_BUILDERS.has(method) && ts.isIdentifier(receiver) && receiver.text === 'z' && args[0])
          message(args[0]);
        if (method === 'push' && isErrorsAccess(receiver)) args.forEach((argument) => message(argument));
      }
    }
    if (ts.isPropertyAssignment(node)) {
      const key = nameOf(node.name);
      if (zodSchemaFile && (key === 'error' || key === 'message')) message(node.initializer);
      const written = keyText(node.name);
      if (written !== null && FIELD_KEY.test(written)) messages(node.initializer);
    }
    if (
      ts.isShorthandPropertyAssignment(node) &&
      zodSchemaFile &&
      ['error', 'message'].includes(node.name.text)
    ) {
      message(node.name);
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      isErrorsAccess(node.left)
    ) {
      messages(node.right);
    }
    ts.forEachChild(node, (child) => visit(child, zodSchemaFile));
  }

  // New wrappers make more calls sinks: go over everything until no more are found.
  while (grew) {
    grew = false;
    for (const source of sources) visit(source, options.zodSchemaFile(source.fileName));
  }

  return { texts: [...found.values()], unresolved: [...unresolved.values()] };
}

/** The lookup words messages are built from: `{ noun, definite }` and counted `{ one, many }`. */
export function findLookupWords(files: string[]): FoundText[] {
  const words: FoundText[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const strings = new Map<string, ts.StringLiteral>();
        for (const property of node.properties) {
          if (ts.isPropertyAssignment(property) && ts.isStringLiteral(property.initializer))
            strings.set(nameOf(property.name) ?? '', property.initializer);
        }
        const line = (literal: ts.Node) => source.getLineAndCharacterOfPosition(literal.getStart()).line + 1;
        const phrase = (pattern: string, literal: ts.Node) =>
          words.push({ pattern, file, line: line(literal), kind: 'phrase' });
        const noun = strings.get('noun');
        const definite = strings.get('definite');
        if (noun && definite) {
          phrase(noun.text, noun);
          phrase(definite.text, definite);
        }
        const one = strings.get('one');
        const many = strings.get('many');
        if (one && many) {
          phrase(`1 ${one.text}`, one);
          phrase(`2 ${many.text}`, many);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return words;
}
