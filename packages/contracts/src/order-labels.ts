import type { Language } from './constants.ts';

/**
 * What the order screens call an order's statuses, sources and fields, in Swedish and English.
 * The staff app's order texts and the server's export read them from here, so a column of the
 * export is named as the screen names it.
 */
export const ORDER_LABELS = {
  sv: {
    /** The export's worksheet. */
    sheetName: 'Beställningar',
    status: {
      new: 'Ny',
      accepted: 'Accepterad',
      rejected: 'Avvisad',
    },
    source: {
      web: 'Beställningssidan',
      staff: 'Personal',
      partner: 'Partner',
    },
    fields: {
      number: 'Nummer',
      status: 'Status',
      source: 'Kom från',
      created: 'Inkommen',
      orderType: 'Beställningstyp',
      types: 'Besiktningar',
      preferredDate: 'Önskat datum',
      preferredTime: 'Önskad tid',
      customer: 'Kund',
      owner1: 'Säljare/ägare',
      owner2: 'Säljare/ägare 2',
      broker: 'Mäklare',
      object: 'Objektet',
      address: 'Adress',
      street: 'Gatuadress',
      postalCode: 'Postnummer',
      city: 'Ort',
      description: 'Om objektet',
      estateLocation: 'Fastighetens läge',
      estateNumber: 'Fastighetsbeteckning',
      customerMessage: 'Meddelande',
      decided: 'Beslut',
      inspection: 'Uppdrag',
      partyNumber: 'Person-/organisationsnummer',
      email: 'E-post',
      phone: 'Telefon',
      partyAddress: 'Postadress',
    },
  },
  en: {
    sheetName: 'Orders',
    status: {
      new: 'New',
      accepted: 'Accepted',
      rejected: 'Rejected',
    },
    source: {
      web: 'Order page',
      staff: 'Staff',
      partner: 'Partner',
    },
    fields: {
      number: 'Number',
      status: 'Status',
      source: 'Came from',
      created: 'Received',
      orderType: 'Order type',
      types: 'Inspections',
      preferredDate: 'Preferred date',
      preferredTime: 'Preferred time',
      customer: 'Customer',
      owner1: 'Seller/owner',
      owner2: 'Seller/owner 2',
      broker: 'Broker',
      object: 'The property',
      address: 'Address',
      street: 'Street address',
      postalCode: 'Postal code',
      city: 'City',
      description: 'About the property',
      estateLocation: 'Estate location',
      estateNumber: 'Property designation',
      customerMessage: 'Message',
      decided: 'Decision',
      inspection: 'Assignment',
      partyNumber: 'Personal/organisation number',
      email: 'E-mail',
      phone: 'Phone',
      partyAddress: 'Postal address',
    },
  },
} satisfies Record<Language, unknown>;
