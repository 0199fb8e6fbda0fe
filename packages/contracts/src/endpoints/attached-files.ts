import { z } from 'zod';
import { attachedFileSchema } from '../attached-files.ts';
import { listResponseSchema } from '../list.ts';
import type { Access } from './access.ts';
import { endpoint } from './endpoint.ts';

type RecordParams = z.ZodObject<{ tenant: z.ZodString; id: z.ZodUUID }>;

interface FileEndpointsOf<Params extends RecordParams, Read extends Access, Write extends Access> {
  /** The record's path, e.g. `/:tenant/v1/contact/:id`; its files are under `/files`. */
  path: `/${string}/:id`;
  params: Params;
  read: Read;
  write: Write;
  service: string;
  /** The record in English, for the API documentation ("contact"). */
  noun: string;
  /** The name of the file's and the list's schemas in the API documentation ("ContactFile"). */
  schemaId: string;
}

/**
 * The four endpoints of a record's files (list, upload, download, delete), alike for every kind of
 * record that keeps files; the server serves them all with the content module's file store.
 */
export function attachedFileEndpoints<
  Params extends RecordParams,
  const Read extends Access,
  const Write extends Access,
>(record: FileEndpointsOf<Params, Read, Write>) {
  const { path, params, read, write, service, noun } = record;
  const file = attachedFileSchema.meta({ id: record.schemaId });
  const fileParams = params.extend({ fileId: z.uuid({ error: 'validation.fileId' }) });
  return {
    files: endpoint({
      method: 'GET',
      path: `${path}/files`,
      access: read,
      service,
      summary: `The files on a ${noun}, oldest first`,
      params,
      response: listResponseSchema(file).meta({ id: `${record.schemaId}List` }),
    }),
    uploadFile: endpoint({
      method: 'POST',
      path: `${path}/files`,
      access: write,
      service,
      summary:
        'Upload one file (multipart/form-data: `file`). PDF, JPEG, PNG, WebP, HEIC, DOCX, XLSX, ODT, ' +
        'text or CSV by content, and the name’s extension must fit it; otherwise 400. The answer ' +
        'names who stored it, when, and the SHA-256 of its content.',
      params,
      transport: 'upload',
      status: 201,
      response: file,
    }),
    downloadFile: endpoint({
      method: 'GET',
      path: `${path}/files/:fileId`,
      access: read,
      service,
      summary: `Download a file of a ${noun} under its original name`,
      params: fileParams,
      transport: 'download',
    }),
    removeFile: endpoint({
      method: 'DELETE',
      path: `${path}/files/:fileId`,
      access: write,
      service,
      summary: `Delete a file of a ${noun}`,
      params: fileParams,
      status: 204,
    }),
  };
}

/** The file endpoints of any kind of record, as a client that serves them all takes them. */
export type AttachedFileEndpoints = ReturnType<typeof attachedFileEndpoints<RecordParams, Access, Access>>;
