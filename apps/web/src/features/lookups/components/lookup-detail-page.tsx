import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '@/lib/http/http-error';
import { useLookup, type LookupScope } from '@/features/lookups/api';
import { lookupFinal, type AdminLookupKindId } from '@/features/lookups/lookup-kinds';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { appPaths } from '@/lib/navigation/app-paths';
import { useLookupsTexts } from '@/features/lookups/texts';
import { useArchiveLookup } from '@/features/lookups/use-archive-lookup';
import { DeleteLookupDialog } from './delete-lookup-dialog';
import { DetailSection as Section } from './detail-section';
import { LookupEditForm } from './lookup-edit-form';
import { LookupManager } from './lookup-manager';
import { TemplateRemarkSection } from './template-remark-section';

/** `/:tenant/admin/{kind}/:id`: change, archive or delete one lookup; a type also keeps its branches and template remarks. */
export function LookupDetailPage({ kindId }: { kindId: AdminLookupKindId }) {
  const { t } = useLookupsTexts();
  const { t: tShell } = useTranslation();
  const tenantId = useTenantId();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const scope: LookupScope = { kind: kindId, parentId: null };
  const listPath = appPaths.adminPage(tenantId, kindId);
  const query = useLookup(scope, id);
  const archive = useArchiveLookup(scope);
  const [deleting, setDeleting] = useState(false);
  const backLink = (
    <Button component={RouterLink} to={listPath}>
      {t('detail.backToList', { list: t(`kinds.${kindId}.plural`).toLowerCase() })}
    </Button>
  );

  if (query.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={tShell('common.loading')}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  }
  if (query.isError) {
    const missing = isHttpError(query.error) && query.error.status === 404;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h1">
          {missing ? t('detail.notFoundTitle') : t(`kinds.${kindId}.singular`)}
        </Typography>
        <Alert severity={missing ? 'info' : 'error'}>
          {missing ? t('detail.notFoundBody') : t('detail.loadError')}
        </Alert>
        {backLink}
      </Stack>
    );
  }

  const item = query.data;
  const titleId = 'lookup-detail-title';
  return (
    <Stack spacing={3} data-testid="lookup-detail-page" data-kind={kindId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack spacing={0.5}>
          <Typography variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
            {t(`kinds.${kindId}.singular`)}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={titleId} variant="h1" sx={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Typography>
            {lookupFinal(item) && (
              <Chip size="small" label={t('list.final')} color="success" variant="outlined" />
            )}
            {item.archived && <Chip size="small" label={t('list.archived')} />}
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={item.archived ? <UnarchiveOutlinedIcon /> : <ArchiveOutlinedIcon />}
            disabled={archive.pending}
            onClick={() => void archive.setArchived(item, !item.archived)}
          >
            {item.archived ? t('actions.unarchive') : t('actions.archive')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => setDeleting(true)}
          >
            {t('actions.delete')}
          </Button>
        </Stack>
      </Stack>
      {item.archived && <Alert severity="info">{t('detail.archivedNotice')}</Alert>}
      <Section titleId="lookup-details-title" title={t('detail.details')}>
        <LookupEditForm scope={scope} item={item} />
      </Section>
      {kindId === 'inspectionType' && (
        <>
          <Section
            titleId="lookup-branches-title"
            title={t('kinds.branch.plural')}
            intro={t('kinds.branch.intro')}
          >
            <LookupManager scope={{ kind: 'branch', parentId: item.id }} labelledBy="lookup-branches-title" />
          </Section>
          <Section titleId="lookup-templates-title" title={t('templates.title')} intro={t('templates.intro')}>
            <TemplateRemarkSection typeId={item.id} labelledBy="lookup-templates-title" />
          </Section>
        </>
      )}
      {deleting && (
        <DeleteLookupDialog
          scope={scope}
          item={item}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate(listPath)}
        />
      )}
    </Stack>
  );
}
