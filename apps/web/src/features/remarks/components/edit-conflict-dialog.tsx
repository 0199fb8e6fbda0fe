import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatWholeKronor } from '@syna/contracts/format';
import type { EditMerge } from '@/lib/offline/field-merge';
import { useRemarkGrades } from '@/features/remarks/api';
import { useRemarksTexts } from '@/features/remarks/texts';

type Side = 'ours' | 'theirs';

/** The form's label of a remark's or an object's field, as the edit dialogs name it. */
const FIELD_LABEL = {
  name: 'fields.name',
  status: 'fields.status',
  description: 'fields.description',
  title: 'fields.title',
  text: 'fields.text',
  category: 'fields.category',
  location: 'fields.location',
  gradeId: 'fields.grade',
  recommendedAction: 'fields.recommendedAction',
  investigate: 'fields.investigate',
  investigation: 'fields.investigation',
  costEstimate: 'fields.costEstimate',
} as const;
const labelKey = (field: string) =>
  FIELD_LABEL[field as keyof typeof FIELD_LABEL] ?? ('offline.conflict.otherFields' as const);

export interface EditConflictDialogProps {
  /** What the remark or object is called, for the title. */
  name: string;
  /** A remark keeps the version not chosen in its history; an object has none. */
  kind: 'remark' | 'object';
  merge: EditMerge;
  /** Sends the fields to keep of the inspector's edit; an empty body means the colleague's version stands. */
  onResolve(body: Record<string, unknown>): void;
  onClose(): void;
}

/**
 * A remark or object the inspector edited offline was changed by a colleague meanwhile, in the same
 * fields: each such field is shown with both versions for the inspector to choose. The fields only
 * one of them changed are merged without asking; a remark keeps the version not chosen in its
 * history.
 */
export function EditConflictDialog({ name, kind, merge, onResolve, onClose }: EditConflictDialogProps) {
  const { t } = useRemarksTexts();
  const grades = useRemarkGrades().data ?? [];
  const [choice, setChoice] = useState<Record<string, Side>>(() =>
    Object.fromEntries(merge.conflicts.map((conflict) => [conflict.field, 'ours'])),
  );

  const shown = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('offline.conflict.empty');
    if (field === 'gradeId')
      return grades.find((grade) => grade.id === value)?.name ?? t('offline.conflict.empty');
    if (field === 'costEstimate' && typeof value === 'number') return formatWholeKronor(value);
    if (typeof value === 'boolean') return value ? t('offline.conflict.yes') : t('offline.conflict.no');
    return String(value);
  };

  function resolve() {
    const chosen = merge.conflicts.filter((conflict) => choice[conflict.field] === 'ours');
    onResolve({
      ...merge.body,
      ...Object.fromEntries(chosen.map((conflict) => [conflict.field, conflict.ours])),
    });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="edit-conflict-title"
      fullWidth
      maxWidth="sm"
      data-testid="edit-conflict-dialog"
    >
      <DialogTitle id="edit-conflict-title">{t('offline.conflict.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t(kind === 'remark' ? 'offline.conflict.intro' : 'offline.conflict.introObject')}
        </DialogContentText>
        <Stack spacing={2}>
          {merge.conflicts.map((conflict) => (
            <FormControl key={conflict.field} component="fieldset">
              <FormLabel component="legend" sx={{ fontWeight: 500 }}>
                {t(labelKey(conflict.field))}
              </FormLabel>
              <RadioGroup
                value={choice[conflict.field]}
                onChange={(_event, value) =>
                  setChoice((now) => ({ ...now, [conflict.field]: value as Side }))
                }
              >
                {(['ours', 'theirs'] as const).map((side) => (
                  <FormControlLabel
                    key={side}
                    value={side}
                    control={<Radio />}
                    sx={{ alignItems: 'flex-start', mt: 0.5 }}
                    label={
                      <span>
                        <Typography
                          component="span"
                          variant="body2"
                          sx={{ fontWeight: 500, display: 'block', mt: 1 }}
                        >
                          {t(`offline.conflict.${side}`)}
                        </Typography>
                        <Typography
                          component="span"
                          variant="body2"
                          sx={{ whiteSpace: 'pre-wrap', display: 'block' }}
                        >
                          {shown(conflict.field, side === 'ours' ? conflict.ours : conflict.theirs)}
                        </Typography>
                      </span>
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('offline.conflict.cancel')}</Button>
        <Button variant="contained" onClick={resolve} data-testid="resolve-conflict">
          {t('offline.conflict.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
