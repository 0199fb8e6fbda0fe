import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';

interface EmptyStateProps {
  icon: SvgIconComponent;
  title: string;
  /** What will be shown here and how to add the first. */
  body: string;
  /** The action that adds the first item. */
  children?: ReactNode;
  testId?: string;
}

/** What a list says before it has anything to show. */
export function EmptyState({ icon: Icon, title, body, children, testId }: EmptyStateProps) {
  return (
    <Box sx={{ py: { xs: 3, sm: 4 }, px: 2, textAlign: 'center' }} data-testid={testId}>
      <Icon sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h3" component="p" sx={{ mt: 1, mb: 0.5 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 520, mx: 'auto' }}>{body}</Typography>
      {children && <Box sx={{ mt: 2 }}>{children}</Box>}
    </Box>
  );
}
