import type { StatusCategory } from '@syna/contracts/lookups';
import { DEFAULT_INSPECTION_MINUTES } from '@syna/contracts/lookups';
import {
  lookupCategory,
  lookupColor,
  lookupDescription,
  lookupDuration,
  lookupFlagged,
  type LookupItem,
  type LookupKind,
} from './lookup-kinds';

/** What the lookup form holds, for every kind; only the kind's own fields are sent. */
export interface LookupFormValues {
  name: string;
  /** The English name; blank is none. */
  nameEn: string;
  description: string;
  color: string | null;
  /** The kind's flag (a status's `final`, a grade's `serious`, a type's `insurable`), where it has one. */
  flag: boolean;
  /** A status's step in the course; a new status is a booked one unless chosen otherwise. */
  category: StatusCategory;
  /** An inspection type's default duration in minutes, typed as text. */
  defaultDurationMinutes: string;
}

export function lookupFormValues(kind: LookupKind, item: LookupItem | null): LookupFormValues {
  return {
    name: item?.name ?? '',
    nameEn: item?.nameEn ?? '',
    description: item ? (lookupDescription(item) ?? '') : '',
    color: item ? lookupColor(item) : null,
    flag: item ? lookupFlagged(kind, item) : false,
    category: (item && lookupCategory(item)) ?? 'booked',
    defaultDurationMinutes: String((item && lookupDuration(item)) ?? DEFAULT_INSPECTION_MINUTES),
  };
}

/** The body the kind's contract schema validates: its own fields only (a blank description clears it). */
export function toLookupBody({ fields }: LookupKind, values: LookupFormValues): Record<string, unknown> {
  return {
    name: values.name,
    nameEn: values.nameEn,
    ...(fields.description ? { description: values.description } : {}),
    ...(fields.color ? { color: values.color } : {}),
    ...(fields.flag ? { [fields.flag]: values.flag } : {}),
    ...(fields.category ? { category: values.category } : {}),
    ...(fields.duration ? { defaultDurationMinutes: Number(values.defaultDurationMinutes) } : {}),
  };
}

/** The list with one item moved `offset` places (clamped); the same list when it cannot move. */
export function moveItem<Item>(items: readonly Item[], index: number, offset: number): Item[] {
  const target = Math.min(Math.max(index + offset, 0), items.length - 1);
  if (index < 0 || index >= items.length || target === index) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as Item);
  return next;
}
