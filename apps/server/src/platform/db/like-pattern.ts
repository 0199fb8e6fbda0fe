const escaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** `%text%` for LIKE/ILIKE, with the wildcards and escapes of the text itself taken literally. */
export function containsPattern(text: string): string {
  return `%${escaped(text)}%`;
}

/** `text%`: a text that starts with `text`, taken literally. */
export const startsPattern = (text: string): string => `${escaped(text)}%`;

/** `% text%`: a text with a word (after a space) that starts with `text`, taken literally. */
export const wordStartPattern = (text: string): string => `% ${escaped(text)}%`;
