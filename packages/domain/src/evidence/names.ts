/** Words of a person's name as compared: lower case, no accents, no punctuation, no one-letter words. */
export function normalizePersonName(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ ]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 1);
}
