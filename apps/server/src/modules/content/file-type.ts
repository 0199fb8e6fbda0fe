import type { MessageRef } from '@syna/contracts/messages';
import { fileTypeFromBuffer } from 'file-type';
import {
  ATTACHED_FILE_TYPE_REFUSED,
  ATTACHED_FILE_TYPES,
  type AttachedFileType,
} from '@syna/contracts/attached-files';
import { badRequest } from '../../platform/http/problem.ts';

/** How far a text file is searched for binary bytes: enough to tell text from a binary format. */
const TEXT_SNIFF_BYTES = 64 * 1024;

/**
 * The types an upload may have, each with the file-name extensions it may carry. Types under
 * `text/` have no magic bytes: they are told by extension and by being text.
 */
export type AcceptedTypes<Type extends string> = Readonly<Record<Type, readonly string[]>>;

/** What a file's content is: one of the accepted types, or else what it was detected as (if anything). */
export type TypeVerdict<Type extends string> =
  { accepted: Type } | { accepted: null; detected: string | null };

/** A refused upload: a 400 problem on the form's `file`. */
export const fileRefused = (detail: MessageRef) => badRequest(detail, { 'body.file': [detail] });

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** Text has no magic bytes; what it must not have is the NUL bytes every binary format has. */
function looksLikeText(bytes: Buffer): boolean {
  return !bytes.subarray(0, TEXT_SNIFF_BYTES).includes(0);
}

/**
 * The real type of an uploaded file, by its content (magic bytes), never by what the client
 * claims. With a `filename`, its extension must fit that type too (a program renamed to .pdf,
 * or a text renamed to .docx, is not accepted), and accepted text types are told by extension.
 */
export async function typeByContent<Type extends string>(
  bytes: Buffer,
  accepted: AcceptedTypes<Type>,
  filename?: string,
): Promise<TypeVerdict<Type>> {
  const types = Object.keys(accepted) as Type[];
  const fits = (type: Type) => filename === undefined || accepted[type].includes(extensionOf(filename));
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    const type = types.find((candidate) => candidate === detected.mime);
    return type && fits(type) ? { accepted: type } : { accepted: null, detected: detected.mime };
  }
  const textType =
    filename !== undefined && looksLikeText(bytes)
      ? types.find((type) => type.startsWith('text/') && fits(type))
      : undefined;
  return textType ? { accepted: textType } : { accepted: null, detected: null };
}

/**
 * The type of a file kept on a record (a contact, an assignment): one of ATTACHED_FILE_TYPES by
 * content, fitting the name's extension; otherwise 400 "Filtypen stöds inte".
 */
export async function attachedFileType(bytes: Buffer, filename: string): Promise<AttachedFileType> {
  const { accepted } = await typeByContent(bytes, ATTACHED_FILE_TYPES, filename);
  if (!accepted) throw fileRefused({ key: ATTACHED_FILE_TYPE_REFUSED });
  return accepted;
}
