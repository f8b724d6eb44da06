import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Text with case and Spanish accents aside, in SQL: what the lists that sort and search on the
 * server compare (docs/features/lists.md), the rule `foldForSearch` keeps in the browser. `lower`
 * alone leaves accented capitals as they are under the C collation, so both cases are translated.
 * The letters are written into the statement (not bound), so the expression indexes of migration
 * 0016 match it.
 */
const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';

export const foldedText = (column: AnyColumn): SQL =>
  sql`translate(lower(${column}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;
