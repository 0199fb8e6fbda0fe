import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { expect, inject } from 'vitest';

/**
 * The product's mail server during the browser tests: an SMTP server on loopback that the server
 * delivers its outbox to, keeping each message as a file, so that a test reads what a person's
 * mailbox would get (the server runs in a process of its own, on a database the tests cannot open).
 */
export async function startMailbox(): Promise<{ smtpUrl: string; folder: string; stop(): Promise<void> }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'syna-e2e-mail-'));
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        const mail = { to, raw: Buffer.concat(chunks).toString() };
        writeFileSync(path.join(folder, `${String(count).padStart(5, '0')}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    folder,
    stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** A quoted-printable body as text: soft line breaks joined, `=XX` bytes decoded. */
const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The messages delivered to an address so far, oldest first, their bodies decoded. */
export function mailsTo(address: string): string[] {
  const folder = inject('mailFolder');
  return readdirSync(folder)
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as { to: string[]; raw: string })
    .filter((mail) => mail.to.includes(address))
    .map((mail) => decodeQuotedPrintable(mail.raw));
}

/** The newest link to `path` mailed to an address, waiting for its delivery. */
export async function linkMailedTo(address: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s/]+${path}[^\\s<>"]*`, 'g');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = mailsTo(address)
          .flatMap((mail) => mail.match(pattern) ?? [])
          .at(-1);
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

/**
 * A new person's way in through the embedded issuer, from its sign-in page on `page`: "Skapa
 * konto", the form, the confirmation link mailed to the address, and signing in with the new
 * password. Leaves the page where signing in leads.
 */
export async function signUpThroughMail(
  page: Page,
  person: { firstName: string; lastName: string; email: string; password: string },
): Promise<void> {
  await page.getByRole('link', { name: 'Skapa konto' }).click();
  await page.getByLabel('Förnamn').fill(person.firstName);
  await page.getByLabel('Efternamn').fill(person.lastName);
  await page.getByLabel('E-postadress').fill(person.email);
  await page.getByLabel('Lösenord').fill(person.password);
  await page.getByRole('button', { name: 'Skapa konto' }).click();
  await page.getByRole('heading', { level: 1, name: 'Kolla din e-post' }).waitFor();
  await page.goto(await linkMailedTo(person.email, '/oidc/account/verify'));
  await page.getByRole('button', { name: 'Bekräfta' }).click();
  await page.getByRole('link', { name: 'Logga in i Syna' }).click();
  await page.getByLabel('E-postadress').fill(person.email);
  await page.getByLabel('Lösenord').fill(person.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
}
