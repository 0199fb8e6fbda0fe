import type { Estate, Project } from '@syna/contracts/projects';
import { addressFormValues, optionalAddressInput, type AddressFormValues } from '@/lib/forms/address-form';

/** What the project form holds; the customer's name is kept for the picker to show. */
export interface ProjectFormValues {
  name: string;
  number: string;
  description: string;
  typeId: string;
  customer: { id: string; name: string } | null;
  inspectorId: string;
  address: AddressFormValues;
  active: boolean;
}

export interface EstateFormValues {
  name: string;
  designation: string;
  address: AddressFormValues;
}

export function projectFormValues(project: Project | null): ProjectFormValues {
  return {
    name: project?.name ?? '',
    number: project?.number ?? '',
    description: project?.description ?? '',
    typeId: project?.typeId ?? '',
    customer: project?.customerId
      ? { id: project.customerId, name: project.customerName ?? project.customerId }
      : null,
    inspectorId: project?.inspectorId ?? '',
    address: addressFormValues(project?.address),
    active: project?.active ?? true,
  };
}

/**
 * The body `projectCreateSchema` / `projectUpdateSchema` validate: blank texts and unchosen
 * references are null. `active` is only part of a new project; an existing one changes state
 * through its own call.
 */
export function toProjectInput(values: ProjectFormValues, isNew: boolean): Record<string, unknown> {
  return {
    name: values.name,
    number: values.number,
    description: values.description,
    typeId: values.typeId || null,
    customerId: values.customer?.id ?? null,
    inspectorId: values.inspectorId || null,
    address: optionalAddressInput(values.address),
    ...(isNew ? { active: values.active } : {}),
  };
}

export const estateFormValues = (estate: Estate | null): EstateFormValues => ({
  name: estate?.name ?? '',
  designation: estate?.designation ?? '',
  address: addressFormValues(estate?.address),
});

export const toEstateInput = (values: EstateFormValues): Record<string, unknown> => ({
  name: values.name,
  designation: values.designation,
  address: optionalAddressInput(values.address),
});
