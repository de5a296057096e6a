import type { FastifyReply } from 'fastify';

type Cell = string | number | boolean | null | undefined | Date | object;

/** What a spreadsheet runs as the start of a formula (OWASP "CSV Injection"; ASVS 1.2.10 adds NUL). */
const FORMULA_START = /[=+\-@\t\r\0]/;

/**
 * Characters after which some reader starts a new cell: `,` (ours), `;` (the list separator of many
 * locales), tab, and line breaks.
 */
const SEPARATOR = /[,;\t\r\n]/;

/** A plain decimal number: a spreadsheet reads it as that number and nothing else, sign included. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell that must be quoted: it holds a separator (of any reader), a quote or a line break. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One cell, defused per OWASP's CSV injection guidance (docs/decisions/095-charts-and-csv-exports.md):
 * - every place a formula could start gets an apostrophe before its first character: the start of the
 *   cell and after each separator inside it, so `x;=2+3` becomes `x;'=2+3` and no reader that splits
 *   on `;` (or tab) finds a formula in the middle of our cell;
 * - a cell holding a separator, a quote or a line break is quoted, its quotes doubled (RFC 4180), so a
 *   reader that honours quotes keeps it one cell;
 * - a plain decimal number (`-12.50`, the amount of a refund or a fine) is left as it is: it cannot run
 *   anything, and an apostrophe would turn it into text that no longer sums.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  const defused = PLAIN_NUMBER.test(text) ? text : defuseFormulas(text);
  return NEEDS_QUOTES.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused;
}

/**
 * Puts an apostrophe before every formula character that a reader could see first in a cell: at the
 * start of the text and after each separator, past the spaces and double quotes a reader drops.
 */
function defuseFormulas(text: string): string {
  let result = '';
  let atCellStart = true;
  for (const character of text) {
    if (atCellStart && FORMULA_START.test(character)) result += "'";
    result += character;
    // Tab and CR are both: a separator after which the next character starts a cell again.
    if (SEPARATOR.test(character)) atCellStart = true;
    else if (character !== ' ' && character !== '"') atCellStart = false;
  }
  return result;
}

/** Renders rows as RFC 4180 CSV (CRLF line ends), every cell through `csvCell`. */
export function toCsv(header: string[], rows: Cell[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * Sends CSV as an attachment. With `byteOrderMark` the text starts with U+FEFF, so spreadsheet programs
 * read it as UTF-8 and print names such as 'Dvořák' as written (the accountant's exports).
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  csv: string,
  options: { byteOrderMark?: boolean } = {},
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(options.byteOrderMark ? `\uFEFF${csv}` : csv);
}

/** Export routes stream at most this many rows: enough for an audit, bounded for the server. */
export const CSV_EXPORT_LIMIT = 10_000;
