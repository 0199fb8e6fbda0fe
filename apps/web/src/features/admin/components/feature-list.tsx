import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Feature } from '@syna/contracts/initial-data';
import { useAdminTexts } from '@/features/admin/texts';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { useFeatureCatalog, useSwitchFeature, useTenantFeatures } from '@/features/admin/api';
import { currentLanguage } from '@/lib/i18n/i18n';

/**
 * The firm's features by the names and descriptions of the billing catalogue, in the user's
 * language, each with its switch. Switching one off asks first (its pages and menu items go for
 * everyone); switching on needs no question.
 */
export function FeatureList() {
  const { t } = useAdminTexts();
  const { t: tApp } = useTranslation();
  const catalog = useFeatureCatalog();
  const language = currentLanguage();
  const entry = (name: string) => catalog.data?.find((feature) => feature.name === name);
  const label = (name: string) => entry(name)?.label[language] ?? name;
  const features = useTenantFeatures();
  const isPending = features.isPending || catalog.isPending;
  const isError = features.isError || catalog.isError;
  const data = features.data ?? [];
  const switching = useSwitchFeature();
  const [confirmingOff, setConfirmingOff] = useState<Feature | null>(null);

  const change = (feature: Feature, enabled: boolean) =>
    switching.mutate(
      { id: feature.id, enabled },
      {
        onSuccess: () => {
          setConfirmingOff(null);
          showSnackbar({
            subject: t('featureSwitched', {
              name: label(feature.name),
              state: enabled ? t('enabled') : t('disabled'),
            }),
          });
        },
        onError: () => {
          setConfirmingOff(null);
          showSnackbar({ subject: t('featureSwitchFailed') });
        },
      },
    );

  // A named placeholder needs a role: aria-label is not allowed on the skeleton's bare <span>.
  if (isPending)
    return <Skeleton variant="rounded" height={120} role="progressbar" aria-label={tApp('common.loading')} />;
  if (isError) return <Typography sx={{ color: 'text.secondary' }}>{tApp('error.request')}</Typography>;
  if (data.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('featuresEmpty')}</Typography>;
  return (
    <>
      <List dense aria-labelledby="admin-features-title" data-testid="admin-features">
        {data.map((feature) => (
          <ListItem
            key={feature.id}
            divider
            secondaryAction={
              <Switch
                edge="end"
                checked={feature.enabled}
                disabled={switching.isPending}
                onChange={(_event, enabled) => (enabled ? change(feature, true) : setConfirmingOff(feature))}
                slotProps={{ input: { 'aria-label': t('featureSwitch', { name: label(feature.name) }) } }}
              />
            }
          >
            <ListItemText
              primary={label(feature.name)}
              secondary={[
                entry(feature.name)?.description[language],
                feature.enabled ? t('enabled') : t('disabled'),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      {confirmingOff && (
        <ConfirmDialog
          open
          title={t('featureOffTitle', { name: label(confirmingOff.name) })}
          confirmLabel={t('featureOffConfirm')}
          busyLabel={t('featureOffBusy')}
          busy={switching.isPending}
          onConfirm={() => change(confirmingOff, false)}
          onClose={() => setConfirmingOff(null)}
          testId="feature-off-dialog"
        >
          <Typography>{t('featureOffBody', { name: label(confirmingOff.name) })}</Typography>
        </ConfirmDialog>
      )}
    </>
  );
}
