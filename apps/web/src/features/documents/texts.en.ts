import type { TextsLike } from '@/lib/i18n/translation';
import type { sv } from './texts';

/** The texts of texts.ts in English (namespace `documents`), loaded only when English is the language. */
export const en: TextsLike<typeof sv> = {
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
    examplePrefix: 'Example:',
    loop: 'Loop with the fields below',
    image: 'Picture',
    loadError: 'The fields could not be loaded.',
    form: 'Form: {{name}}',
    formsIntro:
      'The fields of your assignment forms are written {form.form.field} and printed as they were filled in on the assignment. Archived forms and forms of orders, projects, estates and objects are not shown.',
    noForms: 'No assignment forms yet. Add them under Input forms.',
  },
};
