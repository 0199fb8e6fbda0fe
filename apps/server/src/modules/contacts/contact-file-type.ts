import { fileTypeFromBuffer } from 'file-type';
import {
  CONTACT_FILE_TYPE_REFUSED,
  CONTACT_FILE_TYPES,
  type ContactFileType,
} from '@syna/contracts/contacts';
import { badRequest } from '../../platform/http/problem.ts';

/** How far a text file is searched for binary bytes: enough to tell text from a binary format. */
const TEXT_SNIFF_BYTES = 64 * 1024;

const refused = () => badRequest(CONTACT_FILE_TYPE_REFUSED, { 'body.file': [CONTACT_FILE_TYPE_REFUSED] });

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

function fitsExtension(type: ContactFileType, extension: string): boolean {
  return (CONTACT_FILE_TYPES[type] as readonly string[]).includes(extension);
}

function isContactFileType(mime: string): mime is ContactFileType {
  return Object.hasOwn(CONTACT_FILE_TYPES, mime);
}

/** Text has no magic bytes; what it must not have is the NUL bytes every binary format has. */
function looksLikeText(bytes: Buffer): boolean {
  return !bytes.subarray(0, TEXT_SNIFF_BYTES).includes(0);
}

/**
 * The real type of a contact file, by its content (magic bytes), which must also fit the file
 * name's extension: a program renamed to .pdf, or a text renamed to .docx, is refused (400
 * "Filtypen stöds inte"). Plain text and CSV are told by extension and by being text.
 */
export async function contactFileType(bytes: Buffer, filename: string): Promise<ContactFileType> {
  const extension = extensionOf(filename);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    if (isContactFileType(detected.mime) && fitsExtension(detected.mime, extension)) return detected.mime;
    throw refused();
  }
  const textType = (['text/plain', 'text/csv'] as const).find((type) => fitsExtension(type, extension));
  if (textType && looksLikeText(bytes)) return textType;
  throw refused();
}
