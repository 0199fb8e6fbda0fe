import type { speechEndpoints } from '@syna/contracts/endpoints/speech';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import {
  downloadRecording,
  getRecording,
  removeRecording,
  retryRecording,
  speechConfig,
  uploadRecording,
  type SpeechDependencies,
} from './speech.service.ts';

/** The speech service's recordings, each endpoint served by one service call. */
export function speechRoutes(deps: SpeechDependencies): EndpointHandlers<typeof speechEndpoints> {
  return {
    config: async () => speechConfig(deps),
    upload: (context, { file, body }) => uploadRecording(context, deps, file, body),
    get: (context, { params }) => getRecording(context, params.id),
    retry: (context, { params }) => retryRecording(context, deps, params.id),
    audio: (context, { params }) => downloadRecording(context, deps.storage, params.id),
    remove: (context, { params }) => removeRecording(context, deps.storage, params.id),
  };
}
