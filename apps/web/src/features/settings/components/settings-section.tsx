import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled card of the settings form. */
export function SettingsSection({
  titleId,
  title,
  testId,
  children,
}: {
  titleId: string;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={testId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={titleId} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}
