import { z } from 'zod';
import { issueMessage, type MessageRef } from '@syna/contracts/messages';
import {
  METADATA_FILE_FORMAT,
  METADATA_FILE_VERSION,
  METADATA_GROUP_MAX_ITEMS,
  METADATA_GROUPS,
  type MetadataGroup,
} from '@syna/contracts/metadata-transfer';
import type { UploadedFile } from '../../platform/http/multipart-upload.ts';
import { badRequest } from '../../platform/http/problem.ts';
import { readSpooled } from '../../platform/storage/spooled-file.ts';

/** A file as read: what it says of itself, and each group's items, not yet checked one by one. */
export interface ReadMetadataFile {
  version: number;
  exported: string;
  firm: string;
  groups: Partial<Record<MetadataGroup, unknown[]>>;
}

type Upgrade = (groups: Record<string, unknown>) => Record<string, unknown>;

/**
 * How a file of an older version becomes one of the next: `UPGRADES[n]` turns version n's groups
 * into version n + 1's. Version 1 is the first, so there is none yet; a change of the format adds
 * its step here, and every older file is read through the steps in turn.
 */
const UPGRADES: Readonly<Record<number, Upgrade>> = {};

const items = z.array(z.unknown()).max(METADATA_GROUP_MAX_ITEMS, 'metadataImport.tooManyItems');
/** The file around its items; each item is checked on its own, so that one bad item refuses only itself. */
const envelopeSchema = z.object({
  exported: z.string().max(100),
  firm: z.string().max(500),
  groups: z
    .object({
      ...(Object.fromEntries(
        METADATA_GROUPS.filter((group) => group !== 'metadata').map((group) => [group, items]),
      ) as Record<Exclude<MetadataGroup, 'metadata'>, typeof items>),
      metadata: z
        .record(z.string(), z.unknown())
        .refine((groups) => Object.keys(groups).length <= METADATA_GROUP_MAX_ITEMS, {
          error: 'metadataImport.tooManyItems',
          params: { maximum: METADATA_GROUP_MAX_ITEMS },
        }),
    })
    .partial()
    .strict(),
});

const refused = (reason: MessageRef) => badRequest(reason, { 'body.file': [reason] });
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads an uploaded file of the set-up, before the upload's transaction opens (one JSON.parse and
 * a check of its outline, both linear in its size, which the upload bounds): 400 on `body.file`
 * when it is no JSON, no export of Syna, from a newer version, or wrongly built. A file of an older
 * version is upgraded step by step. Its items reach the handler as `file.checked`.
 */
export async function readMetadataUpload(file: UploadedFile): Promise<ReadMetadataFile> {
  const text = (await readSpooled(file)).toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw refused({ key: 'metadataImport.notJson' });
  }
  if (!isObject(parsed) || parsed.format !== METADATA_FILE_FORMAT)
    throw refused({ key: 'metadataImport.notSynaFile' });
  const { version } = parsed;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw refused({ key: 'metadataImport.unknownVersion' });
  if (version > METADATA_FILE_VERSION)
    throw refused({
      key: 'metadataImport.newerVersion',
      values: { file: version, current: METADATA_FILE_VERSION },
    });
  let groups: unknown = parsed.groups ?? {};
  for (let step = version; step < METADATA_FILE_VERSION && isObject(groups); step += 1)
    groups = UPGRADES[step]!(groups);
  const envelope = envelopeSchema.safeParse({ ...parsed, groups });
  if (!envelope.success) {
    const issue = envelope.error.issues[0]!;
    throw refused({
      key: 'metadataImport.fileInvalid',
      values: { place: issue.path.join('.') || '/', problem: issueMessage(issue as never) },
    });
  }
  const { metadata, ...lists } = envelope.data.groups;
  return {
    version,
    exported: envelope.data.exported,
    firm: envelope.data.firm,
    groups: {
      ...lists,
      ...(metadata ? { metadata: Object.entries(metadata).map(([name, values]) => ({ name, values })) } : {}),
    },
  };
}
