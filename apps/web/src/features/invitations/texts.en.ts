import type { TextsLike } from '@/lib/i18n/translation';
import type { sv } from './texts';

/** The texts of texts.ts in English (namespace `invitations`), loaded only when English is the language. */
export const en: TextsLike<typeof sv> = {
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
