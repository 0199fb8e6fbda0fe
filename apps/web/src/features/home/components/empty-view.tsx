import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';

interface EmptyViewProps {
  icon: SvgIconComponent;
  title: string;
  body: string;
  children?: ReactNode;
}

/** What a dashboard view says before it has anything to show. */
export function EmptyView({ icon: Icon, title, body, children }: EmptyViewProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Icon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h2" sx={{ mt: 1, mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 520, mx: 'auto' }}>{body}</Typography>
      {children}
    </Paper>
  );
}
