import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

/**
 * Texts of link codes (namespace `identityLinks`), which move a member to the firm's new sign-in
 * service: a member's page issues one, the pick page redeems it.
 */
export const sv = {
  issue: {
    title: 'Ny inloggning',
    help: 'Byter organisationen inloggningstjänst, eller har den bytt och hittar inte {{name}} sitt konto? Ge {{name}} en kopplingskod, gärna redan före bytet: när hen loggar in med den nya tjänsten och anger koden flyttas kontot, med roller och arbete, till den nya inloggningen. Koden kan användas en gång.',
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

export const useIdentityLinkTexts = defineFeatureTranslation('identityLinks', {
  sv,
  en: () => import('./texts.en'),
});
