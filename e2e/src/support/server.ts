import { startBuiltServer, type RunningServer } from '@syna/server-process';

/**
 * The built server (`npm run build` first) on its embedded defaults, seeded with the demo. No
 * PUBLIC_URL, as after `npm start`: it answers at localhost and 127.0.0.1 alike. It sends its
 * e-mails to the SMTP server at `smtpUrl`; `environment` adds settings (the speech engine's URL).
 */
export function startServer(
  smtpUrl: string,
  environment: Record<string, string> = {},
): Promise<RunningServer> {
  return startBuiltServer({
    hostname: 'localhost',
    purpose: 'e2e',
    publicUrl: false,
    environment: {
      ...process.env,
      // Every test signs in afresh from 127.0.0.1; the default 20 a minute would throttle the run.
      LOGIN_RATE_LIMIT: '1000',
      // Its e-mails go to the tests' mailbox.
      SMTP_URL: smtpUrl,
      ...environment,
    },
  });
}
