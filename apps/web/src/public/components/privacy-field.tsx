import { useState } from 'react';
import { Controller } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/lib/ui/visually-hidden';
import type { OrderFormControl } from '@/public/order-form';
import { usePublicTexts } from '@/public/texts';

interface PrivacyFieldProps {
  control: OrderFormControl;
  /** The firm's privacy policy: a text, or a link (`https://…`) to one; null when it has none. */
  policy: string | null;
}

/** Only web links become links: the setting is the firm's text, and no other scheme may run here. */
const isWebLink = (policy: string) => /^https?:\/\/\S+$/i.test(policy.trim());

/** The customer's acceptance of the privacy policy, which is a link or opens in a dialog. */
export function PrivacyField({ control, policy }: PrivacyFieldProps) {
  const { t } = usePublicTexts();
  const [open, setOpen] = useState(false);
  const errorId = 'privacy-error';
  return (
    <>
      <Controller
        control={control}
        name="privacyAccepted"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} required>
            <FormControlLabel
              label={policy ? t('privacy.accept') : t('privacy.acceptPlain')}
              data-testid="privacy-accepted"
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(_event, checked) => field.onChange(checked)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  slotProps={{ input: { 'aria-describedby': fieldState.error ? errorId : undefined } }}
                />
              }
            />
            {fieldState.error && <FormHelperText id={errorId}>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      {policy && isWebLink(policy) && (
        <Link href={policy.trim()} target="_blank" rel="noopener noreferrer" sx={{ alignSelf: 'flex-start' }}>
          {t('privacy.read')}
          <Box component="span" sx={visuallyHidden}>
            {` ${t('privacy.opensInNewTab')}`}
          </Box>
        </Link>
      )}
      {policy && !isWebLink(policy) && (
        <>
          <Button
            onClick={() => setOpen(true)}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="privacy-policy-open"
          >
            {t('privacy.read')}
          </Button>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            aria-labelledby="privacy-dialog-title"
            maxWidth="sm"
            fullWidth
          >
            <DialogTitle id="privacy-dialog-title">{t('privacy.dialogTitle')}</DialogTitle>
            <DialogContent dividers>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{policy}</Typography>
            </DialogContent>
            <DialogActions>
              <Button variant="contained" onClick={() => setOpen(false)}>
                {t('privacy.close')}
              </Button>
            </DialogActions>
          </Dialog>
        </>
      )}
    </>
  );
}
