import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

interface FormDialogProps {
  title: string;
  /** The fields, one under the other. */
  children: ReactNode;
  /** Saves the form; usually `serverSubmit(form, save, fields)`. */
  onSubmit(event: FormEvent<HTMLFormElement>): void | Promise<void>;
  /** While saving: the buttons are disabled, and Esc or a click outside does not close. */
  busy: boolean;
  onClose(): void;
  testId: string;
  /** The save button's test id, where a browser test presses it. */
  saveTestId?: string;
  /** The save button's text when the form does more than save (e.g. "Acceptera"), and while busy. */
  saveLabel?: string;
  busyLabel?: string;
  /** Save is disabled while there is nothing to save (a prompt with its field empty). */
  nothingToSave?: boolean;
  /** A wider dialog, for content laid out side by side (e.g. a comparison table). */
  maxWidth?: 'sm' | 'md';
}

/**
 * A form in a dialog with Cancel and Save: Enter saves, Esc closes, full screen on a phone.
 * The form does its own validation (`noValidate`), so its messages are the app's, not the browser's.
 */
export function FormDialog({
  title,
  children,
  onSubmit,
  busy,
  onClose,
  testId,
  saveTestId,
  saveLabel,
  busyLabel,
  nothingToSave = false,
  maxWidth = 'sm',
}: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      data-testid={testId}
    >
      {/* The form fills the dialog as a column: the fields scroll between the title and the buttons,
          so Save stays in reach of a thumb however long the form (full screen on a phone). */}
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        {/* The top padding keeps the first field's floating label clear of the title. */}
        <DialogContent sx={{ pt: '8px !important' }}>
          <Stack spacing={2.5}>{children}</Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || nothingToSave} data-testid={saveTestId}>
            {busy ? (busyLabel ?? t('common.saving')) : (saveLabel ?? t('common.save'))}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
