import type { FastifyReply } from 'fastify';

type Cell = string | number | boolean | null | undefined | Date | object;

/**
 * Renders rows as RFC 4180 CSV. A cell that a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return at the start) is prefixed with a quote mark, so an export never executes data.
 */
export function toCsv(header: string[], rows: Cell[][]): string {
  const escape = (value: Cell) => {
    if (value === null || value === undefined) return '';
    let text =
      value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(escape).join(',')).join('\r\n') + '\r\n';
}

export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}

/** Export routes stream at most this many rows: enough for an audit, bounded for the server. */
export const CSV_EXPORT_LIMIT = 10_000;
