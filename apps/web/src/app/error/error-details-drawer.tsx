import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { RIGHT_DRAWER_WIDTH_PX } from '@syna/contracts/constants';
import type { ErrorDetailLabel } from './error-details';

interface ErrorDetailsDrawerProps {
  open: boolean;
  onClose(): void;
  details: { label: ErrorDetailLabel; value: string }[];
}

export function ErrorDetailsDrawer({ open, onClose, details }: ErrorDetailsDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: RIGHT_DRAWER_WIDTH_PX, maxWidth: '100vw' },
          role: 'dialog',
          'aria-labelledby': 'error-details-title',
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography id="error-details-title" variant="h2">
          {t('errorScreen.detailsTitle')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('common.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
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
    </Drawer>
  );
}
