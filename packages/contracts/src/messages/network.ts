import type { MessageGroup } from './message.ts';

/** The partner network: invitations, partners, shares and what partners may do. */
export const networkMessages = {
  notInNetwork: {
    sv: 'Du ingår inte i organisationens nätverk',
    en: 'You are not in the organisation’s network',
  },
  partnerMissing: { sv: 'Partnern finns inte', en: 'The partner does not exist' },
  partnerNotInNetwork: { sv: 'Partnern finns inte i nätverket', en: 'The partner is not in the network' },
  shareMissing: { sv: 'Delningen finns inte', en: 'The share does not exist' },
  readOnlyShare: {
    sv: 'Det här delas med dig utan rätt att ändra',
    en: 'This is shared with you without the right to change it',
  },
  addressIsPartner: {
    sv: 'Adressen hör redan till en partner i nätverket',
    en: 'The address already belongs to a partner in the network',
  },
  addressInvited: {
    sv: 'Adressen har redan en inbjudan som väntar på svar',
    en: 'The address already has an invitation awaiting an answer',
  },
  callerIsPartner: {
    sv: 'Du är redan partner till organisationen',
    en: 'You are already a partner of the organisation',
  },
  organisationIsPartner: {
    sv: 'Organisationen är redan partner',
    en: 'The organisation is already a partner',
  },
  notOrganisationAdmin: {
    sv: 'Du är inte administratör i den organisationen',
    en: 'You are not an administrator of that organisation',
  },
  ownOrganisation: {
    sv: 'En organisation kan inte vara partner till sig själv',
    en: 'An organisation cannot be its own partner',
  },
  chooseOrganisation: { sv: 'Välj organisation', en: 'Choose an organisation' },
  choosePartner: { sv: 'Välj en partner', en: 'Choose a partner' },
} as const satisfies MessageGroup;
