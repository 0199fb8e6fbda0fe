import {
  MAIL_ATTACHMENTS_MAX_BYTES,
  type MailAttachmentKind,
  type MailAttachmentReference,
} from '@syna/contracts/email';
import { badRequest, HttpProblem } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { MailAttachment } from '../../platform/mail/mail-outbox.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { contactFileStore } from '../contacts/index.ts';
import { inspectionFileStore } from '../inspections/index.ts';
import { requireReading } from './email-access.ts';
import type { MessageRef } from '@syna/contracts/messages';

const FILE_NOT_FOUND: MessageRef = { key: 'http.fileMissing' };
const TOO_LARGE: MessageRef = {
  key: 'email.attachmentsTooLarge',
  values: { megabytes: MAIL_ATTACHMENTS_MAX_BYTES / 1024 / 1024 },
};

/** A file found by reference: its name, type and size, and how to read its bytes. */
interface AttachableFile {
  filename: string;
  contentType: string;
  size: number;
  storageKey: string;
}

/** Finds a file of one kind by its id in the tenant, or null. */
type AttachmentSource = (context: RequestContext, id: string) => Promise<AttachableFile | null>;

/** Where each kind of attachment is found, for a sender who may read that kind of record. */
const ATTACHMENT_SOURCES: Record<MailAttachmentKind, AttachmentSource> = {
  'contact-file': (context, id) => {
    requireReading(context, 'contacts.read');
    return contactFileStore.findById(context, id);
  },
  'inspection-file': (context, id) => {
    requireReading(context, 'inspections.read');
    return inspectionFileStore.findById(context, id);
  },
};

/**
 * The referenced files as attachments, their bytes read from storage to be copied into the
 * message: 400 on the reference that names no file of the firm, 413 when together they are over
 * `MAIL_ATTACHMENTS_MAX_BYTES` (checked before any bytes are read).
 */
export async function loadAttachments(
  context: RequestContext,
  storage: FileStorage,
  references: MailAttachmentReference[],
): Promise<MailAttachment[]> {
  const files: AttachableFile[] = [];
  for (const [index, reference] of references.entries()) {
    const file = await ATTACHMENT_SOURCES[reference.kind](context, reference.id);
    if (!file) throw badRequest(FILE_NOT_FOUND, { [`body.attachments.${index}.id`]: [FILE_NOT_FOUND] });
    files.push(file);
  }
  if (files.reduce((total, file) => total + file.size, 0) > MAIL_ATTACHMENTS_MAX_BYTES) {
    throw new HttpProblem(413, TOO_LARGE);
  }
  return Promise.all(
    files.map(async (file, index) => {
      const stream = await storage.get(file.storageKey);
      if (!stream) throw badRequest(FILE_NOT_FOUND, { [`body.attachments.${index}.id`]: [FILE_NOT_FOUND] });
      const content = Buffer.concat((await stream.toArray()) as Buffer[]);
      return { filename: file.filename, contentType: file.contentType, content };
    }),
  );
}
