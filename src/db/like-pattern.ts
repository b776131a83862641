/** A search term as a case-insensitive LIKE pattern, with the LIKE wildcards typed by a person taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
