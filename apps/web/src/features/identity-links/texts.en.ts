import type { TextsLike } from '@/lib/i18n/translation';
import type { sv } from './texts';

/** The texts of texts.ts in English (namespace `identityLinks`), loaded only when English is the language. */
export const en: TextsLike<typeof sv> = {
  issue: {
    title: 'New sign-in',
    help: 'Is the organisation changing its sign-in service, or has it changed and {{name}} does not find their account? Give {{name}} a link code, preferably before the change: when they sign in with the new service and enter the code, the account moves, with its roles and work, to the new sign-in. The code can be used once.',
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
