import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { FormDialog } from '@/lib/ui/form-dialog';

interface TextPromptDialogProps {
  title: string;
  label: string;
  saveLabel?: string;
  /** The text the field starts with (a caption being changed). */
  initial?: string;
  maxLength: number;
  /** Whether an empty text may be saved: it clears what was written (a caption), else Save waits for words. */
  allowEmpty?: boolean;
  busy?: boolean;
  testId: string;
  saveTestId: string;
  inputTestId: string;
  onSubmit(text: string): void;
  onClose(): void;
}

/** Asks for one line of text (the words of a text mark, a photo's caption); Enter saves, Esc cancels. */
export function TextPromptDialog({
  title,
  label,
  saveLabel,
  initial = '',
  maxLength,
  allowEmpty = false,
  busy = false,
  testId,
  saveTestId,
  inputTestId,
  onSubmit,
  onClose,
}: TextPromptDialogProps) {
  const [text, setText] = useState(initial);
  const empty = !text.trim();
  return (
    <FormDialog
      title={title}
      onSubmit={(event) => {
        event.preventDefault();
        if (allowEmpty || !empty) onSubmit(text.trim());
      }}
      busy={busy}
      nothingToSave={allowEmpty ? text.trim() === initial.trim() : empty}
      onClose={onClose}
      testId={testId}
      saveTestId={saveTestId}
      {...(saveLabel ? { saveLabel } : {})}
    >
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        label={label}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength, 'data-testid': inputTestId } }}
      />
    </FormDialog>
  );
}
