import type { Metadata, MetadataChange } from '@syna/contracts/metadata';
import { conflict } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { readMetadata, writeMetadata } from './metadata.repo.ts';

const NEVER_WRITTEN: Metadata = { document: {}, updatedAt: null, updatedBy: null };

/** `GET /admin/metadata`: the firm's document, empty until first written. */
export async function getMetadata(context: RequestContext): Promise<Metadata> {
  return (await readMetadata(context.tx)) ?? NEVER_WRITTEN;
}

const sameMoment = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : new Date(a).getTime() === new Date(b).getTime();

/**
 * `POST /admin/metadata`: replaces the document. A change that names the `updatedAt` it read is
 * refused (409) once another write has come between, so nobody overwrites what they have not seen;
 * the row is locked while comparing, and a first write races only with another first write.
 */
export async function replaceMetadata(context: RequestContext, change: MetadataChange): Promise<Metadata> {
  const author = { id: context.user.id, name: context.user.name };
  if (change.updatedAt === null) {
    const written = await writeMetadata(context.tx, change.document, author, true);
    if (!written) throw conflict({ key: 'organisation.metadataStale' });
    return written;
  }
  if (change.updatedAt !== undefined) {
    const current = await readMetadata(context.tx, true);
    if (!sameMoment(current?.updatedAt ?? null, change.updatedAt))
      throw conflict({ key: 'organisation.metadataStale' });
  }
  return (await writeMetadata(context.tx, change.document, author, false))!;
}
