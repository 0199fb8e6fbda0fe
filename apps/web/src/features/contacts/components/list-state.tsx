import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';

interface ListStateProps {
  icon: SvgIconComponent;
  title: string;
  body: string;
  children?: ReactNode;
  testId?: string;
}

/** What the address book says instead of a list: empty, no hits, or a failure. */
export function ListState({ icon: Icon, title, body, children, testId }: ListStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid={testId}>
      <Icon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h2" sx={{ mt: 1, mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 560, mx: 'auto' }}>{body}</Typography>
      {children}
    </Paper>
  );
}
