import type { MessageGroup } from './message.ts';

/** The organisation: its members, its settings, the firm behind the public pages, notifications. */
export const organisationMessages = {
  organisationMissing: { sv: 'Organisationen finns inte', en: 'The organisation does not exist' },
  firmMissing: { sv: 'Företaget finns inte', en: 'The company does not exist' },
  idTaken: {
    sv: 'Organisations-id "{id}" är upptaget',
    en: 'The organisation id "{id}" is already taken',
  },
  idReserved: { sv: 'Id:t är reserverat, välj ett annat', en: 'The id is reserved, choose another' },
  tooManyOrganisations: {
    sv: 'Du kan skapa högst {count} organisationer',
    en: 'You can create at most {count} organisations',
  },
  userNotMember: {
    sv: 'Användaren är inte medlem i organisationen',
    en: 'The user is not a member of the organisation',
  },
  recipientNotMember: {
    sv: 'Mottagaren är inte medlem i organisationen',
    en: 'The recipient is not a member of the organisation',
  },
  notificationMissing: { sv: 'Notisen finns inte', en: 'The notification does not exist' },
  notificationRoute: {
    sv: 'Ange en sida i appen, en sökväg som börjar med /',
    en: 'Give a page of the app, a path starting with /',
  },
  notificationAttachmentUrl: {
    sv: 'En bilaga måste vara en fil i organisationens eget innehåll',
    en: 'An attachment must be a file of the organisation’s own content',
  },
  openOrder: { sv: 'Öppna beställningen', en: 'Open the order' },
  newOrder: { sv: 'Ny beställning {number}', en: 'New order {number}' },
  showInCalendar: { sv: 'Visa i kalendern', en: 'Show in the calendar' },
  openAssignment: { sv: 'Öppna uppdraget', en: 'Open the assignment' },
  noticeMailFooter: {
    sv: 'Du väljer vilka notiser du får, i appen och med e-post, under Inställningar.',
    en: 'You choose which notices you get, in the app and by e-mail, under Settings.',
  },
  assignmentGiven: { sv: 'Du har fått uppdrag {number}', en: 'You have been given assignment {number}' },
  assignmentMoved: { sv: 'Uppdrag {number} är flyttat', en: 'Assignment {number} has been moved' },
  assignmentTakenAway: {
    sv: 'Uppdrag {number} är inte längre ditt',
    en: 'Assignment {number} is no longer yours',
  },
  assignmentCancelled: { sv: 'Uppdrag {number} är avbokat', en: 'Assignment {number} is cancelled' },
  assignmentWhen: { sv: '{date} kl. {time}', en: '{date} at {time}' },
  assignmentRemoved: { sv: 'Uppdrag {number} är borttaget', en: 'Assignment {number} has been deleted' },
  reportReady: {
    sv: 'Rapporten för uppdrag {number} är klar',
    en: 'The report of assignment {number} is ready',
  },
  featureMissing: { sv: 'Egenskapen finns inte', en: 'The feature does not exist' },
  tenantFeatureMissing: { sv: 'Funktionen finns inte', en: 'The function does not exist' },
  organisationNameMissing: { sv: 'Ange organisationens namn', en: 'Enter the organisation’s name' },
  logoNotPublicImage: {
    sv: 'Logotypen måste vara en bild som laddats upp för alla att se',
    en: 'The logo must be an image uploaded for everyone to see',
  },
  imageNameInvalid: { sv: 'Ogiltig bild', en: 'Invalid image' },
  invitationMissing: { sv: 'Inbjudan finns inte', en: 'The invitation does not exist' },
  invitationRoleUnknown: { sv: 'Okänd roll: {roles}', en: 'Unknown role: {roles}' },
  inviteeAlreadyMember: {
    sv: 'Personen är redan medlem i organisationen',
    en: 'The person is already a member of the organisation',
  },
  inviteeAlreadyInvited: {
    sv: 'Personen har redan en inbjudan som väntar på svar',
    en: 'The person already has an invitation awaiting an answer',
  },
  invitationsOverMailLimit: {
    sv: 'För många inbjudningar på kort tid, till organisationen eller till adressen: försök igen om en timme',
    en: 'Too many invitations in a short time, from the organisation or to the address: try again in an hour',
  },
  invitationGrantLapsed: {
    sv: 'Den som bjöd in dig kan inte längre ge de rollerna: be organisationen om en ny inbjudan',
    en: 'The person who invited you can no longer give those roles: ask the organisation for a new invitation',
  },
  callerAlreadyMember: {
    sv: 'Du är redan medlem i organisationen',
    en: 'You are already a member of the organisation',
  },
  linkCodeInvalid: {
    sv: 'Koden är ogiltig eller har gått ut',
    en: 'The code is invalid or has expired',
  },
  linkTargetSignsInHere: {
    sv: 'Användaren loggar redan in med organisationens inloggningstjänst',
    en: 'The user already signs in with the organisation’s sign-in service',
  },
  linkTargetInOtherFirms: {
    sv: 'Användaren är medlem även i andra organisationer och kopplas med sin verifierade e-postadress',
    en: 'The user is also a member of other organisations and is linked by their verified e-mail address',
  },
  signInRefusalsOverLimit: {
    sv: 'För många rapporter från din adress. Försök igen om en minut.',
    en: 'Too many reports from your address. Try again in a minute.',
  },
  linkCallerHasFirms: {
    sv: 'Inloggningen hör redan till en användare i en organisation',
    en: 'This sign-in already belongs to a user in an organisation',
  },
  metadataKeyInvalid: {
    sv: 'Namnet får bara innehålla a–z, A–Z, 0–9, _ och - (högst 64 tecken)',
    en: 'The name may only contain a–z, A–Z, 0–9, _ and - (at most 64 characters)',
  },
  metadataGroupTooLarge: { sv: 'Högst 500 värden i en grupp', en: 'At most 500 values in a group' },
  metadataTooManyGroups: { sv: 'Högst 100 grupper', en: 'At most 100 groups' },
  metadataStale: {
    sv: 'Metadata har ändrats sedan du läste dem: läs in dem igen',
    en: 'The metadata have changed since you read them: load them again',
  },
  invalidSettings: {
    sv: 'Inställningarna innehåller ogiltiga värden',
    en: 'The settings contain invalid values',
  },
} as const satisfies MessageGroup;
