import type { sv } from './texts';

type KnownKind = keyof typeof sv.relations.kinds;

/** The kinds of relation offered; the API takes any short text, so others are shown as written. */
export const RELATION_KINDS: readonly KnownKind[] = [
  'related',
  'contactPerson',
  'employee',
  'employer',
  'owner',
  'customer',
  'partner',
  'parent',
  'subsidiary',
];

export const DEFAULT_RELATION_KIND: KnownKind = 'related';

export const isKnownRelationKind = (kind: string): kind is KnownKind =>
  (RELATION_KINDS as readonly string[]).includes(kind);

/** A relation kind's label: a known kind in the user's language, any other as stored. */
export function relationKindLabel(
  kind: string,
  translate: (key: `relations.kinds.${KnownKind}`) => string,
): string {
  return isKnownRelationKind(kind) ? translate(`relations.kinds.${kind}`) : kind;
}
