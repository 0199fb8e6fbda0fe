import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

export type LegalDocument = 'terms' | 'privacy';

const PARAGRAPHS = {
  terms: ['legal.terms.p1', 'legal.terms.p2', 'legal.terms.p3', 'legal.terms.p4'],
  privacy: [
    'legal.privacy.p1',
    'legal.privacy.p2',
    'legal.privacy.p3',
    'legal.privacy.p4',
    'legal.privacy.p5',
  ],
} as const;

/** The user terms or the privacy policy, opened from the footer. */
export function LegalDialog({ document, onClose }: { document: LegalDocument | null; onClose(): void }) {
  const { t } = useTranslation();
  const shown = document ?? 'terms';
  return (
    <Dialog
      open={document !== null}
      onClose={onClose}
      aria-labelledby="legal-dialog-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="legal-dialog-title">{t(`legal.${shown}.title`)}</DialogTitle>
      <DialogContent dividers>
        {PARAGRAPHS[shown].map((key) => (
          <Typography key={key} sx={{ mb: 1.5 }}>
            {t(key)}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
