import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddLinkIcon from '@mui/icons-material/AddLink';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import type { InspectionLink } from '@syna/contracts/inspections';
import { formatAddress, truncate } from '@syna/contracts/format';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadError } from '@/lib/ui/load-error';
import { useInspectionLinks, useUnrelateInspection } from '@/features/inspections/api';
import { formatWhen } from '@/features/inspections/inspection-format';
import { useInspectionTexts } from '@/features/inspections/texts';
import { LinkDialog } from './link-dialog';
import { ListSkeleton } from '@/lib/lists/list-skeleton';
import { appPaths } from '@/lib/navigation/app-paths';
import { StatusChip } from './status-chip';

interface RelatedTabProps {
  inspectionId: string;
  canWrite: boolean;
}

/** Inspections linked with this one (seen from both sides): open, link more, unlink. */
export function RelatedTab({ inspectionId, canWrite }: RelatedTabProps) {
  const tenantId = useTenantId();
  const { t } = useInspectionTexts();
  const links = useInspectionLinks(inspectionId);
  const unlink = useUnrelateInspection(inspectionId);
  const [linking, setLinking] = useState(false);
  const [removing, setRemoving] = useState<InspectionLink | null>(null);
  const items = links.data ?? [];

  const confirmUnlink = () => {
    if (!removing) return;
    unlink.mutate(removing.id, {
      onSuccess: () => {
        showSnackbar({ subject: t('related.unlinked') });
        setRemoving(null);
      },
    });
  };
  const linkButton = (variant: 'outlined' | 'contained') => (
    <Button variant={variant} startIcon={<AddLinkIcon />} onClick={() => setLinking(true)}>
      {t('related.link')}
    </Button>
  );

  return (
    <Stack spacing={2} data-testid="inspection-related">
      {canWrite && items.length > 0 && <Box>{linkButton('outlined')}</Box>}
      {links.isError && (
        <LoadError
          title={t('related.errorTitle')}
          detail={links.error.message}
          onRetry={() => void links.refetch()}
        />
      )}
      {links.isPending && <ListSkeleton label={t('related.link')} rows={2} />}
      {links.data && (
        <Paper variant="outlined">
          {items.length === 0 ? (
            <EmptyState
              icon={LinkIcon}
              title={t('related.emptyTitle')}
              body={canWrite ? t('related.emptyBody') : t('related.emptyReadOnly')}
            >
              {canWrite && linkButton('contained')}
            </EmptyState>
          ) : (
            <List disablePadding>
              {items.map((item, index) => (
                <ListItem
                  key={item.id}
                  disablePadding
                  divider={index < items.length - 1}
                  data-testid="inspection-link"
                  secondaryAction={
                    canWrite && (
                      <IconButton
                        edge="end"
                        aria-label={t('related.unlink', { number: item.number })}
                        onClick={() => setRemoving(item)}
                      >
                        <LinkOffIcon />
                      </IconButton>
                    )
                  }
                >
                  <ListItemButton
                    component={RouterLink}
                    to={appPaths.inspection(tenantId, item.id)}
                    sx={{ pr: canWrite ? 7 : 2 }}
                  >
                    <ListItemText
                      primary={
                        <Stack
                          direction="row"
                          spacing={1}
                          useFlexGap
                          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
                        >
                          <Typography component="span" sx={{ fontWeight: 600 }}>
                            {[item.number, item.littera && truncate(item.littera)]
                              .filter(Boolean)
                              .join(' · ')}
                          </Typography>
                          <StatusChip status={item.status} />
                        </Stack>
                      }
                      secondary={truncate(
                        [
                          item.customer?.name,
                          formatAddress(item.address),
                          formatWhen(item.date, item.startTime),
                        ]
                          .filter(Boolean)
                          .join(' · '),
                      )}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      )}
      {linking && (
        <LinkDialog
          inspectionId={inspectionId}
          linkedIds={items.map((item) => item.id)}
          onClose={() => setLinking(false)}
          onLinked={() => {
            setLinking(false);
            showSnackbar({ subject: t('related.linked') });
          }}
        />
      )}
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('related.unlinkTitle')}
        confirmLabel={t('actions.remove')}
        busy={unlink.isPending}
        onConfirm={confirmUnlink}
        onClose={() => setRemoving(null)}
      >
        <Typography>{t('related.unlinkBody', { number: removing?.number ?? '' })}</Typography>
      </ConfirmDialog>
    </Stack>
  );
}
