/** A text with the LIKE wildcards typed by a person taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** A search term as a case-insensitive LIKE pattern, with the LIKE wildcards typed by a person taken literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term.toLowerCase())}%`;
}
