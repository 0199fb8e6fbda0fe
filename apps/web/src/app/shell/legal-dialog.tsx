import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { ReadingDialog } from '@/lib/ui/reading-dialog';

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
    <ReadingDialog
      open={document !== null}
      onClose={onClose}
      titleId="legal-dialog-title"
      title={t(`legal.${shown}.title`)}
    >
      {PARAGRAPHS[shown].map((key) => (
        <Typography key={key} sx={{ mb: 1.5 }}>
          {t(key)}
        </Typography>
      ))}
    </ReadingDialog>
  );
}
