import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMAIL_TEMPLATE_FIELD_GROUPS } from '@syna/contracts/email-values';
import { FormSection } from '@/lib/ui/form-section';
import { fieldTag } from '@/features/email/mail-form';
import { useEmailTexts } from '@/features/email/texts';

/** The fields a template can use, by group, each a button that inserts it (`{{ assignment.number }}`). */
export function FieldPicker({ onInsert }: { onInsert(path: string): void }) {
  const { t, language } = useEmailTexts();
  const lang = language === 'en' ? 'en' : 'sv';
  return (
    <FormSection title={t('editor.fields')} hint={t('editor.fieldsHint')}>
      {EMAIL_TEMPLATE_FIELD_GROUPS.map((group) => (
        <Stack key={group.name} spacing={0.75}>
          <Typography variant="subtitle2" component="h3">
            {group.label[lang]}
          </Typography>
          <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap' }}>
            {group.fields.map((field) => (
              <Chip
                key={field.path}
                label={field.label[lang]}
                title={`${fieldTag(field.path)} · ${field.example}`}
                aria-label={t('editor.insert', { field: `${group.label[lang]}: ${field.label[lang]}` })}
                onClick={() => onInsert(field.path)}
                data-testid={`email-field-${field.path}`}
                variant="outlined"
                clickable
              />
            ))}
          </Stack>
        </Stack>
      ))}
    </FormSection>
  );
}
