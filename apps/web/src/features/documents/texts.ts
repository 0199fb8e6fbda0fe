import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

export const sv = {
  title: 'Dokumentmallar',
  intro:
    'Word-mallar (.docx) som protokoll och andra dokument fylls i från. Skriv fälten nedan med klammerparenteser i Word och ladda upp filen här.',
  upload: 'Ladda upp mall',
  uploading: 'Laddar upp …',
  uploaded: 'Mallen {{name}} har laddats upp',
  replaced: 'Mallen {{name}} har ersatts',
  deleted: 'Mallen {{name}} har tagits bort',
  refusedTitle: 'Filen {{file}} togs inte emot',
  failed: 'Mallen kunde inte laddas upp. Försök igen.',
  tooLarge: 'Filen är för stor: högst {{max}} MB',
  loadError: 'Det gick inte att läsa in mallarna.',
  emptyTitle: 'Inga mallar ännu',
  emptyBody: 'Ladda upp en Word-fil med fälten nedan, så kan protokoll göras från den.',
  listTitle: 'Mallar',
  details: '{{file}} · {{size}} · uppdaterad {{date}}',
  detailsBy: '{{file}} · {{size}} · uppdaterad {{date}} av {{name}}',
  unknownFields: 'Okända fält lämnas tomma: {{fields}}',
  download: 'Ladda ner {{name}}',
  replace: 'Ersätt {{name}}',
  delete: 'Ta bort {{name}}',
  deleteTitle: 'Ta bort mallen {{name}}?',
  deleteBody: 'Mallen tas bort för gott. Dokument som redan gjorts från den finns kvar.',
  base: {
    title: 'Grundmallar',
    intro:
      'Mallar som följer med Syna. Ladda ner en för att se hur fälten används, eller gör den till en egen mall som ni sedan kan ladda ner, ändra i Word och ersätta.',
    loadError: 'Det gick inte att läsa in grundmallarna.',
    download: 'Ladda ner grundmallen {{name}}',
    copy: 'Använd som egen mall',
    copyLabel: 'Använd som egen mall: {{name}}',
    copied: 'Grundmallen {{name}} finns nu bland era mallar',
  },
  fields: {
    title: 'Fält i mallarna',
    intro:
      'Ett fält skrivs {fältets.namn}. En slinga upprepar det som står mellan {#namn} och {/namn} för varje rad, och inuti den används radens egna fält. En bild, {%namn}, ska stå ensam i sitt stycke.',
    tag: 'Fält',
    description: 'Innehåll',
    example: 'Exempel',
    examplePrefix: 'Exempel:',
    loop: 'Slinga med fälten nedan',
    image: 'Bild',
    loadError: 'Det gick inte att läsa in fälten.',
    form: 'Formulär: {{name}}',
    formsIntro:
      'Fälten i era formulär för uppdrag skrivs {form.formulär.fält} och skrivs ut som de fyllts i på uppdraget. Arkiverade formulär och formulär för beställningar, projekt, fastigheter och objekt visas inte.',
    noForms: 'Inga formulär för uppdrag ännu. Lägg till dem under Inmatningsformulär.',
  },
};

export const useDocumentTexts = defineFeatureTranslation('documents', { sv, en: () => import('./texts.en') });
