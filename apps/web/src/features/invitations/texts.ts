import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

/** Texts of invitations to a firm (namespace `invitations`): the users page's panel and the pick page's list. */
const sv = {
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

const en: typeof sv = {
  panel: {
    title: 'Invitations',
    intro: 'The invitee gets an e-mail and answers when they sign in with the same address.',
    invite: 'Invite',
    empty: 'No invitations yet. Invite a colleague with “Invite”.',
    loadError: 'The invitations could not be loaded.',
    email: 'E-mail',
    roles: 'Roles',
    status: 'Status',
    invitedBy: 'Invited by {{name}}',
    withdraw: 'Withdraw the invitation to {{email}}',
    withdrawTitle: 'Withdraw the invitation to {{email}}?',
    withdrawBody:
      'The invitation is removed and can no longer be accepted. You may invite the address again later.',
    withdrawConfirm: 'Withdraw',
    withdrawBusy: 'Withdrawing…',
    withdrawn: 'The invitation to {{email}} was withdrawn',
  },
  status: { created: 'Pending', accepted: 'Accepted', denied: 'Declined', expired: 'Expired' },
  dialog: {
    title: 'Invite to the organisation',
    email: 'E-mail address',
    roles: 'Roles',
    rolesHelp: 'The roles the person gets when the invitation is accepted.',
    send: 'Send invitation',
    sending: 'Sending…',
    sent: 'The invitation was sent to {{email}}',
    emailMissing: 'Enter an e-mail address',
  },
  pending: {
    title: 'Invitations for you',
    from: '{{name}} invited you',
    roles: 'Roles: {{roles}}',
    join: 'Join',
    joinLabel: 'Join {{firm}}',
    deny: 'Decline',
    denyLabel: 'Decline the invitation to {{firm}}',
    denyTitle: 'Decline the invitation to {{firm}}?',
    denyBody: 'The invitation disappears. To join later you will need a new invitation.',
    denied: 'You declined the invitation to {{firm}}',
    loadError: 'Your invitations could not be loaded.',
  },
};

export const invitationTexts = { sv, en };
export const useInvitationTexts = defineFeatureTranslation('invitations', invitationTexts);
