import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { RIGHT_DRAWER_WIDTH_PX } from '@syna/contracts/constants';

interface SideDrawerProps {
  open: boolean;
  onClose(): void;
  /** The heading's id: the drawer is a dialog named by its heading. */
  titleId: string;
  title: string;
  testId?: string;
  children: ReactNode;
}

/** A drawer from the right: a dialog with its heading and a close button, then its content. */
export function SideDrawer({ open, onClose, titleId, title, testId, children }: SideDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'data-testid': testId,
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: RIGHT_DRAWER_WIDTH_PX, maxWidth: '100vw' },
        } as object,
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', pl: 2, pr: 1, py: 1 }}
      >
        <Typography id={titleId} variant="h2">
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('common.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {children}
    </Drawer>
  );
}
