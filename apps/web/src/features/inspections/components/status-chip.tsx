import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Inspection } from '@syna/contracts/inspections';
import { contrastText } from '@/lib/ui/contrast-text';
import { useInspectionTexts } from '@/features/inspections/texts';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

type Status = NonNullable<Inspection['status']>;

/** The status's own colour with readable text on it; null when there is none or it cannot be read. */
export function statusColors(color: string | null): { bgcolor: string; color: string } | null {
  if (!color) return null;
  try {
    return { bgcolor: color, color: contrastText(color) };
  } catch {
    return null;
  }
}

interface StatusChipProps extends Omit<ChipProps, 'label' | 'color'> {
  status: Pick<Status, 'name' | 'color'> | null;
}

/** A status as a chip in its colour; an inspection without status shows a quiet outlined chip. */
export function StatusChip({ status, sx, ...props }: StatusChipProps) {
  const { t } = useInspectionTexts.firstLoad();
  const label = useLookupLabel();
  const colors = statusColors(status?.color ?? null);
  return (
    <Chip
      size="small"
      variant={colors ? 'filled' : 'outlined'}
      label={status ? label(status) : t('status.none')}
      sx={[{ fontWeight: 500, maxWidth: '100%' }, colors ?? {}, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}
