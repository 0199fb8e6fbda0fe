import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { TEXT_TRUNCATE_LENGTH } from '@syna/contracts/constants';
import { formatWholeKronor, truncate } from '@syna/contracts/format';
import type { Remark } from '@syna/contracts/remarks';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { visuallyHidden } from '@/lib/ui/visually-hidden';
import { useRemarkGrades, useSaveCommonRemark } from '@/features/remarks/api';
import { useMoveRemark } from '@/features/remarks/field-changes';
import { draftOf } from '@/features/remarks/remark-clipboard';
import type { OpenTabDialog } from '@/features/remarks/tab-dialog';
import { useRemarksTexts } from '@/features/remarks/texts';
import { useRemarkClipboard } from '@/features/remarks/use-remark-clipboard';
import { RemarkRecordings } from '@/features/remarks/dictation/remark-recordings';
import { useOnline } from '@/lib/pwa/online-status';
import { ActionMenu } from './action-menu';
import { RemarkGradeChip } from './remark-grade';
import { UnsentMark } from './unsent-mark';
import { RemarkPhotos } from './remark-photos';

interface RemarkCardProps {
  inspectionId: string;
  remark: Remark;
  /** As numbered in the protocol: object and remark, e.g. "2.3". */
  number: string;
  index: number;
  count: number;
  canWrite: boolean;
  onOpen: OpenTabDialog;
}

/** One remark: heading, category and place, text, and its photos. */
export function RemarkCard({
  inspectionId,
  remark,
  number,
  index,
  count,
  canWrite,
  onOpen,
}: RemarkCardProps) {
  const { t } = useRemarksTexts();
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const clipboard = useRemarkClipboard();
  const move = useMoveRemark(inspectionId);
  const saveToLibrary = useSaveCommonRemark();
  const online = useOnline();
  const objectId = remark.objectId;
  const long = (remark.text?.length ?? 0) > TEXT_TRUNCATE_LENGTH;
  const grade = useRemarkGrades().data?.find((candidate) => candidate.id === remark.gradeId);

  const copy = () => {
    clipboard.copy(draftOf(remark));
    showSnackbar({ subject: t('remarks.copied', { title: remark.title }) });
  };
  const saveAsCommon = () =>
    saveToLibrary.mutate(
      { title: remark.title, text: remark.text, category: remark.category },
      { onSuccess: () => showSnackbar({ subject: t('saved.savedToLibrary', { title: remark.title }) }) },
    );

  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      data-testid="remark-card"
      data-remark-id={remark.id}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.25, sm: 1.5 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="h4" id={headingId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary', mr: 0.75 }}>
              {number}
            </Box>
            {truncate(remark.title)}
            <UnsentMark id={remark.id} />
          </Typography>
          {(grade || remark.category || remark.location) && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
              {grade && <RemarkGradeChip grade={grade} />}
              {remark.category && <Chip size="small" variant="outlined" label={truncate(remark.category)} />}
              {remark.location && (
                <Typography
                  variant="body2"
                  sx={{ color: 'text.secondary', display: 'inline-flex', gap: 0.25 }}
                >
                  <PlaceOutlinedIcon fontSize="small" aria-hidden />
                  <span>
                    <Box component="span" sx={visuallyHidden}>
                      {t('fields.location')}:{' '}
                    </Box>
                    {truncate(remark.location)}
                  </span>
                </Typography>
              )}
            </Box>
          )}
        </Box>
        {canWrite && (
          <ActionMenu
            label={t('remarks.actions', { title: remark.title })}
            testId="remark-menu"
            disabled={move.isPending}
            actions={[
              {
                id: 'edit',
                label: t('remarks.edit'),
                icon: <EditOutlinedIcon fontSize="small" />,
                onSelect: () => onOpen({ kind: 'remark-form', objectId, remark }),
              },
              {
                id: 'copy',
                label: t('remarks.copy'),
                icon: <ContentCopyIcon fontSize="small" />,
                onSelect: copy,
              },
              {
                id: 'save-common',
                label: t('saved.saveAs'),
                icon: <BookmarkAddOutlinedIcon fontSize="small" />,
                onSelect: saveAsCommon,
                // The firm's library is kept on the server; offline it can be read, not written.
                disabled: saveToLibrary.isPending || !online,
                hint: online ? undefined : t('saved.saveAsNeedsNetwork'),
              },
              {
                id: 'up',
                label: t('actions.moveUp'),
                icon: <ArrowUpwardIcon fontSize="small" />,
                onSelect: () => move.mutate({ objectId, from: index, to: index - 1 }),
                disabled: index === 0,
              },
              {
                id: 'down',
                label: t('actions.moveDown'),
                icon: <ArrowDownwardIcon fontSize="small" />,
                onSelect: () => move.mutate({ objectId, from: index, to: index + 1 }),
                disabled: index >= count - 1,
              },
              {
                id: 'delete',
                label: t('remarks.delete'),
                icon: <DeleteOutlineIcon fontSize="small" />,
                onSelect: () => onOpen({ kind: 'delete-remark', objectId, remark }),
                danger: true,
              },
            ]}
          />
        )}
      </Box>
      {remark.text && (
        <Typography variant="body2" sx={{ mt: 0.75, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {showAll ? remark.text : truncate(remark.text)}
          {long && (
            <Button size="small" onClick={() => setShowAll((all) => !all)} sx={{ ml: 0.5, py: 0 }}>
              {showAll ? t('remarks.showLess') : t('remarks.showMore')}
            </Button>
          )}
        </Typography>
      )}
      <RemarkGrading remark={remark} />
      <RemarkRecordings recordings={remark.recordings} />
      <RemarkPhotos
        inspectionId={inspectionId}
        remark={remark}
        canWrite={canWrite}
        onOpenPhoto={(imageId) => onOpen({ kind: 'photo', objectId, remarkId: remark.id, imageId })}
      />
    </Box>
  );
}

/** What the inspector recommends: the action, a further investigation and the estimated cost. */
function RemarkGrading({ remark }: { remark: Remark }) {
  const { t } = useRemarksTexts();
  const lines = [
    remark.recommendedAction && { label: t('graded.recommendedAction'), text: remark.recommendedAction },
    remark.investigate &&
      (remark.investigation
        ? { label: t('graded.investigation'), text: remark.investigation }
        : { label: t('graded.investigationUnnamed'), text: '' }),
    remark.costEstimate !== null && {
      label: t('graded.costEstimate'),
      text: formatWholeKronor(remark.costEstimate),
    },
  ].filter((line) => !!line);
  if (lines.length === 0) return null;
  return (
    <Box sx={{ mt: 0.75, display: 'grid', gap: 0.25 }} data-testid="remark-grading">
      {lines.map(({ label, text }) => (
        <Typography key={label} variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {label}
          </Box>
          {text && ` ${truncate(text)}`}
        </Typography>
      ))}
    </Box>
  );
}
