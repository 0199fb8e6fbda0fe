import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import type { Inspection, InspectionMetadata } from '@syna/contracts/inspections';
import { formatAddress, truncate } from '@syna/contracts/format';
import { isHttpError } from '@/lib/http/http-error';
import { MapButton } from '@/lib/maps/map-button';
import { ReachLinks } from '@/lib/reach/reach-links';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { useDeleteInspection } from '@/features/inspections/api';
import { formatWhen } from '@/features/inspections/inspection-format';
import { useInspectionTexts } from '@/features/inspections/texts';
import { DeleteInspectionDialog } from './delete-inspection-dialog';
import { ProjectPlacement } from './project-placement';
import { StatusMenu } from './status-menu';
import { TagEditor } from './tag-editor';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

interface InspectionHeaderProps {
  inspection: Inspection;
  metadata: InspectionMetadata | undefined;
  canWrite: boolean;
  /** Deleting is a permission of its own (`inspections.delete`): without it there is no delete button. */
  canDelete: boolean;
  /** Where to go once the inspection is deleted (the list, or its project). */
  afterDeletePath: string;
  /** Shown inside its project (`/:tenant/projects/:id/:inspection`). */
  inProject: boolean;
  /** What a phone's user opens most, just under the title (the objects and remarks). */
  shortcut?: ReactNode;
  /** The assignment's total to pay, composed in by the app (the prices feature). */
  total?: ReactNode;
  /** The hidden-defect insurance request, composed in by the app (the insurance feature). */
  insurance?: ReactNode;
}

const iconSx = { fontSize: 20, color: 'text.secondary', mt: '2px' } as const;

/**
 * Number, status menu, customer, address, time, the hidden-defect insurance request (a finished
 * assignment of an insurable type), tags, project and the delete action.
 */
export function InspectionHeader({
  inspection,
  metadata,
  canWrite,
  canDelete,
  afterDeletePath,
  inProject,
  shortcut,
  total,
  insurance,
}: InspectionHeaderProps) {
  const { t } = useInspectionTexts();
  const label = useLookupLabel();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const remove = useDeleteInspection(inspection.id);
  const address = formatAddress(inspection.address);
  const when = formatWhen(inspection.date, inspection.startTime, inspection.stopTime);
  const typeLine = [inspection.type, inspection.branch]
    .flatMap((lookup) => (lookup ? [label(lookup)] : []))
    .join(' · ');

  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        showSnackbar({ subject: t('delete.deleted', { number: inspection.number }) });
        void navigate(afterDeletePath, { replace: true });
      },
    });

  return (
    <Stack spacing={1.5} component="header" data-testid="inspection-header">
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{
          alignItems: 'flex-start',
          flexWrap: { xs: 'nowrap', sm: 'wrap' },
          rowGap: 1,
          justifyContent: 'space-between',
        }}
      >
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, minWidth: 0 }}
        >
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {t('view.title', { number: inspection.number })}
          </Typography>
          <StatusMenu inspection={inspection} statuses={metadata?.statuses} canWrite={canWrite} />
        </Stack>
        {canDelete &&
          (phone ? (
            // On a phone the header stays short: the tabs should be reachable without scrolling.
            <IconButton
              color="error"
              aria-label={t('delete.action')}
              onClick={() => setConfirming(true)}
              data-testid="inspection-delete"
              sx={{ ml: 'auto' }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          ) : (
            <Button
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setConfirming(true)}
              data-testid="inspection-delete"
            >
              {t('delete.action')}
            </Button>
          ))}
      </Stack>
      {shortcut}
      {total}
      {(inspection.littera || typeLine) && (
        <Typography sx={{ color: 'text.secondary' }}>
          {[inspection.littera && truncate(inspection.littera), typeLine].filter(Boolean).join(' · ')}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Fact
          icon={<BusinessOutlinedIcon sx={iconSx} aria-hidden />}
          label={t('fields.customer')}
          actions={inspection.customer && <ReachLinks {...inspection.customer} />}
        >
          {inspection.customer ? truncate(inspection.customer.name) : t('view.noCustomer')}
        </Fact>
        <Fact
          icon={<PlaceOutlinedIcon sx={iconSx} aria-hidden />}
          label={t('fields.address')}
          actions={
            address && (
              <MapButton
                variant="text"
                place={{ title: t('view.title', { number: inspection.number }), address: inspection.address }}
              />
            )
          }
        >
          {address ? truncate(address) : t('view.noAddress')}
        </Fact>
        <Fact icon={<EventOutlinedIcon sx={iconSx} aria-hidden />} label={t('fields.date')}>
          {when || t('view.noDate')}
        </Fact>
        <Fact icon={<PersonOutlineIcon sx={iconSx} aria-hidden />} label={t('fields.inspector')}>
          {inspection.inspector?.name ?? t('fields.noInspector')}
        </Fact>
      </Box>
      {insurance}
      <TagEditor inspection={inspection} canWrite={canWrite} />
      <ProjectPlacement inspection={inspection} canWrite={canWrite} inProject={inProject} />
      <DeleteInspectionDialog
        open={confirming}
        inspection={inspection}
        busy={remove.isPending}
        error={remove.error && ((isHttpError(remove.error) && remove.error.detail) || remove.error.message)}
        onConfirm={confirmDelete}
        onClose={() => {
          remove.reset();
          setConfirming(false);
        }}
      />
    </Stack>
  );
}

interface FactProps {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  /** What to do with the fact by a tap: call, mail, open the map. */
  actions?: ReactNode;
}

function Fact({ icon, label, children, actions }: FactProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ minWidth: 0 }}>
      {icon}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" component="div" sx={{ color: 'text.secondary', lineHeight: 1.2 }}>
          {label}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{children}</Typography>
        {actions && (
          // Text buttons pad their label: the row steps back so that the labels line up with the fact.
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, ml: -1 }}>
            {actions}
          </Box>
        )}
      </Box>
    </Stack>
  );
}
