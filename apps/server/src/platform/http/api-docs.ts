import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { CLIENT_VERSION } from '@syna/contracts/constants';
import type { AppConfig } from '../../config.ts';
import { PUBLIC } from './access.ts';
import { declareScopeAccess } from './access-control.ts';

/** The OpenAPI document, generated from the routes' zod schemas, at /openapi.json and /docs. */
export async function registerApiDocs(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Syna API', version: CLIENT_VERSION },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
    hideUntagged: true,
  });
  await app.register(async (docs) => {
    declareScopeAccess(docs, PUBLIC, app.routeTable);
    docs.get('/openapi.json', { schema: { hide: true } }, async () => docs.swagger());
    await docs.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  });
}
