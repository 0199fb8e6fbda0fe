import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface FormSectionProps {
  titleId: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** One titled group of the contact form or of a contact's page. */
export function FormSection({ titleId, title, children, action }: FormSectionProps) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
        {action}
      </Stack>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}
