import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useRemarksTexts } from '@/features/remarks/texts';

interface TextPromptDialogProps {
  onSubmit(text: string): void;
  onClose(): void;
}

/** Asks for the words of a text annotation; Enter places it, Esc cancels. */
export function TextPromptDialog({ onSubmit, onClose }: TextPromptDialogProps) {
  const { t } = useRemarksTexts();
  const shell = useTranslation();
  const titleId = useId();
  const [text, setText] = useState('');
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      data-testid="annotation-text-dialog"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) onSubmit(text);
        }}
      >
        <DialogTitle id={titleId}>{t('annotate.textTitle')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <TextField
            value={text}
            onChange={(event) => setText(event.target.value)}
            label={t('annotate.textLabel')}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'annotation-text-input' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{shell.t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!text.trim()} data-testid="annotation-text-add">
            {t('annotate.textAdd')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
