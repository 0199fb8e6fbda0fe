/** A case-insensitive "contains" pattern for LIKE against lower-cased text, with wildcards escaped. */
export function containsPattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
