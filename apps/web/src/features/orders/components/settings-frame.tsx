import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TenantSettings } from '@syna/contracts/tenant';
import { DetailPageFrame } from '@/lib/ui/detail-page-frame';
import { useTenantSettings } from '@/lib/session/tenant-settings';
import { useOrderTexts } from '@/features/orders/texts';

interface SettingsFrameProps {
  title: string;
  intro: string;
  testId: string;
  /** The screen's form, given the saved settings. */
  children(settings: TenantSettings): ReactNode;
}

/** A settings screen: title and intro, and its form once the saved settings are loaded. */
export function SettingsFrame({ title, intro, testId, children }: SettingsFrameProps) {
  const { t } = useOrderTexts();
  const settings = useTenantSettings();
  return (
    <Stack spacing={2} data-testid={testId}>
      <Typography variant="h1">{title}</Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{intro}</Typography>
      <DetailPageFrame query={settings} skeleton={[480]} heading={false} errorTitle={t('settings.loadError')}>
        {children}
      </DetailPageFrame>
    </Stack>
  );
}

/** A titled group of fields in a settings form. */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2} aria-labelledby={id}>
      <Typography id={id} variant="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
