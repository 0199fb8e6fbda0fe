import Chip from '@mui/material/Chip';
import {
  lookupCategory,
  lookupFlagged,
  type LookupItem,
  type LookupKind,
} from '@/features/lookups/lookup-kinds';
import { useLookupsTexts } from '@/features/lookups/texts';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

/**
 * The chips beside a lookup's name: a status's step (unless its name says it already: "Bokad" is
 * booked), its kind's flag when set (final, serious, insurable), and archived.
 */
export function LookupChips({ kind, item }: { kind: LookupKind; item: LookupItem }) {
  const { t } = useLookupsTexts();
  const name = useLookupLabel()(item);
  const category = lookupCategory(item);
  const step = category && t(`categories.${category}`);
  const stepSaid = step !== null && step.toLocaleLowerCase() === name.trim().toLocaleLowerCase();
  return (
    <>
      {step && !stepSaid && <Chip size="small" label={t('list.category', { step })} variant="outlined" />}
      {kind.fields.flag && lookupFlagged(kind, item) && (
        <Chip
          size="small"
          label={t(`list.${kind.fields.flag}`)}
          color={kind.fields.flag === 'serious' ? 'error' : 'success'}
          variant="outlined"
        />
      )}
      {item.archived && <Chip size="small" label={t('list.archived')} />}
    </>
  );
}
