import type { MessageRef } from '@syna/contracts/messages';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { z } from 'zod';
import { REQUEST_BODY_MAX_BYTES } from '@syna/contracts/constants';
import type { UploadTexts } from '@syna/contracts/endpoints/endpoint';
import { discardSpooled, spool, type SpooledFile } from '../storage/spooled-file.ts';
import { refuseNulBytes } from './nul-bytes.ts';
import { badRequest, bodyFieldErrors, HttpProblem } from './problem.ts';

/**
 * One uploaded file, with the name it had on the uploader's device: written to a temporary file
 * as it arrived (never held in memory whole), removed once the request has been answered.
 */
export interface UploadedFile extends SpooledFile {
  filename: string;
  /** What the route's upload check (`UploadCheck`, endpoint-routes.ts) found, where it has one. */
  checked?: unknown;
}

/** The limits of every upload: one file, a few small form fields beside it. */
export const UPLOAD_LIMITS = {
  fileSize: REQUEST_BODY_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1_000_000,
  parts: 11,
};

/** The refusals of an upload that names its file just "a file". */
const FILE_TEXTS: UploadTexts = {
  oneAtATime: { key: 'http.oneFile' },
  noFile: { key: 'http.noFile' },
  notMultipart: { key: 'http.notMultipart' },
};

/** What a multipart body may hold beside its file: the parts' headers and boundaries. */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

const tooLarge = (texts: UploadTexts, maxBytes: number) =>
  new HttpProblem(
    413,
    texts.tooLarge ?? { key: 'http.fileTooLarge', values: { megabytes: maxBytes / 1024 / 1024 } },
  );
const fieldProblem = (field: string, message: MessageRef) =>
  badRequest(message, { [`body.${field}`]: [message] });

/** The multipart parser's own limit errors, as the problems the staff app shows. */
function translated(error: unknown, texts: UploadTexts, maxBytes: number): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return fieldProblem('file', texts.oneAtATime);
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(texts, maxBytes);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return badRequest({ key: 'http.tooManyFields' });
    // A form field sent as a JSON part that is no JSON (the parser does not say which field).
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest({ key: 'http.uploadFieldNotJson' });
    default:
      return error;
  }
}

/** Keeps a file name to one line of at most 255 characters, without any folder the client sent. */
function cleanFilename(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((character) => !/\p{Cc}/u.test(character)).join('');
  return printable.trim().slice(0, 255);
}

/**
 * Reads an upload: multipart with exactly one file in the part `file` (a second is refused) and
 * the form fields `fields` describes (none when it is absent; text fields are parsed by it). A
 * file over `maxBytes` (the request limit unless the endpoint takes less) is refused (413) before
 * anything is read when the body's length says so, else as soon as it streams past. `texts` name
 * the file in the refusals about it. The file is streamed to a temporary file (`spool`), which a
 * refused upload removes at once; the caller removes that of one received.
 */
export async function readUpload<Fields extends z.core.$ZodType | undefined>(
  request: FastifyRequest,
  fields: Fields,
  texts: UploadTexts = FILE_TEXTS,
  maxBytes: number = REQUEST_BODY_MAX_BYTES,
): Promise<{ file: UploadedFile; fields: Fields extends z.core.$ZodType ? z.output<Fields> : undefined }> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > Math.min(maxBytes + MULTIPART_ENVELOPE_BYTES, REQUEST_BODY_MAX_BYTES))
    throw tooLarge(texts, maxBytes);
  if (!request.isMultipart()) throw fieldProblem('file', texts.notMultipart);
  let file: UploadedFile | null = null;
  const values: Record<string, unknown> = {};
  const limits = { ...UPLOAD_LIMITS, fileSize: maxBytes };
  try {
    const parts = request.parts({ limits: fields ? limits : { ...limits, fields: 0, parts: 2 } });
    for await (const part of parts as AsyncIterableIterator<MultipartFile | MultipartValue>) {
      if (part.type === 'file') {
        const spooled = await spool(part.file);
        file = { ...spooled, filename: cleanFilename(part.filename) };
        // The parser ends a file at its limit without an error of the stream's own.
        if (part.file.truncated) throw tooLarge(texts, maxBytes);
      } else values[part.fieldname] = part.value;
    }
    return { file: requireNamed(file, texts), fields: fieldsOf(fields, values) };
  } catch (error) {
    if (file) await discardSpooled(file);
    throw translated(error, texts, maxBytes);
  }
}

function requireNamed(file: UploadedFile | null, texts: UploadTexts): UploadedFile {
  if (!file) throw fieldProblem('file', texts.noFile);
  if (!file.filename) throw fieldProblem('file', { key: 'http.unnamedFile' });
  return file;
}

function fieldsOf<Fields extends z.core.$ZodType | undefined>(
  fields: Fields,
  values: Record<string, unknown>,
): Fields extends z.core.$ZodType ? z.output<Fields> : undefined {
  if (!fields) return undefined as never;
  refuseNulBytes(values, 'body');
  const parsed = z.safeParse(fields, values);
  if (!parsed.success) throw badRequest({ key: 'http.invalidRequest' }, bodyFieldErrors(parsed.error.issues));
  // A field sent as JSON text may hold an escaped NUL (`\u0000`) that only parsing reveals.
  refuseNulBytes(parsed.data, 'body');
  return parsed.data as never;
}
