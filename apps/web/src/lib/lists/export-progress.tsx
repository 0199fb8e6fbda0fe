import { useEffect, useEffectEvent, useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import type { Language } from '@syna/contracts/constants';
import { spreadsheetExportEndpoints } from '@syna/contracts/endpoints/exports';
import type { SpreadsheetExportJob } from '@syna/contracts/exports';
import { saveFile } from '@/lib/download/save-file';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { isHttpError } from '@/lib/http/http-error';
import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';
import { showError } from '@/lib/snackbar/snackbar';
import { formatCount } from './list-total';

// An export's progress while its job writes the file, then the file saved; loaded with the first
// export (`ExportButton`), so none of it weighs on the staff app's first load.

/** The progress's texts (namespace `exportProgress`); English in export-progress.en.ts. */
export const sv = {
  queued: 'Exporten väntar på sin tur…',
  counting: 'Räknar raderna…',
  progress: 'Exporterar {{done}} av {{total}} rader…',
  saving: 'Sparar filen…',
  label: 'Exportens förlopp',
};
const useExportProgressTexts = defineFeatureTranslation('exportProgress', {
  sv,
  en: () => import('./export-progress.en'),
});

/** How often the job is asked how far it has come. */
const POLL_INTERVAL_MS = 1000;

interface ExportProgressProps {
  job: SpreadsheetExportJob;
  /** The title of the error shown when the export fails. */
  failedLabel: string;
  /** The export is over: its file saved, or its failure shown. */
  onFinished(): void;
  testId: string;
}

/**
 * Follows an export's job until it is done, showing how many rows it has written ("Exporterar
 * 1 200 av 300 000 rader…") over a progress bar, then saves the file under the job's name; a
 * failure shows its reason.
 */
export default function ExportProgress({ job, failedLabel, onFinished, testId }: ExportProgressProps) {
  const { t, language } = useExportProgressTexts();
  const [current, setCurrent] = useState(job);
  const api = useTenantApi();

  // The parent's callbacks as they are when called: a new one does not restart the job's following.
  const fail = useEffectEvent((detail: string | undefined) => {
    showError(failedLabel, detail);
    onFinished();
  });
  const finish = useEffectEvent(onFinished);

  useEffect(() => {
    const params = { id: job.id };
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    function failure(error: unknown) {
      if (stopped) return;
      if (!isHttpError(error)) throw error;
      fail(error.detail ?? error.message);
    }
    async function follow(state: SpreadsheetExportJob): Promise<void> {
      if (state.state === 'failed') return fail(state.reason ?? undefined);
      if (state.state === 'done') {
        const file = await api.download(spreadsheetExportEndpoints.file, { params }, { notify: false });
        if (stopped) return;
        saveFile(file.blob, file.filename ?? state.filename);
        return finish();
      }
      timer = setTimeout(() => {
        api
          .call(spreadsheetExportEndpoints.get, { params }, { notify: false })
          .then((next) => {
            if (stopped) return;
            setCurrent(next);
            return follow(next);
          })
          .catch(failure);
      }, POLL_INTERVAL_MS);
    }
    follow(job).catch(failure);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, job]);

  const { rowsDone, rowsTotal } = current;
  const count = (value: number) => formatCount(value, language as Language);
  const text =
    current.state === 'queued'
      ? t('queued')
      : current.state === 'done'
        ? t('saving')
        : rowsTotal === null
          ? t('counting')
          : t('progress', { done: count(rowsDone), total: count(rowsTotal) });
  const percent = rowsTotal ? Math.min(100, Math.round((rowsDone / rowsTotal) * 100)) : null;

  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Paper elevation={6} sx={{ p: 2, width: 360, maxWidth: '90vw' }} data-testid={`${testId}-progress`}>
        <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
          {text}
        </Typography>
        <LinearProgress
          variant={percent === null ? 'indeterminate' : 'determinate'}
          {...(percent === null ? {} : { value: percent })}
          aria-label={t('label')}
          aria-valuetext={text}
          {...(rowsTotal === null
            ? {}
            : { 'aria-valuemin': 0, 'aria-valuemax': rowsTotal, 'aria-valuenow': rowsDone })}
        />
      </Paper>
    </Snackbar>
  );
}
