import type { FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { z } from 'zod';
import { REQUEST_BODY_MAX_BYTES } from '@syna/contracts/constants';
import { remarkImageUploadFieldsSchema, type RemarkImageUploadFields } from '@syna/contracts/remarks';
import { badRequest, HttpProblem } from '../../platform/http/problem.ts';

/** One uploaded file with the form fields sent beside it. */
export interface ImageUpload {
  bytes: Buffer;
  fileName: string | null;
  fields: RemarkImageUploadFields;
}

const ONE_AT_A_TIME = 'En bild i taget';
const tooLarge = () =>
  new HttpProblem(413, `Filen är för stor: högst ${REQUEST_BODY_MAX_BYTES / 1024 / 1024} MB.`);
const fieldProblem = (field: string, message: string) =>
  badRequest(message, { [`body.${field}`]: [message] });

/** The multipart parser's own limit errors, as the problems the staff app shows. */
function translated(error: unknown): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return fieldProblem('file', ONE_AT_A_TIME);
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('Uppladdningen har för många fält');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return fieldProblem('annotations', 'Markeringarna är inte giltig JSON');
    default:
      return error;
  }
}

function parseFields(values: Map<string, unknown>): RemarkImageUploadFields {
  const raw = Object.fromEntries(values);
  if (typeof raw.annotations === 'string') {
    try {
      raw.annotations = JSON.parse(raw.annotations);
    } catch {
      throw fieldProblem('annotations', 'Markeringarna är inte giltig JSON');
    }
  }
  if (raw.originalId === '') delete raw.originalId;
  const parsed = remarkImageUploadFieldsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw badRequest('Begäran innehåller ogiltiga värden', fieldErrors(parsed.error.issues));
}

function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues)
    (errors[['body', ...issue.path.map(String)].join('.')] ??= []).push(issue.message);
  return errors;
}

/**
 * Reads an image upload: multipart with exactly one file (photos upload one at a time; a second
 * file is refused) and the optional fields `originalId` and `annotations`. A body over the request
 * limit is refused (413) before anything is read, and a file over it while it streams.
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (Number(request.headers['content-length'] ?? 0) > REQUEST_BODY_MAX_BYTES) throw tooLarge();
  if (!request.isMultipart()) throw fieldProblem('file', 'Skicka bilden som multipart/form-data');
  let file: { bytes: Buffer; fileName: string | null } | null = null;
  const values = new Map<string, unknown>();
  try {
    const parts = request.parts({
      limits: { fileSize: REQUEST_BODY_MAX_BYTES, files: 1, fields: 10, fieldSize: 1_000_000, parts: 11 },
    });
    for await (const part of parts as AsyncIterableIterator<MultipartFile | MultipartValue>) {
      if (part.type === 'file') {
        file = { bytes: await part.toBuffer(), fileName: part.filename ? part.filename.slice(0, 255) : null };
      } else {
        values.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw translated(error);
  }
  if (!file) throw fieldProblem('file', 'Välj en bild att ladda upp');
  return { ...file, fields: parseFields(values) };
}
