import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface DetailSectionProps {
  titleId: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** A titled card of a detail page. */
export function DetailSection({ titleId, title, intro, children }: DetailSectionProps) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: intro ? 0.5 : 2 }}>
        {title}
      </Typography>
      {intro && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{intro}</Typography>}
      {children}
    </Paper>
  );
}
