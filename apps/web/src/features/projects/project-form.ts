import type { Address } from '@syna/contracts/address';
import type { CountryCode } from '@syna/contracts/countries';
import type { Estate, Project } from '@syna/contracts/projects';

/** An address as text fields hold it (blank = empty). */
export interface AddressFormValues {
  address: string;
  postalCode: string;
  city: string;
  region: string;
  country: CountryCode | '';
}

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

export const addressFormValues = (address: Address | null): AddressFormValues => ({
  address: address?.address ?? '',
  postalCode: address?.postalCode ?? '',
  city: address?.city ?? '',
  region: address?.region ?? '',
  country: address?.country ?? '',
});

/** An address whose fields are all blank is no address (null), spec §5. */
export function toAddressInput(values: AddressFormValues): Record<string, string | null> | null {
  const input = {
    address: values.address,
    postalCode: values.postalCode,
    city: values.city,
    region: values.region,
    country: values.country || null,
  };
  return Object.values(input).some((value) => value?.trim()) ? input : null;
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
    address: addressFormValues(project?.address ?? null),
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
    address: toAddressInput(values.address),
    ...(isNew ? { active: values.active } : {}),
  };
}

export const estateFormValues = (estate: Estate | null): EstateFormValues => ({
  name: estate?.name ?? '',
  designation: estate?.designation ?? '',
  address: addressFormValues(estate?.address ?? null),
});

export const toEstateInput = (values: EstateFormValues): Record<string, unknown> => ({
  name: values.name,
  designation: values.designation,
  address: toAddressInput(values.address),
});

/** One line for an address: "Storgatan 1, 903 26 Umeå". */
export function formatAddress(address: Address | null): string {
  if (!address) return '';
  const place = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [address.address, place].filter(Boolean).join(', ');
}
