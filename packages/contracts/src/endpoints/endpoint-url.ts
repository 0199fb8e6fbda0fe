import type { EndpointDefinition } from './endpoint.ts';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The path of an endpoint with its parameters filled in (each encoded as one path segment);
 * a missing parameter is a programming error and throws before anything is sent.
 */
export function endpointPath(definition: EndpointDefinition, params: object = {}): string {
  const values = params as Record<string, unknown>;
  return definition.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || String(value).trim() === '') {
      throw new Error(`${definition.method} ${definition.path} called without :${name}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The query string of a call (`?a=1&b=x&b=y`), leaving out empty values; '' when there is none. */
export function endpointQuery(query: object = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Path and query of a call. */
export function endpointUrl(
  definition: EndpointDefinition,
  input: { params?: object; query?: object },
): string {
  return endpointPath(definition, input.params) + endpointQuery(input.query);
}
