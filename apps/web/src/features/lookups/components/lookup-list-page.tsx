import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminLookupKindId } from '@/features/lookups/lookup-kinds';
import { useLookupsTexts } from '@/features/lookups/texts';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { appPaths } from '@/lib/navigation/app-paths';
import { LookupManager } from './lookup-manager';
import { StatusMovesSection } from './status-moves-section';

/** `/:tenant/admin/{inspection-type|inspection-status|contact-role|project-type}`; the statuses' page has their automatic moves too. */
export function LookupListPage({ kindId }: { kindId: AdminLookupKindId }) {
  const { t } = useLookupsTexts();
  const tenantId = useTenantId();
  const titleId = `lookup-${kindId}-title`;
  return (
    <Stack spacing={2} data-testid="lookup-list-page" data-kind={kindId}>
      <Typography id={titleId} variant="h1">
        {t(`kinds.${kindId}.plural`)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{t(`kinds.${kindId}.intro`)}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <LookupManager
          scope={{ kind: kindId, parentId: null }}
          labelledBy={titleId}
          detailPath={(item) => appPaths.adminPage(tenantId, kindId, item.id)}
        />
      </Paper>
      {kindId === 'inspectionStatus' && <StatusMovesSection />}
    </Stack>
  );
}
