import type { MessageGroup } from './message.ts';

/** Assignments (inspections) with their contacts, links, tags and numbers, and their activities. */
export const assignmentMessages = {
  assignmentMissing: { sv: 'Uppdraget finns inte', en: 'The assignment does not exist' },
  someAssignmentsMissing: {
    sv: 'Ett eller flera av uppdragen finns inte',
    en: 'One or more of the assignments do not exist',
  },
  invalidAssignment: {
    sv: 'Uppdraget innehåller ogiltiga värden',
    en: 'The assignment contains invalid values',
  },
  customerMissing: { sv: 'Kunden finns inte', en: 'The customer does not exist' },
  typeMissing: { sv: 'Uppdragstypen finns inte', en: 'The inspection type does not exist' },
  branchMissing: { sv: 'Grenen finns inte', en: 'The branch does not exist' },
  branchOfOtherType: {
    sv: 'Grenen hör inte till uppdragstypen',
    en: 'The branch does not belong to the inspection type',
  },
  statusMissing: { sv: 'Statusen finns inte', en: 'The status does not exist' },
  performedBeforeDate: {
    sv: 'Besiktningen är planerad till {date}. Bekräfta att uppdraget ändå är utfört (confirmed: true).',
    en: 'The inspection is planned for {date}. Confirm that the assignment is performed all the same (confirmed: true).',
  },
  somePerformedBeforeDate: {
    sv: 'Besiktningen av {numbers} är planerad till en senare dag. Bekräfta att uppdragen ändå är utförda (confirmed: true).',
    en: 'The inspection of {numbers} is planned for a later day. Confirm that the assignments are performed all the same (confirmed: true).',
  },
  inspectorNotMember: {
    sv: 'Besiktningsmannen är inte medlem i organisationen',
    en: 'The inspector is not a member of the organisation',
  },
  stopBeforeStart: {
    sv: 'Sluttiden måste vara efter starttiden',
    en: 'The stop time must be after the start time',
  },
  numberTaken: {
    sv: 'Uppdragsnumret {number} används redan, försök igen',
    en: 'The assignment number {number} is already in use, please try again',
  },
  noFreeNumber: {
    sv: 'Det finns inget ledigt uppdragsnummer; kontrollera nummerserien',
    en: 'There is no free assignment number; check the number series',
  },
  tooManyTags: {
    sv: 'Ett uppdrag kan ha högst {count} taggar',
    en: 'An assignment can have at most {count} tags',
  },
  contactRoleMissing: { sv: 'Kontaktrollen finns inte', en: 'The contact role does not exist' },
  invalidContacts: {
    sv: 'Kontakterna innehåller ogiltiga värden',
    en: 'The contacts contain invalid values',
  },
  contactNotOnAssignment: {
    sv: 'Kontakten finns inte på uppdraget',
    en: 'The contact is not on the assignment',
  },
  selfLink: {
    sv: 'Ett uppdrag kan inte länkas till sig självt',
    en: 'An assignment cannot be linked to itself',
  },
  notLinked: { sv: 'Uppdragen är inte länkade', en: 'The assignments are not linked' },
  confirmDeletion: {
    sv: 'Ett uppdrag raderas permanent; bekräfta med hard=true',
    en: 'An assignment is deleted permanently; confirm with hard=true',
  },
  hardRequired: {
    sv: 'Ange hard=true för att radera uppdraget permanent',
    en: 'Give hard=true to delete the assignment permanently',
  },
  reportsIssued: {
    sv: 'Uppdraget har utfärdade rapporter och kan inte raderas: företaget ansvarar för det som levererats',
    en: 'The assignment has issued reports and cannot be deleted: the firm answers for what it delivered',
  },
  notInProjectEstate: {
    sv: 'Uppdraget finns inte i projektets fastighet',
    en: 'The assignment is not in the project’s estate',
  },
  notInProject: {
    sv: 'Uppdraget finns inte i projektet',
    en: 'The assignment is not in the project',
  },
  activityMissing: { sv: 'Aktiviteten finns inte', en: 'The activity does not exist' },
  invalidActivity: {
    sv: 'Aktiviteten innehåller ogiltiga värden',
    en: 'The activity contains invalid values',
  },
  othersActivity: {
    sv: 'Bara en administratör kan ändra andras aktiviteter',
    en: 'Only an administrator can change other people’s activities',
  },
  privateNotes: {
    sv: 'Anteckningarna är privata för den som skrev dem',
    en: 'The notes are private to whoever wrote them',
  },
} as const satisfies MessageGroup;

