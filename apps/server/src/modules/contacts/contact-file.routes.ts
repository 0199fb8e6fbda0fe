import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { REQUEST_BODY_MAX_BYTES } from '@syna/contracts/constants';
import { contactFileListSchema, contactFileSchema } from '@syna/contracts/contacts';
import { attachmentDisposition } from '../../platform/http/attachment-disposition.ts';
import { removeFilesAfterCommit } from '../../platform/storage/transactional-files.ts';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import { READ_CONTACTS, WRITE_CONTACTS } from './contact-access.ts';
import { readFileUpload } from './contact-file-upload.ts';
import {
  addContactFile,
  getContactFiles,
  openContactFile,
  removeContactFile,
  requireContact,
} from './contact-file.service.ts';

const contactParams = z.object({ tenant: z.string(), id: z.uuid({ error: 'Ogiltigt kontakt-id' }) });
const fileParams = contactParams.extend({ fileId: z.uuid({ error: 'Ogiltigt fil-id' }) });
const FILES_PATH = '/:tenant/v1/contact/:id/files';

/**
 * Files on a contact: list, upload one at a time (multipart), download, delete. Adding and
 * deleting files changes the shared address book, so they need the right to edit contacts.
 */
export async function contactFileRoutes(app: FastifyInstance): Promise<void> {
  // Multipart bodies are accepted by the routes of this scope only.
  await app.register(multipart, { limits: { fileSize: REQUEST_BODY_MAX_BYTES } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contact'];

  api.get(
    FILES_PATH,
    {
      config: { access: READ_CONTACTS },
      schema: {
        tags,
        summary: 'The files on a contact, oldest first',
        params: contactParams,
        response: { 200: contactFileListSchema },
      },
    },
    async (request) => {
      const items = await getContactFiles(tenantRequest(request), request.params.id);
      return { items, total: items.length };
    },
  );

  api.post(
    FILES_PATH,
    {
      config: { access: WRITE_CONTACTS },
      schema: {
        tags,
        summary:
          'Upload one file (multipart/form-data: `file`). PDF, JPEG, PNG, WebP, HEIC, DOCX, XLSX, ODT, ' +
          'text or CSV by content, and the name’s extension must fit it; otherwise 400.',
        consumes: ['multipart/form-data'],
        params: contactParams,
        response: { 201: contactFileSchema },
      },
    },
    async (request, reply) => {
      const scope = tenantRequest(request);
      // The contact is checked before the body is read: an unknown contact costs no upload.
      await requireContact(scope, request.params.id);
      const upload = await readFileUpload(request);
      const file = await addContactFile(
        scope,
        { storage: app.storage, log: request.log },
        request.params.id,
        upload,
      );
      void reply.code(201);
      return file;
    },
  );

  api.get(
    `${FILES_PATH}/:fileId`,
    {
      config: { access: READ_CONTACTS },
      schema: {
        tags,
        summary: 'Download a file of a contact under its original name',
        params: fileParams,
      },
    },
    async (request, reply) => {
      const { file, bytes } = await openContactFile(
        tenantRequest(request),
        app.storage,
        request.params.id,
        request.params.fileId,
      );
      void reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(file.filename))
        // The type was checked on upload; the browser must not guess another (e.g. HTML).
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return bytes;
    },
  );

  api.delete(
    `${FILES_PATH}/:fileId`,
    {
      config: { access: WRITE_CONTACTS },
      schema: {
        tags,
        summary: 'Delete a file of a contact',
        params: fileParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const keys = await removeContactFile(tenantRequest(request), request.params.id, request.params.fileId);
      removeFilesAfterCommit(request, keys);
      void reply.code(204);
      return null;
    },
  );
}
