import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { InspectionMetadata } from '@syna/contracts/inspections';
import { useInspectionTexts } from '@/features/inspections/texts';
import type { InspectionListParts } from '../routes';
import { BulkChangeDialog, type BulkChange } from './bulk-change-dialog';

interface BulkActionsProps {
  /** The chosen inspections. */
  ids: readonly string[];
  metadata: InspectionMetadata | undefined;
  onClear(): void;
  /** Another feature's action for the chosen inspections (invoicing). */
  extra?: InspectionListParts['bulkAction'];
}

/** How many inspections are chosen, and the changes that apply to all of them at once. */
export function BulkActions({ ids, metadata, onClear, extra: Extra }: BulkActionsProps) {
  const { t } = useInspectionTexts();
  const [change, setChange] = useState<BulkChange | null>(null);
  const count = ids.length;
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={t('bulk.toolbar')}
      data-testid="bulk-actions"
      sx={{ p: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Typography role="status" sx={{ fontWeight: 600, px: 1 }} data-testid="bulk-count">
        {t(count === 1 ? 'bulk.selectedOne' : 'bulk.selectedOther', { count })}
      </Typography>
      <Button variant="outlined" disabled={!metadata} onClick={() => setChange('status')}>
        {t('bulk.changeStatus')}
      </Button>
      <Button variant="outlined" disabled={!metadata} onClick={() => setChange('inspector')}>
        {t('bulk.changeInspector')}
      </Button>
      {Extra && <Extra ids={ids} onDone={onClear} />}
      <Button onClick={onClear}>{t('bulk.clear')}</Button>
      {change && metadata && (
        <BulkChangeDialog
          change={change}
          ids={ids}
          metadata={metadata}
          onClose={() => setChange(null)}
          onDone={() => {
            setChange(null);
            onClear();
          }}
        />
      )}
    </Paper>
  );
}
