import type { FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { REQUEST_BODY_MAX_BYTES } from '@syna/contracts/constants';
import { ONE_FILE_AT_A_TIME } from '@syna/contracts/contacts';
import { badRequest, HttpProblem } from '../../platform/http/problem.ts';

/** One uploaded file, with the name it had on the uploader's device. */
export interface FileUpload {
  bytes: Buffer;
  filename: string;
}

const tooLarge = () =>
  new HttpProblem(413, `Filen är för stor: högst ${REQUEST_BODY_MAX_BYTES / 1024 / 1024} MB.`);
const fileProblem = (message: string) => badRequest(message, { 'body.file': [message] });

/** The multipart parser's own limit errors, as the problems the staff app shows. */
function translated(error: unknown): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return fileProblem(ONE_FILE_AT_A_TIME);
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('Uppladdningen har för många fält');
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
 * Reads a file upload: multipart with exactly one file in the part `file` (a second is
 * refused). A body over the request limit is refused (413) before anything is read, and a file
 * over it while it streams.
 */
export async function readFileUpload(request: FastifyRequest): Promise<FileUpload> {
  if (Number(request.headers['content-length'] ?? 0) > REQUEST_BODY_MAX_BYTES) throw tooLarge();
  if (!request.isMultipart()) throw fileProblem('Skicka filen som multipart/form-data');
  let upload: FileUpload | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: REQUEST_BODY_MAX_BYTES, files: 1, fields: 0, parts: 2 },
    });
    for await (const part of parts as AsyncIterableIterator<MultipartFile | MultipartValue>) {
      if (part.type === 'file')
        upload = { bytes: await part.toBuffer(), filename: cleanFilename(part.filename) };
    }
  } catch (error) {
    throw translated(error);
  }
  if (!upload) throw fileProblem('Välj en fil att ladda upp');
  if (!upload.filename) throw fileProblem('Filen saknar namn');
  return upload;
}
