import { useId, type ReactNode } from 'react';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle, { type DialogTitleProps } from '@mui/material/DialogTitle';

interface TitledDialogProps extends Omit<DialogProps, 'open' | 'title' | 'aria-labelledby'> {
  title: ReactNode;
  /** The heading's layout, when it holds more than its text (a close button beside it). */
  titleSx?: DialogTitleProps['sx'];
  testId: string;
}

/**
 * A dialog shown while its owner renders it, full width up to `maxWidth` and named by its
 * heading; its content and actions follow the heading.
 */
export function TitledDialog({ title, titleSx, testId, children, ...dialog }: TitledDialogProps) {
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} fullWidth data-testid={testId} {...dialog}>
      <DialogTitle id={titleId} sx={titleSx}>
        {title}
      </DialogTitle>
      {children}
    </Dialog>
  );
}
