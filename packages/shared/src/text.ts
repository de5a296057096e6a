import { z } from 'zod';
import { asIssue, message, type Message } from './messages';

/**
 * The one rule for free text people type (docs/PRODUCT.md "Text fields",
 * docs/decisions/242-text-rule.md): a name, title, city or reference is one line; a description,
 * message or reason may also break lines and hold tabs. Neither may hold a broken character (half of
 * a UTF-16 surrogate pair, which PostgreSQL cannot store and which would otherwise turn into '�'), an
 * invisible control character, or a character that changes the direction of the text around it (the
 * "Trojan Source" trick that makes a name read differently from what it is).
 */
export type TextLines = 'single' | 'multi';
export type TextProblem = 'broken' | 'lineBreak' | 'separator' | 'control' | 'direction';

// Under the `u` flag a surrogate pair is one code point, so \p{Cs} matches exactly the unpaired
// halves: the same answer as String.prototype.isWellFormed, which older browsers lack.
const BROKEN = /\p{Cs}/u;
/** Embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069) and the three marks. */
const DIRECTION = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
/** Everything a reader or a strict parser may take for the end of a line. */
// eslint-disable-next-line no-control-regex
const LINE_BREAK = /[\n\r\u000B\u000C\u0085\u2028\u2029]/;
/** The line breaks multi-line text may not use: all but \n (and the \r of \r\n, replaced first). */
// eslint-disable-next-line no-control-regex
const SEPARATOR = /[\r\u000B\u000C\u0085\u2028\u2029]/;
/** C0 and C1 controls and DEL (Unicode's Cc), line breaks among them. */
const CONTROL = /\p{Cc}/u;

/** What is wrong with `value` as text of the given kind, the first problem found, or null. */
export function findTextProblem(value: string, lines: TextLines): TextProblem | null {
  if (BROKEN.test(value)) return 'broken';
  if (DIRECTION.test(value)) return 'direction';
  if (lines === 'single') {
    if (LINE_BREAK.test(value)) return 'lineBreak';
    return CONTROL.test(value) ? 'control' : null;
  }
  // Multi-line text breaks lines with \n or \r\n (what a browser sends from a text area) and may
  // hold tabs; any other line break is a separator some readers split on and others do not.
  const plain = value.replaceAll('\r\n', '\n');
  if (SEPARATOR.test(plain)) return 'separator';
  return CONTROL.test(plain.replace(/[\n\t]/g, '')) ? 'control' : null;
}

/** True when `value` is well-formed UTF-16: every surrogate is half of a pair. */
export const isWellFormedText = (value: string) => !BROKEN.test(value);

/**
 * The refusal of a field's text, naming the field as its form labels it (`noun` is lower-case,
 * used as "the <noun>": 'name', 'company name', 'rejection reason').
 */
export function textProblemMessage(noun: string, problem: TextProblem): Message {
  const title = `Invalid ${noun}`;
  switch (problem) {
    case 'broken':
      return message(title, `The ${noun} holds a broken character. Please type it again.`);
    case 'direction':
      return message(title, `The ${noun} cannot contain characters that change the text direction.`);
    case 'lineBreak':
      return message(title, `The ${noun} must be a single line.`);
    case 'separator':
      return message(title, `The ${noun} can only use ordinary line breaks.`);
    case 'control':
      return message(title, `The ${noun} cannot contain control characters.`);
  }
}

const textRule = (noun: string, lines: TextLines) =>
  z.superRefine<string>((value, context) => {
    const problem = findTextProblem(value, lines);
    if (problem) context.addIssue({ code: 'custom', message: asIssue(textProblemMessage(noun, problem)) });
  });

/**
 * One line of text: names, titles, cities, references. Add to a string schema with
 * `.check(singleLineText('company name'))`, after `.trim()` so an edge line break is trimmed away.
 */
export const singleLineText = (noun: string) => textRule(noun, 'single');

/** Text that may run over lines: descriptions, messages, reasons (\n, \r\n and tabs allowed). */
export const multiLineText = (noun: string) => textRule(noun, 'multi');

/**
 * A secret that is compared and never shown (a password): only a broken character is refused, since
 * it cannot be stored or hashed as typed; anything else a person can type is theirs to use.
 */
export const wellFormedText = (noun: string) =>
  z.superRefine<string>((value, context) => {
    if (!isWellFormedText(value))
      context.addIssue({ code: 'custom', message: asIssue(textProblemMessage(noun, 'broken')) });
  });
