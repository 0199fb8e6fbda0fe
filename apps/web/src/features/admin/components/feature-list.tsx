import { useTranslation } from 'react-i18next';
import { useAdminTexts } from '@/features/admin/texts';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTenantFeatures } from '@/features/admin/api';
import { featureLabelKey } from '@/features/admin/feature-label';

/** The firm's features by their names in the user's language, each marked on or off. */
export function FeatureList() {
  const { t } = useAdminTexts();
  const { t: tApp } = useTranslation();
  const label = (name: string) => {
    const key = featureLabelKey(name);
    return key ? t(key) : name;
  };
  const { data, isPending, isError } = useTenantFeatures();
  // A named placeholder needs a role: aria-label is not allowed on the skeleton's bare <span>.
  if (isPending)
    return <Skeleton variant="rounded" height={120} role="progressbar" aria-label={tApp('common.loading')} />;
  if (isError) return <Typography sx={{ color: 'text.secondary' }}>{tApp('error.request')}</Typography>;
  if (data.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('featuresEmpty')}</Typography>;
  return (
    <List dense aria-labelledby="admin-features-title" data-testid="admin-features">
      {data.map((feature) => (
        <ListItem
          key={feature.id}
          divider
          secondaryAction={
            <Chip
              size="small"
              label={feature.enabled ? t('enabled') : t('disabled')}
              color={feature.enabled ? 'success' : 'default'}
              variant={feature.enabled ? 'filled' : 'outlined'}
            />
          }
        >
          <ListItemText primary={label(feature.name)} />
        </ListItem>
      ))}
    </List>
  );
}
