import { CsvError, parse } from 'csv-parse/sync';

/**
 * A CSV file's rows, read by csv-parse: comma or semicolon separated (the one the first line uses
 * most; an Indonesian Excel writes semicolons), fields in double quotes may hold either, line breaks
 * and "" for a quote; a byte-order mark is dropped; rows may differ in length (the caller says
 * which row is wrong). `trim`: spaces around each field dropped. Null when the text is not CSV (an
 * unclosed quote): the caller answers with its own message.
 */
export function readCsv(text: string, opts: { trim?: boolean } = {}): string[][] | null {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    return parse(body, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: false,
      trim: opts.trim ?? false,
    }) as string[][];
  } catch (err) {
    if (err instanceof CsvError) return null;
    throw err;
  }
}
