import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled group of form fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.1rem', mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}
