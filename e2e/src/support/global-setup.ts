import type { TestProject } from 'vitest/node';
import { startMapProviders } from '../../../apps/server/test/fakes/map-providers.ts';
import { startMailbox } from './mailbox.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the mailbox keeps the messages the server delivered. */
    mailFolder: string;
  }
}

/** Starts the built product once, as the README's `npm start` does, on a fresh data folder. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const mailbox = await startMailbox();
  const mapProviders = await startMapProviders();
  const server = await startServer(mailbox.smtpUrl, mapProviders.environment);
  project.provide('baseUrl', server.baseUrl);
  project.provide('mailFolder', mailbox.folder);
  return async () => {
    await server.stop();
    await mailbox.stop();
    await mapProviders.close();
  };
}
