import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface FormSectionProps {
  title: string;
  children: ReactNode;
  /** A short explanation under the title. */
  hint?: string;
  /** A button beside the title (add, remove). */
  action?: ReactNode;
}

/** A titled group of form fields, a landmark screen readers can jump to. */
export function FormSection({ title, children, hint, action }: FormSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {hint && (
        <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
          {hint}
        </Typography>
      )}
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}
