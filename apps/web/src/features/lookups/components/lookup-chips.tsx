import Chip from '@mui/material/Chip';
import {
  lookupCategory,
  lookupFlagged,
  type LookupItem,
  type LookupKind,
} from '@/features/lookups/lookup-kinds';
import { useLookupsTexts } from '@/features/lookups/texts';

/** The chips beside a lookup's name: a status's step, its kind's flag when set (final, serious), and archived. */
export function LookupChips({ kind, item }: { kind: LookupKind; item: LookupItem }) {
  const { t } = useLookupsTexts();
  const category = lookupCategory(item);
  return (
    <>
      {category && <Chip size="small" label={t(`categories.${category}`)} variant="outlined" />}
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
