import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

/**
 * The address book's texts (namespace `contacts`), loaded with the contacts route group; their
 * English (texts.en.ts) loads only when it is the language.
 */
export const sv = {
  title: 'Adressbok',
  intro: 'Företag och personer som ni arbetar med: kunder, fastighetsägare, mäklare och partner.',
  actions: {
    newContact: 'Ny kontakt',
    edit: 'Redigera',
    delete: 'Ta bort',
    back: 'Tillbaka till adressboken',
    create: 'Skapa kontakt',
    save: 'Spara',
    saving: 'Sparar…',
    cancel: 'Avbryt',
    retry: 'Försök igen',
  },
  editor: {
    editTitle: 'Redigera {{name}}',
  },
  type: {
    label: 'Typ',
    company: 'Företag',
    person: 'Person',
  },
  search: {
    label: 'Sök i adressboken',
    placeholder: 'Namn, e-post, nummer eller telefon',
    clear: 'Rensa sökningen',
  },
  filters: {
    label: 'Filter',
    companies: 'Företag',
    persons: 'Personer',
    partner: 'Partner',
    tags: 'Etiketter',
    tagsPlaceholder: 'Filtrera på etikett',
    clear: 'Rensa filter',
    sort: 'Sortera',
    sortName: 'Namn',
    sortCreated: 'Senast skapade',
  },
  list: {
    label: 'Kontakter',
    results: 'Träffar: {{total}}',
  },
  empty: {
    title: 'Adressboken är tom – lägg till din första kontakt',
    body: 'Här samlas företag och personer som ni arbetar med. Lägg till kunder, fastighetsägare, mäklare och partner så hittar du dem snabbt när du skapar uppdrag.',
    readOnly: 'Här samlas företag och personer som ni arbetar med. Ingen har lagt till några kontakter ännu.',
  },
  noHits: {
    title: 'Inga kontakter matchar',
    body: 'Ingen kontakt matchar sökningen eller filtren. Prova andra sökord eller rensa filtren.',
  },
  error: {
    load: 'Adressboken kunde inte hämtas',
    loadContact: 'Kontakten kunde inte hämtas',
    notFound: 'Kontakten finns inte. Den kan ha tagits bort.',
    /** Checking whether a contact is a favourite, saving it, or reading the list failed. */
    favorite: {
      get: 'Det gick inte att se om kontakten är en favorit',
      put: 'Favoriten kunde inte sparas',
      contacts: 'Dina favoritkontakter kunde inte hämtas',
    },
  },
  favorites: {
    title: 'Favoriter',
    add: 'Markera {{name}} som favorit',
    remove: 'Ta bort {{name}} från favoriter',
  },
  fields: {
    companyName: 'Företagsnamn',
    firstName: 'Förnamn',
    middleName: 'Mellannamn',
    lastName: 'Efternamn',
    organisationsnummer: 'Organisationsnummer',
    personnummer: 'Personnummer',
    email: 'E-post',
    phone: 'Telefon',
    title: 'Titel',
    sex: 'Kön',
    description: 'Beskrivning',
    web: 'Webbplats',
    origin: 'Källa',
    tags: 'Etiketter',
    created: 'Skapad',
    updated: 'Ändrad',
  },
  sex: {
    none: 'Ej angivet',
    female: 'Kvinna',
    male: 'Man',
    other: 'Annat',
  },
  number: {
    hintCompany: 'NNNNNN-NNNN. Enskild firma kan ange ägarens personnummer.',
    hintPerson: 'ÅÅÅÅMMDD-NNNN eller ÅÅMMDD-NNNN, även samordningsnummer',
    validCompany: 'Giltigt organisationsnummer: {{number}}',
    validSoleTrader: 'Giltigt personnummer (enskild firma): {{number}}',
    validPerson: 'Giltigt personnummer: {{number}}',
    duplicateTitle: 'Numret finns redan i adressboken',
    duplicateBody: 'Öppna den befintliga kontakten i stället för att skapa en dubblett:',
  },
  sections: {
    identity: 'Uppgifter',
    channels: 'Kontaktvägar',
    addresses: 'Adresser',
    relations: 'Relationer',
    details: 'Kontaktuppgifter',
    notes: 'Etiketter och beskrivning',
  },
  social: {
    title: 'Sociala länkar',
    kind: 'Typ av länk',
    kindPlaceholder: 'T.ex. LinkedIn',
    url: 'Länk',
    add: 'Lägg till länk',
    remove: 'Ta bort länk {{number}}',
  },
  tags: {
    placeholder: 'Skriv och tryck Enter',
    hint: 'Välj en befintlig etikett eller skriv en ny. Etiketten ”partner” markerar en partner.',
  },
  addresses: {
    postal: 'Postadress',
    visit: 'Besöksadress',
    delivery: 'Leveransadress',
    invoice: 'Fakturaadress',
    noCountry: 'Inget land angivet (Sverige)',
    sameAsPostal: 'Samma som postadressen',
    none: 'Ingen adress angiven',
    noneAtAll: 'Inga adresser angivna',
  },
  relations: {
    add: 'Lägg till relation',
    searchPlaceholder: 'Sök kontakt att relatera till',
    kind: 'Relation',
    remove: 'Ta bort relationen till {{name}}',
    empty: 'Inga relationer ännu.',
    relatedFrom: 'Nämns av',
    kinds: {
      related: 'Relaterad',
      contactPerson: 'Kontaktperson',
      employee: 'Anställd',
      employer: 'Arbetsgivare',
      owner: 'Ägare',
      customer: 'Kund',
      partner: 'Partner',
      parent: 'Moderbolag',
      subsidiary: 'Dotterbolag',
    },
  },
  files: {
    emptyBody: 'Avtal, ritningar och intyg som hör till kontakten samlas här.',
    deleteBody: 'Filen tas bort från kontakten. Det går inte att ångra.',
  },
  show: {
    noTags: 'Inga etiketter',
    email: 'Skicka e-post till {{email}}',
    call: 'Ring {{phone}}',
    opensInNewTab: 'Öppnas i ny flik',
  },
  delete: {
    title: 'Ta bort {{name}}?',
    body: '{{name}} tas bort ur adressboken, tillsammans med kontaktens relationer och filer. Det går inte att ångra. En kontakt som används i uppdrag eller projekt kan inte tas bort.',
    done: '{{name}} togs bort ur adressboken',
  },
  messages: {
    created: '{{name}} lades till i adressboken',
    saved: 'Sparat',
  },
};

export const useContactsTexts = defineFeatureTranslation('contacts', { sv, en: () => import('./texts.en') });
