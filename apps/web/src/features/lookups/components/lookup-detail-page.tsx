import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DeleteButton } from '@/lib/ui/delete-button';
import { DetailPageFrame } from '@/lib/ui/detail-page-frame';
import { useLookup, type LookupScope } from '@/features/lookups/api';
import { LOOKUP_KINDS, type AdminLookupKindId } from '@/features/lookups/lookup-kinds';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { appPaths } from '@/lib/navigation/app-paths';
import { useLookupsTexts } from '@/features/lookups/texts';
import { useArchiveLookup } from '@/features/lookups/use-archive-lookup';
import { DeleteLookupDialog } from './delete-lookup-dialog';
import { DetailSection as Section } from './detail-section';
import { LookupChips } from './lookup-chips';
import { LookupEditForm } from './lookup-edit-form';
import { LookupManager } from './lookup-manager';
import { TemplateRemarkSection } from './template-remark-section';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

/** `/:tenant/admin/{kind}/:id`: change, archive or delete one lookup; a type also keeps its branches and template remarks. */
export function LookupDetailPage({ kindId }: { kindId: AdminLookupKindId }) {
  const { t } = useLookupsTexts();
  const label = useLookupLabel();
  const tenantId = useTenantId();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const scope: LookupScope = { kind: kindId, parentId: null };
  const listPath = appPaths.adminPage(tenantId, kindId);
  const query = useLookup(scope, id);
  const archive = useArchiveLookup(scope);
  const [deleting, setDeleting] = useState(false);

  return (
    <DetailPageFrame
      query={query}
      skeleton={[220]}
      notFound={{
        title: t('detail.notFoundTitle'),
        body: t('detail.notFoundBody'),
        testId: 'lookup-not-found',
        backTo: listPath,
        backLabel: t('detail.backToList', { list: t(`kinds.${kindId}.plural`).toLowerCase() }),
      }}
      errorTitle={t('detail.loadError')}
    >
      {(item) => {
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
                    {label(item)}
                  </Typography>
                  <LookupChips kind={LOOKUP_KINDS[kindId]} item={item} />
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
                <DeleteButton label={t('actions.delete')} onClick={() => setDeleting(true)} />
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
                  <LookupManager
                    scope={{ kind: 'branch', parentId: item.id }}
                    labelledBy="lookup-branches-title"
                  />
                </Section>
                <Section
                  titleId="lookup-templates-title"
                  title={t('templates.title')}
                  intro={t('templates.intro')}
                >
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
      }}
    </DetailPageFrame>
  );
}
