import { sql } from 'kysely';

/** `%value%` with LIKE's wildcards taken literally (escape character '\'). */
export const containsPattern = (v: string) => `%${v.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column` contains `v`, case-insensitively, LIKE's wildcards in `v` taken literally. */
export const containsText = (column: string, v: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(v)} escape '\\'`;
