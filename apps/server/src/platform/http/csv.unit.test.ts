import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvCell, toCsv } from './csv';

/** A character a spreadsheet runs as the start of a formula (OWASP "CSV Injection", ASVS 1.2.10). */
const FORMULA_START = /^[=+\-@\t\r\0]/;

/**
 * The cells a careless reader sees in one line of our file: it splits on `separator` and line breaks
 * without honouring quotes (the worst case), then drops the spaces and quotes before a cell's text.
 */
const cellsSeenBy = (line: string, separator: string) =>
  line.split(new RegExp(`[${separator}\\r\\n]`)).map((cell) => cell.replace(/^[ "]*/, ''));

describe('csvCell', () => {
  it.each([
    ['=2+3', "'=2+3"],
    ['+1', "'+1"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', `"'\t'=1"`],
    ['\r=1', `"'\r'=1"`],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
  ])('prefixes a formula at the start: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['x;=2+3', `"x;'=2+3"`],
    ['x,=2+3', `"x,'=2+3"`],
    ['x\t@cmd', `"x\t'@cmd"`],
    ['x\n+1', `"x\n'+1"`],
    ['x; "=2+3', `"x; ""'=2+3"`],
    ['=1;-2', `"'=1;'-2"`],
  ])('prefixes a formula after any separator inside the cell: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    [-1250, '-1250'],
    [-12.5, '-12.5'],
    ['-12.50', '-12.50'],
    ['0.00', '0.00'],
    [42, '42'],
  ])('leaves a plain number readable, sign included: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('quotes separators, quotes and line breaks, and renders the other types', () => {
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('user@example.com')).toBe('user@example.com');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(new Date('2026-01-31T10:00:00Z'))).toBe('2026-01-31T10:00:00.000Z');
    expect(csvCell({ note: '=1' })).toBe('"{""note"":""=1""}"');
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('1-2')).toBe('1-2');
  });

  it('never lets a reader splitting on , ; or tab find a formula at the start of a cell', () => {
    const tricky = fc.constantFrom(
      '=',
      '+',
      '-',
      '@',
      '\t',
      '\r',
      '\n',
      ',',
      ';',
      '"',
      "'",
      ' ',
      'a',
      '1',
      '.',
    );
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: tricky, maxLength: 12 }), { minLength: 1, maxLength: 4 }),
        (cells) => {
          const line = cells.map(csvCell).join(',');
          for (const separator of [',', ';', '\t']) {
            for (const seen of cellsSeenBy(line, separator)) {
              if (/^-?\d+(\.\d+)?$/.test(seen)) continue; // a plain number, left readable on purpose
              expect(seen, JSON.stringify({ cells, line, separator })).not.toMatch(FORMULA_START);
            }
          }
        },
      ),
      { numRuns: 2_000, seed: 20260131 },
    );
  });
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x', -5],
          ['x;=2+3', null],
        ],
      ),
    ).toBe('a,b\r\nx,-5\r\n"x;\'=2+3",\r\n');
  });
});
