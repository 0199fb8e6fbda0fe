import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { formatBytes, formatDateTime } from '@syna/contracts/format';
import { REPORT_FILENAME_MAX_LENGTH, type ReportVersion } from '@syna/contracts/report-exports';
import { downloadAttachedFile, type FileRecord } from '@/lib/files/attached-files-api';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { EmptyState } from '@/lib/ui/empty-state';
import { FormDialog } from '@/lib/ui/form-dialog';
import { FormSection } from '@/lib/ui/form-section';
import { LoadError } from '@/lib/ui/load-error';
import { inspectionKeys } from '@/features/inspections/query-keys';
import {
  isFinished,
  useDocumentTemplates,
  useExportJob,
  useExportReport,
  useReportVersions,
} from '@/features/inspections/report-api';
import { useInspectionTexts } from '@/features/inspections/texts';

/** How much of a SHA-256 the list shows: enough to tell versions apart and compare by eye. */
const SHORT_HASH = 12;

interface ReportsSectionProps {
  inspectionId: string;
  canWrite: boolean;
}

/**
 * The assignment's reports: "Exportera rapport" fills a document template in the background
 * while the section shows how far it has come; the versions issued so far are listed with their
 * file name, time, author and template (the hash last), each downloadable as Word and PDF. Versions are never changed.
 */
export function ReportsSection({ inspectionId, canWrite }: ReportsSectionProps) {
  const { t } = useInspectionTexts();
  const api = useTenantApi();
  const queryClient = useQueryClient();
  const versions = useReportVersions(inspectionId);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useExportJob(inspectionId, jobId);
  const state = job.data?.state;

  useEffect(() => {
    if (!isFinished(state)) return;
    // The new version and its files are read again; the assignment's files list shows them too.
    void queryClient.invalidateQueries({ queryKey: inspectionKeys.detail(api.tenantId, inspectionId) });
    if (state === 'done' && job.data?.version) {
      showSnackbar({ subject: t('reports.done', { version: job.data.version.version }) });
    }
  }, [state, job.data?.version, queryClient, api.tenantId, inspectionId, t]);

  const files: FileRecord = {
    endpoints: inspectionEndpoints,
    id: inspectionId,
    queryKey: (tenant) => [...inspectionKeys.detail(tenant, inspectionId), 'files'],
  };
  const download = (file: { fileId: string; filename: string }) =>
    void downloadAttachedFile(api, files, { id: file.fileId, filename: file.filename });
  const running = jobId !== null && !isFinished(state);

  return (
    <FormSection
      title={t('reports.title')}
      action={
        canWrite && (
          <Button
            variant="contained"
            startIcon={<DescriptionOutlinedIcon />}
            onClick={() => setDialogOpen(true)}
            disabled={running}
            data-testid="report-export"
          >
            {t('reports.export')}
          </Button>
        )
      }
    >
      {jobId !== null && (
        <Box
          role="status"
          aria-live="polite"
          sx={{ mb: 2 }}
          data-testid="report-export-status"
          data-state={state}
        >
          {running && (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t(`reports.state.${state ?? 'queued'}`)}
              </Typography>
              <LinearProgress aria-label={t('reports.progress')} />
            </>
          )}
          {state === 'failed' && (
            <Alert severity="error" variant="outlined" onClose={() => setJobId(null)}>
              {t('reports.failed', { reason: job.data?.reason ?? '' })}
              {job.data && drawnNumbers(job.data, t).length > 0 && (
                <Box component="span" display="block" data-testid="report-unused-numbers">
                  {t('reports.unusedNumbers', { numbers: drawnNumbers(job.data, t).join(', ') })}
                </Box>
              )}
            </Alert>
          )}
        </Box>
      )}
      {versions.isPending && <Skeleton variant="rounded" height={48} />}
      {versions.isError && (
        <LoadError title={t('reports.loadFailed')} onRetry={() => void versions.refetch()} />
      )}
      {versions.isSuccess && versions.data.length === 0 && (
        <EmptyState
          icon={DescriptionOutlinedIcon}
          title={t('reports.emptyTitle')}
          body={t('reports.emptyBody')}
          testId="report-versions-empty"
        />
      )}
      {versions.isSuccess && versions.data.length > 0 && (
        <List dense disablePadding data-testid="report-versions">
          {versions.data.map((version) => (
            <VersionItem key={version.id} version={version} onDownload={download} />
          ))}
        </List>
      )}
      {dialogOpen && (
        <ExportDialog
          inspectionId={inspectionId}
          onClose={() => setDialogOpen(false)}
          onStarted={(id) => {
            setJobId(id);
            setDialogOpen(false);
          }}
        />
      )}
    </FormSection>
  );
}

