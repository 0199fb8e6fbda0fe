import { commonRemarkEndpoints } from '@syna/contracts/endpoints/remark-library';
import { speechEndpoints } from '@syna/contracts/endpoints/speech';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import type { RemarkSuggestion } from '@syna/contracts/remarks';
import type { SpeechRecording } from '@syna/contracts/speech';
import type { TenantApi } from '@/lib/http/endpoint-client';
import { useTenantQuery } from '@/lib/http/endpoint-hooks';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { recordingFileName } from './recorder-state';

const speechKeys = {
  config: (tenantId: string) => ['speech', tenantId, 'config'] as const,
};

/** `GET /speech/config`: whether recordings become text here, and the limits. */
export function useSpeechConfig() {
  return useTenantQuery({
    key: speechKeys.config,
    endpoint: speechEndpoints.config,
    request: {},
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The calls a dictation makes for one organisation; none raises the red snackbar (the panel says it). */
export function speechCalls(api: TenantApi) {
  const quiet = { notify: false } as const;
  return {
    upload: (audio: Blob, fields: { language: 'sv' | 'en'; durationMs: number }, signal: AbortSignal) =>
      api.upload(
        speechEndpoints.upload,
        { body: fields, file: audio, filename: recordingFileName(audio.type) },
        { ...quiet, signal },
      ),
    get: (id: string, signal: AbortSignal): Promise<SpeechRecording> =>
      api.call(speechEndpoints.get, { params: { id } }, { ...quiet, signal }),
    retry: (id: string): Promise<SpeechRecording> =>
      api.call(speechEndpoints.retry, { params: { id } }, quiet),
    remove: (id: string): Promise<void> => api.call(speechEndpoints.remove, { params: { id } }, quiet),
    suggest: async (text: string, category: string | null): Promise<RemarkSuggestion[]> =>
      (await api.call(commonRemarkEndpoints.suggest, { body: { text, category, limit: 3 } }, quiet)).items,
  };
}

/**
 * The address a plain `<audio>` plays a recording from: the browser's `JWT` cookie signs the
 * request in, as it does for photos' `<img>`.
 */
export function useRecordingAudioUrl(): (id: string) => string {
  const tenant = useTenantId();
  return (id) => endpointUrl(speechEndpoints.audio, { params: { tenant, id } });
}
