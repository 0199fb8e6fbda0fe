import type { Form } from '@syna/contracts/forms';
import {
  CHECK_INVOLVED_LISTED_MAX,
  type CheckedRecord,
  type CheckedRecordType,
  type MetadataCheckFinding,
} from '@syna/contracts/metadata-check';
import type { OrderType } from '@syna/contracts/orders';
import type { BlueprintReferences } from '../blueprints/index.ts';
import type { MissingRequiredField } from '../forms/index.ts';
import type { AttributeUse } from '../inspections/index.ts';

/**
 * The findings of the metadata check, each kind from what the modules answered: pure functions,
 * so that the rules read apart from where their facts come from.
 */

/** A named record of the firm; the archived ones of a kind, by id. */
type Named = { id: string; name: string };
type ById = ReadonlyMap<string, Named>;

const record = (type: CheckedRecordType, { id, name }: Named): CheckedRecord => ({ type, id, name });

/** How names are compared: as a person would read them, without regard to case or spacing. */
const comparable = (text: string) =>
  text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('sv');

/** Every label (Swedish and English) and key of every field of every form, a table's columns too. */
function fieldNames(forms: readonly Form[]): Set<string> {
  const names = new Set<string>();
  const add = (field: { key: string; label: { sv: string; en: string | null } }) => {
    for (const text of [field.key, field.label.sv, field.label.en]) if (text) names.add(comparable(text));
  };
  for (const form of forms)
    for (const field of form.fields) {
      add(field);
      if (field.type === 'TABLE') field.columns.forEach(add);
    }
  return names;
}

/** Attributes whose name no form field has as its label or key: one finding per name. */
export function attributesWithoutField(
  uses: readonly AttributeUse[],
  forms: readonly Form[],
): MetadataCheckFinding[] {
  const names = fieldNames(forms);
  return uses
    .filter((use) => !names.has(comparable(use.name)))
    .map((use) => ({
      kind: 'attributeWithoutField',
      subject: { type: 'attribute', id: null, name: use.name },
      involved: use.inspections.map((inspection) =>
        record('inspection', { id: inspection.id, name: inspection.number }),
      ),
      involvedCount: use.count,
      fix: 'open',
    }));
}

/** The archived records among `ids`, as records of `type`. */
const archivedAmong = (ids: readonly string[], archived: ById, type: CheckedRecordType) =>
  ids.flatMap((id) => {
    const found = archived.get(id);
    return found ? [record(type, found)] : [];
  });

/** A finding that the subject names archived records, fixed by taking them out of it. */
function namingArchived(
  kind: MetadataCheckFinding['kind'],
  subject: CheckedRecord,
  involved: CheckedRecord[],
): MetadataCheckFinding[] {
  if (involved.length === 0) return [];
  return [{ kind, subject, involved, involvedCount: involved.length, fix: 'removeReferences' }];
}

/** Live forms that name archived inspection or order types. */
export function formsNamingArchivedTypes(
  forms: readonly Form[],
  archived: { inspectionTypes: ById; orderTypes: ById },
): MetadataCheckFinding[] {
  return forms
    .filter((form) => !form.archived)
    .flatMap((form) =>
      namingArchived('formArchivedType', record('form', { id: form.id, name: form.name.sv }), [
        ...archivedAmong(form.inspectionTypeIds, archived.inspectionTypes, 'inspectionType'),
        ...archivedAmong(form.orderTypeIds, archived.orderTypes, 'orderType'),
      ]),
    );
}

/** Live blueprints that name archived forms, and those whose template remarks carry archived grades. */
export function blueprintsNamingArchived(
  blueprints: readonly BlueprintReferences[],
  archived: { forms: ById; grades: ById },
): MetadataCheckFinding[] {
  return blueprints.flatMap((blueprint) => {
    const subject = record('blueprint', blueprint);
    return [
      ...namingArchived(
        'blueprintArchivedForm',
        subject,
        archivedAmong(blueprint.formIds, archived.forms, 'form'),
      ),
      ...namingArchived(
        'blueprintArchivedGrade',
        subject,
        archivedAmong(blueprint.gradeIds, archived.grades, 'remarkGrade'),
      ),
    ];
  });
}

/** Assignments in progress with required fields left empty: one finding per assignment. */
export function assignmentsMissingRequiredFields(
  assignments: readonly { id: string; number: string }[],
  missing: ReadonlyMap<string, MissingRequiredField[]>,
): MetadataCheckFinding[] {
  return assignments.flatMap((assignment) => {
    const fields = missing.get(assignment.id) ?? [];
    if (fields.length === 0) return [];
    return [
      {
        kind: 'requiredFieldMissing',
        subject: record('inspection', { id: assignment.id, name: assignment.number }),
        involved: fields
          .slice(0, CHECK_INVOLVED_LISTED_MAX)
          .map(({ form, field }) => record('field', { id: form.id, name: `${form.name}: ${field.label}` })),
        involvedCount: fields.length,
        fix: 'open',
      },
    ];
  });
}

/** Live order types that offer no live inspection type, so an order of them cannot become an assignment. */
export function orderTypesWithoutInspectionType(
  orderTypes: readonly OrderType[],
  archivedInspectionTypes: ById,
): MetadataCheckFinding[] {
  return orderTypes
    .filter((orderType) => !orderType.archived)
    .filter((orderType) => orderType.inspectionTypes.every((type) => archivedInspectionTypes.has(type.id)))
    .map((orderType) => ({
      kind: 'orderTypeWithoutInspectionType',
      subject: record('orderType', orderType),
      involved: [],
      involvedCount: 0,
      fix: 'open',
    }));
}
