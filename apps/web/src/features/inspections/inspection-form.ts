import type { Inspection, InspectionMetadata } from '@syna/contracts/inspections';
import type { Estate, Project } from '@syna/contracts/projects';
import {
  addressFormValues,
  EMPTY_ADDRESS,
  optionalAddressInput,
  type AddressFormValues,
} from '@/lib/forms/address-form';
import type { ServerErrorFields } from '@/lib/forms/server-submit';
import type { AddressBookChoice } from '@/lib/address-book/address-book-search';

/** A contact as the pickers hold it: an inspection names only id and name, a search hit has more. */
export type ContactChoice = AddressBookChoice;

/** The inspection form's fields, as text fields and pickers hold them. */
export interface InspectionFormValues {
  customer: ContactChoice | null;
  address: AddressFormValues;
  /** The blueprint a new assignment starts from ('' for none); only the new-assignment form offers it. */
  blueprint: string;
  typeId: string;
  branchId: string;
  statusId: string;
  inspectorId: string;
  date: string;
  startTime: string;
  stopTime: string;
  orderNumber: string;
  orderDate: string;
  littera: string;
  orderSource: string;
  tags: string[];
  description: string;
}

/** The address to prefill from a picked customer: the visit address, else the postal address. */
export function customerAddress(customer: ContactChoice | null): AddressFormValues | null {
  const address = customer?.addresses?.visit ?? customer?.addresses?.postal ?? null;
  return address ? addressFormValues(address) : null;
}

/**
 * A new form: status the first offered one (archived ones are not offered), inspector the current
 * user when they can be one, and the type when there is only one.
 */
export function newInspectionFormValues(metadata: InspectionMetadata, userId: string): InspectionFormValues {
  return {
    customer: null,
    address: { ...EMPTY_ADDRESS },
    blueprint: '',
    typeId: metadata.types.length === 1 ? metadata.types[0]!.id : '',
    branchId: '',
    statusId: metadata.statuses[0]?.id ?? '',
    inspectorId: metadata.inspectors.some((inspector) => inspector.id === userId) ? userId : '',
    date: '',
    startTime: '',
    stopTime: '',
    orderNumber: '',
    orderDate: '',
    littera: '',
    orderSource: '',
    tags: [],
    description: '',
  };
}

/**
 * A new form for an assignment in a project: the project's customer and inspector (when they can
 * be one), and the estate's address, else the project's.
 */
export function projectInspectionFormValues(
  blank: InspectionFormValues,
  metadata: InspectionMetadata,
  project: Project,
  estate: Estate | null,
): InspectionFormValues {
  const address = estate?.address ?? project.address;
  const inspectorId = project.inspectorId;
  return {
    ...blank,
    customer:
      project.customerId && project.customerName
        ? { id: project.customerId, name: project.customerName }
        : null,
    address: address ? addressFormValues(address) : blank.address,
    inspectorId:
      inspectorId && metadata.inspectors.some((inspector) => inspector.id === inspectorId)
        ? inspectorId
        : blank.inspectorId,
  };
}

export function inspectionFormValues(inspection: Inspection): InspectionFormValues {
  return {
    customer: inspection.customer,
    address: addressFormValues(inspection.address),
    blueprint: '',
    typeId: inspection.type?.id ?? '',
    branchId: inspection.branch?.id ?? '',
    statusId: inspection.status?.id ?? '',
    inspectorId: inspection.inspector?.id ?? '',
    date: inspection.date ?? '',
    startTime: inspection.startTime?.slice(0, 5) ?? '',
    stopTime: inspection.stopTime?.slice(0, 5) ?? '',
    orderNumber: inspection.orderNumber ?? '',
    orderDate: inspection.orderDate ?? '',
    littera: inspection.littera ?? '',
    orderSource: inspection.orderSource ?? '',
    tags: inspection.tags,
    description: inspection.description ?? '',
  };
}

const orNull = (text: string) => (text.trim() ? text : null);

/** The fields both bodies share: blanks are null (cleared), an empty address is no address. */
function commonInput(values: InspectionFormValues) {
  return {
    customerId: values.customer?.id ?? null,
    address: optionalAddressInput(values.address),
    // A missing type is reported as required by the schema.
    typeId: values.typeId || undefined,
    branchId: values.branchId || null,
    inspectorId: values.inspectorId || null,
    date: orNull(values.date),
    startTime: orNull(values.startTime),
    stopTime: orNull(values.stopTime),
    orderNumber: values.orderNumber,
    orderDate: orNull(values.orderDate),
    littera: values.littera,
    orderSource: values.orderSource,
    description: values.description,
  };
}

/** The body `inspectionCreateSchema` validates; without a status the server takes the first open one. */
export function toCreateInput(values: InspectionFormValues): unknown {
  return {
    ...commonInput(values),
    statusId: values.statusId || undefined,
    tags: values.tags,
    blueprint: values.blueprint || undefined,
  };
}

/** The body `inspectionUpdateSchema` validates: status and tags have their own calls in the view. */
export function toUpdateInput(values: InspectionFormValues): unknown {
  return commonInput(values);
}

/**
 * Where the form shows the server's messages: `customerId` on the customer picker, one about the
 * whole address on its street line and one about a single tag on the tags field.
 */
export const INSPECTION_SERVER_FIELDS: ServerErrorFields<InspectionFormValues> = {
  fields: [
    'customer',
    'address',
    'typeId',
    'branchId',
    'statusId',
    'inspectorId',
    'date',
    'startTime',
    'stopTime',
    'orderNumber',
    'orderDate',
    'littera',
    'orderSource',
    'tags',
    'description',
    'blueprint',
  ],
  renamed: (field) => {
    if (field === 'customerId') return 'customer';
    if (field === 'address') return 'address.address';
    return field.startsWith('tags.') ? 'tags' : field;
  },
};
