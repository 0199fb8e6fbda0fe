import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CLIENT_VERSION } from '@syna/contracts/constants';
import { withLaterTexts } from '@/lib/i18n/i18n';
import { OpenedOnce } from '@/lib/ui/opened-once';
import type { LegalDocument } from './legal-dialog';

// Loaded when first opened.
const LegalDialog = lazy(async () => ({
  default: (await withLaterTexts(import('./legal-dialog'))).LegalDialog,
}));

const YEAR = new Date().getFullYear();

/** Links to the user terms and the privacy policy. */
export function AppFooter() {
  const { t } = useTranslation();
  const [document, setDocument] = useState<LegalDocument | null>(null);
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        px: 3,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('footer.copyright', { year: YEAR })} · {CLIENT_VERSION}
      </Typography>
      <Link component="button" type="button" variant="body2" onClick={() => setDocument('terms')}>
        {t('footer.terms')}
      </Link>
      <Link component="button" type="button" variant="body2" onClick={() => setDocument('privacy')}>
        {t('footer.privacy')}
      </Link>
      <OpenedOnce open={document !== null}>
        <LegalDialog document={document} onClose={() => setDocument(null)} />
      </OpenedOnce>
    </Box>
  );
}
