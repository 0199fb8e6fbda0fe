import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TenantSettings } from '@syna/contracts/tenant';
import { LoadError } from '@/lib/ui/load-error';
import { useTenantSettings } from '@/features/orders/api';
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
  const common = useTranslation();
  const settings = useTenantSettings();
  return (
    <Stack spacing={2} data-testid={testId}>
      <Typography variant="h1">{title}</Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{intro}</Typography>
      {settings.isPending && (
        <Skeleton variant="rounded" height={480} aria-label={common.t('common.loading')} />
      )}
      {settings.isError && (
        <LoadError
          title={t('settings.loadError')}
          detail={settings.error.message}
          onRetry={() => void settings.refetch()}
        />
      )}
      {settings.isSuccess && children(settings.data)}
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
