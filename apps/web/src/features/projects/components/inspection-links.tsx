import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import LogoutOutlinedIcon from '@mui/icons-material/LogoutOutlined';
import Typography from '@mui/material/Typography';
import { formatAddress, formatDate } from '@syna/contracts/format';
import type { InspectionListItem } from '@syna/contracts/inspections';
import { contrastText } from '@/lib/ui/contrast-text';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { useProjectsTexts } from '@/features/projects/texts';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

/**
 * The inspections of one estate, each a link to `/:tenant/projects/:id/:inspection`, with a button
 * that takes it out of the project when the user may.
 */
export function InspectionLinks({
  inspections,
  projectId,
  onTakeOut,
}: {
  inspections: InspectionListItem[];
  projectId: string;
  onTakeOut?(inspection: InspectionListItem): void;
}) {
  const { t } = useProjectsTexts();
  const label = useLookupLabel();
  const tenantId = useTenantId();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="estate-inspections">
      {inspections.map((inspection) => {
        const number = inspection.littera ? `${inspection.number} ${inspection.littera}` : inspection.number;
        const address = formatAddress(inspection.address);
        return (
          <Box
            component="li"
            key={inspection.id}
            data-testid="project-inspection"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 1.5,
              rowGap: 0.5,
              py: 0.75,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Link
              component={RouterLink}
              to={appPaths.projectInspection(tenantId, projectId, inspection.id)}
              sx={{ fontWeight: 500 }}
              aria-label={t('inspections.open', { number })}
            >
              {number}
            </Link>
            {inspection.type && <Typography variant="body2">{label(inspection.type)}</Typography>}
            {inspection.status && (
              <Chip
                size="small"
                label={label(inspection.status)}
                variant={inspection.status.color ? 'filled' : 'outlined'}
                sx={
                  inspection.status.color
                    ? { bgcolor: inspection.status.color, color: contrastText(inspection.status.color) }
                    : undefined
                }
              />
            )}
            {inspection.date && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {formatDate(inspection.date)}
              </Typography>
            )}
            {address && (
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {address}
              </Typography>
            )}
            {onTakeOut && (
              <IconButton
                size="small"
                aria-label={t('inspections.takeOut', { number })}
                onClick={() => onTakeOut(inspection)}
                sx={{ ml: 'auto' }}
              >
                <LogoutOutlinedIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
