import type { OutboxChange } from '@/lib/offline/outbox-change';
import { useLookupLabel } from '@/lib/i18n/lookup-label';
import { useInspectionMetadata } from './api';
import { INSPECTION_CHANGE } from './offline-changes';
import { useInspectionTexts } from './texts';

type ChangeKind = keyof typeof INSPECTION_CHANGE;
const kindOf = (change: OutboxChange) =>
  (Object.keys(INSPECTION_CHANGE) as ChangeKind[]).find(
    (kind) => INSPECTION_CHANGE[kind] === change.endpoint,
  );

/**
 * What a change of the assignment itself is, for the inspector ("Status: Utförd", "Attribut:
 * Byggår"); null for a change of something else.
 */
export function useFieldChangeName(): (change: OutboxChange) => string | null {
  const { t } = useInspectionTexts();
  const label = useLookupLabel();
  const statuses = useInspectionMetadata().data?.statuses ?? [];
  return (change) => {
    const kind = kindOf(change);
    if (!kind) return null;
    if (kind !== 'setStatus') return t(`fieldChange.${kind}`, { name: change.params.name ?? '' });
    const statusId = (change.body as { value?: unknown } | undefined)?.value;
    const status = statuses.find((candidate) => candidate.id === statusId);
    return t('fieldChange.setStatus', { name: status ? label(status) : '' });
  };
}
