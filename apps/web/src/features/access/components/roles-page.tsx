import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAccessTexts } from '@/features/access/texts';
import { GroupsSection } from './groups-section';
import { MembersSection } from './members-section';
import { RolesSection } from './roles-section';

/** `/:tenant/admin/roles`: the organisation's roles, groups and members with their permission patterns. */
export function RolesPage() {
  const { t } = useAccessTexts();
  return (
    <Stack spacing={3} data-testid="roles-page">
      <Typography variant="h1">{t('title')}</Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{t('intro')}</Typography>
      <RolesSection />
      <GroupsSection />
      <MembersSection />
    </Stack>
  );
}
