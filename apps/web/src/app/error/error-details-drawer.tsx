import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SideDrawer } from '@/lib/ui/side-drawer';
import type { ErrorDetailLabel } from './error-details';

interface ErrorDetailsDrawerProps {
  open: boolean;
  onClose(): void;
  details: { label: ErrorDetailLabel; value: string }[];
}

export function ErrorDetailsDrawer({ open, onClose, details }: ErrorDetailsDrawerProps) {
  const { t } = useTranslation();
  return (
    <SideDrawer
      open={open}
      onClose={onClose}
      titleId="error-details-title"
      title={t('errorScreen.detailsTitle')}
    >
      <Box component="dl" sx={{ px: 2, m: 0 }}>
        {details.map((detail, index) => (
          <Box key={`${detail.label}-${index}`} sx={{ mb: 1.5 }}>
            <Typography component="dt" variant="subtitle2">
              {t(`errorScreen.${detail.label}`)}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, wordBreak: 'break-word', fontFamily: 'monospace' }}
            >
              {detail.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </SideDrawer>
  );
}
