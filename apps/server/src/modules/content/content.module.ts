import type { FastifyInstance } from 'fastify';
import { contentEndpoints } from '@syna/contracts/endpoints/content';
import { uploadSessionEndpoints } from '@syna/contracts/endpoints/upload-sessions';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { contentRoutes } from './content.routes.ts';
import { uploadSessionRoutes } from './upload-session.routes.ts';
import {
  discardExpiredUpload,
  UPLOAD_SESSION_DISCARD_JOB,
  type UploadDiscardData,
} from './upload-session.service.ts';

/** The content service: stored files served to the members of their organisation, and resumable uploads. */
export async function contentModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, contentEndpoints, contentRoutes(api.storage));
  await registerEndpoints(api, uploadSessionEndpoints, uploadSessionRoutes(api.partialFiles));
  // The queue runs no cron: each session brings its own removal, due when it expires.
  api.jobs.work<UploadDiscardData>(UPLOAD_SESSION_DISCARD_JOB, (job) =>
    discardExpiredUpload(api.partialFiles, job),
  );
}