/** The remarks of an assignment: objects, remarks, their images, saved and template remarks. */
export const remarkMessages = {
  objectMissing: { sv: 'Objektet finns inte', en: 'The object does not exist' },
  remarkMissing: { sv: 'Anmärkningen finns inte', en: 'The remark does not exist' },
  gradeUnknown: {
    sv: 'Välj en av firmans allvarlighetsgrader',
    en: "Choose one of the firm's grades",
  },
  savedRemarkMissing: {
    sv: 'Den sparade anmärkningen finns inte',
    en: 'The saved remark does not exist',
  },
  templateRemarkMissing: { sv: 'Mallanmärkningen finns inte', en: 'The template remark does not exist' },
  imageMissing: { sv: 'Bilden finns inte', en: 'The image does not exist' },
  originalMissing: {
    sv: 'Originalbilden finns inte på anmärkningen',
    en: 'The original image is not on the remark',
  },
  oneImage: { sv: 'En bild i taget', en: 'One image at a time' },
  noImage: { sv: 'Välj en bild att ladda upp', en: 'Choose an image to upload' },
  imageNotMultipart: {
    sv: 'Skicka bilden som multipart/form-data',
    en: 'Send the image as multipart/form-data',
  },
  markingsNotJson: { sv: 'Markeringarna är inte giltig JSON', en: 'The markings are not valid JSON' },
  heic: {
    sv: 'Bilder i HEIC-format stöds inte. Spara bilden som JPEG och försök igen.',
    en: 'Images in HEIC format are not supported. Save the image as JPEG and try again.',
  },
  notAnImage: {
    sv: 'Filen är inte en bild i formatet JPEG, PNG eller WebP.',
    en: 'The file is not an image in JPEG, PNG or WebP format.',
  },
  unreadableImage: {
    sv: 'Bilden kunde inte läsas; filen kan vara skadad.',
    en: 'The image could not be read; the file may be damaged.',
  },
  imageTooLarge: {
    sv: 'Bilden är för stor: högst {megapixels} megapixlar.',
    en: 'The image is too large: at most {megapixels} megapixels.',
  },
} as const satisfies MessageGroup;

/** Projects and their estates. */
export const projectMessages = {
  projectMissing: { sv: 'Projektet finns inte', en: 'The project does not exist' },
  projectTypeMissing: { sv: 'Projekttypen finns inte', en: 'The project type does not exist' },
  customerNotInAddressBook: {
    sv: 'Kunden finns inte i adressboken',
    en: 'The customer is not in the address book',
  },
  inspectorNotMember: {
    sv: 'Besiktningsmannen är inte medlem i organisationen',
    en: 'The inspector is not a member of the organisation',
  },
  invalidReferences: {
    sv: 'Projektet hänvisar till poster som inte finns',
    en: 'The project refers to records that do not exist',
  },
  estateMissing: { sv: 'Fastigheten finns inte', en: 'The estate does not exist' },
  estateNotInProject: { sv: 'Fastigheten finns inte i projektet', en: 'The estate is not in the project' },
  estatesNotInProject: {
    sv: 'Några fastigheter finns inte i projektet',
    en: 'Some estates are not in the project',
  },
  estateOfOtherProject: {
    sv: 'Fastigheten hör inte till projektet',
    en: 'The estate does not belong to the project',
  },
} as const satisfies MessageGroup;
