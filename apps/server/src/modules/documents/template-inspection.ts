import type { MessageRef } from '@syna/contracts/messages';
import type { ReportNumberField } from '@syna/contracts/document-templates';
import { bufferOf } from '../../platform/workers/run-in-worker.ts';
import { checkDocxPackage } from '../../platform/docx/docx-package.ts';
import { DocxRefused } from '../../platform/docx/docx-refused.ts';
import {
  formFieldTags,
  numberFields,
  openTemplate,
  unknownFields,
} from '../../platform/docx/docx-template.ts';

/** What the checks of an upload find: why it is refused, or what its tags say. */
export type TemplateInspection =
  | { refused: readonly [MessageRef, ...MessageRef[]] }
  | { unknownFields: string[]; formFields: string[]; numberFields: ReportNumberField[] };

/**
 * Checks an uploaded template's package (docx-package.ts) and compiles its tags (docx-template.ts).
 * Runs in a worker thread (document-template.service.ts), whence a refusal comes back as a value:
 * an error's class does not cross between threads.
 */
export async function inspectTemplate(file: Uint8Array): Promise<TemplateInspection> {
  const bytes = bufferOf(file);
  try {
    await checkDocxPackage(bytes);
    const { tags } = openTemplate(bytes);
    return {
      unknownFields: unknownFields(tags),
      formFields: formFieldTags(tags),
      numberFields: numberFields(tags),
    };
  } catch (error) {
    if (error instanceof DocxRefused) return { refused: error.reasons };
    throw error;
  }
}
