import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { PublicOrderPage } from '@syna/contracts/orders';

interface PublicLayoutProps {
  /** The firm whose page this is; null while it loads or when there is none. */
  firm: PublicOrderPage['tenant'] | null;
  /** The page's own title, also the browser tab's (with the firm's name). */
  title: string;
  children: ReactNode;
}

/** The frame of a public page: the firm's logo and name on top, the page below. */
export function PublicLayout({ firm, title, children }: PublicLayoutProps) {
  useEffect(() => {
    document.title = firm ? `${title} – ${firm.name}` : title;
  }, [firm, title]);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container
          maxWidth="md"
          sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 72, py: 1.5 }}
        >
          {firm?.logo && (
            // The name beside it says who the firm is, so the logo is decoration for screen readers.
            <Box
              component="img"
              src={firm.logo}
              alt=""
              sx={{ maxHeight: 48, maxWidth: 160, objectFit: 'contain' }}
            />
          )}
          {firm && (
            <Typography component="p" variant="h6" data-testid="public-firm-name">
              {firm.name}
            </Typography>
          )}
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, sm: 4 } }}>
        {children}
      </Container>
    </Box>
  );
}
