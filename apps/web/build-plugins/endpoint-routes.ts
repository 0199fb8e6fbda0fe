import { readFile } from 'node:fs/promises';
import { runnerImport, type Plugin } from 'vite';
import type { EndpointDefinition, EndpointTable } from '@syna/contracts/endpoints/endpoint';

/** The modules of the endpoint tables (`packages/contracts/src/endpoints/orders.ts`, …). */
const ENDPOINTS_MODULE = /\/packages\/contracts\/src\/endpoints\/[\w-]+\.ts$/;

/** What the web client reads of an endpoint: where a call goes, how, and whether it carries a token. */
const ROUTE_FIELDS = ['method', 'path', 'access', 'transport', 'status'] as const;

type Route = Pick<EndpointDefinition, (typeof ROUTE_FIELDS)[number]>;

const isEndpoint = (value: unknown): value is EndpointDefinition =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EndpointDefinition).method === 'string' &&
  typeof (value as EndpointDefinition).path === 'string' &&
  typeof (value as EndpointDefinition).access === 'object';

const isEndpointTable = (value: unknown): value is EndpointTable =>
  typeof value === 'object' && value !== null && Object.values(value).every(isEndpoint);

function routeOf(definition: EndpointDefinition): Route {
  const route: Record<string, unknown> = {};
  for (const field of ROUTE_FIELDS) if (definition[field] !== undefined) route[field] = definition[field];
  return route as Route;
}

/** The original module behind the routes, for a table module's other exports (helpers, schemas). */
const WHOLE_MODULE = '?endpoint-module';

const routesOf = (table: EndpointTable) =>
  Object.fromEntries(Object.entries(table).map(([key, definition]) => [key, routeOf(definition)]));

/**
 * In the web build, an endpoint table is only its routes. The client builds its calls from an
 * endpoint's method, path and access (`src/lib/http/endpoint-client.ts`) and never runs the
 * schemas, which only the server and the forms need; the tables' schemas would bring all of
 * zod onto the first load. So a module that exports endpoint tables is evaluated at build time
 * and its tables become their routes as plain data: the same values the client reads, without
 * imports. Its other exports (a schema, a helper) come from the module itself, which the bundle
 * then includes only where one of them is used. Types still come from the real module; tests and
 * the dev server use it as is.
 */
export function endpointRoutesOnly(): Plugin {
  return {
    name: 'syna-endpoint-routes',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (id.endsWith(WHOLE_MODULE)) {
        // Side-effect free: dropped from the bundle unless one of its exports is used.
        const code = await readFile(id.slice(0, -WHOLE_MODULE.length), 'utf8');
        return { code, moduleType: 'ts', moduleSideEffects: false };
      }
      if (!ENDPOINTS_MODULE.test(id)) return null;
      const { module } = await runnerImport<Record<string, unknown>>(id, {
        configFile: false,
        logLevel: 'warn',
      });
      const exports = Object.entries(module);
      const tables = exports.filter(([, value]) => isEndpointTable(value));
      if (tables.length === 0) return null;
      const others = exports.filter(([, value]) => !isEndpointTable(value)).map(([name]) => name);
      return [
        ...tables.map(
          ([name, table]) => `export const ${name} = ${JSON.stringify(routesOf(table as EndpointTable))};`,
        ),
        ...(others.length > 0
          ? [`export { ${others.join(', ')} } from ${JSON.stringify(id + WHOLE_MODULE)};`]
          : []),
      ].join('\n');
    },
  };
}
