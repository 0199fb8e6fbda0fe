import { isDeepStrictEqual } from 'node:util';
import { issueMessage, renderMessage, type MessageRef } from '@syna/contracts/messages';
import {
  METADATA_GROUPS,
  METADATA_ITEM_SCHEMAS,
  METADATA_ITEM_STATES,
  type MetadataGroup,
  type MetadataGroupImportApply,
  type MetadataImportApply,
  type MetadataImportPreview,
  type MetadataImportResult,
  type MetadataItemState,
} from '@syna/contracts/metadata-transfer';
import { importPreviews } from '../../platform/db/import-previews.ts';
import type { UploadedFile } from '../../platform/http/multipart-upload.ts';
import { badRequest, conflict, HttpProblem, notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { readMetadataUpload, type ReadMetadataFile } from './metadata-file.ts';
import {
  metadataImports,
  type StoredImportGroup,
  type StoredImportItem,
} from './metadata-transfer.tables.ts';
import { matchKey, TRANSFER_GROUPS, type FirmItem, type TransferGroup } from './transfer-groups.ts';

type PreviewRecord = typeof metadataImports.$inferSelect;
type AnyItem = FirmItem['item'];
type AnyGroup = TransferGroup<MetadataGroup> & { label(item: AnyItem): string };

const previews = importPreviews(metadataImports);
/** A preview is kept a day; older ones go when the firm uploads the next. */
const PREVIEW_KEPT_MS = 24 * 60 * 60 * 1000;
const missing = () => notFound({ key: 'metadataImport.previewMissing' });
const groupPhrase = (group: MetadataGroup): MessageRef => ({ key: `metadataImport.${group}` });
const transfer = (group: MetadataGroup) => TRANSFER_GROUPS[group] as unknown as AnyGroup;

/** The firm's items of each group, read once per request as they are asked for, by matched key. */
class FirmItems {
  private readonly read = new Map<MetadataGroup, Promise<Map<string, FirmItem[]>>>();

  constructor(private readonly context: RequestContext) {}

  of(group: MetadataGroup): Promise<Map<string, FirmItem[]>> {
    let items = this.read.get(group);
    if (!items) {
      items = transfer(group)
        .read(this.context)
        .then((list) => {
          const byKey = new Map<string, FirmItem[]>();
          for (const firm of list) {
            const key = matchKey(group, transfer(group).label(firm.item));
            byKey.set(key, [...(byKey.get(key) ?? []), firm]);
          }
          return byKey;
        });
      this.read.set(group, items);
    }
    return items;
  }

  /** After a write: the group is read again when next asked for. */
  forget(group: MetadataGroup): void {
    this.read.delete(group);
  }
}

/** The first fault of an item, named by where it is in the item. */
function itemFault(issue: { path: PropertyKey[] } & Parameters<typeof issueMessage>[0]): MessageRef {
  const problem = issueMessage(issue);
  return issue.path.length === 0
    ? problem
    : { key: 'metadataImport.field', values: { field: issue.path.map(String).join('.'), problem } };
}

/** What a refused item is called when it has no readable key of its own. */
function rawLabel(raw: unknown, index: number): string {
  const item = (typeof raw === 'object' && raw !== null ? raw : {}) as { key?: unknown; name?: unknown };
  const name =
    typeof item.name === 'object' && item.name !== null ? (item.name as { sv?: unknown }).sv : item.name;
  const label = typeof item.key === 'string' ? item.key : typeof name === 'string' ? name : null;
  return label?.slice(0, 200) || `#${index + 1}`;
}

/** The fields in which an item differs from the firm's, compared as the file would write them. */
function changedFields(group: MetadataGroup, current: AnyItem, next: AnyItem): string[] {
  const handler = transfer(group);
  const parsed = METADATA_ITEM_SCHEMAS[group].safeParse(current);
  const normalize = handler.normalize ?? ((item: AnyItem) => item);
  const [before, after] = [normalize(parsed.success ? (parsed.data as AnyItem) : current), normalize(next)];
  if (handler.changes) return handler.changes(before, after);
  const fields = Object.entries(after as object).filter(([, value]) => value !== undefined);
  return fields
    .filter(([field, value]) => !isDeepStrictEqual((before as { [field: string]: unknown })[field], value))
    .map(([field]) => field);
}

/**
 * What applying each item would do, group by group in the order of writing: an item is matched to
 * the firm's by its stable key; one that names an item neither in the file (unrefused) nor in the
 * firm, or a live reference to an archived one, is refused, as is an item that breaks its
 * schema, repeats a key, or whose key the firm has twice.
 */
async function classify(context: RequestContext, file: ReadMetadataFile): Promise<StoredImportGroup[]> {
  const firm = new FirmItems(context);
  const accepted = new Map<MetadataGroup, Map<string, AnyItem>>();
  const result: StoredImportGroup[] = [];
  for (const group of METADATA_GROUPS) {
    const raws = file.groups[group];
    if (!raws) continue;
    const handler = transfer(group);
    const firmItems = await firm.of(group);
    const inFile = new Map<string, AnyItem>();
    accepted.set(group, inFile);
    const firstOfKey = new Set<string>();
    const items: StoredImportItem[] = [];
    for (const [index, raw] of raws.entries()) {
      const refuse = (key: string, reason: MessageRef): StoredImportItem => ({
        index,
        key,
        state: 'refused',
        changes: [],
        reason,
        value: null,
      });
      const parsed = METADATA_ITEM_SCHEMAS[group].safeParse(raw);
      if (!parsed.success) {
        items.push(refuse(rawLabel(raw, index), itemFault(parsed.error.issues[0] as never)));
        continue;
      }
      const item = parsed.data as AnyItem;
      const label = handler.label(item);
      const key = matchKey(group, label);
      if (firstOfKey.has(key)) {
        items.push(
          refuse(label, {
            key: 'metadataImport.duplicateKey',
            values: { key: label, group: groupPhrase(group) },
          }),
        );
        continue;
      }
      firstOfKey.add(key);
      const matches = firmItems.get(key) ?? [];
      if (matches.length > 1) {
        items.push(
          refuse(label, {
            key: 'metadataImport.duplicateKey',
            values: { key: label, group: groupPhrase(group) },
          }),
        );
        continue;
      }
      const current = matches[0];
      const fault = await referenceFault(firm, accepted, handler, item, current?.item);
      if (fault) {
        items.push(refuse(label, fault));
        continue;
      }
      inFile.set(key, item);
      const changes = current ? changedFields(group, current.item, item) : [];
      const state: MetadataItemState = !current ? 'new' : changes.length ? 'changed' : 'unchanged';
      items.push({ index, key: label, state, changes, reason: null, value: item });
    }
    result.push({ group, items });
  }
  return result;
}

/** Why an item's references cannot all be resolved, or null when they can. */
async function referenceFault(
  firm: FirmItems,
  accepted: ReadonlyMap<MetadataGroup, ReadonlyMap<string, AnyItem>>,
  handler: AnyGroup,
  item: AnyItem,
  current: AnyItem | undefined,
): Promise<MessageRef | null> {
  const named = new Set(
    (current ? handler.references(current) : []).map(
      (ref) => `${ref.group}:${matchKey(ref.group, ref.name)}`,
    ),
  );
  for (const reference of handler.references(item)) {
    const key = matchKey(reference.group, reference.name);
    const target =
      accepted.get(reference.group)?.get(key) ?? (await firm.of(reference.group)).get(key)?.[0]?.item;
    const values = { name: reference.name, group: groupPhrase(reference.group) };
    if (!target) return { key: 'metadataImport.referenceMissing', values };
    const archived = (target as { archived?: boolean }).archived;
    if (reference.live && archived && !named.has(`${reference.group}:${key}`))
      return { key: 'metadataImport.referenceArchived', values };
  }
  return null;
}

const emptyCounts = () =>
  Object.fromEntries(METADATA_ITEM_STATES.map((state) => [state, 0])) as {
    [State in MetadataItemState]: number;
  };

/** A preview as answered: counts per group and in all, each refused item's reason in the request's language. */
function toPreview(context: RequestContext, record: PreviewRecord): MetadataImportPreview {
  const counts = emptyCounts();
  const groups = record.groups.map(({ group, items }) => {
    const groupCounts = emptyCounts();
    for (const item of items) {
      groupCounts[item.state] += 1;
      counts[item.state] += 1;
    }
    return {
      group,
      counts: groupCounts,
      items: items.map(({ value: _value, reason, ...item }) => ({
        ...item,
        reason: reason ? renderMessage(reason, context.language) : null,
      })),
    };
  });
  return {
    id: record.id,
    filename: record.filename,
    created: record.createdAt.toISOString(),
    applied: record.appliedAt?.toISOString() ?? null,
    version: record.fileVersion,
    exported: record.exported,
    firm: record.firm,
    counts,
    groups,
  };
}

/**
 * Keeps a read file as a preview of what importing it would change, and answers it; nothing of the
 * set-up is written. `only` keeps one group of the file (the forms' own import). The firm's
 * previews older than a day are removed first.
 */
export async function previewMetadataImport(
  context: RequestContext,
  file: UploadedFile,
  only?: MetadataGroup,
): Promise<MetadataImportPreview> {
  const read = (file.checked as ReadMetadataFile | undefined) ?? (await readMetadataUpload(file));
  const groups = only ? { [only]: read.groups[only] ?? [] } : read.groups;
  await previews.deleteBefore(context.tx, new Date(context.now().getTime() - PREVIEW_KEPT_MS));
  const record = await previews.insert(context.tx, {
    tenantId: context.tenant.id,
    filename: file.filename,
    fileVersion: read.version,
    exported: read.exported,
    firm: read.firm,
    groups: await classify(context, { ...read, groups }),
    createdBy: context.user.id,
  });
  return toPreview(context, record);
}

export async function getMetadataImport(context: RequestContext, id: string): Promise<MetadataImportPreview> {
  const record = await previews.find(context.tx, id);
  if (!record) throw missing();
  return toPreview(context, record);
}

const APPLICABLE = new Set<MetadataItemState>(['new', 'changed']);

/**
 * Writes the chosen items group by group in the order of `METADATA_GROUPS`, so that what an item
 * names was written before it, in the request's one transaction. An item whose write is refused
 * (a rule of its module, a reference that no longer resolves, a firm's item gone since the
 * preview) stops the whole import with 409 naming it, and the transaction writes nothing.
 */
async function applyItems(
  context: RequestContext,
  record: PreviewRecord,
  chosen: ReadonlyMap<MetadataGroup, StoredImportItem[]>,
): Promise<MetadataImportResult> {
  if (record.appliedAt) throw conflict({ key: 'metadataImport.alreadyApplied' });
  const firm = new FirmItems(context);
  const idOf = async (group: MetadataGroup, name: string) => {
    const found = (await firm.of(group)).get(matchKey(group, name))?.[0];
    if (!found)
      throw badRequest({
        key: 'metadataImport.referenceMissing',
        values: { name, group: groupPhrase(group) },
      });
    return found.id;
  };
  const result: MetadataImportResult = { created: 0, updated: 0 };
  for (const group of METADATA_GROUPS) {
    const items = chosen.get(group);
    if (!items?.length) continue;
    const handler = transfer(group);
    for (const item of items) {
      try {
        let id: string | null = null;
        if (item.state === 'changed') {
          id = (await firm.of(group)).get(matchKey(group, item.key))?.[0]?.id ?? null;
          if (!id) throw badRequest({ key: 'metadataImport.firmChanged' });
        }
        await handler.write(context, item.value as AnyItem, id, idOf);
      } catch (error) {
        if (!(error instanceof HttpProblem)) throw error;
        const reason = Object.values(error.errors ?? {})[0]?.[0] ?? error.detail;
        throw conflict({
          key: 'metadataImport.itemFailed',
          values: { name: item.key, group: groupPhrase(group), reason },
        });
      }
      result[item.state === 'new' ? 'created' : 'updated'] += 1;
    }
    firm.forget(group);
  }
  await previews.markApplied(context.tx, record.id);
  return result;
}

async function lockedPreview(context: RequestContext, id: string): Promise<PreviewRecord> {
  const record = await previews.find(context.tx, id, true);
  if (!record) throw missing();
  return record;
}

const groupMissing = (group: MetadataGroup, field: string) => {
  const message: MessageRef = { key: 'metadataImport.groupNotInFile', values: { group: groupPhrase(group) } };
  return badRequest(message, { [field]: [message] });
};

/** `POST /admin/import/metadata`: the new and changed items of every group of the preview, or of those named. */
export async function applyMetadataImport(
  context: RequestContext,
  { file, groups }: MetadataImportApply,
): Promise<MetadataImportResult> {
  const record = await lockedPreview(context, file);
  const inPreview = new Map(record.groups.map((stored) => [stored.group, stored.items]));
  const chosen = new Map<MetadataGroup, StoredImportItem[]>();
  for (const [index, group] of (groups ?? [...inPreview.keys()]).entries()) {
    const items = inPreview.get(group);
    if (!items) throw groupMissing(group, `body.groups.${index}`);
    chosen.set(
      group,
      items.filter((item) => APPLICABLE.has(item.state)),
    );
  }
  return applyItems(context, record, chosen);
}

/** `POST /admin/import/metadata/{group}`: one group's new and changed items, or those `items` names. */
export async function applyMetadataGroupImport(
  context: RequestContext,
  group: MetadataGroup,
  { file, items }: MetadataGroupImportApply,
): Promise<MetadataImportResult> {
  const record = await lockedPreview(context, file);
  const stored = record.groups.find((one) => one.group === group);
  if (!stored) throw groupMissing(group, 'params.group');
  const applicable = stored.items.filter((item) => APPLICABLE.has(item.state));
  if (!items) return applyItems(context, record, new Map([[group, applicable]]));
  const byIndex = new Map(applicable.map((item) => [item.index, item]));
  const wrong = items.find((index) => !byIndex.has(index));
  if (wrong !== undefined) {
    const message: MessageRef = {
      key: 'metadataImport.itemNotApplicable',
      values: { index: wrong, group: groupPhrase(group) },
    };
    throw badRequest(message, { 'body.items': [message] });
  }
  return applyItems(
    context,
    record,
    new Map([[group, [...new Set(items)].sort((a, b) => a - b).map((index) => byIndex.get(index)!)]]),
  );
}
