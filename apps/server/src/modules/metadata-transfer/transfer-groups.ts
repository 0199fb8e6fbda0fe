import { metadataDocumentSchema } from '@syna/contracts/metadata';
import type { MetadataGroup, MetadataItem } from '@syna/contracts/metadata-transfer';
import { issueMessage } from '@syna/contracts/messages';
import { badRequest } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { changeBlueprint, createBlueprint, everyBlueprint } from '../blueprints/index.ts';
import { changeForm, createForm, formsWithFields } from '../forms/index.ts';
import {
  changeLookup,
  contactRoleKind,
  createLookup,
  inspectionBranchKind,
  inspectionStatusKind,
  inspectionTypeKind,
  listInScope,
  remarkGradeKind,
  type LookupKind,
} from '../lookups/index.ts';
import { getMetadata, replaceMetadata } from '../metadata/index.ts';
import { changeOrderType, createOrderType, listOrderTypes } from '../orders/index.ts';

/** One of the firm's items in the file's shape, with the id it has in the firm. */
export interface FirmItem<Group extends MetadataGroup = MetadataGroup> {
  id: string;
  item: MetadataItem<Group>;
}

/** An item's reference to another by its stable key; `live` ones may not name an archived item. */
export interface Reference {
  group: MetadataGroup;
  name: string;
  live?: true;
}

/** The firm's id of the item of `group` whose key is `name` (written earlier in the same transaction too). */
export type IdOf = (group: MetadataGroup, name: string) => Promise<string>;

/**
 * How one group of the file is read from the firm and written back, through the owning modules'
 * doors (their services, so that their rules apply to an import as to a form in the app).
 */
export interface TransferGroup<Group extends MetadataGroup> {
  /** The item's stable key as shown; it is matched without regard to case unless `caseSensitive`. */
  label(item: MetadataItem<Group>): string;
  caseSensitive?: true;
  /** The firm's items in the file's shape, archived ones too. */
  read(context: RequestContext): Promise<FirmItem<Group>[]>;
  references(item: MetadataItem<Group>): Reference[];
  /** The item as compared: lists whose order means nothing are sorted. */
  normalize?(item: MetadataItem<Group>): MetadataItem<Group>;
  /** The names of what differs, when that is not the item's fields (a metadata group's values). */
  changes?(current: MetadataItem<Group>, next: MetadataItem<Group>): string[];
  /** Creates the item (`id` null) or changes the firm's item `id` to it. */
  write(context: RequestContext, item: MetadataItem<Group>, id: string | null, idOf: IdOf): Promise<void>;
}

const byName = (names: readonly string[]) => [...names].sort((a, b) => a.localeCompare(b, 'sv'));
const namesOf = (ids: readonly string[], names: ReadonlyMap<string, string>) =>
  ids.map((id) => names.get(id) ?? id);
const idsOf = (idOf: IdOf, group: MetadataGroup, names: readonly string[]) =>
  Promise.all(names.map((name) => idOf(group, name)));

async function lookupNames(context: RequestContext, kind: LookupKind): Promise<Map<string, string>> {
  const { items } = await listInScope(context, { kind, parentId: null }, true);
  return new Map(items.map((item) => [item.id, item.name]));
}

type PlainLookupGroup = 'inspectionTypes' | 'inspectionStatuses' | 'contactRoles' | 'remarkGrades';

/** A lookup of its own: its name, place, archiving and its kind's own columns (`fields`). */
function plainLookup<Group extends PlainLookupGroup>(
  kind: LookupKind,
  fields: readonly string[],
): TransferGroup<Group> {
  const scope = { kind, parentId: null };
  const columns = ['name', 'nameEn', 'sortOrder', 'archived', ...fields];
  return {
    label: (item) => item.name,
    references: () => [],
    async read(context) {
      const { items } = await listInScope(context, scope, true);
      return items.map((row) => ({
        id: row.id,
        item: Object.fromEntries(
          columns.map((column) => [column, (row as unknown as Record<string, unknown>)[column]]),
        ) as MetadataItem<Group>,
      }));
    },
    async write(context, item, id) {
      if (id) await changeLookup(context, scope, id, item);
      else await createLookup(context, scope, item);
    },
  };
}

const branches: TransferGroup<'branches'> = {
  label: (item) => `${item.inspectionType} / ${item.name}`,
  references: (item) => [{ group: 'inspectionTypes', name: item.inspectionType }],
  async read(context) {
    const types = await lookupNames(context, inspectionTypeKind);
    const { items } = await listInScope(context, { kind: inspectionBranchKind, parentId: null }, true);
    return items.map((row) => {
      const { typeId } = row as unknown as { typeId: string };
      return {
        id: row.id,
        item: {
          inspectionType: types.get(typeId) ?? typeId,
          name: row.name,
          nameEn: row.nameEn,
          sortOrder: row.sortOrder,
          archived: row.archived,
        },
      };
    });
  },
  async write(context, { inspectionType, ...item }, id, idOf) {
    const scope = { kind: inspectionBranchKind, parentId: await idOf('inspectionTypes', inspectionType) };
    if (id) await changeLookup(context, scope, id, item);
    else await createLookup(context, scope, item);
  },
};

const orderTypes: TransferGroup<'orderTypes'> = {
  label: (item) => item.name,
  references: (item) => item.inspectionTypes.map((name) => ({ group: 'inspectionTypes', name })),
  async read(context) {
    const { items } = await listOrderTypes(context, true);
    return items.map(({ id, inspectionTypes, ...orderType }) => ({
      id,
      item: { ...orderType, inspectionTypes: inspectionTypes.map((type) => type.name) },
    }));
  },
  async write(context, { inspectionTypes, ...item }, id, idOf) {
    const inspectionTypeIds = await idsOf(idOf, 'inspectionTypes', inspectionTypes);
    if (id) await changeOrderType(context, id, { ...item, inspectionTypeIds });
    else await createOrderType(context, { ...item, inspectionTypeIds });
  },
};

