import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

/**
 * Texts of link codes (namespace `identityLinks`), which move a member to the firm's new sign-in
 * service: a member's page issues one, the pick page redeems it.
 */
const sv = {
  issue: {
    title: 'Ny inloggning',
    help: 'Har organisationen bytt inloggningstjänst och hittar inte {{name}} sitt konto? Be hen logga in med den nya tjänsten och ge hen en kopplingskod: koden flyttar kontot, med roller och arbete, till den nya inloggningen. Koden kan användas en gång.',
    create: 'Skapa kopplingskod',
    creating: 'Skapar…',
    code: 'Kopplingskod för {{name}}',
    expires: 'Giltig till {{time}}. Den visas bara nu: ge den till {{name}} på säkert sätt.',
  },
  redeem: {
    title: 'Har du fått en kopplingskod?',
    help: 'Om din organisation har bytt inloggningstjänst kan en administratör ge dig en kod som flyttar ditt tidigare konto hit.',
    code: 'Kopplingskod',
    submit: 'Koppla kontot',
    submitting: 'Kopplar…',
    linked: 'Kontot är kopplat till {{firm}}',
  },
};

const en: typeof sv = {
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

export const identityLinkTexts = { sv, en };
export const useIdentityLinkTexts = defineFeatureTranslation('identityLinks', identityLinkTexts);
