import type { FastifyInstance } from 'fastify';
import { speechEndpoints } from '@syna/contracts/endpoints/speech';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { registerSpeechJobs } from './speech-jobs.ts';
import { speechRoutes } from './speech.routes.ts';
import { checkRecordingUpload, type SpeechDependencies } from './speech.service.ts';
import { OpenAiCompatibleEngine } from './transcription-engine.ts';

/**
 * The speech service: dictated recordings kept as the firm's files and transcribed by a job
 * through the OpenAI-compatible engine at SPEECH_URL; without one, recordings are kept as audio.
 */
export async function speechModule(api: FastifyInstance): Promise<void> {
  const { url, apiKey, model, timeoutMs, language } = api.config.speech;
  const deps: SpeechDependencies = {
    storage: api.storage,
    engine: url ? new OpenAiCompatibleEngine({ url, apiKey, model, timeoutMs }) : null,
    language,
  };
  registerSpeechJobs(api.jobs, deps);
  // The recording's type and length are read before the upload's transaction opens.
  await registerEndpoints(api, speechEndpoints, speechRoutes(deps), { upload: checkRecordingUpload });
}
