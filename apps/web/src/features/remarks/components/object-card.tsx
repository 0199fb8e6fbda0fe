import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { truncate } from '@syna/contracts/format';
import type { InspectionObject } from '@syna/contracts/remarks';
import { RecordFormsToggle } from '@/lib/forms/record-forms-toggle';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { useCopyObject, useMoveObject } from '@/features/remarks/field-changes';
import type { OpenTabDialog } from '@/features/remarks/tab-dialog';
import { copyNeedsServer } from '@/features/remarks/object-copy';
import { useRemarksTexts } from '@/features/remarks/texts';
import { useOnline } from '@/lib/pwa/online-status';
import { ObjectMenu } from './object-menu';
import { RemarkActions } from './remark-actions';
import { RemarkCard } from './remark-card';

interface ObjectCardProps {
  inspectionId: string;
  object: InspectionObject;
  /** Its place in the list (from 0) and the list's length, for numbering and moving. */
  index: number;
  count: number;
  canWrite: boolean;
  onOpen: OpenTabDialog;
  onObjectCountChange?(): void;
}

/** One object: its name, status and description, then its remarks with their photos. */
import { UnsentMark } from './unsent-mark';

export function ObjectCard({
  inspectionId,
  object,
  index,
  count,
  canWrite,
  onOpen,
  onObjectCountChange,
}: ObjectCardProps) {
  const { t } = useRemarksTexts();
  const headingId = useId();
  const bodyId = useId();
  const [expanded, setExpanded] = useState(true);
  const copy = useCopyObject(inspectionId, onObjectCountChange);
  const online = useOnline();
  const move = useMoveObject(inspectionId);
  const number = `${index + 1}`;

  const copyObject = () =>
    copy.mutate(object.id, {
      onSuccess: (created) => showSnackbar({ subject: t('objects.copied', { name: created.name }) }),
    });

  return (
    <Paper
      variant="outlined"
      component="li"
      aria-labelledby={headingId}
      data-testid="object-card"
      data-object-id={object.id}
      sx={{ overflow: 'hidden' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: { xs: 1.5, sm: 2 }, pb: 1 }}>
        <IconButton
          size="small"
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          aria-controls={bodyId}
          aria-label={
            expanded
              ? t('objects.collapse', { name: object.name })
              : t('objects.expand', { name: object.name })
          }
          sx={{ mt: 0.25, transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
        >
          <ExpandMoreIcon />
        </IconButton>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography
              variant="h3"
              component="h3"
              id={headingId}
              sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}
            >
              {number}. {truncate(object.name)}
            </Typography>
            <UnsentMark id={object.id} />
            {object.status && (
              <Chip size="small" label={truncate(object.status)} data-testid="object-status" />
            )}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {object.remarks.length === 1
                ? t('objects.oneRemark')
                : t('objects.remarkCount', { count: object.remarks.length })}
            </Typography>
          </Box>
          {object.description && (
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {truncate(object.description)}
            </Typography>
          )}
        </Box>
        {canWrite && (
          <ObjectMenu
            object={object}
            canMoveUp={index > 0}
            canMoveDown={index < count - 1}
            busy={copy.isPending || move.isPending}
            copyNeedsNetwork={!online && copyNeedsServer(object)}
            onEdit={() => onOpen({ kind: 'object-form', object })}
            onCopy={copyObject}
            onMove={(offset) => move.mutate({ from: index, to: index + offset })}
            onDelete={() => onOpen({ kind: 'delete-object', object })}
          />
        )}
      </Box>
      <Collapse in={expanded} id={bodyId}>
        <Box sx={{ px: { xs: 1.5, sm: 2 }, pb: { xs: 1.5, sm: 2 } }}>
          {object.remarks.length === 0 ? (
            <Typography sx={{ color: 'text.secondary', py: 1 }} data-testid="remarks-empty">
              {canWrite ? t('remarks.emptyBody') : t('remarks.emptyReadOnly')}
            </Typography>
          ) : (
            <Stack
              spacing={1.5}
              component="ol"
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label={t('remarks.listLabel', { name: object.name })}
            >
              {object.remarks.map((remark, remarkIndex) => (
                <RemarkCard
                  key={remark.id}
                  inspectionId={inspectionId}
                  remark={remark}
                  number={`${number}.${remarkIndex + 1}`}
                  index={remarkIndex}
                  count={object.remarks.length}
                  canWrite={canWrite}
                  onOpen={onOpen}
                />
              ))}
            </Stack>
          )}
          {canWrite && <RemarkActions inspectionId={inspectionId} object={object} onOpen={onOpen} />}
          <RecordFormsToggle
            record={{ kind: 'object', id: inspectionId, object: object.id }}
            name={object.name}
            canWrite={canWrite}
            sx={{ mt: 1.5 }}
          />
        </Box>
      </Collapse>
    </Paper>
  );
}
