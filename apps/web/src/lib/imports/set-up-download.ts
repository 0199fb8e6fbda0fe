import { useState } from 'react';
import type { EndpointDefinition, EndpointRequest } from '@syna/contracts/endpoints/endpoint';
import { saveFile } from '@/lib/download/save-file';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { showError } from '@/lib/snackbar/snackbar';
import { failureText } from './import-dialog';
import { useSetUpTransferTexts } from './set-up-texts';

/** Downloads a file of the set-up (the whole, or chosen forms) to the browser; a refusal is shown. */
export function useSetUpDownload() {
  const { t } = useSetUpTransferTexts();
  const api = useTenantApi();
  const [busy, setBusy] = useState(false);

  async function download<E extends EndpointDefinition & { transport: 'download' }>(
    endpoint: E,
    request: Omit<EndpointRequest<E>, 'params'>,
  ): Promise<boolean> {
    setBusy(true);
    try {
      const { blob, filename } = await api.download(endpoint, request as never);
      saveFile(blob, filename ?? 'syna-installningar.json');
      return true;
    } catch (error) {
      showError(t('page.exportFailed'), failureText(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, download };
}
