import { EMAIL_TEMPLATE_FIELD_GROUPS } from '@syna/contracts/email-values';

/** The plain rules of the e-mail forms, apart from their components so that they are tested alone. */

/** The addresses typed into a free field: separated by commas, semicolons, spaces or lines. */
export const typedAddresses = (text: string): string[] => text.split(/[\s,;]+/).filter(Boolean);

/**
 * `value` with `text` in place of its selection from `start` to `end` (a caret when equal; the
 * end of the text when unknown), and where the caret stands after it.
 */
export function insertAtCaret(
  value: string,
  text: string,
  start: number | null = value.length,
  end: number | null = start,
): { value: string; caret: number } {
  const from = start ?? value.length;
  const to = end ?? from;
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}

/** How a template's field is written into its subject or body. */
export const fieldTag = (path: string): string => `{{ ${path} }}`;

/** A field as the user knows it ("Uppdrag: Datum"), or its path when it is no field of the catalogue. */
export function fieldLabel(path: string, language: 'sv' | 'en'): string {
  for (const group of EMAIL_TEMPLATE_FIELD_GROUPS) {
    const field = group.fields.find((candidate) => candidate.path === path);
    if (field) return `${group.label[language]}: ${field.label[language]}`;
  }
  return path;
}

/** A report version's files, as far as the attachment list needs them. */
interface ReportFiles {
  version: number;
  docx: { fileId: string };
  pdf: { fileId: string } | null;
}

/**
 * The attachment list in the order a sender wants it: the newest report (its PDF, else its Word
 * file) first and chosen, then the other files; the newest report's Word file and older
 * versions apart, as secondary.
 */
export function arrangeAttachments<File extends { id: string }>(
  files: readonly File[],
  versions: readonly ReportFiles[],
): { main: File[]; older: File[]; chosen: string[] } {
  const newestFirst = [...versions].sort((one, other) => other.version - one.version);
  const reportIds = newestFirst
    .flatMap((each) => [each.pdf?.fileId, each.docx.fileId])
    .filter((id): id is string => Boolean(id));
  const newest = newestFirst[0];
  const newestId = newest ? (newest.pdf ?? newest.docx).fileId : null;
  const byId = new Map(files.map((file) => [file.id, file]));
  const newestFile = newestId ? byId.get(newestId) : undefined;
  return {
    main: [...(newestFile ? [newestFile] : []), ...files.filter((file) => !reportIds.includes(file.id))],
    older: reportIds
      .filter((id) => id !== newestId)
      .map((id) => byId.get(id))
      .filter((file): file is File => Boolean(file)),
    chosen: newestFile ? [newestFile.id] : [],
  };
}
