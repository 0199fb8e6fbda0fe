import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import {
  CLIENT_VERSION,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@syna/contracts/constants';
import type { AppConfig } from '../../config.ts';
import { PUBLIC } from './access.ts';
import { declareScopeAccess } from './access-control.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The header a change may carry, a member's or a customer's order (platform/http/idempotency.ts),
 * as a parameter of the document.
 */
const idempotencyKeyHeaders = {
  type: 'object',
  properties: {
    'Idempotency-Key': {
      type: 'string',
      pattern: '^[\\x21-\\x7e]{1,200}$',
      description:
        `Names the change: a repeat within ${IDEMPOTENCY_KEY_TTL_HOURS} h with the same method, path and ` +
        `body gets the first answer again (header \`${IDEMPOTENT_REPLAYED_HEADER}: true\`) without ` +
        "being applied again; the same key with another request answers 422. A member's keys are " +
        "their own in the firm; on the public order page, where nobody signs in, the firm's: send a " +
        'random one (a uuid) per order, the same for its retries.',
    },
  },
};

/** The zod schemas as JSON schemas, and the idempotency key on the routes that take one. */
function transform(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  const config = (input.route as { config?: { idempotent?: boolean } }).config;
  if (!config?.idempotent) return transformed;
  return { ...transformed, schema: { ...transformed.schema, headers: idempotencyKeyHeaders } };
}

/** The OpenAPI document, generated from the routes' zod schemas, at /openapi.json and /docs. */
export async function registerApiDocs(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Syna API', version: CLIENT_VERSION },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject: jsonSchemaTransformObject,
    hideUntagged: true,
  });
  await app.register(async (docs) => {
    declareScopeAccess(docs, PUBLIC, app.routeTable);
    docs.get('/openapi.json', { schema: { hide: true } }, async () => docs.swagger());
    await docs.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  });
}
