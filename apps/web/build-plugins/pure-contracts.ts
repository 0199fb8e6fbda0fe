import { parseAst, type Plugin } from 'vite';

/** The modules of packages/contracts (schemas, constants, endpoint tables), tests aside. */
const CONTRACTS_MODULE = /\/packages\/contracts\/src\/(?!.*\.test\.ts)[\w/-]+\.ts(\?.*)?$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Whether evaluating `node` calls something; a function's body runs later, not here. */
function callsSomething(node: Node): boolean {
  if (node.type.includes('Function')) return false;
  if (['CallExpression', 'NewExpression', 'TaggedTemplateExpression'].includes(node.type)) return true;
  return Object.values(node).some((value) =>
    Array.isArray(value)
      ? value.some((item) => isNode(item) && callsSomething(item))
      : isNode(value) && callsSomething(value),
  );
}

/**
 * Marks each top-level `const x = …call…` of a module as pure: `const x = /*#__PURE__*\/ (() => (…))()`.
 * Evaluation and its order stay the same; only an unused value may now be left out.
 */
export function markTopLevelValuesPure(code: string): string {
  const inits: Node[] = [];
  for (const statement of parseAst(code, { lang: 'ts' }).body as unknown as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init;
      if (isNode(init) && callsSomething(init)) inits.push(init);
    }
  }
  let result = '';
  let at = 0;
  for (const init of inits) {
    result += `${code.slice(at, init.start)}/*#__PURE__*/ (() => (${code.slice(init.start, init.end)}))()`;
    at = init.end;
  }
  return result + code.slice(at);
}

/**
 * In the web build, the contracts' top-level values are pure. They are schemas and constants
 * built from calls (`z.object(…)`, `tenantParams.extend(…)`), which a bundler must otherwise keep
 * in case the call does something: a page that needs one constant of a module (a list of sort
 * fields) would load every schema of it, and zod with them. Marked pure, only the values a page
 * uses are bundled.
 */
export function pureContracts(): Plugin {
  return {
    name: 'syna-pure-contracts',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACTS_MODULE.test(id)) return null;
      return { code: markTopLevelValuesPure(code), map: null };
    },
  };
}