/** The numbers drawn for an export, where its template printed them and the firm keeps their sequences. */
function drawnNumbers(
  numbers: Pick<ReportVersion, 'reportNumber' | 'invoiceNumber'>,
  t: ReturnType<typeof useInspectionTexts>['t'],
): string[] {
  return [
    numbers.reportNumber && t('reports.reportNumber', { number: numbers.reportNumber }),
    numbers.invoiceNumber && t('reports.invoiceNumber', { number: numbers.invoiceNumber }),
  ].filter((number): number is string => Boolean(number));
}

function VersionItem({
  version,
  onDownload,
}: {
  version: ReportVersion;
  onDownload(file: { fileId: string; filename: string }): void;
}) {
  const { t } = useInspectionTexts();
  // Who issued it and when come first; the hash, kept to prove what was delivered, last and quiet.
  const details = [
    formatDateTime(version.created),
    version.author?.name ?? t('reports.unknownAuthor'),
    version.template.name,
    ...drawnNumbers(version, t),
  ].join(' · ');
  const file = version.pdf ?? version.docx;
  return (
    <ListItem disableGutters divider data-testid="report-version" data-version={version.version}>
      <ListItemText
        primary={`${t('reports.version', { version: version.version })} · ${file.filename} (${formatBytes(file.size)})`}
        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
        secondary={
          <>
            {details}
            <Tooltip title={`${t('reports.hash')} ${version.docx.sha256}`}>
              <Typography
                component="span"
                variant="caption"
                color="text.secondary"
                display="block"
                data-testid="report-version-hash"
              >
                {`${t('reports.hash')} ${version.docx.sha256.slice(0, SHORT_HASH)}`}
              </Typography>
            </Tooltip>
            {version.pdfMissing && (
              <Typography component="span" variant="body2" color="warning.main" display="block">
                {version.pdfMissing}
              </Typography>
            )}
          </>
        }
      />
      <Stack direction="row" spacing={1} sx={{ ml: 2, flexShrink: 0 }}>
        <Button
          size="small"
          onClick={() => onDownload(version.docx)}
          aria-label={t('reports.downloadWord', { version: version.version })}
          data-testid="report-download-docx"
        >
          Word
        </Button>
        {version.pdf && (
          <Button
            size="small"
            onClick={() => onDownload(version.pdf!)}
            aria-label={t('reports.downloadPdf', { version: version.version })}
            data-testid="report-download-pdf"
          >
            PDF
          </Button>
        )}
      </Stack>
    </ListItem>
  );
}

/** Chooses the template and, if wanted, another file name than the template's. */
function ExportDialog({
  inspectionId,
  onClose,
  onStarted,
}: {
  inspectionId: string;
  onClose(): void;
  onStarted(jobId: string): void;
}) {
  const { t } = useInspectionTexts();
  const templates = useDocumentTemplates(true);
  const exportReport = useExportReport(inspectionId);
  const [template, setTemplate] = useState('');
  const [filename, setFilename] = useState('');
  const chosen = templates.data?.find((each) => each.id === template);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!template) return;
    exportReport.mutate(
      {
        template,
        ...(filename.trim() ? { destination: { filename: filename.trim() } } : {}),
        parameters: { baseUrl: window.location.origin },
      },
      { onSuccess: (job) => onStarted(job.id) },
    );
  };

  return (
    <FormDialog
      title={t('reports.exportTitle')}
      onSubmit={submit}
      busy={exportReport.isPending}
      onClose={onClose}
      testId="report-export-dialog"
      saveTestId="report-export-start"
      saveLabel={t('reports.exportStart')}
      busyLabel={t('reports.exportStarting')}
      nothingToSave={!template}
    >
      {templates.isPending && <Skeleton variant="rounded" height={56} />}
      {templates.isError && (
        <LoadError title={t('reports.templatesFailed')} onRetry={() => void templates.refetch()} />
      )}
      {templates.isSuccess && templates.data.length === 0 && (
        <Alert severity="info" variant="outlined">
          {t('reports.noTemplates')}
        </Alert>
      )}
      {templates.isSuccess && templates.data.length > 0 && (
        <>
          <TextField
            select
            required
            label={t('reports.template')}
            value={template}
            onChange={(event) => setTemplate(event.target.value)}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'report-template' } as object } }}
          >
            {templates.data.map((each) => (
              <MenuItem key={each.id} value={each.id}>
                {each.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('reports.filename')}
            value={filename}
            onChange={(event) => setFilename(event.target.value)}
            placeholder={chosen?.filename.replace(/\.docx$/i, '')}
            helperText={t('reports.filenameHint')}
            slotProps={{
              htmlInput: { maxLength: REPORT_FILENAME_MAX_LENGTH, 'data-testid': 'report-filename' },
            }}
          />
        </>
      )}
    </FormDialog>
  );
}
