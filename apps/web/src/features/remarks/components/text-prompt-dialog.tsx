import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useRemarksTexts } from '@/features/remarks/texts';

interface TextPromptDialogProps {
  onSubmit(text: string): void;
  onClose(): void;
}

/** Asks for the words of a text annotation; Enter places it, Esc cancels. */
export function TextPromptDialog({ onSubmit, onClose }: TextPromptDialogProps) {
  const { t } = useRemarksTexts();
  const [text, setText] = useState('');
  return (
    <FormDialog
      title={t('annotate.textTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onSubmit(text);
      }}
      busy={false}
      nothingToSave={!text.trim()}
      onClose={onClose}
      testId="annotation-text-dialog"
      saveTestId="annotation-text-add"
      saveLabel={t('annotate.textAdd')}
    >
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        label={t('annotate.textLabel')}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'annotation-text-input' } }}
      />
    </FormDialog>
  );
}
