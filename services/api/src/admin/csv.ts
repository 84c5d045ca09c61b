/**
 * CSV exports of the back office, streamed: rows are read from the database in batches
 * (keyset pagination, so each batch is one cheap indexed query and no connection is held
 * between batches) and written to the response as they come, with the response's
 * back-pressure respected (Readable.from of an async generator pulls only when the socket
 * wants more). So an export of any size runs in constant memory.
 *
 * The encoding is RFC 4180 (CRLF line ends; a field with a comma, quote, CR or LF is quoted,
 * quotes doubled) with a UTF-8 byte order mark so spreadsheet programs read accents right.
 * A hand-written encoder of a dozen lines rather than csv-stringify: the rules are small and
 * fully tested here, and the export needs the formula-injection guard on top anyway
 * (csv-stringify has no such option); it keeps the lockfile of a shared monorepo unchanged.
 */
import { Readable } from 'node:stream';
import type { Context } from 'koa';

const NEEDS_QUOTES = /[",\r\n]/;
/** A spreadsheet treats a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field: text that a spreadsheet would run as a formula (starting with = + - @, tab or
 * CR) gets a leading apostrophe (OWASP's advice), then RFC 4180 quoting when needed.
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

export const CSV_BATCH_SIZE = 1000;
const BOM = '\uFEFF';

/**
 * Answers with a CSV attachment `<name>-<YYYY-MM-DD>.csv`: the header line, then every row
 * that `batches` yields (each batch a few hundred to a thousand rows), encoded as it comes.
 */
export function sendCsv<Row>(
  ctx: Context,
  name: string,
  columns: readonly { header: string; value: (row: Row) => unknown }[],
  batches: AsyncIterable<readonly Row[]>,
  now = new Date(),
): void {
  async function* lines(): AsyncGenerator<string> {
    yield BOM + csvLine(columns.map((column) => column.header));
    for await (const batch of batches) {
      let chunk = '';
      for (const row of batch) chunk += csvLine(columns.map((column) => column.value(row)));
      if (chunk) yield chunk;
    }
  }
  ctx.status = 200;
  ctx.type = 'text/csv; charset=utf-8';
  ctx.set('Content-Disposition', `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`);
  ctx.set('X-Content-Type-Options', 'nosniff');
  const stream = Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
  ctx.body = stream;
}

/**
 * The rows of `page(after)` one batch after another, for keyset pagination: `page` gets the
 * last row of the previous batch (undefined first) and answers at most `size` rows.
 */
export async function* keysetBatches<Row>(page: (after: Row | undefined, size: number) => Promise<Row[]>, size = CSV_BATCH_SIZE): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const rows = await page(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}
