/**
 * What a form says when a contract schema refuses a value, in both languages: shared by the staff
 * app's texts and the public pages' own, which load no other texts.
 */
export const validationSv = {
  required: 'Fältet måste fyllas i',
  tooShort: 'Minst {{minimum}} tecken',
  tooLong: 'Högst {{maximum}} tecken',
  url: 'Ange en giltig webbadress (https://…)',
  email: 'Ange en giltig e-postadress',
  tenantId: 'Använd 3–40 små bokstäver, siffror eller bindestreck (inte först eller sist)',
  invalid: 'Ogiltigt värde',
} as const;

export const validationEn: { [Key in keyof typeof validationSv]: string } = {
  required: 'Please fill in this field',
  tooShort: 'At least {{minimum}} characters',
  tooLong: 'At most {{maximum}} characters',
  url: 'Enter a valid web address (https://…)',
  email: 'Enter a valid e-mail address',
  tenantId: 'Use 3–40 lower-case letters, digits or dashes (not first or last)',
  invalid: 'Invalid value',
};
