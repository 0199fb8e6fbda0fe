import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface TemplateListItemProps {
  name: string;
  /** The line under the name: what the template is, or who changed it when. */
  details: string;
  testId: string;
  /** The template's buttons, beside its name. */
  actions: ReactNode;
  /** Shown under the row (a warning about the template). */
  children?: ReactNode;
}

/** A template in a list of templates: its name and details, its buttons beside them. */
export function TemplateListItem({ name, details, testId, actions, children }: TemplateListItemProps) {
  return (
    <Box
      component="li"
      data-testid={testId}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {details}
          </Typography>
        </Box>
        {actions}
      </Box>
      {children}
    </Box>
  );
}
