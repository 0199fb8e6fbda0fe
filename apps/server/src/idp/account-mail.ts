import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/database.ts';
import { queueMail } from '../platform/mail/mail-outbox.ts';
import { enterTenant } from '../modules/tenancy/index.ts';
import type { Locale } from './sign-in-pages.ts';

/**
 * The outbox the issuer's own e-mails are queued in. The mail outbox belongs to a tenant and the
 * issuer serves people before they have one, so it keeps a tenant of its own, made when it first
 * writes. Its id cannot be an organisation's (TENANT_ID_PATTERN has no underscore); its hourly
 * limits bound the sign-up and reset e-mails to one address and in all.
 */
export const ISSUER_MAIL_TENANT = '_issuer';

export type AccountMailKind = 'verifyEmail' | 'alreadyRegistered' | 'resetPassword';

const MAILS: Record<Locale, Record<AccountMailKind, { subject: string; text: string }>> = {
  sv: {
    verifyEmail: {
      subject: 'Bekräfta din e-postadress för Syna',
      text: 'Hej {name}!\n\nBekräfta att det är din e-postadress genom att öppna länken:\n{link}\n\nLänken gäller i tre dagar. Har du inte skapat något konto hos Syna kan du bortse från meddelandet.',
    },
    alreadyRegistered: {
      subject: 'Någon försökte skapa ett konto hos Syna med din e-postadress',
      text: 'Hej {name}!\n\nNågon försökte nyss skapa ett konto hos Syna med din e-postadress, men du har redan ett. Var det du kan du logga in som vanligt, eller välja ett nytt lösenord via "Glömt lösenordet?" på inloggningssidan.\n\nVar det inte du behöver du inte göra något.',
    },
    resetPassword: {
      subject: 'Välj ett nytt lösenord för Syna',
      text: 'Hej {name}!\n\nÖppna länken för att välja ett nytt lösenord:\n{link}\n\nLänken gäller i en timme och kan användas en gång. Har du inte bett om ett nytt lösenord kan du bortse från meddelandet; ditt lösenord är oförändrat.',
    },
  },
  en: {
    verifyEmail: {
      subject: 'Confirm your e-mail address for Syna',
      text: 'Hello {name}!\n\nConfirm that this is your e-mail address by opening the link:\n{link}\n\nThe link works for three days. If you did not create a Syna account, you can ignore this message.',
    },
    alreadyRegistered: {
      subject: 'Someone tried to create a Syna account with your e-mail address',
      text: 'Hello {name}!\n\nSomeone just tried to create a Syna account with your e-mail address, but you already have one. If it was you, sign in as usual, or choose a new password through "Forgot your password?" on the sign-in page.\n\nIf it was not you, you need not do anything.',
    },
    resetPassword: {
      subject: 'Choose a new password for Syna',
      text: 'Hello {name}!\n\nOpen the link to choose a new password:\n{link}\n\nThe link works for one hour and once only. If you did not ask for a new password, you can ignore this message; your password is unchanged.',
    },
  },
};

/** Queues one of the issuer's e-mails in the caller's transaction. */
export async function queueAccountMail(
  tx: Tx,
  mail: { kind: AccountMailKind; locale: Locale; to: string; name: string; link?: string },
): Promise<void> {
  const template = MAILS[mail.locale][mail.kind];
  await tx.execute(
    sql`INSERT INTO tenants (id, name) VALUES (${ISSUER_MAIL_TENANT}, 'Syna') ON CONFLICT (id) DO NOTHING`,
  );
  await enterTenant(tx, ISSUER_MAIL_TENANT);
  const values: Record<string, string> = { name: mail.name, link: mail.link ?? '' };
  await queueMail(tx, {
    tenantId: ISSUER_MAIL_TENANT,
    to: [mail.to],
    subject: template.subject,
    text: template.text.replace(/\{(\w+)\}/g, (_match, key: string) => values[key] ?? ''),
  });
}
