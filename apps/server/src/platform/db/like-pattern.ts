/** `%text%` for LIKE/ILIKE, with the wildcards and escapes of the text itself taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
