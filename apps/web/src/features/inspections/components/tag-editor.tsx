import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Cancel';
import { inspectionTagSchema, type Inspection } from '@syna/contracts/inspections';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { useInspectionTags, useToggleTag } from '@/features/inspections/api';
import { useInspectionTexts } from '@/features/inspections/texts';

interface TagEditorProps {
  inspection: Inspection;
  canWrite: boolean;
}

/** The inspection's tags as chips; each change is saved at once. */
export function TagEditor({ inspection, canWrite }: TagEditorProps) {
  const { t } = useInspectionTexts();
  const [adding, setAdding] = useState(false);
  const [text, setText] = useState('');
  const toggle = useToggleTag(inspection.id);
  const known = useInspectionTags(adding);
  const offered = (known.data ?? []).filter((tag) => !inspection.tags.includes(tag));

  const add = (value: string | null) => {
    const parsed = inspectionTagSchema.safeParse(value ?? '');
    setText('');
    setAdding(false);
    if (!parsed.success || inspection.tags.includes(parsed.data)) return;
    toggle.mutate(
      { tag: parsed.data, add: true },
      { onSuccess: () => showSnackbar({ subject: t('tags.added', { tag: parsed.data }), timeout: 'short' }) },
    );
  };

  return (
    <Box
      component="ul"
      aria-label={t('tags.label')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.75,
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
      data-testid="inspection-tags"
    >
      {inspection.tags.map((tag) => (
        <li key={tag}>
          <Chip
            label={tag}
            size="small"
            onDelete={
              canWrite
                ? () =>
                    toggle.mutate(
                      { tag, add: false },
                      {
                        onSuccess: () =>
                          showSnackbar({ subject: t('tags.removed', { tag }), timeout: 'short' }),
                      },
                    )
                : undefined
            }
            deleteIcon={
              <CancelIcon aria-label={t('tags.remove', { tag })} titleAccess={t('tags.remove', { tag })} />
            }
          />
        </li>
      ))}
      {inspection.tags.length === 0 && !adding && (
        <Box component="li" sx={{ color: 'text.secondary', typography: 'body2' }}>
          {t('tags.none')}
        </Box>
      )}
      {canWrite && (
        <li>
          {adding ? (
            <Autocomplete<string, false, false, true>
              freeSolo
              size="small"
              open
              options={offered}
              inputValue={text}
              onInputChange={(_event, next) => setText(next)}
              onChange={(_event, next) => add(next)}
              onBlur={() => (text.trim() ? add(text) : setAdding(false))}
              sx={{ width: 220 }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  autoFocus
                  label={t('tags.new')}
                  onKeyDown={(event) => {
                    if (event.key === 'Escape') setAdding(false);
                  }}
                />
              )}
            />
          ) : (
            <Chip
              icon={<AddIcon />}
              label={t('tags.add')}
              size="small"
              variant="outlined"
              onClick={() => setAdding(true)}
              disabled={toggle.isPending}
            />
          )}
        </li>
      )}
    </Box>
  );
}
