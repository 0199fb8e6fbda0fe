import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

/** Texts of invitations to a firm (namespace `invitations`): the users page's panel and the pick page's list. */
export const sv = {
  panel: {
    title: 'Inbjudningar',
    intro: 'Den inbjudna får ett e-postmeddelande och svarar när hen loggar in med samma adress.',
    invite: 'Bjud in',
    empty: 'Inga inbjudningar ännu. Bjud in en kollega med ”Bjud in”.',
    loadError: 'Inbjudningarna kunde inte hämtas.',
    email: 'E-post',
    roles: 'Roller',
    status: 'Status',
    invitedBy: 'Inbjuden av {{name}}',
    withdraw: 'Dra tillbaka inbjudan till {{email}}',
    withdrawTitle: 'Dra tillbaka inbjudan till {{email}}?',
    withdrawBody: 'Inbjudan tas bort och kan inte längre accepteras. Du kan bjuda in adressen igen senare.',
    withdrawConfirm: 'Dra tillbaka',
    withdrawBusy: 'Drar tillbaka…',
    withdrawn: 'Inbjudan till {{email}} drogs tillbaka',
  },
  status: { created: 'Väntar', accepted: 'Accepterad', denied: 'Avböjd', expired: 'Utgången' },
  dialog: {
    title: 'Bjud in till organisationen',
    email: 'E-postadress',
    roles: 'Roller',
    rolesHelp: 'Rollerna personen får när inbjudan accepteras.',
    send: 'Skicka inbjudan',
    sending: 'Skickar…',
    sent: 'Inbjudan skickades till {{email}}',
    emailMissing: 'Ange en e-postadress',
  },
  pending: {
    title: 'Inbjudningar till dig',
    from: '{{name}} bjöd in dig',
    roles: 'Roller: {{roles}}',
    join: 'Gå med',
    joinLabel: 'Gå med i {{firm}}',
    deny: 'Avböj',
    denyLabel: 'Avböj inbjudan till {{firm}}',
    denyTitle: 'Avböja inbjudan till {{firm}}?',
    denyBody: 'Inbjudan försvinner. Vill du gå med senare behöver du en ny inbjudan.',
    denied: 'Du avböjde inbjudan till {{firm}}',
    loadError: 'Dina inbjudningar kunde inte hämtas.',
  },
};

export const useInvitationTexts = defineFeatureTranslation('invitations', {
  sv,
  en: () => import('./texts.en'),
});
