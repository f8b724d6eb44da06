/** An exported CSV's lines as cells, the header first, without the byte-order mark. */
export const csvRows = (body: string): string[][] =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));
