import Chip from '@mui/material/Chip';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { useOutbox } from '@/lib/offline/outbox-hooks';
import { unsentRecords } from '@/lib/offline/outbox-order';
import { useRemarksTexts } from '@/features/remarks/texts';

/** "väntar på att skickas" beside a record whose changes are still in the outbox. */
export function UnsentMark({ id }: { id: string }) {
  const { t } = useRemarksTexts();
  const { changes } = useOutbox();
  if (!unsentRecords(changes).has(id)) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="warning"
      icon={<CloudUploadOutlinedIcon aria-hidden />}
      label={t('offline.notSent')}
      component="span"
      data-testid="unsent-mark"
      sx={{ ml: 1, verticalAlign: 'middle' }}
    />
  );
}
