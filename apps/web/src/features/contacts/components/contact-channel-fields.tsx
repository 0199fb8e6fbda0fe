import { useFieldArray } from 'react-hook-form';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { FormTextField } from '@/lib/forms/form-fields';
import { FormSection } from '@/lib/ui/form-section';
import type { ContactFormControl } from '@/features/contacts/contact-form';
import { useContactsTexts } from '@/features/contacts/texts';

/** The contract allows at most this many social links. */
const MAX_SOCIAL_LINKS = 20;

/** E-mail, phone, web site and social links (rows to add and remove). */
export function ContactChannelFields({ control }: { control: ContactFormControl }) {
  const { t } = useContactsTexts();
  const social = useFieldArray({ control, name: 'social' });
  return (
    <FormSection title={t('sections.channels')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="off"
          fullWidth
        />
        <FormTextField
          control={control}
          name="phone"
          type="tel"
          label={t('fields.phone')}
          autoComplete="off"
          fullWidth
        />
      </Stack>
      <FormTextField
        control={control}
        name="web"
        type="url"
        label={t('fields.web')}
        placeholder="www.exempel.se"
        autoComplete="off"
        fullWidth
      />
      <Typography variant="h3" sx={{ fontSize: '1rem', pt: 1 }} id="contact-social-title">
        {t('social.title')}
      </Typography>
      <Stack spacing={2} role="group" aria-labelledby="contact-social-title">
        {social.fields.map((field, index) => (
          <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2 }} sx={{ flex: 1 }}>
              <FormTextField
                control={control}
                name={`social.${index}.kind`}
                label={t('social.kind')}
                placeholder={t('social.kindPlaceholder')}
                sx={{ width: { sm: 200 } }}
                fullWidth
              />
              <FormTextField
                control={control}
                name={`social.${index}.url`}
                type="url"
                label={t('social.url')}
                fullWidth
              />
            </Stack>
            <IconButton
              aria-label={t('social.remove', { number: index + 1 })}
              onClick={() => social.remove(index)}
              sx={{ mt: 1 }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        ))}
        <Button
          startIcon={<AddIcon />}
          onClick={() => social.append({ kind: '', url: '' }, { shouldFocus: true })}
          disabled={social.fields.length >= MAX_SOCIAL_LINKS}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('social.add')}
        </Button>
      </Stack>
    </FormSection>
  );
}
