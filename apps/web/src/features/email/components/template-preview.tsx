import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InspectionListItem } from '@syna/contracts/inspections';
import { isHttpError } from '@/lib/http/http-error';
import { useDebouncedValue } from '@/lib/lists/use-debounced-value';
import { FormSection } from '@/lib/ui/form-section';
import { useEmailPreview, useInspectionChoices } from '@/features/email/api';
import { fieldLabel } from '@/features/email/mail-form';
import { useEmailTexts } from '@/features/email/texts';

interface TemplatePreviewProps {
  templateId: string;
  /** The texts as they stand in the editor, saved or not. */
  draft: { subject: string; body: string };
}

const assignmentLabel = (item: InspectionListItem) =>
  [item.number, item.customer?.name, item.address?.address].filter(Boolean).join(' · ');

/** The editor's texts rendered with a chosen assignment of the firm, as the recipient will read them. */
export function TemplatePreview({ templateId, draft }: TemplatePreviewProps) {
  const { t, language } = useEmailTexts();
  const [search, setSearch] = useState('');
  const choices = useInspectionChoices(useDebouncedValue(search));
  const [chosen, setChosen] = useState<InspectionListItem | null>(null);
  const assignment = chosen ?? choices.data?.[0] ?? null;
  // The assignment's customer stands in for the recipient.
  const body = useDebouncedValue(
    {
      draft,
      ...(assignment ? { inspectionId: assignment.id } : {}),
      ...(assignment?.customer ? { contactId: assignment.customer.id } : {}),
    },
    400,
  );
  const preview = useEmailPreview(templateId, body, true);
  const failure = preview.error && isHttpError(preview.error) ? preview.error : null;

  return (
    <FormSection title={t('editor.preview')} hint={t('editor.previewHint')}>
      <Autocomplete
        options={choices.data ?? []}
        value={assignment}
        onChange={(_event, value) => setChosen(value)}
        onInputChange={(_event, value, reason) => reason === 'input' && setSearch(value)}
        getOptionLabel={assignmentLabel}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        filterOptions={(options) => options}
        noOptionsText={t('editor.previewNone')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('editor.previewAssignment')}
            data-testid="email-preview-assignment"
          />
        )}
      />
      <Box aria-live="polite" aria-busy={preview.isFetching} data-testid="email-preview">
        {preview.isFetching && <LinearProgress aria-label={t('editor.previewLoading')} sx={{ mb: 1 }} />}
        {failure && (
          <Alert severity="error" data-testid="email-preview-error">
            {t('editor.previewFailed')}: {failure.detail ?? failure.message}
          </Alert>
        )}
        {preview.data && !failure && (
          <>
            {preview.data.missingFields.length > 0 && (
              <Alert severity="warning" sx={{ mb: 1 }} data-testid="email-preview-missing">
                {t('editor.missingFields', {
                  fields: preview.data.missingFields
                    .map((path) => fieldLabel(path, language === 'en' ? 'en' : 'sv'))
                    .join(', '),
                })}
              </Alert>
            )}
            <Typography sx={{ fontWeight: 600 }} data-testid="email-preview-subject">
              {preview.data.subject}
            </Typography>
            <Typography
              component="div"
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 1 }}
              data-testid="email-preview-body"
            >
              {preview.data.body}
            </Typography>
          </>
        )}
      </Box>
    </FormSection>
  );
}
