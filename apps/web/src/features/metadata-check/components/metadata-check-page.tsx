import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { renderMessage } from '@syna/contracts/messages';
import {
  METADATA_CHECK_KINDS,
  type MetadataCheckFinding,
  type MetadataCheckKind,
} from '@syna/contracts/metadata-check';
import { currentLanguage } from '@/lib/i18n/i18n';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadError } from '@/lib/ui/load-error';
import { useMetadataCheck, useRemoveReferences } from '@/features/metadata-check/api';
import { useMetadataCheckTexts } from '@/features/metadata-check/texts';
import { FindingItem } from './finding-item';

/** The confirmation's title and body of each kind whose fix changes data. */
const CONFIRM_TEXTS: Partial<
  Record<
    MetadataCheckKind,
    readonly [
      'confirm.formTitle' | 'confirm.blueprintFormTitle' | 'confirm.blueprintGradeTitle',
      'confirm.formBody' | 'confirm.blueprintFormBody' | 'confirm.blueprintGradeBody',
    ]
  >
> = {
  formArchivedType: ['confirm.formTitle', 'confirm.formBody'],
  blueprintArchivedForm: ['confirm.blueprintFormTitle', 'confirm.blueprintFormBody'],
  blueprintArchivedGrade: ['confirm.blueprintGradeTitle', 'confirm.blueprintGradeBody'],
};

/** `/:tenant/admin/check`: the inconsistencies of the firm's set-up by kind, each with its fix. */
export function MetadataCheckPage() {
  const { t } = useMetadataCheckTexts();
  const check = useMetadataCheck();
  const remove = useRemoveReferences();
  const [removing, setRemoving] = useState<MetadataCheckFinding | null>(null);
  const language = currentLanguage();

  async function confirmRemove(finding: MetadataCheckFinding) {
    try {
      await remove.mutateAsync(finding);
    } catch {
      return; // The red snackbar has said why; the dialog stays open.
    }
    showSnackbar({ subject: t('fixed', { name: finding.subject.name }) });
    setRemoving(null);
  }

  const groups = METADATA_CHECK_KINDS.map((kind) => ({
    kind,
    findings: check.data?.filter((finding) => finding.kind === kind) ?? [],
  })).filter((group) => group.findings.length > 0);
  const confirmTexts = removing && CONFIRM_TEXTS[removing.kind];

  return (
    <Stack spacing={2} data-testid="metadata-check-page">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h1">{t('title')}</Typography>
        <Button
          startIcon={<RefreshIcon />}
          onClick={() => void check.refetch()}
          disabled={check.isFetching}
          data-testid="metadata-check-again"
        >
          {t('again')}
        </Button>
      </Stack>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{t('intro')}</Typography>
      {check.isPending && <Skeleton variant="rounded" height={160} />}
      {check.isError && <LoadError title={t('loadError')} onRetry={() => void check.refetch()} />}
      {check.data?.length === 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <EmptyState
            icon={FactCheckIcon}
            title={t('emptyTitle')}
            body={t('emptyBody')}
            testId="metadata-check-empty"
          />
        </Paper>
      )}
      {groups.map(({ kind, findings }) => (
        <Paper
          key={kind}
          variant="outlined"
          component="section"
          aria-labelledby={`check-${kind}`}
          sx={{ p: { xs: 1.5, sm: 2 } }}
          data-testid={`check-group-${kind}`}
        >
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography id={`check-${kind}`} variant="h2">
              {renderMessage({ key: `metadataCheck.${kind}` }, language)}
            </Typography>
            <Chip
              size="small"
              label={t(findings.length === 1 ? 'count_one' : 'count_other', { count: findings.length })}
            />
          </Stack>
          <List disablePadding>
            {findings.map((finding, index) => (
              <FindingItem
                key={`${finding.subject.type}-${finding.subject.id ?? finding.subject.name}`}
                finding={finding}
                divider={index < findings.length - 1}
                onRemove={setRemoving}
              />
            ))}
          </List>
        </Paper>
      ))}
      {removing && confirmTexts && (
        <ConfirmDialog
          open
          title={t(confirmTexts[0], { name: removing.subject.name })}
          confirmLabel={t('confirm.action')}
          busyLabel={t('confirm.busy')}
          busy={remove.isPending}
          onConfirm={() => void confirmRemove(removing)}
          onClose={() => setRemoving(null)}
          testId="metadata-check-confirm"
        >
          {t(confirmTexts[1], { names: removing.involved.map((record) => record.name).join(', ') })}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
