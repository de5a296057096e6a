import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { messageFromIssue } from './message-catalog';
import {
  findTextProblem,
  isWellFormedText,
  multiLineText,
  singleLineText,
  textProblemMessage,
  wellFormedText,
} from './text';

/** The native check the rule stands in for (Node 20 has it; the shared lib typings do not). */
const nativeIsWellFormed = (value: string) =>
  (value as unknown as { isWellFormed(): boolean }).isWellFormed();

const DIRECTION_CONTROLS = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
];
const BROKEN = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDE00\uD83D'];
const CONTROLS = ['\u0000', '\u0007', '\u001B', '\u007F', '\u0080', '\u009B'];
const UNUSUAL_LINE_BREAKS = ['\u2028', '\u2029', '\u0085', '\u000B', '\u000C'];

const PEOPLES_TEXT = [
  'Acme Hosting GmbH',
  'Zürich, Bahnhofstraße 1',
  'Tōkyō 東京都',
  'القاهرة',
  'תל אביב',
  'मुंबई',
  'می‌خواهم', // Persian needs the zero-width non-joiner
  '👨‍👩‍👧 family plan', // an emoji sequence joined by zero-width joiners
  '🚀 rocket 𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'Ångström ﬁ',
  "O'Brien & Sons (EU) — 100 % uptime",
];

describe('the text rule', () => {
  it.each(PEOPLES_TEXT)('takes %s as one line and as several', (text) => {
    expect(findTextProblem(text, 'single')).toBeNull();
    expect(findTextProblem(text, 'multi')).toBeNull();
  });

  it('lets multi-line text break lines with \\n or \\r\\n and hold tabs', () => {
    expect(findTextProblem('First line\nsecond line\r\n\tindented\n', 'multi')).toBeNull();
  });

  it.each(['a\nb', 'a\rb', 'a\r\nb', 'a\u2028b', 'a\u2029b', 'a\u0085b', 'a\u000Bb', 'a\u000Cb'])(
    'keeps single-line text on one line: %j',
    (text) => {
      expect(findTextProblem(text, 'single')).toBe('lineBreak');
    },
  );

  it.each([...UNUSUAL_LINE_BREAKS, '\r'])(
    'breaks multi-line text only with \\n or \\r\\n, not %j',
    (mark) => {
      expect(findTextProblem(`one${mark}two`, 'multi')).toBe('separator');
    },
  );

  it('refuses a tab in one line of text', () => {
    expect(findTextProblem('a\tb', 'single')).toBe('control');
  });

  it.each(CONTROLS)('refuses the control character %j in either kind', (control) => {
    expect(findTextProblem(`a${control}b`, 'single')).toBe('control');
    expect(findTextProblem(`a${control}b`, 'multi')).toBe('control');
  });

  it.each(DIRECTION_CONTROLS)('refuses the direction control %j in either kind', (mark) => {
    expect(findTextProblem(`invoice${mark}fdp.exe`, 'single')).toBe('direction');
    expect(findTextProblem(`invoice${mark}fdp.exe`, 'multi')).toBe('direction');
  });

  it.each(BROKEN)('refuses the broken character %j in either kind', (half) => {
    expect(findTextProblem(`a${half}b`, 'single')).toBe('broken');
    expect(findTextProblem(`${half}`, 'multi')).toBe('broken');
    expect(isWellFormedText(`a${half}b`)).toBe(false);
  });

  it('names a broken character first, whatever else the text holds', () => {
    expect(findTextProblem('\u202E\n\uD800', 'single')).toBe('broken');
  });

  it('tells well-formed text exactly as String.prototype.isWellFormed does', () => {
    const unit = fc.oneof(
      fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uD83D\uDE00', 'a', 'é'),
      fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), (text) => {
        expect(isWellFormedText(text)).toBe(nativeIsWellFormed(text));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the zod checks', () => {
  const name = z.string().trim().check(singleLineText('company name'));
  const description = z.string().trim().check(multiLineText('description'));
  const password = z.string().check(wellFormedText('password'));

  const messageOf = (result: { error?: z.ZodError }) =>
    messageFromIssue(result.error?.issues[0]?.message ?? '');

  it('answers with a product message naming the field', () => {
    expect(messageOf(name.safeParse('Acme\u202Egnp.exe'))).toEqual({
      title: 'Invalid company name',
      description: 'The company name cannot contain characters that change the text direction.',
    });
    expect(messageOf(name.safeParse('Acme\nHosting'))).toEqual(
      textProblemMessage('company name', 'lineBreak'),
    );
    expect(messageOf(description.safeParse('One\u2029Two'))).toEqual(
      textProblemMessage('description', 'separator'),
    );
    expect(messageOf(description.safeParse('Broken \uD800 text'))).toEqual({
      title: 'Invalid description',
      description: 'The description holds a broken character. Please type it again.',
    });
  });

  it('runs after trim, so a line break at either end is trimmed away, not refused', () => {
    expect(name.parse('\n Acme Hosting \u2029')).toBe('Acme Hosting');
  });

  it('lets multi-line text through unchanged', () => {
    expect(description.parse('Line one\r\nLine two\n\tindented')).toBe('Line one\r\nLine two\n\tindented');
  });

  it('refuses only a broken character in a secret', () => {
    expect(password.safeParse('pass\u202Eword\n\t').success).toBe(true);
    expect(messageOf(password.safeParse('pass\uD800word'))).toEqual(textProblemMessage('password', 'broken'));
  });
});
