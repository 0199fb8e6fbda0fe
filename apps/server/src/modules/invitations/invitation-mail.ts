import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';

/**
 * The e-mail of an invitation by a firm, to the firm itself or to its partner network: in Swedish
 * with English below, which firm, who invited, to what, and where to answer. The invitee answers
 * signed in with the invited address, on the staff app's pick page.
 */

/** The staff app's pick page, where the invitee answers; the id lets it point out the invitation. */
export const pickPageLink = (publicUrl: string, id: string) =>
  `${publicUrl}${STAFF_APP_BASE_PATH}/welcome?invitation=${encodeURIComponent(id)}`;

/** What the invitation is to, in both languages: the firm, or its partner network. */
export interface InvitationTopic {
  sv: string;
  en: string;
}

export const firmTopic = (firm: string): InvitationTopic => ({ sv: firm, en: firm });
export const networkTopic = (firm: string): InvitationTopic => ({
  sv: `${firm}s partnernätverk`,
  en: `the partner network of ${firm}`,
});

export function invitationMail(
  topic: InvitationTopic,
  inviter: string,
  link: string,
): { subject: string; text: string } {
  return {
    subject: `Inbjudan till ${topic.sv} / Invitation to ${topic.en}`,
    text: [
      `${inviter} har bjudit in dig till ${topic.sv} i Syna.`,
      'Logga in med den här e-postadressen och svara på inbjudan:',
      link,
      '',
      '---',
      '',
      `${inviter} has invited you to ${topic.en} in Syna.`,
      'Sign in with this e-mail address and answer the invitation:',
      link,
    ].join('\n'),
  };
}
