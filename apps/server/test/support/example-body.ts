import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
};

/**
 * Builds a small request body that satisfies a route's zod body schema, using `id` for every
 * uuid field, so that the isolation walk reaches the handler rather than stopping at validation.
 */
export function exampleBody(schema: unknown, id: string): unknown {
  if (!schema) return undefined;
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return exampleOf(json, id);
}

function exampleOf(schema: JsonSchema, id: string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length)
    return exampleOf(variants.find((variant) => variant.type !== 'null') ?? variants[0]!, id);
  const type = Array.isArray(schema.type)
    ? schema.type.find((candidate) => candidate !== 'null')
    : schema.type;
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const key of schema.required ?? []) result[key] = exampleOf(schema.properties?.[key] ?? {}, id);
      return result;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}, id));
    case 'string':
      return exampleString(schema, id);
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

function exampleString(schema: JsonSchema, id: string): string {
  if (schema.format === 'uuid') return id;
  if (schema.format === 'email') return 'isolering@example.se';
  if (schema.format === 'date') return '2026-11-23';
  if (schema.format === 'date-time') return '2026-11-23T10:00:00.000Z';
  if (schema.format === 'uri') return 'https://example.se/';
  if (schema.pattern && new RegExp(schema.pattern).test('isolering-test')) return 'isolering-test';
  if (schema.pattern && new RegExp(schema.pattern).test('556036-0793')) return '556036-0793';
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}
