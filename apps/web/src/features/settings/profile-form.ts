import type { Language } from '@syna/contracts/constants';
import type { NoticeChoices } from '@syna/contracts/notices';
import type { StartView, User } from '@syna/contracts/user';
import { addressFormValues, addressInput, type AddressFormValues } from '@/lib/forms/address-form';

/** The languages the settings offer: the browser's (nothing chosen) or one the app speaks. */
export type LanguageChoice = 'browser' | Language;

/** The settings form's fields: everything a text field or switch can hold. */
export interface ProfileFormValues {
  language: LanguageChoice;
  firstName: string;
  lastName: string;
  name: string;
  picture: string;
  properties: {
    geolocation: boolean;
    darkTheme: boolean;
    startView: StartView;
    homeAddress: AddressFormValues;
    notices: NoticeChoices;
  };
}

export function profileFormValues(user: User): ProfileFormValues {
  return {
    language: user.language ?? 'browser',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    name: user.name,
    picture: user.picture ?? '',
    properties: {
      geolocation: user.properties.geolocation,
      darkTheme: user.properties.darkTheme,
      startView: user.properties.startView,
      homeAddress: addressFormValues(user.properties.homeAddress),
      notices: user.properties.notices,
    },
  };
}

/**
 * The form values as the body `profileUpdateSchema` validates: a blank first or last name, picture
 * or country is null (cleared), and so is the language when the browser's is chosen. The display name is always sent so that a blank one is reported
 * as required.
 */
export function toProfileUpdateInput(values: ProfileFormValues): unknown {
  const clearable = (text: string) => (text.trim() ? text : null);
  return {
    language: values.language === 'browser' ? null : values.language,
    firstName: clearable(values.firstName),
    lastName: clearable(values.lastName),
    name: values.name,
    picture: values.picture.trim() ? values.picture.trim() : null,
    properties: {
      ...values.properties,
      homeAddress: addressInput(values.properties.homeAddress),
    },
  };
}
