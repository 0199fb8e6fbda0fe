import type { TextsLike } from '@/lib/i18n/translation';
import type { sv } from './texts';

/** The texts of texts.ts in English (namespace `identityLinks`), loaded only when English is the language. */
export const en: TextsLike<typeof sv> = {
  issue: {
    title: 'New sign-in',
    help: 'Has the organisation changed its sign-in service, and does {{name}} not find their account? Ask them to sign in with the new service and give them a link code: the code moves the account, with its roles and work, to the new sign-in. The code can be used once.',
    create: 'Create link code',
    creating: 'Creating…',
    code: 'Link code for {{name}}',
    expires: 'Valid until {{time}}. It is shown only now: give it to {{name}} safely.',
  },
  redeem: {
    title: 'Have you been given a link code?',
    help: 'If your organisation has changed its sign-in service, an administrator can give you a code that moves your earlier account here.',
    code: 'Link code',
    submit: 'Link the account',
    submitting: 'Linking…',
    linked: 'The account is linked to {{firm}}',
  },
};
