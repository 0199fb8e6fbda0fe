/**
 * The shell's Swedish texts that no first page shows (the pages and dialogs of later clicks): a
 * chunk of their own, fetched once the first page has shown, and waited for by every page group
 * and dialog that needs them (`withLaterTexts` in i18n.ts). `sv.ts` has the rest.
 */
export const sv = {
  history: {
    title: 'Senast besökta',
    empty: 'Du har inte besökt några sidor ännu.',
    publicPages: 'Publika sidor',
    orderPage: 'Beställningssida',
    calendarPage: 'Bokningskalender',
  },
  legal: {
    terms: {
      title: 'Användarvillkor',
      p1: 'Syna är en tjänst för besiktningsföretag. Genom att logga in godkänner du att använda tjänsten för din organisations verksamhet och enligt dessa villkor.',
      p2: 'Ditt konto är personligt. Dela inte dina inloggningsuppgifter och logga ut när du använder en delad dator. Din organisations administratör bestämmer vilka behörigheter du har.',
      p3: 'Du ansvarar för att uppgifter du registrerar – till exempel uppdrag, kontakter, bilder och dokument – är korrekta och att du har rätt att behandla dem.',
      p4: 'Vi arbetar för att tjänsten ska vara tillgänglig och säker, men kan behöva göra avbrott för underhåll. Villkoren kan uppdateras; väsentliga ändringar meddelas i tjänsten.',
    },
    privacy: {
      title: 'Integritetspolicy',
      p1: 'Din organisation är personuppgiftsansvarig för de uppgifter som registreras i Syna. Syna behandlar uppgifterna som personuppgiftsbiträde på organisationens uppdrag.',
      p2: 'Vi behandlar de uppgifter som behövs för att tjänsten ska fungera: namn, e-postadress, profilbild, inställningar och hemadress om du anger den, samt uppgifter om uppdrag och kontakter som du och dina kollegor registrerar.',
      p3: 'Inloggningen sparar en åtkomsttoken i en cookie (JWT) i högst ett dygn och i webbläsarens sessionslagring. Senast besökta sidor och vald organisation sparas lokalt i din webbläsare. Vi använder inga spårningscookies.',
      p4: 'Uppgifterna sparas inte längre än organisationen behöver dem och lämnas inte ut till tredje part utöver de integrationer som organisationen själv aktiverar.',
      p5: 'Du har rätt att få veta vilka uppgifter som finns om dig och att få felaktiga uppgifter rättade eller raderade. Kontakta din organisations administratör eller supporten.',
    },
  },
  help: {
    title: 'Hjälp',
    intro: 'Syna samlar organisationens uppdrag, beställningar och kontakter på ett ställe.',
    dashboard:
      'Översikten visar din startvy: aktiva uppdrag, kalendern eller inkorgen med nya beställningar. Välj vilken vy som visas först under Inställningar.',
    notifications:
      'Klockan visar antalet olästa notiser. Öppna en notis för att markera den som läst och gå till det den gäller.',
    history:
      'Knappen med klockan och pilen öppnar dina senast besökta sidor och länkar till organisationens publika beställningssida.',
    organizations:
      'Är du medlem i flera organisationer byter du organisation med knappen bredvid organisationens namn.',
    liveConnection:
      'Punkten på din profilbild är grön när notiser levereras direkt och grå när anslutningen är bruten.',
    support: 'Hittar du inte svaret? Kontakta supporten.',
    supportLink: 'Kontakta support',
  },
  welcome: {
    title: 'Välj organisation',
    intro: 'Välj vilken organisation du vill arbeta i.',
    noOrganizations:
      'Du är inte medlem i någon organisation ännu. Skapa en organisation för ditt företag, eller be en administratör i en befintlig organisation att bjuda in dig.',
    organizations: 'Dina organisationer',
    createTitle: 'Skapa organisation',
    createToggle: 'Skapa ny organisation',
    name: 'Organisationens namn',
    id: 'Organisations-id',
    idHelp: 'Används i adressen, t.ex. /main/{{id}}. Små bokstäver, siffror och bindestreck.',
    email: 'E-post (valfritt)',
    emailHelp: 'Lämna tomt för att använda din egen e-postadress',
    address: 'Adress (valfritt)',
    create: 'Skapa organisation',
    creating: 'Skapar…',
    idTaken: 'Organisations-id:t är redan upptaget',
    created: 'Organisationen {{name}} är skapad',
  },
  settings: {
    title: 'Inställningar',
    profile: 'Profil',
    email: 'E-post',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    displayName: 'Visningsnamn',
    picture: 'Profilbild (webbadress)',
    pictureHelp: 'Adress till en bild, t.ex. https://…',
    preferences: 'Användarinställningar',
    darkTheme: 'Mörkt tema',
    language: 'Språk',
    languageHelp: 'Appens texter och serverns meddelanden till dig visas på det valda språket.',
    languages: { browser: 'Webbläsarens språk', sv: 'Svenska', en: 'English' },
    startView: 'Startvy',
    homeAddress: 'Hemadress',
    geolocation: 'Använd min position för vägbeskrivningar',
    geolocationHelp:
      'Kartan visar vägen dit från där du är (webbläsaren frågar om lov). Annars visas vägen från hemadressen.',
    notices: {
      title: 'Notiser',
      intro: 'Välj vad du vill bli meddelad om, här i appen och med e-post.',
      channels: { app: 'I appen', email: 'E-post' },
      choice: '{{kind}}: {{channel}}',
      kinds: {
        newOrder: 'En ny beställning kommer in',
        assignmentGiven: 'Jag får ett uppdrag',
        assignmentMoved: 'Mitt uppdrag flyttas till en annan tid',
        assignmentCancelled: 'Mitt uppdrag tas bort eller går till någon annan',
        reportReady: 'En rapport jag bett om är klar',
      },
    },
    reset: 'Ångra ändringar',
    properties: 'Egenskaper i profilen',
    propertiesIntro:
      'Uppgifter om dig som gäller i den här organisationen. Certifieringen skrivs under din underskrift i besiktningsprotokollen.',
    propertiesLoadError: 'Egenskaperna kunde inte hämtas',
    propertiesNone: 'Inga andra egenskaper.',
    certification: 'Certifiering',
    certificationHelp:
      'T.ex. "SBR-certifierad överlåtelsebesiktningsman, certifikat nr 1234". Lämna tomt för att ta bort.',
    propertyName: 'Namn på egenskap',
    propertyNameHelp: 'Bokstäver a–z, siffror, punkt, bindestreck och understreck',
    propertyNameInvalid:
      'Namnet får bara innehålla bokstäver a–z, siffror, punkt, bindestreck och understreck',
    propertyValue: 'Värde',
    propertyNoValue: 'Inget värde',
    propertyAdd: 'Lägg till',
    propertyRemove: 'Ta bort {{name}}',
    propertyRemoveTitle: 'Ta bort egenskapen {{name}}?',
    propertyRemoveBody: 'Egenskapen tas bort från din profil i den här organisationen.',
  },
  signInRefused: {
    title: 'Inloggningen nekades',
    body: 'Inloggningstjänsten nekade: {{reason}} – kontakta er administratör.',
    code: 'Felkod från inloggningstjänsten: {{code}}',
    retry: 'Försök igen',
  },
} as const;
