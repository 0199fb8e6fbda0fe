import { CHECK_INVOLVED_LISTED_MAX, type MetadataCheckFinding } from '@syna/contracts/metadata-check';
import { wholeList, type ListResponse } from '@syna/contracts/list';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { blueprintReferences } from '../blueprints/index.ts';
import { formsWithFields, requiredFieldsMissing } from '../forms/index.ts';
import { attributeUses, inspectionsInProgress } from '../inspections/index.ts';
import {
  inspectionStatusKind,
  inspectionTypeKind,
  listInScope,
  type LookupItem,
  type LookupKind,
  remarkGradeKind,
} from '../lookups/index.ts';
import { listOrderTypes } from '../orders/index.ts';
import {
  assignmentsMissingRequiredFields,
  attributesWithoutField,
  blueprintsNamingArchived,
  formsNamingArchivedTypes,
  orderTypesWithoutInspectionType,
} from './metadata-check-findings.ts';

/** Every item of a lookup, archived ones too. */
const lookupItems = async (context: RequestContext, kind: LookupKind): Promise<LookupItem[]> =>
  (await listInScope(context, { kind, parentId: null }, true)).items;

/** The archived ones among named records, by id. */
const archivedById = (items: readonly { id: string; name: string; archived: boolean }[]) =>
  new Map(items.filter((item) => item.archived).map((item) => [item.id, { id: item.id, name: item.name }]));

/**
 * `GET /admin/metadata/check`: what is inconsistent in the firm's set-up, kind by kind. Each
 * module answers for its own records through its door; the rules that join them are here.
 */
export async function checkMetadata(context: RequestContext): Promise<ListResponse<MetadataCheckFinding>> {
  const forms = await formsWithFields(context);
  const inspectionTypes = archivedById(await lookupItems(context, inspectionTypeKind));
  const orderTypes = (await listOrderTypes(context, true)).items;
  const grades = archivedById(await lookupItems(context, remarkGradeKind));
  // A status's row carries its kind's own columns beside the shared ones, `final` among them.
  const statuses = (await lookupItems(context, inspectionStatusKind)) as (LookupItem & { final: boolean })[];
  const inProgress = await inspectionsInProgress(
    context,
    statuses.filter((status) => status.final).map((status) => status.id),
  );
  const archivedForms = archivedById(forms.map((form) => ({ ...form, name: form.name.sv })));
  return wholeList([
    ...attributesWithoutField(await attributeUses(context, CHECK_INVOLVED_LISTED_MAX), forms),
    ...formsNamingArchivedTypes(forms, { inspectionTypes, orderTypes: archivedById(orderTypes) }),
    ...blueprintsNamingArchived(await blueprintReferences(context), { forms: archivedForms, grades }),
    ...assignmentsMissingRequiredFields(inProgress, await requiredFieldsMissing(context, inProgress)),
    ...orderTypesWithoutInspectionType(orderTypes, inspectionTypes),
  ]);
}