const forms: TransferGroup<'forms'> = {
  label: (item) => item.key,
  references: (item) => [
    ...item.orderTypes.map((name) => ({ group: 'orderTypes' as const, name })),
    ...item.inspectionTypes.map((name) => ({ group: 'inspectionTypes' as const, name })),
  ],
  normalize: (item) => ({
    ...item,
    orderTypes: byName(item.orderTypes),
    inspectionTypes: byName(item.inspectionTypes),
  }),
  async read(context) {
    const inspectionTypes = await lookupNames(context, inspectionTypeKind);
    const orderTypeNames = new Map(
      (await listOrderTypes(context, true)).items.map((type) => [type.id, type.name]),
    );
    return (await formsWithFields(context)).map((form) => ({
      id: form.id,
      item: {
        key: form.key,
        name: form.name,
        scope: form.scope,
        orderTypes: byName(namesOf(form.orderTypeIds, orderTypeNames)),
        inspectionTypes: byName(namesOf(form.inspectionTypeIds, inspectionTypes)),
        archived: form.archived,
        fields: form.fields,
      },
    }));
  },
  async write(context, { orderTypes: orderTypeNames, inspectionTypes, ...item }, id, idOf) {
    const types = {
      orderTypeIds: await idsOf(idOf, 'orderTypes', orderTypeNames),
      inspectionTypeIds: await idsOf(idOf, 'inspectionTypes', inspectionTypes),
    };
    if (id) {
      const { key: _key, ...changes } = item;
      await changeForm(context, id, { ...changes, ...types });
    } else await createForm(context, { ...item, ...types });
  },
};

const blueprints: TransferGroup<'blueprints'> = {
  label: (item) => item.name.sv,
  references: (item) => [
    { group: 'inspectionTypes', name: item.inspectionType },
    ...item.forms.map((name) => ({ group: 'forms' as const, name, live: true as const })),
    ...item.objects.flatMap((object) =>
      object.remarks.flatMap((remark) =>
        remark.grade ? [{ group: 'remarkGrades' as const, name: remark.grade }] : [],
      ),
    ),
  ],
  async read(context) {
    const types = await lookupNames(context, inspectionTypeKind);
    const grades = await lookupNames(context, remarkGradeKind);
    const formKeys = new Map((await formsWithFields(context)).map((form) => [form.id, form.key]));
    return (await everyBlueprint(context)).map((blueprint) => ({
      id: blueprint.id,
      item: {
        name: blueprint.name,
        inspectionType: types.get(blueprint.typeId) ?? blueprint.typeId,
        archived: blueprint.archived,
        forms: namesOf(blueprint.formIds, formKeys),
        objects: blueprint.objects.map((object) => ({
          name: object.name,
          remarks: object.remarks.map(({ gradeId, ...remark }) => ({
            ...remark,
            grade: gradeId ? (grades.get(gradeId) ?? gradeId) : null,
          })),
        })),
      },
    }));
  },
  async write(context, { inspectionType, forms: formKeys, objects, ...item }, id, idOf) {
    const blueprint = {
      ...item,
      typeId: await idOf('inspectionTypes', inspectionType),
      formIds: await idsOf(idOf, 'forms', formKeys),
      objects: await Promise.all(
        objects.map(async (object) => ({
          name: object.name,
          remarks: await Promise.all(
            object.remarks.map(async ({ grade, ...remark }) => ({
              ...remark,
              gradeId: grade ? await idOf('remarkGrades', grade) : null,
            })),
          ),
        })),
      ),
    };
    if (id) await changeBlueprint(context, id, blueprint);
    else await createBlueprint(context, blueprint);
  },
};

const metadata: TransferGroup<'metadata'> = {
  label: (item) => item.name,
  caseSensitive: true,
  references: () => [],
  async read(context) {
    const { document } = await getMetadata(context);
    return Object.entries(document).map(([name, values]) => ({ id: name, item: { name, values } }));
  },
  changes(current, next) {
    const names = new Set([...Object.keys(current.values), ...Object.keys(next.values)]);
    return [...names].filter(
      (name) => JSON.stringify(current.values[name]) !== JSON.stringify(next.values[name]),
    );
  },
  /** A group replaces the firm's group of its name; the firm's other groups stay. */
  async write(context, item) {
    const { document } = await getMetadata(context);
    const next = metadataDocumentSchema.safeParse({ ...document, [item.name]: item.values });
    if (!next.success) throw badRequest(issueMessage(next.error.issues[0] as never));
    await replaceMetadata(context, { document: next.data });
  },
};

/** Every group, by its name. */
export const TRANSFER_GROUPS: { [Group in MetadataGroup]: TransferGroup<Group> } = {
  inspectionTypes: plainLookup(inspectionTypeKind, ['description']),
  inspectionStatuses: plainLookup(inspectionStatusKind, ['color', 'final', 'category']),
  contactRoles: plainLookup(contactRoleKind, []),
  remarkGrades: plainLookup(remarkGradeKind, ['color', 'serious']),
  branches,
  orderTypes,
  forms,
  blueprints,
  metadata,
};

/** An item's key as matched: names without regard to case (as the firm's lookups are unique). */
export const matchKey = (group: MetadataGroup, label: string) =>
  TRANSFER_GROUPS[group].caseSensitive ? label : label.toLocaleLowerCase('sv');
