import {
  METADATA_FILE_FORMAT,
  METADATA_FILE_VERSION,
  METADATA_GROUPS,
  type FormExport,
  type MetadataExport,
  type MetadataFile,
  type MetadataGroup,
  type MetadataGroupExport,
} from '@syna/contracts/metadata-transfer';
import type { FileDownload } from '../../platform/http/endpoint-routes.ts';
import { badRequest, type FieldErrors } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { matchKey, TRANSFER_GROUPS, type FirmItem } from './transfer-groups.ts';

/** Which of a group's items a file takes. */
type Choice = (item: FirmItem) => boolean;

/** The file of the chosen groups, each with the items its choice keeps, as a download. */
async function exportFile(
  context: RequestContext,
  chosen: Partial<Record<MetadataGroup, Choice>>,
  filename: string,
): Promise<FileDownload> {
  const groups: Record<string, unknown> = {};
  for (const group of METADATA_GROUPS) {
    const choice = chosen[group];
    if (!choice) continue;
    const items = (await TRANSFER_GROUPS[group].read(context)).filter(choice).map((firm) => firm.item);
    groups[group] =
      group === 'metadata'
        ? Object.fromEntries(
            (items as { name: string; values: unknown }[]).map((item) => [item.name, item.values]),
          )
        : items;
  }
  const file: MetadataFile = {
    format: METADATA_FILE_FORMAT,
    version: METADATA_FILE_VERSION,
    exported: context.now().toISOString(),
    firm: context.tenant.name,
    groups,
  };
  const day = file.exported.slice(0, 10);
  return {
    body: `${JSON.stringify(file, null, 2)}\n`,
    contentType: 'application/json; charset=utf-8',
    filename: `syna-${filename}-${day}.json`,
  };
}

const everything: Choice = () => true;

/** `POST /admin/export/metadata`: the whole set-up, or the groups named. */
export function exportMetadata(context: RequestContext, { groups }: MetadataExport): Promise<FileDownload> {
  const chosen = groups ?? METADATA_GROUPS;
  return exportFile(context, Object.fromEntries(chosen.map((group) => [group, everything])), 'installningar');
}

/** `POST /admin/export/metadata/{group}`: one group, all of it or the items named by their keys. */
export function exportMetadataGroup(
  context: RequestContext,
  group: MetadataGroup,
  { items }: MetadataGroupExport,
): Promise<FileDownload> {
  const keys = items && new Set(items.map((item) => matchKey(group, item)));
  const label = TRANSFER_GROUPS[group].label as (item: FirmItem['item']) => string;
  const choice: Choice = keys ? (firm) => keys.has(matchKey(group, label(firm.item))) : everything;
  return exportFile(context, { [group]: choice }, group);
}

/** `POST /admin/forms/export`: the forms named by id, each of which must be the firm's (400 otherwise). */
export async function exportForms(context: RequestContext, { items }: FormExport): Promise<FileDownload> {
  const ids = new Set((await TRANSFER_GROUPS.forms.read(context)).map((form) => form.id));
  const errors: FieldErrors = {};
  items.forEach((id, index) => {
    if (!ids.has(id)) errors[`body.items.${index}`] = [{ key: 'forms.formMissing' }];
  });
  if (Object.keys(errors).length > 0) throw badRequest({ key: 'forms.formMissing' }, errors);
  const chosen = new Set(items);
  return exportFile(context, { forms: (form) => chosen.has(form.id) }, 'formular');
}
