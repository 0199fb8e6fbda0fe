import type { TestProject } from 'vitest/node';
import { startFakeFortnox } from '../../../apps/server/test/fakes/fortnox-server.ts';
import { startFakeInsurer } from '../../../apps/server/test/fakes/insurer.ts';
import { startMapProviders } from '../../../apps/server/test/fakes/map-providers.ts';
import { speakDictation, startSpeechEngine } from './dictation-audio.ts';
import { startMailbox } from './mailbox.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the mailbox keeps the messages the server delivered. */
    mailFolder: string;
    /** The WAV file Chromium's fake microphone speaks in the dictation flow. */
    dictationWav: string;
  }
}

/** Starts the built product once, as the README's `npm start` does, on a fresh data folder. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const mailbox = await startMailbox();
  const mapProviders = await startMapProviders();
  // The server transcribes through a fake speech engine, and Chromium's fake microphone speaks Swedish.
  const speech = await startSpeechEngine();
  // Fortnox is a local server speaking its OAuth2 and API; its consent page has "Godkänn".
  const fortnox = await startFakeFortnox();
  // Hidden-defect insurance requests go to a fake insurer, which answers every one with a reference.
  const insurer = await startFakeInsurer();
  const server = await startServer(mailbox.smtpUrl, {
    ...mapProviders.environment,
    SPEECH_URL: speech.url,
    FORTNOX_CLIENT_ID: fortnox.settings.clientId,
    FORTNOX_CLIENT_SECRET: fortnox.settings.clientSecret,
    FORTNOX_AUTH_URL: fortnox.settings.authUrl,
    FORTNOX_API_URL: fortnox.settings.apiUrl,
    INSURER_URL: insurer.url,
    INSURER_API_KEY: insurer.apiKey,
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('mailFolder', mailbox.folder);
  project.provide('dictationWav', await speakDictation());
  return async () => {
    await server.stop();
    await speech.close();
    await fortnox.close();
    await mailbox.stop();
    await mapProviders.close();
    await insurer.close();
  };
}
