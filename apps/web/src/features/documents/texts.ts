import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

const sv = {
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
    loop: 'Slinga med fälten nedan',
    image: 'Bild',
  },
};

const en: typeof sv = {
  title: 'Document templates',
  intro:
    'Word templates (.docx) that reports and other documents are filled from. Write the fields below in curly braces in Word and upload the file here.',
  upload: 'Upload template',
  uploading: 'Uploading …',
  uploaded: 'The template {{name}} has been uploaded',
  replaced: 'The template {{name}} has been replaced',
  deleted: 'The template {{name}} has been deleted',
  refusedTitle: 'The file {{file}} was refused',
  failed: 'The template could not be uploaded. Try again.',
  tooLarge: 'The file is too large: at most {{max}} MB',
  loadError: 'The templates could not be loaded.',
  emptyTitle: 'No templates yet',
  emptyBody: 'Upload a Word file with the fields below, and reports can be made from it.',
  listTitle: 'Templates',
  details: '{{file}} · {{size}} · updated {{date}}',
  detailsBy: '{{file}} · {{size}} · updated {{date}} by {{name}}',
  unknownFields: 'Unknown fields are left empty: {{fields}}',
  download: 'Download {{name}}',
  replace: 'Replace {{name}}',
  delete: 'Delete {{name}}',
  deleteTitle: 'Delete the template {{name}}?',
  deleteBody: 'The template will be deleted for good. Documents already made from it stay.',
  base: {
    title: 'Base templates',
    intro:
      'Templates that come with Syna. Download one to see how the fields are used, or make it a template of your own that you can then download, change in Word and replace.',
    loadError: 'The base templates could not be loaded.',
    download: 'Download the base template {{name}}',
    copy: 'Use as own template',
    copyLabel: 'Use as own template: {{name}}',
    copied: 'The base template {{name}} is now among your templates',
  },
  fields: {
    title: 'Fields in the templates',
    intro:
      'A field is written {field.name}. A loop repeats what stands between {#name} and {/name} for every row, and inside it the row’s own fields are used. A picture, {%name}, must stand alone in its paragraph.',
    tag: 'Field',
    description: 'Content',
    example: 'Example',
    loop: 'Loop with the fields below',
    image: 'Picture',
  },
};

export const documentTexts = { sv, en };
export const useDocumentTexts = defineFeatureTranslation('documents', documentTexts);
